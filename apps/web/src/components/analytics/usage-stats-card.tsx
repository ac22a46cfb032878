import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Progress } from "@understudy/ui/progress";
import { Skeleton } from "@understudy/ui/skeleton";
import type { UsageStat } from "~/lib/analytics";
import { formatPercent } from "~/lib/format";

/** Usage Statistics: Meeting Efficiency, AI Coverage and Bot Utilization as labelled bars. */
export function UsageStatsCard({ stats, loading }: { stats: UsageStat[] | undefined; loading: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Usage Statistics</h2>
        </CardTitle>
        <CardDescription>How much of your meeting load Understudy covers</CardDescription>
      </CardHeader>
      <CardContent>
        {!stats && !loading ? <p className="text-muted-foreground py-8 text-center text-sm">Usage statistics are unavailable</p> : null}
        <ul className="flex flex-col gap-5">
          {stats
            ? stats.map((s) => (
                <li key={s.key} className="flex flex-col gap-2">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span id={`usage-${s.key}`} className="font-medium">
                      {s.label}
                    </span>
                    <span className="tabular-nums">{formatPercent(s.percent)}</span>
                  </div>
                  <Progress value={s.percent} aria-labelledby={`usage-${s.key}`} />
                  <p className="text-muted-foreground text-xs">{s.description}</p>
                </li>
              ))
            : !loading
              ? null
              : [0, 1, 2].map((i) => (
                <li key={i} className="flex flex-col gap-2">
                  <Skeleton className="h-5 w-full" />
                  <Skeleton className="h-2 w-full" />
                  <Skeleton className="h-4 w-40" />
                </li>
              ))}
        </ul>
      </CardContent>
    </Card>
  );
}

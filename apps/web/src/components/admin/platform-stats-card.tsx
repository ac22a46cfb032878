import { TrendingUpIcon } from "lucide-react";
import type { RouterOutputs } from "@understudy/api";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { platformStatistics } from "~/lib/admin-stats";

type Stats = RouterOutputs["admin"]["stats"];

/** Conversion Rate, Trial Completion, Active Users and the 'Growing steadily' line. */
export function PlatformStatsCard({ stats, error }: { stats: Stats | undefined; error: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Platform Statistics</h2>
        </CardTitle>
        <CardDescription>Subscriptions at a glance</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {stats ? (
          <dl className="flex flex-col gap-3 text-sm">
            {platformStatistics(stats).map((row) => (
              <div key={row.key} className="flex items-start justify-between gap-3">
                <dt className="flex flex-col">
                  <span>{row.label}</span>
                  <span className="text-muted-foreground text-xs">{row.hint}</span>
                </dt>
                <dd className="font-semibold tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : error ? (
          <p className="text-muted-foreground text-sm">Statistics are unavailable</p>
        ) : (
          <div className="flex flex-col gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        )}
        <p className="text-success flex items-center gap-2 text-sm font-medium">
          <TrendingUpIcon className="size-4" aria-hidden />
          Growing steadily
        </p>
      </CardContent>
    </Card>
  );
}

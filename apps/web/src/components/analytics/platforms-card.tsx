import Link from "next/link";
import { LockIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import type { PlatformCount } from "~/lib/analytics";
import { LazyPlatformChart } from "./lazy-charts";

/**
 * Meeting Platforms: a donut and the per-platform counts, or 'No platform data available'; when the server
 * withholds the breakdown (advanced analytics, Pro), a short note and the way to upgrade.
 */
export function PlatformsCard({ platforms, loading, locked = false }: { platforms: PlatformCount[] | undefined; loading: boolean; locked?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Meeting Platforms</h2>
        </CardTitle>
        <CardDescription>Meetings per platform</CardDescription>
      </CardHeader>
      <CardContent>
        {locked ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center text-sm">
            <LockIcon className="text-muted-foreground size-5" aria-hidden />
            <p className="text-muted-foreground">The platform breakdown is part of Pro.</p>
            <Link href="/subscription" className="text-primary font-medium underline-offset-4 hover:underline">
              See the Pro plan
            </Link>
          </div>
        ) : !platforms && !loading ? (
          <p className="text-muted-foreground py-8 text-center text-sm">Platform data is unavailable</p>
        ) : !platforms ? (
          <div className="flex flex-col gap-4">
            <Skeleton className="mx-auto size-40 rounded-full" />
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-5 w-full" />
            ))}
          </div>
        ) : platforms.length === 0 ? (
          <p className="text-muted-foreground py-8 text-center text-sm">No platform data available</p>
        ) : (
          <div className="flex flex-col gap-4">
            <LazyPlatformChart data={platforms} />
            <ul className="flex flex-col gap-2 text-sm">
              {platforms.map((p, i) => (
                <li key={p.platform} className="flex items-center justify-between gap-3">
                  <span className="flex min-w-0 items-center gap-2">
                    <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ background: `var(--chart-${(i % 5) + 1})` }} />
                    <span className="truncate">{p.label}</span>
                  </span>
                  <span className="font-medium tabular-nums">
                    {p.count} <span className="sr-only">{p.count === 1 ? "meeting" : "meetings"}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

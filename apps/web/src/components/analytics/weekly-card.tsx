import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import type { WeekRow } from "~/lib/analytics";
import { chartColor } from "./chart-theme";
import { LazyWeeklyChart } from "./lazy-charts";

/** Meetings per week (last 8 ISO weeks) as a bar chart, with a visually hidden table for screen readers. */
export function WeeklyCard({ weeks, error }: { weeks: WeekRow[] | undefined; error: boolean }) {
  const total = weeks?.reduce((n, w) => n + w.meetings, 0) ?? 0;
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="weekly-title">Meetings per Week</h2>
        </CardTitle>
        <CardDescription>Scheduled and completed meetings over the last 8 weeks</CardDescription>
      </CardHeader>
      <CardContent>
        {!weeks && error ? (
          <p className="text-muted-foreground flex h-64 items-center justify-center text-sm">Weekly data is unavailable</p>
        ) : !weeks ? (
          <Skeleton className="h-64 w-full" />
        ) : (
          <>
            {total === 0 ? (
              <p className="text-muted-foreground flex h-64 items-center justify-center text-sm">No meetings in the last 8 weeks</p>
            ) : (
              <>
                <LazyWeeklyChart data={weeks} />
                <div aria-hidden className="text-muted-foreground mt-2 flex h-6 items-center justify-center gap-4 text-xs">
                  <span className="flex items-center gap-1.5">
                    <span className="size-2.5 rounded-full" style={{ background: chartColor(0) }} />
                    Meetings
                  </span>
                  <span className="flex items-center gap-1.5">
                    <span className="size-2.5 rounded-full" style={{ background: chartColor(2) }} />
                    Completed
                  </span>
                </div>
              </>
            )}
            <table className="sr-only">
              <caption>Meetings per week, last 8 weeks</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  <th scope="col">Meetings</th>
                  <th scope="col">Completed</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((w) => (
                  <tr key={w.week_start}>
                    <th scope="row">{w.label}</th>
                    <td>{w.meetings}</td>
                    <td>{w.completed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </CardContent>
    </Card>
  );
}

import Link from "next/link";
import { Badge } from "@understudy/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import type { RouterOutputs } from "@understudy/api";
import { platformLabel } from "~/lib/format";
import { MeetingTimeText } from "~/components/time/time-zone-provider";
import { meetingStatusDisplay } from "~/lib/meeting-status";

type Meeting = RouterOutputs["meetings"]["list"][number];

export const RECENT_ACTIVITY_LIMIT = 5;

/** Recent Activity: the first five meetings of the list with their derived status. */
export function RecentActivityCard({ meetings, now, error }: { meetings: Meeting[] | undefined; now: Date; error: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Recent Activity</h2>
        </CardTitle>
        <CardDescription>Your latest meetings</CardDescription>
      </CardHeader>
      <CardContent>
        {!meetings && error ? (
          <p className="text-muted-foreground py-8 text-center text-sm">Recent activity is unavailable</p>
        ) : !meetings ? (
          <ul className="flex flex-col gap-3">
            {Array.from({ length: RECENT_ACTIVITY_LIMIT }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-11 w-full" />
              </li>
            ))}
          </ul>
        ) : meetings.length === 0 ? (
          <p className="text-muted-foreground py-8 text-center text-sm">No recent activity</p>
        ) : (
          <ul className="-mx-2 flex flex-col">
            {meetings.slice(0, RECENT_ACTIVITY_LIMIT).map((m) => {
              const status = meetingStatusDisplay(m, now);
              return (
                <li key={m.id}>
                  <Link
                    href={`/meetings/${m.id}`}
                    className="hover:bg-accent focus-visible:ring-ring/50 flex items-center justify-between gap-3 rounded-md px-2 py-2 outline-none focus-visible:ring-[3px]"
                  >
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate text-sm font-medium">{m.title}</span>
                      <span className="text-muted-foreground truncate text-xs">
                        <MeetingTimeText value={m.scheduled_at} /> · {platformLabel(m.platform)}
                      </span>
                    </span>
                    <Badge variant={status.variant}>{status.label}</Badge>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

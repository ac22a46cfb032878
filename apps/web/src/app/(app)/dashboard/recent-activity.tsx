"use client";

import type { RouterOutputs } from "@understudy/api";
import { Badge } from "@understudy/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { CheckCircle2Icon, HistoryIcon } from "lucide-react";
import { MeetingTimeText } from "~/components/time/time-zone-provider";
import { EmptyState } from "./empty-state";
import { LoadError } from "./load-error";
import { MeetingRowSkeletons } from "./meeting-row-skeleton";

type Meeting = RouterOutputs["meetings"]["list"][number];

export function RecentActivity({
  meetings,
  isError,
  onRetry,
}: {
  meetings: Meeting[] | undefined;
  isError: boolean;
  onRetry: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Recent Activity</h2>
        </CardTitle>
        <CardDescription>Your latest completed meetings</CardDescription>
      </CardHeader>
      <CardContent>
        {isError && meetings === undefined ? (
          <LoadError what="recent activity" onRetry={onRetry} />
        ) : meetings === undefined ? (
          <>
            <MeetingRowSkeletons count={3} />
            <span className="sr-only" role="status">
              Loading recent activity…
            </span>
          </>
        ) : meetings.length > 0 ? (
          <ul className="divide-y">
            {meetings.map((m) => (
              <li key={m.id} className="flex items-start gap-3 py-3">
                <CheckCircle2Icon className="text-success mt-0.5 size-4 shrink-0" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{m.title}</p>
                  <p className="text-muted-foreground flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
                    <time dateTime={m.scheduled_at}><MeetingTimeText value={m.scheduled_at} /></time>
                    {m.summary ? (
                      <Badge variant="secondary" className="px-1.5 py-0 text-[11px]">
                        Summary available
                      </Badge>
                    ) : null}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon={HistoryIcon} title="No recent activity" />
        )}
      </CardContent>
    </Card>
  );
}

"use client";

import Link from "next/link";
import type { RouterOutputs } from "@understudy/api";
import { Button, buttonVariants } from "@understudy/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { CalendarPlusIcon, ExternalLinkIcon } from "lucide-react";
import { platformLabel } from "~/lib/format";
import { MeetingTimeText } from "~/components/time/time-zone-provider";
import { EmptyState } from "./empty-state";
import { LoadError } from "./load-error";
import { MeetingRowSkeletons } from "./meeting-row-skeleton";

type Meeting = RouterOutputs["meetings"]["list"][number];

export function UpcomingMeetings({
  meetings,
  isError,
  onRetry,
  className,
}: {
  meetings: Meeting[] | undefined;
  isError: boolean;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Upcoming Meetings</h2>
        </CardTitle>
        <CardDescription>Your next scheduled meetings</CardDescription>
        <CardAction>
          <Link href="/meetings" aria-label="View all meetings" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            View all
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        {isError && meetings === undefined ? (
          <LoadError what="upcoming meetings" onRetry={onRetry} />
        ) : meetings === undefined ? (
          <>
            <MeetingRowSkeletons count={3} />
            <span className="sr-only" role="status">
              Loading upcoming meetings…
            </span>
          </>
        ) : meetings.length > 0 ? (
          <ul className="divide-y">
            {meetings.map((m) => (
              <li key={m.id} className="flex items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{m.title}</p>
                  <p className="text-muted-foreground truncate text-xs">
                    <time dateTime={m.scheduled_at}><MeetingTimeText value={m.scheduled_at} /></time>
                    <span aria-hidden> · </span>
                    <span className="sr-only">, </span>
                    {platformLabel(m.platform)}
                  </p>
                </div>
                {m.meeting_url ? (
                  <Button asChild variant="outline" size="sm">
                    <a href={m.meeting_url} target="_blank" rel="noopener noreferrer" aria-label={`Join ${m.title}`}>
                      <ExternalLinkIcon aria-hidden />
                      Join
                    </a>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon={CalendarPlusIcon} title="No upcoming meetings">
            <Link href="/meetings?new=1" className={buttonVariants({ variant: "outline", size: "sm" })}>
              Schedule a Meeting
            </Link>
          </EmptyState>
        )}
      </CardContent>
    </Card>
  );
}

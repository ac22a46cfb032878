"use client";

import { useState } from "react";
import { CalendarClockIcon, CalendarIcon, RefreshCwIcon, UsersIcon } from "lucide-react";
import { Badge } from "@understudy/ui/badge";
import { Button } from "@understudy/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { Spinner } from "@understudy/ui/spinner";
import { MeetingTimeText } from "~/components/time/time-zone-provider";
import { DeployBotButton } from "./deploy-bot-button";
import { JoinButton } from "./join-button";
import { attendeeCountLabel } from "./messages";
import { PlatformBadge } from "./platform-badge";
import type { CalendarEvent } from "./types";

/** How many events show before "Show all". */
export const EVENTS_SHOWN = 8;

export function EventsCard({ events, loading, refreshing, onRefresh }: { events: CalendarEvent[]; loading: boolean; refreshing: boolean; onRefresh: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? events : events.slice(0, EVENTS_SHOWN);
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-base">
            <CalendarIcon className="size-4 text-muted-foreground" aria-hidden />
            Upcoming Calendar Events
            {!loading && <Badge variant="secondary">{events.length}</Badge>}
          </h2>
        </CardTitle>
        <CardDescription>The next four weeks from Google Calendar.</CardDescription>
        {events.length > 0 && (
          <CardAction>
            <Button variant="ghost" size="icon" aria-label="Refresh Calendar" title="Refresh Calendar" disabled={refreshing} onClick={onRefresh}>
              {refreshing ? <Spinner label="Refreshing calendar" className="text-current" /> : <RefreshCwIcon aria-hidden />}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {loading ? (
          <EventsSkeleton />
        ) : events.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
            <CalendarClockIcon className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-sm font-medium">No upcoming events found</p>
            <Button size="sm" variant="outline" onClick={onRefresh} disabled={refreshing}>
              {refreshing ? <Spinner label="Refreshing calendar" className="text-current" /> : <RefreshCwIcon aria-hidden />}
              Refresh Calendar
            </Button>
          </div>
        ) : (
          <ul id="calendar-events-list" className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {shown.map((event) => (
              <li key={event.event_id} className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-lg border p-3 sm:p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="min-w-0 text-sm font-semibold [overflow-wrap:anywhere]">{event.title}</h3>
                  {event.meeting_info && <PlatformBadge platform={event.meeting_info.platform} />}
                </div>
                <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  <div className="flex items-center gap-1.5">
                    <dt className="sr-only">Starts</dt>
                    <CalendarIcon className="size-4 shrink-0" aria-hidden />
                    <dd>
                      <time dateTime={event.start_time}><MeetingTimeText value={event.start_time} /></time>
                    </dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <dt className="sr-only">Attendees</dt>
                    <UsersIcon className="size-4 shrink-0" aria-hidden />
                    <dd>{attendeeCountLabel(event.attendees.length)}</dd>
                  </div>
                </dl>
                {event.description && <p className="line-clamp-2 text-sm [overflow-wrap:anywhere] whitespace-pre-line text-muted-foreground">{event.description}</p>}
                {event.meeting_info && (
                  <div className="flex flex-wrap gap-2 pt-1">
                    <JoinButton url={event.meeting_info.url} label={event.title} />
                    <DeployBotButton meetingUrl={event.meeting_info.url} label={event.title} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {!loading && events.length > EVENTS_SHOWN && (
          <Button variant="ghost" size="sm" className="mt-3 w-full" aria-expanded={expanded} aria-controls="calendar-events-list" onClick={() => setExpanded((v) => !v)}>
            {expanded ? "Show fewer events" : `Show all ${events.length} events`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function EventsSkeleton() {
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-hidden>
      {[0, 1, 2].map((i) => (
        <li key={i} className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-lg border p-3 sm:p-4">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <div className="flex gap-2 pt-1">
            <Skeleton className="h-8 w-32" />
            <Skeleton className="h-8 w-28" />
          </div>
        </li>
      ))}
    </ul>
  );
}

"use client";

import { Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { AlertTriangleIcon, CalendarIcon, ClockIcon, RotateCwIcon, VideoIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { platformLabel } from "~/lib/format";
import { useTRPC } from "~/trpc/react";
import { AvatarSection } from "./avatar-section";
import { BackToMeetings } from "./back-to-meetings";
import { BotCoverToggle } from "./bot-cover-toggle";
import { ExportMenu } from "./export-menu";
import { JoinMeetingButton } from "./join-meeting-button";
import { BotAttendedBadge } from "./meeting-badges";
import { MeetingCaptureSections } from "./meeting-capture";
import { MeetingDetailSkeleton } from "./meeting-detail-skeleton";
import { MeetingNotFound } from "./meeting-not-found";
import { MeetingSearch } from "./meeting-search";
import { MeetingStatusBadge } from "./meeting-status-badge";
import { PreflightPanel } from "./preflight";
import { RecapDeliveries } from "./recap-deliveries";
import { ShareRecapDialog } from "./share-recap-dialog";
import { formatMeetingWhen } from "./meeting-when";
import { MeetingSummarySection } from "./meeting-summary-section";
import type { Meeting } from "./types";
import { useNow } from "./use-now";
import { useTimeZone } from "~/components/time/time-zone-provider";

function isMissing(error: unknown): boolean {
  return error instanceof TRPCClientError && ["NOT_FOUND", "BAD_REQUEST"].includes(String((error.data as { code?: unknown } | undefined)?.code));
}

/** /meetings/[id] — what "View Summary" opens. */
export function MeetingDetail({ id }: { id: string }) {
  const trpc = useTRPC();
  const meeting = useQuery(
    trpc.meetings.byId.queryOptions({ id }, { retry: (count, error) => count < 2 && !isMissing(error) }),
  );

  if (meeting.isError && isMissing(meeting.error)) return <MeetingNotFound />;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <BackToMeetings />
      {meeting.data ? (
        <MeetingDetailBody meeting={meeting.data} />
      ) : meeting.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
          <AlertTriangleIcon className="size-8 text-destructive" aria-hidden />
          <h1 className="text-lg font-semibold">Failed to load meeting</h1>
          <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
          <Button variant="outline" onClick={() => void meeting.refetch()} disabled={meeting.isFetching}>
            <RotateCwIcon className={meeting.isFetching ? "animate-spin" : undefined} aria-hidden />
            Try again
          </Button>
        </div>
      ) : (
        <MeetingDetailSkeleton />
      )}
    </div>
  );
}

function MeetingDetailBody({ meeting }: { meeting: Meeting }) {
  const now = useNow();
  const timeZone = useTimeZone();
  const when = formatMeetingWhen(meeting.scheduled_at, meeting.duration_minutes, { timeZone });
  return (
    <>
      <header className="grid gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid min-w-0 gap-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{meeting.title}</h1>
            <div className="flex flex-wrap items-center gap-2">
              <MeetingStatusBadge meeting={meeting} now={now} />
              {meeting.bot_attended && <BotAttendedBadge />}
            </div>
            <BotCoverToggle meeting={meeting} now={now} />
          </div>
          <div className="flex shrink-0 flex-wrap items-start gap-2">
            <ShareRecapDialog meetingId={meeting.id} />
            <ExportMenu meetingId={meeting.id} />
            {meeting.meeting_url && <JoinMeetingButton url={meeting.meeting_url} className="self-start" />}
          </div>
        </div>
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          <div>
            <dt className="sr-only">When</dt>
            <dd className="flex items-center gap-2 text-muted-foreground">
              <CalendarIcon className="size-4 shrink-0" aria-hidden />
              <time dateTime={meeting.scheduled_at}>{when ? `${when.date} · ${when.time}` : "—"}</time>
            </dd>
          </div>
          <div>
            <dt className="sr-only">Duration</dt>
            <dd className="flex items-center gap-2 text-muted-foreground">
              <ClockIcon className="size-4 shrink-0" aria-hidden />
              {meeting.duration_minutes} min
            </dd>
          </div>
          <div>
            <dt className="sr-only">Platform</dt>
            <dd className="flex items-center gap-2 text-muted-foreground">
              <VideoIcon className="size-4 shrink-0" aria-hidden />
              {platformLabel(meeting.platform)}
            </dd>
          </div>
        </dl>
        {meeting.description && <p className="max-w-prose text-sm break-words whitespace-pre-line">{meeting.description}</p>}
        <RecapDeliveries meetingId={meeting.id} />
      </header>
      {/* Each section below the first its own hydration unit: React hydrates them in short slices after the header.
          The first (pre-flight) is on a phone's first screen, so it stays in the shell: React sends a boundary that
          comes after the first 12.8 kB of a page separately (its progressive chunk size) and may reveal it 300 ms
          after the first paint, which made a late largest paint of it (docs/decisions/016). */}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <PreflightPanel meeting={meeting} now={now} />
        <div className="lg:col-span-2">
          <Suspense>
            <MeetingSummarySection meetingId={meeting.id} legacySummary={meeting.summary} />
          </Suspense>
        </div>
        <div className="lg:col-span-3">
          <Suspense>
            <MeetingSearch meetingId={meeting.id} />
          </Suspense>
        </div>
        <Suspense>
          <MeetingCaptureSections meetingId={meeting.id} />
        </Suspense>
        <Suspense>
          <AvatarSection meetingId={meeting.id} />
        </Suspense>
      </div>
    </>
  );
}

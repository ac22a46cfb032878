"use client";

import Link from "next/link";
import { CheckCircle2Icon, FileTextIcon, PencilIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@understudy/ui/card";
import { Spinner } from "@understudy/ui/spinner";
import { deriveMeetingStatus } from "~/lib/meeting-status";
import { BotCoverToggle } from "./bot-cover-toggle";
import { DeleteMeetingButton } from "./delete-meeting-button";
import { JoinMeetingButton } from "./join-meeting-button";
import { BotAttendedBadge, SummaryAvailableBadge } from "./meeting-badges";
import { MeetingMeta } from "./meeting-meta";
import { MeetingStatusBadge } from "./meeting-status-badge";
import { PreflightBadge } from "./preflight";
import type { Meeting } from "./types";

export interface MeetingCardProps {
  meeting: Meeting;
  now: Date;
  completing: boolean;
  deleting: boolean;
  onEdit: (meeting: Meeting, opener: HTMLElement) => void;
  onComplete: (meeting: Meeting) => void;
  onDelete: (meeting: Meeting) => void;
}

export function MeetingCard({ meeting, now, completing, deleting, onEdit, onComplete, onDelete }: MeetingCardProps) {
  const status = deriveMeetingStatus(meeting, now);
  const canComplete = status !== "completed" && status !== "cancelled";
  const busy = completing || deleting;
  const detailHref = `/meetings/${meeting.id}`;

  return (
    <Card className="gap-4 py-5" aria-busy={busy || undefined}>
      <CardHeader className="gap-2 px-4 sm:px-5">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <CardTitle asChild>
            <h2 className="min-w-0 text-base break-words">
              <Link href={detailHref} className="rounded-sm hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
                {meeting.title}
              </Link>
            </h2>
          </CardTitle>
          <MeetingStatusBadge meeting={meeting} now={now} />
          {meeting.bot_attended && <BotAttendedBadge />}
        </div>
        {meeting.description && <CardDescription className="line-clamp-2 break-words">{meeting.description}</CardDescription>}
        <CardAction className="flex items-center gap-0.5">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Edit meeting"
            title="Edit meeting"
            disabled={busy}
            className="text-muted-foreground"
            onClick={(event) => onEdit(meeting, event.currentTarget)}
          >
            <PencilIcon aria-hidden />
          </Button>
          <DeleteMeetingButton title={meeting.title} pending={deleting} onConfirm={() => onDelete(meeting)} />
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 sm:px-5">
        <MeetingMeta meeting={meeting} />
        {meeting.summary && <SummaryAvailableBadge />}
        <BotCoverToggle meeting={meeting} now={now} className="basis-full" />
        <PreflightBadge meeting={meeting} now={now} className="basis-full" />
      </CardContent>
      {(meeting.meeting_url || meeting.summary || canComplete) && (
        <CardFooter className="flex-wrap gap-2 px-4 sm:px-5">
          {meeting.meeting_url && <JoinMeetingButton url={meeting.meeting_url} size="sm" />}
          {meeting.summary && (
            <Button asChild size="sm" variant="outline">
              <Link href={detailHref}>
                <FileTextIcon aria-hidden />
                View Summary
              </Link>
            </Button>
          )}
          {canComplete && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onComplete(meeting)}>
              {completing ? <Spinner label="Marking complete…" className="text-current" /> : <CheckCircle2Icon aria-hidden />}
              Mark Complete
            </Button>
          )}
        </CardFooter>
      )}
    </Card>
  );
}

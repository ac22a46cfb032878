"use client";

import { CheckCircle2Icon, FileTextIcon, PencilIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@understudy/ui/card";
import { Spinner } from "@understudy/ui/spinner";
import { IntentLink } from "~/components/navigation/intent-link";
import { LinkPendingIcon } from "~/components/navigation/link-pending-icon";
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
    // Every card has the same rows (title, badges, a two-line description slot, details, buttons at the bottom),
    // so a card without a link or description is as tall as one with them and its buttons sit on the same line.
    <Card className="h-full gap-3 py-4" aria-busy={busy || undefined}>
      <CardHeader className="gap-2 px-4">
        <CardTitle asChild>
          <h3 className="min-w-0 truncate text-base leading-snug" title={meeting.title}>
            <IntentLink href={detailHref} className="rounded-sm hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
              {meeting.title}
              <LinkPendingIcon className="ml-1.5 inline size-3.5 align-[-2px]" />
            </IntentLink>
          </h3>
        </CardTitle>
        <div className="flex min-w-0 flex-wrap items-center gap-1.5">
          <MeetingStatusBadge meeting={meeting} now={now} />
          {meeting.bot_attended && <BotAttendedBadge />}
          {meeting.summary && <SummaryAvailableBadge />}
        </div>
        <CardAction className="flex items-center gap-0.5">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Edit meeting"
            title="Edit meeting"
            disabled={busy}
            className="size-8 text-muted-foreground"
            onClick={(event) => onEdit(meeting, event.currentTarget)}
          >
            <PencilIcon aria-hidden />
          </Button>
          <DeleteMeetingButton title={meeting.title} pending={deleting} onConfirm={() => onDelete(meeting)} />
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-2 px-4">
        <CardDescription className="line-clamp-2 min-h-10 break-words">
          {meeting.description || <span className="italic">No description</span>}
        </CardDescription>
        <MeetingMeta meeting={meeting} />
        {/* The bot's line is kept on every card, empty when there is nothing left to cover. */}
        <div className="grid min-h-5 gap-1.5">
          <BotCoverToggle meeting={meeting} now={now} compact />
          <PreflightBadge meeting={meeting} now={now} compact />
        </div>
      </CardContent>
      <CardFooter className="mt-auto min-h-8 flex-wrap gap-2 px-4">
        {meeting.meeting_url && <JoinMeetingButton url={meeting.meeting_url} size="sm" />}
        {meeting.summary && (
          <Button asChild size="sm" variant="outline">
            <IntentLink href={detailHref}>
              <LinkPendingIcon icon={FileTextIcon} />
              View Summary
            </IntentLink>
          </Button>
        )}
        {canComplete && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onComplete(meeting)}>
            {completing ? <Spinner label="Marking complete…" className="text-current" /> : <CheckCircle2Icon aria-hidden />}
            Mark Complete
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

"use client";

import Link from "next/link";
import { CalendarClockIcon, FileTextIcon, HashIcon, RadioIcon, UsersIcon, VideoIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@understudy/ui/card";
import { botReasonLabel, displayBotStatus, isLiveBotStatus, shortSessionId } from "~/lib/bot-status";
import { platformLabel } from "~/lib/format";
import { MeetingTimeText } from "~/components/time/time-zone-provider";
import { BotStatusBadge, LivePulse } from "./bot-status-badge";
import { TerminateBotButton } from "./terminate-bot-button";
import type { BotSession } from "./types";

export function BotSessionCard({ session, pending, onTerminate, onViewDetails }: { session: BotSession; pending: boolean; onTerminate: () => void; onViewDetails: () => void }) {
  const live = isLiveBotStatus(session.status);
  const reason = botReasonLabel(session.reason);
  return (
    // Compact: the buttons sit beside the name and the details share one wrapping line, so a page of 20 stays short.
    // On a phone there is no room beside the name: the header is one column and the buttons go under it.
    <Card className="gap-2 py-3" data-testid="bot-session">
      <CardHeader className="gap-1 px-4 max-sm:grid-cols-1!">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle asChild className="min-w-0 text-base break-words">
            <h3>{session.bot_name}</h3>
          </CardTitle>
          <BotStatusBadge status={session.status} />
          {displayBotStatus(session.status) === "recording" && <LivePulse />}
        </div>
        {(reason || session.provider_status) && (
          <p className="text-xs text-muted-foreground">
            {reason}
            {reason && session.provider_status ? " · " : ""}
            {session.provider_status && (
              <span>
                Provider: <code className="font-mono">{session.provider_status}{session.provider_sub_code ? ` (${session.provider_sub_code})` : ""}</code>
              </span>
            )}
          </p>
        )}
        <CardAction className="flex flex-wrap justify-end gap-2 max-sm:col-start-1 max-sm:row-span-1 max-sm:row-start-auto max-sm:justify-self-start max-sm:justify-start">
          {live && session.meeting_id && (
            <Button asChild size="sm">
              <Link href={`/meetings/${session.meeting_id}/live`}>
                <RadioIcon aria-hidden />
                Live room
              </Link>
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={onViewDetails}>
            <FileTextIcon aria-hidden />
            View Details
          </Button>
          <TerminateBotButton live={live} botName={session.bot_name} pending={pending} onConfirm={onTerminate} />
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-x-4 gap-y-1 px-4 text-sm text-muted-foreground">
        <span className="flex min-w-0 items-center gap-1.5">
          <VideoIcon className="size-4 shrink-0" aria-hidden />
          <span className="truncate">
            {platformLabel(session.platform)} · Meeting {session.meeting_id ? shortSessionId(session.meeting_id) : "—"}
          </span>
        </span>
        <span className="flex items-center gap-1.5">
          <CalendarClockIcon className="size-4 shrink-0" aria-hidden />
          <time dateTime={session.created_at}><MeetingTimeText value={session.created_at} /></time>
        </span>
        <span className="flex items-center gap-1.5">
          <UsersIcon className="size-4 shrink-0" aria-hidden />
          {session.participant_count === 1 ? "1 participant" : `${session.participant_count} participants`}
        </span>
        <span className="flex items-center gap-1.5">
          <HashIcon className="size-4 shrink-0" aria-hidden />
          Session <code className="font-mono text-foreground">{shortSessionId(session.session_id)}</code>
        </span>
        {session.error_message && (
          <p role="note" className="basis-full rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-destructive">
            {session.error_message}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

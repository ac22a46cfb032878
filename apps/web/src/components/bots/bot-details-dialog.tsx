"use client";

import { useQuery } from "@tanstack/react-query";
import { ScrollTextIcon, UsersIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@understudy/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@understudy/ui/dialog";
import { Skeleton } from "@understudy/ui/skeleton";
import { formatTranscriptOffset, isLiveBotStatus, shortSessionId } from "~/lib/bot-status";
import { formatMeetingTime } from "~/lib/format";
import { useTRPC } from "~/trpc/react";
import { BotStatusBadge, LivePulse } from "./bot-status-badge";

/** While the bot is in the call the transcript is polled, so it reads live. */
const LIVE_POLL_MS = 3_000;

/** View Details: the session's attendance and transcript, live while recording. */
export function BotDetailsDialog({ sessionId, onOpenChange }: { sessionId: string | null; onOpenChange: (open: boolean) => void }) {
  const trpc = useTRPC();
  const details = useQuery({
    ...trpc.bots.details.queryOptions({ session_id: sessionId ?? "" }),
    enabled: sessionId !== null,
    refetchInterval: (query) => (isLiveBotStatus(query.state.data?.session.status) ? LIVE_POLL_MS : false),
  });
  const data = details.data;
  return (
    <Dialog open={sessionId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {data?.session.bot_name ?? "Bot session"}
            {data && <BotStatusBadge status={data.session.status} />}
            {data?.session.status === "recording" && <LivePulse />}
          </DialogTitle>
          <DialogDescription>{sessionId ? `Session ${shortSessionId(sessionId)} — attendance and transcript captured by the bot.` : ""}</DialogDescription>
        </DialogHeader>
        {!data ? (
          details.isError ? (
            <p role="alert" className="text-sm text-destructive">Failed to load bot session details</p>
          ) : (
            <div className="grid gap-3" aria-busy>
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-32 w-full" />
            </div>
          )
        ) : (
          <div className="grid gap-6">
            <section aria-labelledby="bot-attendance" className="grid gap-2">
              <h3 id="bot-attendance" className="flex items-center gap-2 text-sm font-medium">
                <UsersIcon className="size-4" aria-hidden /> Attendance ({data.participants.length})
              </h3>
              {data.participants.length === 0 ? (
                <p className="text-sm text-muted-foreground">Nobody has joined yet.</p>
              ) : (
                <ul className="grid gap-1 text-sm">
                  {data.participants.map((p) => (
                    <li key={`${p.name}-${p.joined_at}`} className="flex flex-wrap justify-between gap-x-4">
                      <span className="font-medium">
                        {p.name}
                        {p.is_host ? " (host)" : ""}
                      </span>
                      <span className="text-muted-foreground">
                        {p.joined_at ? `joined ${formatMeetingTime(p.joined_at)}` : ""}
                        {p.left_at ? ` · left ${formatMeetingTime(p.left_at)}` : ""}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="bot-transcript" className="grid gap-2">
              <h3 id="bot-transcript" className="flex items-center gap-2 text-sm font-medium">
                <ScrollTextIcon className="size-4" aria-hidden /> Transcript
              </h3>
              {data.transcript.length === 0 ? (
                <p className="text-sm text-muted-foreground">No transcript yet — it appears here as people speak.</p>
              ) : (
                <ol className="grid gap-3" aria-live={isLiveBotStatus(data.session.status) ? "polite" : undefined}>
                  {data.transcript.map((segment) => (
                    <li key={`${segment.start_seconds}`} className="grid grid-cols-[3.5rem_1fr] gap-3 text-sm">
                      <span className="pt-0.5 font-mono text-xs text-muted-foreground tabular-nums">{formatTranscriptOffset(segment.start_seconds)}</span>
                      <div className="min-w-0">
                        <p className="font-medium">{segment.speaker}</p>
                        <p className="break-words text-muted-foreground">{segment.text}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>
        )}
        {data?.session.meeting_id && (
          <DialogFooter>
            <Button asChild variant="outline">
              <Link href={`/meetings/${data.session.meeting_id}`}>Open meeting</Link>
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

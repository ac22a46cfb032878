"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ScrollTextIcon, UserCheckIcon, UsersIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@understudy/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@understudy/ui/dialog";
import { Skeleton } from "@understudy/ui/skeleton";
import { botReasonLabel, isLiveBotStatus, ownerArrivalLabel, shortSessionId, standInSteps } from "~/lib/bot-status";
import { MeetingTimeText, useDateFormat } from "~/components/time/time-zone-provider";
import { formatOffset } from "~/components/meetings/transcript-format";
import { transcriptHash } from "~/lib/transcript-anchor";
import { useTRPC } from "~/trpc/react";
import { BotStatusBadge, LivePulse } from "./bot-status-badge";
import type { BotSessionDetails, BotSessionsPage } from "./types";

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
  // What the dialog just read is the session as it is now: the list behind it shows the same (not "Connecting"
  // under a dialog that says "Recording" until the list's next poll).
  const queryClient = useQueryClient();
  const fresh = data?.session;
  useEffect(() => {
    if (!fresh) return;
    queryClient.setQueriesData<BotSessionsPage>({ queryKey: trpc.bots.sessions.pathKey() }, (page) =>
      page?.sessions.some((s) => s.session_id === fresh.session_id && JSON.stringify(s) !== JSON.stringify(fresh))
        ? { ...page, sessions: page.sessions.map((s) => (s.session_id === fresh.session_id ? fresh : s)) }
        : page,
    );
  }, [fresh, queryClient, trpc]);
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
            <StandInSection data={data} />
            <section aria-labelledby="bot-attendance" className="grid gap-2">
              <h3 id="bot-attendance" className="flex items-center gap-2 text-sm font-medium">
                <UsersIcon className="size-4" aria-hidden /> Attendance ({data.participants.length})
              </h3>
              {data.participants.length === 0 ? (
                <p className="text-sm text-muted-foreground">{emptyText(data, "Nobody has joined yet.", "The bot saw nobody join.")}</p>
              ) : (
                <ul className="grid gap-1 text-sm">
                  {data.participants.map((p) => (
                    <li key={`${p.name}-${p.joined_at}`} className="flex flex-wrap justify-between gap-x-4">
                      <span className="font-medium">
                        {p.name}
                        {p.is_owner ? " (you)" : p.is_host ? " (host)" : ""}
                      </span>
                      <span className="text-muted-foreground">
                        {p.joined_at && (
                          <>
                            joined <MeetingTimeText value={p.joined_at} />
                          </>
                        )}
                        {p.left_at && (
                          <>
                            {" · "}left <MeetingTimeText value={p.left_at} />
                          </>
                        )}
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
                <p className="text-sm text-muted-foreground">{emptyText(data, "No transcript yet — it appears here as people speak.", "Nothing was transcribed.")}</p>
              ) : (
                <ol className="grid gap-3" aria-live={isLiveBotStatus(data.session.status) ? "polite" : undefined}>
                  {data.transcript.map((segment) => (
                    <li key={`${segment.start_seconds}`} className="grid grid-cols-[3.5rem_1fr] gap-3 text-sm">
                      {data.session.meeting_id ? (
                        <Link
                          href={`/meetings/${data.session.meeting_id}${transcriptHash(segment.start_seconds)}`}
                          className="pt-0.5 font-mono text-xs text-muted-foreground tabular-nums underline-offset-4 hover:text-foreground hover:underline"
                          aria-label={`Open the meeting at ${formatOffset(segment.start_seconds)}`}
                        >
                          {formatOffset(segment.start_seconds)}
                        </Link>
                      ) : (
                        <span className="pt-0.5 font-mono text-xs text-muted-foreground tabular-nums">{formatOffset(segment.start_seconds)}</span>
                      )}
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

/** Why the bot did what it did: the user's arrival, the hand-over or announcement, an opt-out, the reason it ended. */
function StandInSection({ data }: { data: BotSessionDetails }) {
  const { meetingTime } = useDateFormat();
  const arrival = ownerArrivalLabel(data.owner_arrival, meetingTime);
  const steps = standInSteps(data.stand_in, data.session.reason, meetingTime);
  // The steps already tell a hand-over or an opt-out; any other ending gets its reason.
  const reason = ["owner_joined", "opted_out"].includes(data.session.reason ?? "") ? null : botReasonLabel(data.session.reason);
  if (!arrival && steps.length === 0 && !reason) return null;
  return (
    <section aria-labelledby="bot-stand-in" className="grid gap-2">
      <h3 id="bot-stand-in" className="flex items-center gap-2 text-sm font-medium">
        <UserCheckIcon className="size-4" aria-hidden /> Standing in for you
      </h3>
      <ul className="grid gap-1 text-sm text-muted-foreground">
        {arrival && <li className="font-medium text-foreground">{arrival}</li>}
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
        {reason && <li>{reason}</li>}
      </ul>
    </section>
  );
}

/** What an empty list means: still to come while live, deleted after an opt-out, or simply nothing. */
function emptyText(data: BotSessionDetails, live: string, over: string): string {
  if (data.stand_in.opted_out_at) return "Deleted after someone opted out.";
  return isLiveBotStatus(data.session.status) ? live : over;
}

"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { ArrowLeftIcon, DoorOpenIcon, LogInIcon, PauseIcon, PlayIcon, SendIcon, SquareIcon } from "lucide-react";
import { Badge } from "@understudy/ui/badge";
import { Button } from "@understudy/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@understudy/ui/card";
import { Textarea } from "@understudy/ui/textarea";
import { toast } from "@understudy/ui/toaster";
import { serverDetail } from "~/components/settings/server-detail";
import { MeetingNotFound } from "~/components/meetings/meeting-not-found";
import { useTRPC } from "~/trpc/react";
import type { LiveLine, LiveState } from "./types";
import { useLiveStream, type Connection } from "./use-live-stream";
import { AvatarDrafts } from "./avatar-drafts";

/** The server's cap (LIVE_CHAT_MAX): the counter shows it before the request would fail. */
const CHAT_MAX = 500;

export function LiveRoom({ id }: { id: string }) {
  const { state, lines, connection } = useLiveStream(id);
  if (connection === "missing" && !state) return <MeetingNotFound />;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 pb-40">
      <Link href={`/meetings/${id}`} className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeftIcon className="size-4" aria-hidden />
        Meeting details
      </Link>
      <header className="grid gap-2">
        <h1 className="text-xl font-semibold tracking-tight break-words">{state?.meeting.title ?? "Live room"}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <ConnectionBadge connection={connection} />
          <BotBadge bot={state?.bot ?? null} />
          {state?.avatar.paused && <Badge variant="outline">Avatar paused</Badge>}
        </div>
      </header>
      {state && <Controls meetingId={id} state={state} />}
      {state && <AvatarDrafts meetingId={id} drafts={state.avatar_drafts} />}
      {state?.catch_up && <CatchUp catchUp={state.catch_up} />}
      <Transcript lines={lines} />
      {state && state.avatar_turns.length > 0 && <AvatarTurns turns={state.avatar_turns} />}
      {state && <Participants participants={state.participants} />}
      {state?.bot?.in_call && <ChatComposer meetingId={id} />}
    </div>
  );
}

function ConnectionBadge({ connection }: { connection: Connection }) {
  if (connection === "live") return <Badge className="bg-emerald-600 text-white">● Live</Badge>;
  if (connection === "reconnecting") return <Badge variant="outline">Reconnecting…</Badge>;
  if (connection === "missing") return <Badge variant="destructive">Disconnected</Badge>;
  return <Badge variant="outline">Connecting…</Badge>;
}

function BotBadge({ bot }: { bot: LiveState["bot"] }) {
  if (!bot) return <Badge variant="outline">No bot in this meeting</Badge>;
  const label = bot.handed_over ? "Handed over to you" : bot.standing_in ? "Standing in for you" : bot.in_call ? "Bot in the call" : `Bot ${bot.status}`;
  return <Badge variant="secondary">{label}</Badge>;
}

function Controls({ meetingId, state }: { meetingId: string; state: LiveState }) {
  const trpc = useTRPC();
  const onError = (what: string) => (error: unknown) => toast.error(what, { description: serverDetail(error) });
  const pause = useMutation(trpc.live.pauseAvatar.mutationOptions({ onSuccess: (r) => toast.success(r.message), onError: onError("Could not change the avatar") }));
  const join = useMutation(trpc.live.joinNow.mutationOptions({ onSuccess: (r) => toast.success(r.message), onError: onError("Could not hand over") }));
  const stop = useMutation(trpc.live.stop.mutationOptions({ onSuccess: (r) => toast.success(r.message), onError: onError("Could not stop the bot") }));
  const [confirmStop, setConfirmStop] = useState(false);
  const inCall = Boolean(state.bot?.in_call);
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3" role="group" aria-label="Steer the stand-in">
      <Button variant="outline" disabled={pause.isPending} onClick={() => pause.mutate({ id: meetingId, paused: !state.avatar.paused })}>
        {state.avatar.paused ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
        {state.avatar.paused ? "Resume avatar" : "Pause avatar"}
      </Button>
      <Button
        variant={state.avatar.answer_on_own ? "secondary" : "outline"}
        aria-pressed={state.avatar.answer_on_own}
        disabled={pause.isPending}
        onClick={() => pause.mutate({ id: meetingId, answer_on_own: !state.avatar.answer_on_own })}
      >
        {state.avatar.answer_on_own ? "Answering on its own" : "Asking me first"}
      </Button>
      <Button disabled={!inCall || Boolean(state.bot?.handed_over) || join.isPending} onClick={() => join.mutate({ id: meetingId })}>
        <LogInIcon aria-hidden />
        I&apos;m joining now
      </Button>
      {confirmStop ? (
        <Button variant="destructive" className="col-span-2 sm:col-span-1" disabled={stop.isPending} onClick={() => stop.mutate({ id: meetingId }, { onSettled: () => setConfirmStop(false) })}>
          <SquareIcon aria-hidden />
          Yes, stop the bot
        </Button>
      ) : (
        <Button variant="outline" className="col-span-2 sm:col-span-1" disabled={!inCall} onClick={() => setConfirmStop(true)}>
          <DoorOpenIcon aria-hidden />
          Stop the bot
        </Button>
      )}
    </div>
  );
}

function CatchUp({ catchUp }: { catchUp: NonNullable<LiveState["catch_up"]> }) {
  const items = [
    ...catchUp.decisions.map((t) => `Decided: ${t}`),
    ...catchUp.action_items.map((t) => `To do: ${t}`),
    ...catchUp.questions_for_you.map((t) => `Asked you: ${t}`),
  ];
  return (
    <Card className="gap-2 py-4">
      <CardHeader className="px-4">
        <CardTitle asChild className="text-base">
          <h2>What you missed so far</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 px-4 text-sm">
        <p>{catchUp.overview}</p>
        {items.length > 0 && (
          <ul className="list-disc pl-5">
            {items.map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Transcript({ lines }: { lines: LiveLine[] }) {
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  useEffect(() => {
    // Follow the meeting inside the transcript's own box (never the page), unless the reader scrolled up in it.
    const el = box.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <Card className="gap-2 py-4">
      <CardHeader className="px-4">
        <CardTitle asChild className="text-base">
          <h2>Transcript</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        <div
          ref={box}
          className="max-h-[55vh] overflow-y-auto"
          aria-live="polite"
          aria-label="Transcript as it is spoken"
          onScroll={(e) => {
            const el = e.currentTarget;
            following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
          }}
        >
          {lines.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing said yet.</p>
          ) : (
            <ol className="grid gap-2">
              {lines.map((l) => (
                <li key={l.seq} className="text-sm" data-testid="live-line">
                  <span className="font-medium">{l.speaker}</span> <span className="text-xs text-muted-foreground">{clock(l.start_seconds)}</span>
                  <p className="[overflow-wrap:anywhere]">{l.text}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function AvatarTurns({ turns }: { turns: LiveState["avatar_turns"] }) {
  return (
    <Card className="gap-2 py-4">
      <CardHeader className="px-4">
        <CardTitle asChild className="text-base">
          <h2>Your AI Avatar</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        <ol className="grid gap-3">
          {turns.map((t) => (
            <li key={t.id} className="grid gap-1 text-sm">
              <p>
                <span className="font-medium">{t.asked_by}:</span> {t.heard}
              </p>
              <p className="text-muted-foreground">
                {t.said ? `Said: ${t.said}` : "Said nothing"} · <span className="text-xs">{t.decision}, {t.reason}</span>
              </p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function Participants({ participants }: { participants: LiveState["participants"] }) {
  const present = participants.filter((p) => p.present);
  return (
    <Card className="gap-2 py-4">
      <CardHeader className="px-4">
        <CardTitle asChild className="text-base">
          <h2>In the call ({present.length})</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2 px-4">
        {participants.length === 0 ? <p className="text-sm text-muted-foreground">Nobody yet.</p> : null}
        {participants.map((p) => (
          <Badge key={p.id} variant={p.present ? "secondary" : "outline"}>
            {p.name ?? "Someone"}
            {p.present ? "" : " (left)"}
          </Badge>
        ))}
      </CardContent>
    </Card>
  );
}

function ChatComposer({ meetingId }: { meetingId: string }) {
  const trpc = useTRPC();
  const [text, setText] = useState("");
  const send = useMutation(
    trpc.live.chat.mutationOptions({
      onSuccess: () => {
        setText("");
        toast.success("Sent to the meeting chat");
      },
      onError: (error) => toast.error("Not sent", { description: serverDetail(error) }),
    }),
  );
  return (
    <form
      className="fixed inset-x-0 bottom-0 z-20 border-t bg-background/95 p-3 backdrop-blur"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) send.mutate({ id: meetingId, text });
      }}
    >
      <div className="mx-auto flex max-w-3xl items-end gap-2">
        <label className="sr-only" htmlFor="live-chat">
          Message to the meeting chat
        </label>
        <Textarea
          id="live-chat"
          rows={2}
          maxLength={CHAT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Running 5 minutes late — please start"
          className="min-h-0 flex-1 resize-none"
        />
        <Button type="submit" disabled={send.isPending || !text.trim()} aria-label="Send to the meeting chat">
          <SendIcon aria-hidden />
          Send
        </Button>
      </div>
    </form>
  );
}

function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

"use client";

import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BotMessageSquareIcon } from "lucide-react";
import { Badge } from "@understudy/ui/badge";
import { Button } from "@understudy/ui/button";
import { Label } from "@understudy/ui/label";
import { Switch } from "@understudy/ui/switch";
import { Textarea } from "@understudy/ui/textarea";
import { toast } from "@understudy/ui/toaster";
import { serverDetail } from "~/components/settings/server-detail";
import { useTRPC } from "~/trpc/react";
import { DetailSection, SectionEmpty } from "./detail-section";
import { ClockText } from "~/components/time/time-zone-provider";

const DECISION_LABEL = { answer: "Answered", defer: "Deferred to you", ignore: "Let pass" } as const;

/**
 * The meeting page's AI Avatar card, shown only to users it is available to: on/off and talking points for this
 * meeting, then its log (what it heard as addressed to you, what it said, why) and the questions it deferred.
 */
export function AvatarSection({ meetingId }: { meetingId: string }) {
  const trpc = useTRPC();
  const eligibility = useQuery(trpc.avatar.eligibility.queryOptions());
  if (!eligibility.data?.eligible) return null;
  return (
    <DetailSection title="AI Avatar" icon={BotMessageSquareIcon} className="lg:col-span-3" description="Off unless you turn it on for this meeting (or for every covered meeting in Settings). It answers only from your talking points, persona brief and past meetings.">
      <div className="grid gap-6">
        <MeetingAvatarSettings meetingId={meetingId} />
        <AvatarLog meetingId={meetingId} />
      </div>
    </DetailSection>
  );
}

function MeetingAvatarSettings({ meetingId }: { meetingId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const current = useQuery(trpc.avatar.meeting.queryOptions({ id: meetingId }));
  const [points, setPoints] = useState<string | null>(null);
  const update = useMutation(
    trpc.avatar.updateMeeting.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.avatar.meeting.queryKey({ id: meetingId }), saved);
        setPoints(null);
      },
      onError: (error) => toast.error("Failed to save", { description: serverDetail(error) }),
    }),
  );
  if (!current.data) return null;
  const text = points ?? current.data.talking_points;
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={`${id}-on`}>Let the avatar answer for you in this meeting</Label>
        <Switch id={`${id}-on`} checked={current.data.enabled} disabled={update.isPending} onCheckedChange={(enabled) => update.mutate({ id: meetingId, avatar: { enabled } })} />
      </div>
      {current.data.toggle === null ? (
        <p className="text-muted-foreground text-xs">Following your AI Avatar setting for covered meetings.</p>
      ) : (
        <Button variant="link" size="sm" className="justify-self-start px-0" disabled={update.isPending} onClick={() => update.mutate({ id: meetingId, avatar: { enabled: null } })}>
          Follow my setting for covered meetings instead
        </Button>
      )}
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={`${id}-own`}>Answer on my own: say my talking points without asking me first</Label>
        <Switch id={`${id}-own`} checked={current.data.answer_on_own} disabled={update.isPending} onCheckedChange={(answer_on_own) => update.mutate({ id: meetingId, avatar: { answer_on_own } })} />
      </div>
      <p className="text-muted-foreground text-xs">
        {current.data.answer_on_own
          ? "A talking point, word for word, is said at once; anything else still waits for your approval in the live room."
          : "Ask me first: every answer waits in the live room (and as a notification) until you approve, edit or reject it."}
      </p>
      <Label htmlFor={`${id}-points`}>Talking points</Label>
      <Textarea id={`${id}-points`} rows={3} value={text} placeholder="Status of the migration: done except billing; I can't commit to dates." onChange={(e) => setPoints(e.target.value)} />
      <Button size="sm" className="justify-self-start" disabled={points === null || update.isPending} onClick={() => update.mutate({ id: meetingId, avatar: { talking_points: text } })}>
        Save talking points
      </Button>
    </div>
  );
}

function AvatarLog({ meetingId }: { meetingId: string }) {
  const trpc = useTRPC();
  const log = useQuery(trpc.avatar.log.queryOptions({ id: meetingId }));
  if (!log.data) return null;
  if (log.data.turns.length === 0) return <SectionEmpty title="Nothing said to you yet">What the avatar hears as addressed to you, and what it answers, shows here.</SectionEmpty>;
  return (
    <div className="grid gap-4">
      {log.data.deferred.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">Deferred to you ({log.data.deferred.length})</h3>
          <ul className="list-disc pl-5 text-sm">
            {log.data.deferred.map((d) => (
              <li key={d.id}>
                {d.asked_by} asked at <time dateTime={d.heard_at}><ClockText value={d.heard_at} /></time>: “{d.heard}”
              </li>
            ))}
          </ul>
        </div>
      )}
      <ol className="grid gap-3">
        {log.data.turns.map((t) => (
          <li key={t.id} className="grid gap-1 rounded-lg border p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{t.asked_by}</span>
              <time className="text-muted-foreground" dateTime={t.heard_at}>
                <ClockText value={t.heard_at} />
              </time>
              <Badge variant={t.decision === "answer" ? "default" : "secondary"}>{DECISION_LABEL[t.decision]}</Badge>
            </div>
            <p>“{t.heard}”</p>
            {t.said && <p className="text-muted-foreground">Said: {t.said}</p>}
            <p className="text-muted-foreground text-xs">
              Why:{" "}
              {t.sources.length
                ? t.sources.map((s, i) => (
                    <span key={i}>
                      {i > 0 && "; "}
                      {s.href ? <a className="underline" href={s.href}>{s.meeting_title}</a> : s.kind === "talking_points" ? "your talking points" : s.kind === "persona" ? "your persona brief" : s.meeting_title}
                      {s.quote && ` (“${s.quote}”)`}
                    </span>
                  ))
                : `rule — ${t.reason}`}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

"use client";

import { useId, useState } from "react";
import Link from "next/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BotMessageSquareIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Input } from "@understudy/ui/input";
import { Label } from "@understudy/ui/label";
import { Switch } from "@understudy/ui/switch";
import { Textarea } from "@understudy/ui/textarea";
import { toast } from "@understudy/ui/toaster";
import { useTRPC } from "~/trpc/react";
import { AvatarVoiceSection } from "./avatar-voice";
import { serverDetail } from "./server-detail";
import { MeetingTimeText } from "~/components/time/time-zone-provider";

const splitTopics = (text: string) =>
  text
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

/** Settings → AI Avatar: what is missing (Pro, 40 meetings), written consent, the kill switch, voice (stock or your own clone), topics, sign-off, persona brief. */
export function AvatarCard() {
  const trpc = useTRPC();
  const eligibility = useQuery(trpc.avatar.eligibility.queryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>AI Avatar</h2>
        </CardTitle>
        <CardDescription>
          When your stand-in bot is covering for you, the avatar can answer questions put to you with your own words only: your talking points, word for word, or something you said in a past meeting. It always says it
          is an AI stand-in, commits you to dates, money, approvals, hiring or legal terms only where your talking points say so, and defers everything else to you.
        </CardDescription>
        <CardAction>
          <BotMessageSquareIcon className="text-muted-foreground size-4" aria-hidden />
        </CardAction>
      </CardHeader>
      <CardContent>
        {!eligibility.data ? (
          <p className="text-muted-foreground text-sm">{eligibility.isError ? "The AI Avatar settings could not be loaded." : "Loading…"}</p>
        ) : !eligibility.data.eligible ? (
          <div className="grid gap-2 text-sm">
            <p className="font-medium">Not available yet</p>
            <ul className="text-muted-foreground list-disc pl-5">
              {eligibility.data.missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
            {!eligibility.data.pro && (
              <Link className="underline" href="/subscription">
                See the Pro plan
              </Link>
            )}
          </div>
        ) : (
          <AvatarSettingsForm />
        )}
      </CardContent>
    </Card>
  );
}

function AvatarSettingsForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const settings = useQuery(trpc.avatar.settings.get.queryOptions());
  const saved = (data: unknown) => queryClient.setQueryData(trpc.avatar.settings.get.queryKey(), data as never);
  const onError = (title: string) => (error: unknown) => toast.error(title, { description: serverDetail(error) });
  const update = useMutation(trpc.avatar.settings.update.mutationOptions({ onSuccess: (d) => (saved(d), toast.success("AI Avatar saved")), onError: onError("Failed to save") }));
  const consent = useMutation(trpc.avatar.consent.mutationOptions({ onSuccess: (d) => (saved(d), toast.success("Consent recorded")), onError: onError("Consent not recorded") }));
  const rebuild = useMutation(trpc.avatar.rebuildPersona.mutationOptions({ onSuccess: (d) => (saved(d), setDraft(null), toast.success("Persona brief rebuilt from your meetings")), onError: onError("Failed to rebuild") }));
  const withdraw = useMutation(
    trpc.avatar.withdrawConsent.mutationOptions({ onSuccess: (d) => (saved(d), void queryClient.invalidateQueries({ queryKey: trpc.avatar.voice.get.queryKey() })), onError: onError("Failed to withdraw consent") }),
  );
  const [agreement, setAgreement] = useState("");
  const [draft, setDraft] = useState<{ answer: string; defer: string; signOff: string; persona: string; askFirst: string } | null>(null);
  const s = settings.data;
  if (!s) return <p className="text-muted-foreground text-sm">{settings.isError ? "The AI Avatar settings could not be loaded." : "Loading…"}</p>;
  const consented = Boolean(s.consented_at) && s.consent_version === s.current_consent_version;
  const form = draft ?? { answer: s.answer_topics.join(", "), defer: s.defer_topics.join(", "), signOff: s.sign_off, persona: s.persona_brief ?? "", askFirst: String(s.ask_first_seconds) };
  return (
    <div className="grid gap-6">
      <section className="grid gap-2" aria-labelledby={`${id}-consent`}>
        <h3 id={`${id}-consent`} className="text-sm font-medium">
          Written consent
        </h3>
        <blockquote className="text-muted-foreground border-l-2 pl-3 text-sm">{s.consent_text}</blockquote>
        {consented ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              You agreed on <time dateTime={s.consented_at ?? undefined}><MeetingTimeText value={s.consented_at ?? ""} /></time> ({s.consent_version}).
            </span>
            <Button variant="outline" size="sm" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
              Withdraw consent
            </Button>
          </div>
        ) : (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              consent.mutate({ consent_version: s.current_consent_version, agreement });
            }}
          >
            <div className="grid gap-1">
              <Label htmlFor={`${id}-agree`}>Type “I agree”</Label>
              <Input id={`${id}-agree`} value={agreement} onChange={(e) => setAgreement(e.target.value)} className="w-48" />
            </div>
            <Button type="submit" disabled={consent.isPending || !agreement.trim()}>
              Give consent
            </Button>
          </form>
        )}
      </section>

      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={`${id}-enabled`}>Avatar on (the kill switch: off stops it in every meeting at once)</Label>
        <Switch id={`${id}-enabled`} checked={s.enabled} disabled={!consented || update.isPending} onCheckedChange={(enabled) => update.mutate({ enabled })} />
      </div>

      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={`${id}-rule`}>On in every meeting the stand-in covers (unless you turn it off there); otherwise only where you turn it on</Label>
        <Switch id={`${id}-rule`} checked={s.on_in_covered_meetings} disabled={update.isPending} onCheckedChange={(on_in_covered_meetings) => update.mutate({ on_in_covered_meetings })} />
      </div>

      <div className="grid gap-1">
        <Label htmlFor={`${id}-voice`}>Voice</Label>
        <select
          id={`${id}-voice`}
          className="border-input bg-background h-9 rounded-md border px-2 text-sm"
          value={`${s.voice_provider}:${s.voice_id}`}
          disabled={!consented || update.isPending || s.voices.length === 0}
          onChange={(e) => {
            const [voice_provider, voice_id] = e.target.value.split(":");
            if (voice_provider && voice_id) update.mutate({ voice_provider, voice_id });
          }}
        >
          {s.voices.length === 0 && <option value={`${s.voice_provider}:${s.voice_id}`}>No voice configured on this server (chat only)</option>}
          {s.voices.map((v) => (
            <option key={`${v.provider}:${v.id}`} value={`${v.provider}:${v.id}`}>
              {v.label}
            </option>
          ))}
        </select>
        <p className="text-muted-foreground text-xs">A stock voice, or “Your voice (cloned)” once you have made it below.</p>
      </div>

      {consented && <AvatarVoiceSection />}

      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate(
            {
              answer_topics: splitTopics(form.answer),
              defer_topics: splitTopics(form.defer),
              sign_off: form.signOff,
              ask_first_seconds: Number(form.askFirst),
              ...(form.persona.trim() !== (s.persona_brief ?? "") ? { persona_brief: form.persona } : {}),
            },
            { onSuccess: () => setDraft(null) },
          );
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={`${id}-answer`}>Topics it may answer (comma-separated; empty = anything its sources cover)</Label>
          <Input id={`${id}-answer`} value={form.answer} onChange={(e) => setDraft({ ...form, answer: e.target.value })} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-defer`}>Topics it must always defer to you</Label>
          <Input id={`${id}-defer`} value={form.defer} onChange={(e) => setDraft({ ...form, defer: e.target.value })} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-askfirst`}>Ask me first: seconds to approve, edit or reject an answer before it defers to you (5–120)</Label>
          <Input id={`${id}-askfirst`} type="number" inputMode="numeric" min={5} max={120} value={form.askFirst} className="w-28" onChange={(e) => setDraft({ ...form, askFirst: e.target.value })} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-signoff`}>Sign-off</Label>
          <Input id={`${id}-signoff`} value={form.signOff} maxLength={140} onChange={(e) => setDraft({ ...form, signOff: e.target.value })} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-persona`}>Persona brief (how you speak and what you have said; editable)</Label>
          <Textarea id={`${id}-persona`} rows={4} value={form.persona} onChange={(e) => setDraft({ ...form, persona: e.target.value })} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={update.isPending || !draft}>
            Save
          </Button>
          <Button type="button" variant="outline" disabled={rebuild.isPending} onClick={() => rebuild.mutate()}>
            Rebuild the brief from my own turns
          </Button>
        </div>
      </form>
    </div>
  );
}

"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MicIcon, SquareIcon, Trash2Icon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { Input } from "@understudy/ui/input";
import { Label } from "@understudy/ui/label";
import { toast } from "@understudy/ui/toaster";
import { useTRPC } from "~/trpc/react";
import { serverDetail } from "./server-detail";
import { MeetingTimeText } from "~/components/time/time-zone-provider";

/** What to read aloud: a minute of varied, natural speech is what instant voice cloning wants. */
const READING =
  "Hi everyone, thanks for waiting. Here is where things stand this week: the first part is finished, the second is on track, and I'll follow up on the open questions by email. If anything is unclear, ask me after the call and I'll get back to you.";
/** The recorder's own formats, best first; the server accepts exactly these containers. */
const RECORDER_TYPES = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/mp4", "audio/webm"];
const MAX_SECONDS = 150;

function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result.replace(/^data:[^,]*,/, "") : "");
    reader.onerror = () => reject(reader.error ?? new Error("could not read the recording"));
    reader.readAsDataURL(blob);
  });
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Your own voice (Settings → AI Avatar, after consent): record samples in the browser, listen to and delete
 * them, and make the cloned voice the avatar can speak with. Past meetings hold transcripts, not audio (the bot
 * provider keeps no audio the app asks for), so a sample is always a new recording or a file of your own.
 */
export function AvatarVoiceSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const voice = useQuery(trpc.avatar.voice.get.queryOptions());
  const refresh = (data?: unknown) => {
    if (data) queryClient.setQueryData(trpc.avatar.voice.get.queryKey(), data as never);
    else void queryClient.invalidateQueries({ queryKey: trpc.avatar.voice.get.queryKey() });
    // The voice picker lists the clone: read the settings again.
    void queryClient.invalidateQueries({ queryKey: trpc.avatar.settings.get.queryKey() });
  };
  const onError = (title: string) => (error: unknown) => toast.error(title, { description: serverDetail(error) });
  const add = useMutation(trpc.avatar.voice.addSample.mutationOptions({ onSuccess: () => (refresh(), setTake(null), toast.success("Sample kept")), onError: onError("Sample not kept") }));
  const remove = useMutation(trpc.avatar.voice.deleteSample.mutationOptions({ onSuccess: (d) => (refresh(d), toast.success("Sample deleted")), onError: onError("Failed to delete the sample") }));
  const clone = useMutation(trpc.avatar.voice.clone.mutationOptions({ onSuccess: (d) => (refresh(d), toast.success("Your cloned voice is ready: pick “Your voice (cloned)” above")), onError: onError("Your voice could not be cloned") }));
  const deleteClone = useMutation(trpc.avatar.voice.deleteClone.mutationOptions({ onSuccess: (d) => (refresh(d), toast.success("Cloned voice deleted, at the provider too")), onError: onError("Failed to delete the cloned voice") }));

  const [take, setTake] = useState<{ blob: Blob; url: string } | null>(null);
  const [label, setLabel] = useState("Reading aloud");
  const [seconds, setSeconds] = useState<number | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  useEffect(() => () => recorder.current?.stream.getTracks().forEach((t) => t.stop()), []);
  useEffect(() => () => void (take && URL.revokeObjectURL(take.url)), [take]);

  async function record() {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = RECORDER_TYPES.find((t) => MediaRecorder.isTypeSupported(t));
      const rec = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), audioBitsPerSecond: 32_000 });
      const chunks: Blob[] = [];
      rec.ondataavailable = (e) => chunks.push(e.data);
      const started = Date.now();
      const timer = setInterval(() => {
        const s = Math.floor((Date.now() - started) / 1000);
        setSeconds(s);
        if (s >= MAX_SECONDS && rec.state === "recording") rec.stop();
      }, 250);
      rec.onstop = () => {
        clearInterval(timer);
        stream.getTracks().forEach((t) => t.stop());
        const blob = new Blob(chunks, { type: rec.mimeType || mimeType || "audio/webm" });
        setTake({ blob, url: URL.createObjectURL(blob) });
        setSeconds(null);
        recorder.current = null;
      };
      recorder.current = rec;
      setSeconds(0);
      rec.start();
    } catch (error) {
      toast.error("The microphone could not be used", { description: error instanceof Error ? error.message : String(error) });
    }
  }

  async function keep(blob: Blob, name: string) {
    add.mutate({ label: name.trim() || "Voice sample", content_type: blob.type, audio_base64: await toBase64(blob) });
  }

  const v = voice.data;
  if (!v) return <p className="text-muted-foreground text-sm">{voice.isError ? "Your voice samples could not be loaded." : "Loading…"}</p>;
  const full = v.samples.length >= v.max_samples;
  return (
    <section className="grid gap-3" aria-labelledby={`${id}-title`}>
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-sm font-medium">
          Your own voice
        </h3>
        <p className="text-muted-foreground text-xs">
          Record a minute or two of yourself speaking naturally; the cloned voice is made from your samples at the voice-cloning provider (ElevenLabs). Only recordings you make here are used: past meetings keep transcripts,
          not audio. Listen to or delete any sample at any time; withdrawing consent deletes them all and the cloned voice.
        </p>
      </div>

      <div className="grid gap-2 rounded-md border p-3">
        <p className="text-muted-foreground text-xs">Something to read aloud: “{READING}”</p>
        {take ? (
          <form
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void keep(take.blob, label);
            }}
          >
            <audio controls src={take.url} aria-label="The recording you just made" className="w-full" />
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1">
                <Label htmlFor={`${id}-label`}>Name</Label>
                <Input id={`${id}-label`} value={label} maxLength={80} onChange={(e) => setLabel(e.target.value)} className="w-56" />
              </div>
              <Button type="submit" disabled={add.isPending}>
                Keep this sample
              </Button>
              <Button type="button" variant="outline" onClick={() => setTake(null)}>
                Discard
              </Button>
            </div>
            {take.blob.size > v.max_sample_bytes && <p className="text-destructive text-xs">This recording is {kb(take.blob.size)}, over the {kb(v.max_sample_bytes)} limit: record a shorter one.</p>}
          </form>
        ) : seconds !== null ? (
          <div className="flex items-center gap-3 text-sm">
            <span className="inline-flex items-center gap-1 font-medium text-red-600" role="status">
              <MicIcon className="size-4" aria-hidden /> Recording… {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, "0")}
            </span>
            <Button size="sm" variant="outline" onClick={() => recorder.current?.stop()}>
              <SquareIcon aria-hidden /> Stop
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" onClick={() => void record()} disabled={full}>
              <MicIcon aria-hidden /> Record a sample
            </Button>
            <Label htmlFor={`${id}-file`} className="text-muted-foreground text-xs font-normal">
              or upload a recording of your own voice
            </Label>
            <input
              id={`${id}-file`}
              type="file"
              accept={v.accepted_content_types.join(",")}
              disabled={full || add.isPending}
              className="text-xs"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void keep(file, file.name.replace(/\.[^.]+$/, ""));
              }}
            />
          </div>
        )}
        {full && <p className="text-muted-foreground text-xs">You have {v.max_samples} samples, the most kept: delete one to record another.</p>}
      </div>

      {v.samples.length > 0 && (
        <ul className="grid gap-2" aria-label="Your voice samples">
          {v.samples.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 rounded-md border p-2 text-sm">
              <div className="min-w-40 flex-1">
                <p className="font-medium">{s.label}</p>
                <p className="text-muted-foreground text-xs">
                  {kb(s.byte_size)} · <time dateTime={s.created_at}><MeetingTimeText value={s.created_at} /></time>
                </p>
              </div>
              <audio controls preload="none" src={`/api/avatar/voice/samples/${s.id}/audio`} aria-label={`Listen to ${s.label}`} className="h-8" />
              <Button size="sm" variant="ghost" aria-label={`Delete ${s.label}`} disabled={remove.isPending} onClick={() => remove.mutate({ id: s.id })}>
                <Trash2Icon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap items-center gap-2 text-sm">
        {v.cloned_voice ? (
          <span>
            Your cloned voice was made on <time dateTime={v.cloned_voice.created_at}><MeetingTimeText value={v.cloned_voice.created_at} /></time> from {v.cloned_voice.sample_count} sample
            {v.cloned_voice.sample_count === 1 ? "" : "s"}.
          </span>
        ) : (
          <span className="text-muted-foreground">{v.cloning_available ? "No cloned voice yet." : "Voice cloning is not configured on this server."}</span>
        )}
        <Button size="sm" variant={v.cloned_voice ? "outline" : "default"} disabled={!v.cloning_available || v.samples.length === 0 || clone.isPending} onClick={() => clone.mutate()}>
          {clone.isPending ? "Cloning…" : v.cloned_voice ? "Remake from my samples" : "Make my cloned voice"}
        </Button>
        {v.cloned_voice && (
          <Button size="sm" variant="outline" disabled={deleteClone.isPending} onClick={() => deleteClone.mutate()}>
            Delete cloned voice
          </Button>
        )}
      </div>
    </section>
  );
}

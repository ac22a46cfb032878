"use client";

import { useEffect, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { CheckIcon, PencilIcon, XIcon } from "lucide-react";
import { Badge } from "@understudy/ui/badge";
import { Button } from "@understudy/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@understudy/ui/card";
import { Textarea } from "@understudy/ui/textarea";
import { toast } from "@understudy/ui/toaster";
import { serverDetail } from "~/components/settings/server-detail";
import { useTRPC } from "~/trpc/react";
import type { LiveState } from "./types";

type Draft = LiveState["avatar_drafts"][number];

const STATE_LABEL: Record<Draft["state"], string> = { pending: "Waiting for you", approved: "Approved", edited: "Your edit", rejected: "Rejected: deferred", expired: "Expired: deferred" };

/** Seconds left to decide, ticking once a second; 0 once past (the server's expiry decides, not this). */
function useSecondsLeft(deadline: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((new Date(deadline).getTime() - now) / 1000));
}

/** Ask-me-first: what the avatar would say, for the owner to approve, edit or reject before its deadline. */
export function AvatarDrafts({ meetingId, drafts }: { meetingId: string; drafts: LiveState["avatar_drafts"] }) {
  const pending = drafts.filter((d) => d.state === "pending");
  const decided = drafts.filter((d) => d.state !== "pending").slice(-5);
  if (drafts.length === 0) return null;
  return (
    <Card className="gap-2 border-amber-500/60 py-4">
      <CardHeader className="px-4">
        <CardTitle asChild className="text-base">
          <h2>Your avatar asks first</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 px-4">
        {pending.length === 0 && <p className="text-sm text-muted-foreground">Nothing waiting for you.</p>}
        {pending.map((d) => (
          <PendingDraft key={d.id} meetingId={meetingId} draft={d} />
        ))}
        {decided.length > 0 && (
          <ol className="grid gap-2">
            {decided.map((d) => (
              <li key={d.id} className="text-sm text-muted-foreground" data-testid="avatar-draft-decided">
                <Badge variant="outline">{STATE_LABEL[d.state]}</Badge> {d.asked_by}: {d.heard}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function PendingDraft({ meetingId, draft }: { meetingId: string; draft: Draft }) {
  const trpc = useTRPC();
  const left = useSecondsLeft(draft.deadline);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState("");
  const onError = (what: string) => (error: unknown) => toast.error(what, { description: serverDetail(error) });
  const approve = useMutation(trpc.live.approveDraft.mutationOptions({ onSuccess: () => toast.success("The avatar will say it"), onError: onError("Not approved") }));
  const reject = useMutation(trpc.live.rejectDraft.mutationOptions({ onSuccess: () => toast.success("Rejected: the avatar defers to you"), onError: onError("Not rejected") }));
  const busy = approve.isPending || reject.isPending || left === 0;
  return (
    <article className="grid gap-2 text-sm" data-testid="avatar-draft" aria-label={`Draft answer to ${draft.asked_by}`}>
      <p>
        <span className="font-medium">{draft.asked_by}:</span> {draft.heard}
      </p>
      <blockquote className="border-l-2 pl-3 [overflow-wrap:anywhere]">{draft.proposed}</blockquote>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {left > 0 ? `${left} s to decide; then it defers to you` : "Time is up: it defers to you"}
      </p>
      {editing ? (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) approve.mutate({ id: meetingId, draft_id: draft.id, text });
          }}
        >
          <label className="sr-only" htmlFor={`edit-${draft.id}`}>
            Your words for the avatar
          </label>
          <Textarea id={`edit-${draft.id}`} rows={3} maxLength={600} value={text} onChange={(e) => setText(e.target.value)} className="min-h-0 resize-none" />
          <p className="text-xs text-muted-foreground">Your own words from the talking points or the cited meeting, shortened; anything that commits only as a talking point word for word.</p>
          <div className="flex gap-2">
            <Button type="submit" disabled={busy || !text.trim()}>
              <CheckIcon aria-hidden />
              Say my edit
            </Button>
            <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="grid grid-cols-3 gap-2">
          <Button disabled={busy} onClick={() => approve.mutate({ id: meetingId, draft_id: draft.id })}>
            <CheckIcon aria-hidden />
            Approve
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              setText(draft.sources[0]?.quote ?? "");
              setEditing(true);
            }}
          >
            <PencilIcon aria-hidden />
            Edit
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => reject.mutate({ id: meetingId, draft_id: draft.id })}>
            <XIcon aria-hidden />
            Reject
          </Button>
        </div>
      )}
    </article>
  );
}

"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@understudy/api";
import { SendIcon } from "lucide-react";
import { Badge } from "@understudy/ui/badge";
import { Button } from "@understudy/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@understudy/ui/dialog";
import { toast } from "@understudy/ui/toaster";
import { serverDetail } from "~/components/settings/server-detail";
import { useTRPC } from "~/trpc/react";

type Preview = inferRouterOutputs<AppRouter>["recaps"]["preview"];
type Attendee = Preview["attendees"][number];

/**
 * "Share recap": the email exactly as recipients get it, and checkboxes for the people the bot saw in the meeting
 * who have an address. Anyone outside the user's domain is listed on a confirm step before anything is sent.
 */
export function ShareRecapDialog({ meetingId }: { meetingId: string }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  // The summary section reads the same query: a recap exists once a version is ready.
  const summary = useQuery(trpc.summaries.get.queryOptions({ meeting_id: meetingId }));
  if (!summary.data?.ready) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <SendIcon aria-hidden />
          Share recap
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">{open ? <ShareRecapBody meetingId={meetingId} onDone={() => setOpen(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function ShareRecapBody({ meetingId, onDone }: { meetingId: string; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const preview = useQuery(trpc.recaps.preview.queryOptions({ meeting_id: meetingId }, { retry: false }));
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const share = useMutation(
    trpc.recaps.share.mutationOptions({
      onSuccess: (sent) => {
        toast.success(`Recap shared with ${sent.recipients.length} ${sent.recipients.length === 1 ? "person" : "people"}`);
        void queryClient.invalidateQueries({ queryKey: trpc.recaps.shares.queryKey({ meeting_id: meetingId }) });
        onDone();
      },
      onError: (error) => {
        setConfirming(false);
        toast.error("The recap was not shared", { description: serverDetail(error) });
      },
    }),
  );

  if (preview.isError) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Share recap</DialogTitle>
          <DialogDescription>{serverDetail(preview.error) ?? "The recap could not be loaded."}</DialogDescription>
        </DialogHeader>
      </>
    );
  }
  const data = preview.data;
  const chosen = data ? data.attendees.filter((a) => a.email && picked.has(a.email)) : [];
  const outside = chosen.filter((a) => a.outside_domain);
  const send = () =>
    data &&
    share.mutate({
      meeting_id: meetingId,
      share: { recipients: chosen.flatMap((a) => (a.email ? [a.email] : [])), confirm_external: outside.flatMap((a) => (a.email ? [a.email] : [])), summary_id: data.summary_id },
    });

  if (confirming) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Send outside your organisation?</DialogTitle>
          <DialogDescription>These addresses are not on your email domain. Check each one was in the meeting and should get its recap.</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1 text-sm">
          {outside.map((a) => (
            <li key={a.email} className="break-words">
              <span className="font-medium">{a.name}</span> <span className="text-muted-foreground">{a.email}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={share.isPending}>
            Back
          </Button>
          <Button onClick={send} disabled={share.isPending}>
            {share.isPending ? "Sending…" : `Send to ${chosen.length}`}
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Share recap</DialogTitle>
        <DialogDescription>Only people the bot saw in the meeting can be sent its recap. This is the email they get.</DialogDescription>
      </DialogHeader>
      {data ? (
        <>
          <p className="text-sm font-medium break-words">Subject: {data.subject}</p>
          <iframe title="Recap email preview" sandbox="" srcDoc={data.html} className="h-72 w-full rounded-md border bg-white sm:h-96" />
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Send to people who were there</legend>
            {data.attendees.length === 0 ? <p className="text-muted-foreground text-sm">The bot recorded no attendance for this meeting, so there is nobody to share it with.</p> : null}
            {data.attendees.map((a, i) => (
              <AttendeeChoice
                key={`${a.email ?? a.name}-${i}`}
                attendee={a}
                checked={!!a.email && picked.has(a.email)}
                onChange={(checked) =>
                  setPicked((current) => {
                    const next = new Set(current);
                    if (a.email && checked) next.add(a.email);
                    else if (a.email) next.delete(a.email);
                    return next;
                  })
                }
              />
            ))}
          </fieldset>
          <DialogFooter>
            <Button onClick={() => (outside.length ? setConfirming(true) : send())} disabled={chosen.length === 0 || share.isPending}>
              {share.isPending ? "Sending…" : chosen.length ? `Send to ${chosen.length}` : "Pick someone"}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <p className="text-muted-foreground text-sm" role="status">
          Loading the recap…
        </p>
      )}
    </>
  );
}

function AttendeeChoice({ attendee, checked, onChange }: { attendee: Attendee; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = `share-${attendee.email ?? attendee.name}`.replace(/[^a-zA-Z0-9_-]/g, "-");
  const why = attendee.is_owner ? "You" : attendee.email ? null : "No email address known";
  return (
    <div className="flex min-w-0 items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-primary"
        checked={checked}
        disabled={!attendee.can_share}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="grid min-w-0 gap-0.5 text-sm">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {attendee.name}
          {attendee.outside_domain ? <Badge variant="outline">Outside your organisation</Badge> : null}
        </span>
        <span className="text-muted-foreground break-all text-xs">{why ?? attendee.email}</span>
      </label>
    </div>
  );
}

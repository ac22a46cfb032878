"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, buttonVariants } from "@understudy/ui/button";
import { Input } from "@understudy/ui/input";
import { Label } from "@understudy/ui/label";
import { toast } from "@understudy/ui/toaster";
import { serverDetail } from "~/components/settings/server-detail";
import { useTRPC } from "~/trpc/react";

/**
 * Step 4: a practice run. When the bot provider plays a scripted call (the sandbox), one click starts it; with a
 * real provider the user opens a call of their own and pastes its link, and the stand-in joins it.
 */
export function PracticeStep({ suggestedUrl, meetingId }: { suggestedUrl: string | null; meetingId: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const [url, setUrl] = useState("");
  const start = useMutation(
    trpc.onboarding.startPractice.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.onboarding.get.queryKey(), saved);
        void queryClient.invalidateQueries({ queryKey: trpc.meetings.pathKey() });
        toast.success("Your stand-in is on its way", { description: "Open the practice meeting to watch it join, then read its transcript and summary." });
      },
      onError: (error) => toast.error("The practice run could not start", { description: serverDetail(error) }),
    }),
  );
  if (meetingId) {
    return (
      <div className="grid gap-3">
        <p className="text-muted-foreground text-sm">Your practice run is under way: the live room, then the transcript and the summary appear on its page within minutes.</p>
        <div>
          <Link href={`/meetings/${meetingId}`} className={buttonVariants()}>
            Open the practice meeting
          </Link>
        </div>
      </div>
    );
  }
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate({ meeting_url: suggestedUrl ?? url.trim() });
      }}
    >
      <p className="text-muted-foreground text-sm">
        {suggestedUrl
          ? "A practice call is ready: the stand-in joins it, waits for you, announces itself and captures the conversation. You get a transcript and a summary within minutes."
          : "Open a Zoom, Google Meet or Microsoft Teams call yourself and paste its link: the stand-in joins it, and you get a transcript and a summary when you end the call."}
      </p>
      {suggestedUrl ? null : (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-url`}>Meeting link</Label>
          <Input id={`${id}-url`} type="url" required value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://meet.google.com/abc-defg-hij" />
        </div>
      )}
      <div>
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? "Starting…" : "Start the practice run"}
        </Button>
      </div>
    </form>
  );
}

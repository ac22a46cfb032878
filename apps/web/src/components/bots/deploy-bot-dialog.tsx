"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@understudy/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@understudy/ui/dialog";
import { Input } from "@understudy/ui/input";
import { Label } from "@understudy/ui/label";
import { Spinner } from "@understudy/ui/spinner";
import { toast } from "@understudy/ui/toaster";
import { deployErrorMessage } from "~/lib/bot-status";
import { useTRPC } from "~/trpc/react";

/** 'Deploy New Bot': Meeting URL (required) and Bot Display Name (blank → "{name} (via Understudy)"). */
export function DeployBotDialog({ open, onOpenChange, onDeployed }: { open: boolean; onOpenChange: (open: boolean) => void; onDeployed: () => Promise<void> }) {
  const trpc = useTRPC();
  const [meetingUrl, setMeetingUrl] = useState("");
  const [botName, setBotName] = useState("");
  const deploy = useMutation(
    trpc.bots.deploy.mutationOptions({
      onSuccess: async (result) => {
        toast.success(`Bot deployed successfully! Session: ${result.session_id}`);
        setMeetingUrl("");
        setBotName("");
        onOpenChange(false);
        await onDeployed();
      },
      onError: (error) => toast.error(deployErrorMessage(error)),
    }),
  );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!meetingUrl.trim()) {
      toast.error("Please enter a meeting URL");
      return;
    }
    deploy.mutate({ meeting_url: meetingUrl.trim(), bot_name: botName.trim() || null });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Deploy New Bot</DialogTitle>
            <DialogDescription>Send a bot to stand in for you: it waits 5 minutes for you, then announces itself and captures the meeting.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="bot-meeting-url">Meeting URL *</Label>
            <Input
              id="bot-meeting-url"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://zoom.us/j/123456789"
              value={meetingUrl}
              onChange={(e) => setMeetingUrl(e.target.value)}
              aria-describedby="bot-meeting-url-hint"
              required
            />
            <p id="bot-meeting-url-hint" className="text-xs text-muted-foreground">
              Zoom, Google Meet and Microsoft Teams URLs are supported
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="bot-display-name">Bot Display Name</Label>
            <Input id="bot-display-name" maxLength={100} placeholder="Your name (via Understudy)" value={botName} onChange={(e) => setBotName(e.target.value)} />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!meetingUrl.trim() || deploy.isPending}>
              {deploy.isPending && <Spinner label="Deploying bot…" />}
              Deploy Bot
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { BotIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { toast } from "@understudy/ui/toaster";

/** Deploy Bot next to a join link. The meeting-bot service wires the real call; until then it says so. */
export function DeployBotButton({ meetingUrl, label }: { meetingUrl: string; label: string }) {
  return (
    <Button
      size="sm"
      variant="outline"
      data-meeting-url={meetingUrl}
      aria-label={`Deploy Bot: ${label}`}
      onClick={() => toast.info("Meeting bots are coming soon: Understudy will join this meeting for you.")}
    >
      <BotIcon aria-hidden />
      Deploy Bot
    </Button>
  );
}

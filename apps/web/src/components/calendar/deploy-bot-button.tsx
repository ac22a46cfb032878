"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BotIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { toast } from "@understudy/ui/toaster";
import { deployErrorMessage } from "~/lib/bot-status";
import { useTRPC } from "~/trpc/react";

/** Deploy Bot next to a join link: sends the stand-in bot to that meeting (docs/product.md#messages). */
export function DeployBotButton({ meetingUrl, label }: { meetingUrl: string; label: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const deploy = useMutation(
    trpc.bots.deploy.mutationOptions({
      onSuccess: async (result) => {
        toast.success(`Bot deployed successfully! Session: ${result.session_id}`);
        await queryClient.invalidateQueries({ queryKey: trpc.bots.sessions.pathKey() });
      },
      onError: (error) => {
        const detail = deployErrorMessage(error);
        toast.error("Failed to deploy meeting bot", detail === "Failed to deploy bot" ? undefined : { description: detail });
      },
    }),
  );
  return (
    <Button
      size="sm"
      variant="outline"
      data-meeting-url={meetingUrl}
      aria-label={`Deploy Bot: ${label}`}
      disabled={deploy.isPending}
      onClick={() => deploy.mutate({ meeting_url: meetingUrl, bot_name: null })}
    >
      <BotIcon aria-hidden />
      Deploy Bot
    </Button>
  );
}

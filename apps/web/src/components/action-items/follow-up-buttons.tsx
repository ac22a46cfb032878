"use client";

import { useMutation } from "@tanstack/react-query";
import { CalendarPlusIcon, MailPlusIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { toast } from "@understudy/ui/toaster";
import { popupFeatures, watchPopup } from "~/components/calendar/popup";
import { useTRPC } from "~/trpc/react";

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "Draft follow-up email" and "Hold time" for one action item: each acts only when tapped. When Google has not been
 * granted the permission yet, a second tap ("Allow in Google") opens Google's consent for that permission alone in a
 * popup; when it closes, the first tap's action is tried once more.
 */
export function FollowUpButtons({ itemId, label }: { itemId: string; label: string }) {
  const trpc = useTRPC();
  const askPermission = (authUrl: string, message: string, retry: () => void) =>
    toast.info(message, {
      duration: 20_000,
      action: {
        label: "Allow in Google",
        onClick: () => {
          const popup = window.open(authUrl, "understudy-google-consent", popupFeatures(window.screen));
          if (!popup) return void toast.error("Your browser blocked Google's window; allow pop-ups for Understudy");
          // The watch ends by itself when the popup closes (its one retry), so it needs no cleanup on unmount.
          watchPopup(popup, retry);
        },
      },
    });

  const draft = useMutation(
    trpc.actionItems.draftFollowUp.mutationOptions({
      onSuccess: (result, variables) => {
        if (result.outcome === "needs_permission") return void askPermission(result.auth_url, result.message, () => draft.mutate(variables));
        toast.success(`Draft to ${result.to.join(", ")} is in your Gmail drafts`, { action: { label: "Open Gmail", onClick: () => window.open(result.open_url, "_blank", "noopener") } });
      },
      onError: (error) => toast.error("The draft could not be created", { description: error.message }),
    }),
  );
  const hold = useMutation(
    trpc.actionItems.holdTime.mutationOptions({
      onSuccess: (result, variables) => {
        if (result.outcome === "needs_permission") return void askPermission(result.auth_url, result.message, () => hold.mutate(variables));
        const at = new Date(result.starts_at).toLocaleString(undefined, { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
        toast.success(`30 minutes held on your calendar, ${at}`);
      },
      onError: (error) => toast.error("The time could not be held", { description: error.message }),
    }),
  );

  return (
    <div className="flex flex-wrap gap-1">
      <Button variant="ghost" size="sm" disabled={draft.isPending} onClick={() => draft.mutate({ action_item_id: itemId })}>
        <MailPlusIcon aria-hidden />
        Draft follow-up email<span className="sr-only">: {label}</span>
      </Button>
      <Button variant="ghost" size="sm" disabled={hold.isPending} onClick={() => hold.mutate({ action_item_id: itemId, time_zone: zone() })}>
        <CalendarPlusIcon aria-hidden />
        Hold time<span className="sr-only">: {label}</span>
      </Button>
    </div>
  );
}

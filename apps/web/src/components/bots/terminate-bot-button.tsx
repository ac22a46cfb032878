"use client";

import { SquareIcon, Trash2Icon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { ConfirmDialog } from "@understudy/ui/confirm-dialog";

/** Terminate (live) or Remove (others): one delete call, one confirmation text (docs/product.md#validation). */
export function TerminateBotButton({ live, botName, pending, onConfirm }: { live: boolean; botName: string; pending: boolean; onConfirm: () => void }) {
  const label = live ? "Terminate" : "Remove";
  const Icon = live ? SquareIcon : Trash2Icon;
  return (
    <ConfirmDialog
      trigger={
        <Button variant={live ? "destructive" : "outline"} size="sm" disabled={pending} aria-label={`${label} ${botName}`}>
          <Icon aria-hidden />
          {label}
        </Button>
      }
      title="Are you sure you want to terminate this bot session?"
      description={live ? `“${botName}” will leave the meeting and stop capturing.` : `“${botName}” will be removed from your list.`}
      confirmLabel={label}
      onConfirm={onConfirm}
    />
  );
}

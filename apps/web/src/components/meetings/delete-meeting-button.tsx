"use client";

import { Trash2Icon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { ConfirmDialog } from "@understudy/ui/confirm-dialog";

/** The delete icon with its confirmation (docs/product.md#validation: 'Are you sure you want to delete this meeting?'). */
export function DeleteMeetingButton({ title, pending, onConfirm }: { title: string; pending: boolean; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label="Delete meeting"
          title="Delete meeting"
          disabled={pending}
          className="text-muted-foreground hover:text-destructive"
        >
          <Trash2Icon aria-hidden />
        </Button>
      }
      title="Are you sure you want to delete this meeting?"
      description={<>“{title}” will be deleted with its summary. This cannot be undone.</>}
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />
  );
}

"use client";

import { useState } from "react";
import { Button } from "@understudy/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@understudy/ui/dialog";
import { Input } from "@understudy/ui/input";
import { Label } from "@understudy/ui/label";
import { Spinner } from "@understudy/ui/spinner";
import type { DetectedInvite } from "./types";

/** An invite without a start time needs one before it can become a meeting. */
export function AddInviteDialog({
  invite,
  pending,
  onOpenChange,
  onSubmit,
}: {
  invite: DetectedInvite | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (invite: DetectedInvite, scheduledAt: Date) => void;
}) {
  const [value, setValue] = useState("");
  const date = value ? new Date(value) : null;
  const valid = date !== null && !Number.isNaN(date.getTime());
  return (
    <Dialog
      open={invite !== null}
      onOpenChange={(open) => {
        setValue("");
        onOpenChange(open);
      }}
    >
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (invite && valid) onSubmit(invite, date);
          }}
        >
          <DialogHeader>
            <DialogTitle>Add to Meetings</DialogTitle>
            <DialogDescription>“{invite?.subject}” does not say when it starts. Pick the time and Understudy adds it to your meetings.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="invite-start">Scheduled Time *</Label>
            <Input id="invite-start" type="datetime-local" required value={value} onChange={(e) => setValue(e.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid || pending}>
              {pending && <Spinner label="Adding…" className="text-current" />}
              Add Meeting
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

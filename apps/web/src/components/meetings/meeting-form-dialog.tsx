"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { Meeting } from "./types";

export type MeetingDialogState =
  | { open: boolean; mode: "create"; session: number; opener: HTMLElement | null }
  | { open: boolean; mode: "edit"; meeting: Meeting; session: number; opener: HTMLElement | null };

export interface MeetingDialogProps {
  state: MeetingDialogState;
  /** The id of where focus goes on close when the dialog was opened without a button (e.g. from `?new=1`). */
  fallbackFocus?: string;
  onOpenChange: (open: boolean) => void;
}

// The form (its fields, validation, the Radix dialog) is fetched the first time the dialog opens, not with the list.
const MeetingFormDialogBody = dynamic(() => import("./meeting-form-dialog-body").then((m) => m.MeetingFormDialogBody), {
  ssr: false,
});

/**
 * 'Create New Meeting' / 'Edit Meeting'. Renders nothing until first opened; from then on it stays mounted, so
 * closing animates and focus goes back to the opener as before.
 */
export function MeetingFormDialog(props: MeetingDialogProps) {
  const [used, setUsed] = useState(props.state.open);
  if (props.state.open && !used) setUsed(true);
  return used ? <MeetingFormDialogBody {...props} /> : null;
}

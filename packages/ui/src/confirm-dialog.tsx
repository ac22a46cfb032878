"use client";

import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { Slot as SlotPrimitive } from "radix-ui";

// The alert dialog (Radix AlertDialog, focus trap, scroll lock) is fetched when a confirmation is first
// wanted — pointer over or focus on the trigger, at the latest its click — not with every list that shows one.
const loadBody = () => import("./confirm-dialog-body");
const ConfirmDialogBody = lazy(loadBody);

/**
 * A destructive action behind a confirmation: the trigger (a Button) opens an alert dialog whose
 * confirm button runs `onConfirm`. One component so every confirmation reads and behaves the same.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  return (
    <>
      <SlotPrimitive.Slot
        ref={triggerRef}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadBody()}
        onFocus={() => void loadBody()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {trigger}
      </SlotPrimitive.Slot>
      {wanted ? (
        <Suspense fallback={null}>
          <ConfirmDialogBody
            open={open}
            onOpenChange={setOpen}
            returnFocus={triggerRef}
            title={title}
            description={description}
            confirmLabel={confirmLabel}
            onConfirm={onConfirm}
          />
        </Suspense>
      ) : null}
    </>
  );
}

"use client";

import { SquareIcon, Trash2Icon } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@understudy/ui/alert-dialog";
import { Button } from "@understudy/ui/button";

/** Terminate (live) or Remove (others): one delete call, one confirmation text (SPEC §5). */
export function TerminateBotButton({ live, botName, pending, onConfirm }: { live: boolean; botName: string; pending: boolean; onConfirm: () => void }) {
  const label = live ? "Terminate" : "Remove";
  const Icon = live ? SquareIcon : Trash2Icon;
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant={live ? "destructive" : "outline"} size="sm" disabled={pending} aria-label={`${label} ${botName}`}>
          <Icon aria-hidden />
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to terminate this bot session?</AlertDialogTitle>
          <AlertDialogDescription>
            {live ? `“${botName}” will leave the meeting and stop capturing.` : `“${botName}” will be removed from your list.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            {label}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

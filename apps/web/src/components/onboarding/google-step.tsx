"use client";

import { Button } from "@understudy/ui/button";
import { useGoogleConnect } from "~/components/calendar/use-google-connect";

/** Step 1: Calendar finds the meetings to cover; Gmail finds invites that never reached the calendar. */
export function GoogleStep() {
  const { connect, pending } = useGoogleConnect();
  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground text-sm">
        Understudy reads your Google Calendar to know which meetings are coming, and your Gmail for invites that are not on the calendar yet. It only reads; it never sends or changes anything.
      </p>
      <div>
        <Button onClick={() => void connect()} disabled={pending}>
          {pending ? "Connecting…" : "Connect Google Calendar and Gmail"}
        </Button>
      </div>
    </div>
  );
}

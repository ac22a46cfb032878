import Link from "next/link";
import { CalendarXIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";

/** A deleted, foreign or malformed meeting id: a friendly dead end with a way back. */
export function MeetingNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted">
        <CalendarXIcon className="size-6 text-muted-foreground" aria-hidden />
      </div>
      <h1 className="text-xl font-semibold">Meeting not found</h1>
      <p className="text-sm text-muted-foreground">
        This meeting does not exist or has been deleted, or it belongs to another account.
      </p>
      <Button asChild className="mt-2">
        <Link href="/meetings">Back to meetings</Link>
      </Button>
    </div>
  );
}

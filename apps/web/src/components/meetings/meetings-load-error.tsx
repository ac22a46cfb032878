import { AlertTriangleIcon, RotateCwIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";

export function MeetingsLoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
      <AlertTriangleIcon className="size-8 text-destructive" aria-hidden />
      <h2 className="text-lg font-semibold">Failed to load meetings</h2>
      <p className="max-w-sm text-sm text-muted-foreground">Check your connection and try again.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon className={retrying ? "animate-spin" : undefined} aria-hidden />
        Try again
      </Button>
    </div>
  );
}

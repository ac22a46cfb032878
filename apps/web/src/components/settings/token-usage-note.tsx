"use client";

import { useSyncExternalStore } from "react";
import { BookOpenIcon } from "lucide-react";

const DEFAULT_ORIGIN = "http://localhost:3000";
const noSubscription = () => () => {};

/** How to call the API with a token, and where the reference lives. */
export function TokenUsageNote() {
  // The server renders the default; the browser then shows its own origin (no hydration mismatch).
  const origin = useSyncExternalStore(noSubscription, () => window.location.origin, () => DEFAULT_ORIGIN);
  return (
    <div className="bg-muted/40 flex flex-col gap-2 rounded-lg border p-4 text-sm">
      <h3 className="font-medium">Using a token</h3>
      <p className="text-muted-foreground">Send it as a bearer token with every request:</p>
      <pre className="bg-background overflow-x-auto rounded-md border p-3 font-mono text-xs" tabIndex={0} aria-label="Example request">
        <code>{`curl -H "Authorization: Bearer <token>" ${origin}/api/meetings`}</code>
      </pre>
      <a href="/api/docs" className="text-primary inline-flex w-fit items-center gap-1.5 font-medium underline-offset-4 hover:underline">
        <BookOpenIcon className="size-4" aria-hidden />
        API reference
      </a>
    </div>
  );
}

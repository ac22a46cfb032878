"use client";

import { useRef } from "react";
import { CopyIcon, TriangleAlertIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { Input } from "@understudy/ui/input";
import { Label } from "@understudy/ui/label";
import { toast } from "@understudy/ui/toaster";

/** The new secret, shown once, in a read-only field with a Copy button and a clear warning. */
export function NewTokenNotice({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      toast.success("Token copied to clipboard");
    } catch {
      field.current?.select();
      toast.error("Could not copy automatically. The token is selected: copy it with Ctrl+C or ⌘C.");
    }
  }

  return (
    <div role="region" aria-labelledby="new-token-title" className="border-warning/60 bg-warning/10 flex flex-col gap-3 rounded-lg border p-4">
      <p id="new-token-title" className="flex items-start gap-2 text-sm font-medium">
        <TriangleAlertIcon className="text-warning-foreground dark:text-warning mt-0.5 size-4 shrink-0" aria-hidden />
        Copy your new token “{name}” now. For your security it won’t be shown again.
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="new-token-value">New API token</Label>
        <div className="flex gap-2">
          <Input
            ref={field}
            id="new-token-value"
            readOnly
            value={token}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs md:text-xs"
            spellCheck={false}
            autoComplete="off"
          />
          <Button type="button" variant="outline" onClick={() => void copy()} aria-label="Copy token">
            <CopyIcon aria-hidden />
            <span className="hidden sm:inline">Copy</span>
          </Button>
        </div>
      </div>
      <div>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          I’ve saved it
        </Button>
      </div>
    </div>
  );
}

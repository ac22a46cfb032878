"use client";

import { KeyRoundIcon, Trash2Icon } from "lucide-react";
import type { RouterOutputs } from "@understudy/api";
import { ConfirmDialog } from "@understudy/ui/confirm-dialog";
import { Button } from "@understudy/ui/button";
import { Skeleton } from "@understudy/ui/skeleton";
import { DateText } from "~/components/time/time-zone-provider";

type Token = RouterOutputs["apiTokens"]["list"][number];

/** Active tokens: name, prefix…, created, last used, and Revoke behind a confirmation. */
export function TokenList({
  tokens,
  error,
  onRevoke,
  revokingId,
}: {
  tokens: Token[] | undefined;
  error: boolean;
  onRevoke: (token: Token) => void;
  revokingId: string | null;
}) {
  if (!tokens) {
    return error ? (
      <p className="text-muted-foreground py-6 text-center text-sm">Your tokens could not be loaded</p>
    ) : (
      <div className="flex flex-col gap-2">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (tokens.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-8 text-center">
        <KeyRoundIcon className="text-muted-foreground size-6" aria-hidden />
        <p className="text-sm font-medium">No API tokens yet</p>
        <p className="text-muted-foreground text-sm">Create one to use the REST API from scripts and other tools.</p>
      </div>
    );
  }
  return (
    <ul aria-label="API tokens" className="divide-border flex flex-col divide-y rounded-lg border">
      {tokens.map((t) => (
        <li key={t.id} className="flex items-center gap-3 px-4 py-3">
          <KeyRoundIcon className="text-muted-foreground size-4 shrink-0" aria-hidden />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm">
              <span className="truncate font-medium">{t.name}</span>
              <code className="bg-muted text-muted-foreground rounded px-1.5 py-0.5 font-mono text-xs">{t.prefix}…</code>
            </p>
            <p className="text-muted-foreground text-xs">
              Created <DateText value={t.created_at} /> ·{" "}
              {t.last_used_at ? (
                <>
                  Last used <DateText value={t.last_used_at} />
                </>
              ) : (
                "Never used"
              )}
            </p>
          </div>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" disabled={revokingId === t.id}>
                <Trash2Icon aria-hidden />
                Revoke<span className="sr-only"> token {t.name}</span>
              </Button>
            }
            title={<>Revoke “{t.name}”?</>}
            description="Scripts and apps using this token will stop working immediately. This cannot be undone."
            confirmLabel="Revoke token"
            onConfirm={() => onRevoke(t)}
          />
        </li>
      ))}
    </ul>
  );
}

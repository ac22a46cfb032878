"use client";

import { CalendarSyncIcon, LinkIcon, RefreshCwIcon, UnplugIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { Skeleton } from "@understudy/ui/skeleton";
import { Spinner } from "@understudy/ui/spinner";
import type { GoogleStatus } from "./types";

export interface CalendarHeaderProps {
  status: GoogleStatus | undefined;
  connecting: boolean;
  syncing: boolean;
  disconnecting: boolean;
  onConnect: () => void;
  onSync: () => void;
  onDisconnect: () => void;
}

/** Title, and the one action that fits the connection: Connect, Reconnect, or Sync Calendar. */
export function CalendarHeader({ status, connecting, syncing, disconnecting, onConnect, onSync, onDisconnect }: CalendarHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Calendar Integration</h1>
        <p className="text-sm text-muted-foreground">Sync Google Calendar into your meetings and catch invites that arrive by email.</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        {!status ? (
          <Skeleton className="h-9 w-44" />
        ) : status.connected ? (
          <>
            <Button variant="ghost" size="sm" onClick={onDisconnect} disabled={disconnecting || syncing} className="text-muted-foreground">
              {disconnecting ? <Spinner label="Disconnecting…" className="text-current" /> : <UnplugIcon aria-hidden />}
              Disconnect
            </Button>
            <Button onClick={onSync} disabled={syncing} aria-busy={syncing || undefined}>
              {syncing ? <Spinner label="Syncing calendar" className="text-current" /> : <CalendarSyncIcon aria-hidden />}
              {syncing ? "Syncing..." : "Sync Calendar"}
            </Button>
          </>
        ) : (
          <Button onClick={onConnect} disabled={connecting} aria-busy={connecting || undefined}>
            {connecting ? <Spinner label="Waiting for Google" className="text-current" /> : status.status === "reconnect_needed" ? <RefreshCwIcon aria-hidden /> : <LinkIcon aria-hidden />}
            {connecting ? "Connecting..." : status.status === "reconnect_needed" ? "Reconnect Google Account" : "Connect Google Account"}
          </Button>
        )}
      </div>
    </div>
  );
}

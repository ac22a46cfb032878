"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PlugIcon, Trash2Icon } from "lucide-react";
import type { RouterOutputs } from "@understudy/api";
import { Button } from "@understudy/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { ConfirmDialog } from "@understudy/ui/confirm-dialog";
import { Skeleton } from "@understudy/ui/skeleton";
import { toast } from "@understudy/ui/toaster";
import { useErrorToast } from "~/components/analytics/use-error-toast";
import { DateText } from "~/components/time/time-zone-provider";
import { useTRPC } from "~/trpc/react";
import { serverDetail } from "./server-detail";

type ConnectedApp = RouterOutputs["connectedApps"]["list"][number];

const SCOPE_LABELS: Record<string, string> = { "meetings:read": "read meetings", "meetings:ask": "ask", "bot:send": "send the bot", "action_items:write": "tick off action items" };

/** The AI assistants the user allowed through OAuth (their consent page), each with what it may do, and Disconnect. */
export function ConnectedAppsCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const apps = useQuery(trpc.connectedApps.list.queryOptions());
  useErrorToast(apps.isError, "Failed to load connected apps");
  const revoke = useMutation(
    trpc.connectedApps.revoke.mutationOptions({
      onSuccess: () => toast.success("App disconnected"),
      onError: (error) => toast.error("Failed to disconnect the app", { description: serverDetail(error) }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.connectedApps.list.queryKey() }),
    }),
  );
  return (
    <Card id="connected-apps" className="scroll-mt-20">
      <CardHeader>
        <CardTitle asChild>
          <h2>Connected apps</h2>
        </CardTitle>
        <CardDescription>AI assistants you signed in to Understudy. Each works only as far as you allowed it; disconnecting one stops it at once.</CardDescription>
      </CardHeader>
      <CardContent>
        <AppList apps={apps.data} error={apps.isError} onRevoke={(app) => revoke.mutate({ id: app.id })} revokingId={revoke.isPending ? revoke.variables.id : null} />
      </CardContent>
    </Card>
  );
}

function AppList({ apps, error, onRevoke, revokingId }: { apps: ConnectedApp[] | undefined; error: boolean; onRevoke: (app: ConnectedApp) => void; revokingId: string | null }) {
  if (!apps) {
    return error ? <p className="text-muted-foreground py-6 text-center text-sm">Your connected apps could not be loaded</p> : <Skeleton className="h-14 w-full" />;
  }
  if (!apps.length) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-8 text-center">
        <PlugIcon className="text-muted-foreground size-6" aria-hidden />
        <p className="text-sm font-medium">No connected apps</p>
        <p className="text-muted-foreground text-sm">Add Understudy to an assistant by its server URL; it asks you to sign in here.</p>
      </div>
    );
  }
  return (
    <ul aria-label="Connected apps" className="divide-border flex flex-col divide-y rounded-lg border">
      {apps.map((a) => (
        <li key={a.id} className="flex items-center gap-3 px-4 py-3">
          <PlugIcon className="text-muted-foreground size-4 shrink-0" aria-hidden />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="truncate text-sm font-medium">{a.client_name}</p>
            <p className="text-muted-foreground text-xs">
              May {a.scopes.map((s) => SCOPE_LABELS[s] ?? s).join(", ")} · Connected <DateText value={a.created_at} />
              {a.last_used_at ? (
                <>
                  {" "}
                  · Last signed in <DateText value={a.last_used_at} />
                </>
              ) : null}
            </p>
          </div>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" disabled={revokingId === a.id}>
                <Trash2Icon aria-hidden />
                Disconnect<span className="sr-only"> {a.client_name}</span>
              </Button>
            }
            title={<>Disconnect “{a.client_name}”?</>}
            description="It loses access to your meetings immediately. To use it again, connect it again from the assistant."
            confirmLabel="Disconnect"
            onConfirm={() => onRevoke(a)}
          />
        </li>
      ))}
    </ul>
  );
}

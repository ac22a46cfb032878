"use client";

import { useEffect, useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HashIcon } from "lucide-react";
import type { RouterOutputs } from "@understudy/api";
import { Button } from "@understudy/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { ConfirmDialog } from "@understudy/ui/confirm-dialog";
import { Label } from "@understudy/ui/label";
import { NativeSelect, NativeSelectOption } from "@understudy/ui/native-select";
import { Skeleton } from "@understudy/ui/skeleton";
import { toast } from "@understudy/ui/toaster";
import { useErrorToast } from "~/components/analytics/use-error-toast";
import { useTRPC } from "~/trpc/react";
import { serverDetail } from "./server-detail";

type SlackStatus = RouterOutputs["slack"]["status"];

/**
 * Slack: connect (the whole tab goes to Slack's consent and comes back here), pick the channel recaps go to, and
 * see what went wrong with the last post (the bot not in the channel, a revoked install: "Reconnect").
 */
export function SlackCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.slack.status.queryOptions());
  useErrorToast(status.isError, "Failed to load the Slack connection");
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.slack.status.queryKey() });
  const connect = useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...trpc.slack.authUrl.queryOptions(), staleTime: 0 }),
    onSuccess: ({ auth_url }) => window.location.assign(auth_url),
    onError: (error) => toast.error("Slack could not be connected", { description: serverDetail(error) }),
  });
  const disconnect = useMutation(
    trpc.slack.disconnect.mutationOptions({
      onSuccess: () => toast.success("Slack disconnected"),
      onError: (error) => toast.error("Failed to disconnect Slack", { description: serverDetail(error) }),
      onSettled: refresh,
    }),
  );
  useCallbackNotice();

  return (
    <Card id="slack" className="scroll-mt-20">
      <CardHeader>
        <CardTitle asChild>
          <h2>Slack</h2>
        </CardTitle>
        <CardDescription>After each meeting your bot covered, its recap is posted to a Slack channel you choose.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!status.data ? (
          status.isError ? <p className="text-muted-foreground text-sm">The Slack connection could not be loaded</p> : <Skeleton className="h-14 w-full" />
        ) : status.data.status === "not_connected" ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => connect.mutate()} disabled={connect.isPending}>
              Connect Slack
            </Button>
            <p className="text-muted-foreground text-sm">Installs Understudy&apos;s bot in your workspace; it posts only where you invite it.</p>
          </div>
        ) : (
          <Connected status={status.data} onReconnect={() => connect.mutate()} reconnecting={connect.isPending} onDisconnect={() => disconnect.mutate()} onChanged={refresh} />
        )}
      </CardContent>
    </Card>
  );
}

function Connected({ status, onReconnect, reconnecting, onDisconnect, onChanged }: { status: SlackStatus; onReconnect: () => void; reconnecting: boolean; onDisconnect: () => void; onChanged: () => void }) {
  const revoked = status.status === "revoked";
  return (
    <>
      <p className="text-sm">
        {revoked ? "Slack stopped accepting Understudy in " : "Connected to "}
        <strong>{status.team_name ?? "your workspace"}</strong>
        {status.channel && !revoked ? (
          <>
            {" "}
            · recaps go to <strong>#{status.channel.name ?? status.channel.id}</strong>
          </>
        ) : null}
      </p>
      {status.last_error ? (
        <p role="alert" className="text-destructive text-sm">
          {status.last_error}
        </p>
      ) : null}
      {revoked ? null : <ChannelPicker current={status.channel?.id ?? null} onChanged={onChanged} />}
      <div className="flex flex-wrap gap-2">
        {revoked ? (
          <Button onClick={onReconnect} disabled={reconnecting}>
            Reconnect
          </Button>
        ) : null}
        <ConfirmDialog
          trigger={
            <Button variant="ghost" className="text-destructive hover:text-destructive">
              Disconnect Slack
            </Button>
          }
          title="Disconnect Slack?"
          description="Understudy's bot token is revoked and recaps stop being posted. Recaps already posted stay in Slack."
          confirmLabel="Disconnect"
          onConfirm={onDisconnect}
        />
      </div>
    </>
  );
}

function ChannelPicker({ current, onChanged }: { current: string | null; onChanged: () => void }) {
  const trpc = useTRPC();
  const id = useId();
  const channels = useQuery(trpc.slack.channels.queryOptions());
  const [choice, setChoice] = useState(current ?? "");
  const save = useMutation(
    trpc.slack.setChannel.mutationOptions({
      onSuccess: ({ channel }) => toast.success(`Recaps will be posted to #${channel.name}`),
      onError: (error) => toast.error("That channel could not be chosen", { description: serverDetail(error) }),
      onSettled: onChanged,
    }),
  );
  if (!channels.data) return channels.isError ? <p className="text-muted-foreground text-sm">{serverDetail(channels.error)}</p> : <Skeleton className="h-9 w-64" />;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) save.mutate({ channel_id: choice });
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>
          <HashIcon className="size-3.5" aria-hidden /> Channel for recaps
        </Label>
        <NativeSelect id={id} value={choice} onChange={(event) => setChoice(event.target.value)} className="min-w-56">
          <NativeSelectOption value="">Choose a channel</NativeSelectOption>
          {channels.data.channels.map((ch) => (
            <NativeSelectOption key={ch.id} value={ch.id}>
              {ch.is_private ? "🔒 " : "#"}
              {ch.name}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="secondary" disabled={!choice || choice === current || save.isPending}>
        Save
      </Button>
      <p className="text-muted-foreground basis-full text-xs">
        Only channels the bot is in are listed. To add one, type <code>/invite @Understudy</code> in it, then reload.
        {channels.data.truncated ? " Your workspace has more channels than were read." : ""}
      </p>
    </form>
  );
}

/** The callback sends the browser back with the outcome in the query: shown once, then dropped from the address. */
function useCallbackNotice() {
  useEffect(() => {
    const params = new URL(window.location.href).searchParams;
    const ok = params.get("slack");
    const error = params.get("slack_error");
    if (!ok && !error) return;
    if (ok) toast.success(ok);
    else toast.error("Slack was not connected", { description: error });
    const url = new URL(window.location.href);
    url.searchParams.delete("slack");
    url.searchParams.delete("slack_error");
    window.history.replaceState(null, "", url.pathname + url.search + url.hash);
  }, []);
}

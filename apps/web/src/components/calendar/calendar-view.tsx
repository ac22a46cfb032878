"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "@understudy/ui/toaster";
import { useTRPC } from "~/trpc/react";
import { AddInviteDialog } from "./add-invite-dialog";
import { CalendarHeader } from "./calendar-header";
import { ConnectionCard } from "./connection-card";
import { EventsCard } from "./events-card";
import { InvitesCard } from "./invites-card";
import { loadFailure, syncSuccessMessage } from "./messages";
import { NotificationsCard } from "./notifications-card";
import type { DetectedInvite, NotificationItem } from "./types";
import { useGoogleConnect } from "./use-google-connect";

/** The /calendar screen (docs/product.md#calendar, docs/product.md#messages). */
export function CalendarView() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { connect, pending: connecting } = useGoogleConnect();

  const status = useQuery(trpc.google.status.queryOptions());
  const connected = status.data?.connected === true;
  const events = useQuery({ ...trpc.calendar.events.queryOptions(), enabled: connected, retry: false });
  const invites = useQuery({ ...trpc.gmail.meetings.queryOptions(), enabled: connected, retry: false });
  const notifications = useQuery({ ...trpc.notifications.list.queryOptions(), retry: false });

  useCalendarLoadErrors([events.error, invites.error], () => void status.refetch());
  useEffect(() => {
    // docs/product.md#messages: a notification load failure is only logged.
    if (notifications.error) console.error("notifications failed to load", notifications.error);
  }, [notifications.error]);

  const refreshAll = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.google.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.calendar.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.gmail.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.meetings.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.analytics.pathKey() }),
    ]);

  const sync = useMutation(
    trpc.calendar.sync.mutationOptions({
      onSuccess: async (result) => {
        toast.success(syncSuccessMessage(result));
        await refreshAll();
      },
      onError: async () => {
        toast.error("Failed to sync calendar");
        await queryClient.invalidateQueries({ queryKey: trpc.google.pathKey() });
      },
    }),
  );

  const disconnect = useMutation(
    trpc.google.disconnect.mutationOptions({
      onSuccess: async () => {
        toast.success("Google account disconnected");
        queryClient.removeQueries({ queryKey: trpc.calendar.pathKey() });
        queryClient.removeQueries({ queryKey: trpc.gmail.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.google.pathKey() });
      },
      onError: () => toast.error("Failed to disconnect Google account"),
    }),
  );

  const listKey = trpc.notifications.list.queryKey();
  const markRead = useMutation(
    trpc.notifications.markRead.mutationOptions({
      // docs/product.md#other-states: marking read flips the notification locally.
      onMutate: async ({ id }) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        const previous = queryClient.getQueryData(listKey);
        queryClient.setQueryData(listKey, (old) => (old ? { notifications: old.notifications.map((n: NotificationItem) => (n.id === id ? { ...n, read: true } : n)) } : old));
        return { previous };
      },
      onError: (_error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      },
    }),
  );

  const [dialogInvite, setDialogInvite] = useState<DetectedInvite | null>(null);
  const addInvite = useMutation(
    trpc.gmail.addMeeting.mutationOptions({
      onSuccess: async () => {
        toast.success("Meeting created successfully");
        setDialogInvite(null);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.gmail.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.meetings.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.analytics.pathKey() }),
        ]);
      },
      onError: () => toast.error("Failed to create meeting"),
    }),
  );
  const onAdd = (invite: DetectedInvite) => {
    if (invite.suggested_start) addInvite.mutate({ email_id: invite.email_id });
    else setDialogInvite(invite);
  };

  const showLists = connected || events.data !== undefined;
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <CalendarHeader
        status={status.data}
        connecting={connecting}
        syncing={sync.isPending}
        disconnecting={disconnect.isPending}
        onConnect={() => void connect()}
        onSync={() => sync.mutate()}
        onDisconnect={() => disconnect.mutate()}
      />
      {status.data && <ConnectionCard status={status.data} />}

      <div className={showLists ? "grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start" : "grid grid-cols-[minmax(0,1fr)] gap-6"}>
        {showLists && (
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
            <EventsCard
              events={events.data?.events ?? []}
              loading={events.isPending && events.fetchStatus !== "idle"}
              refreshing={events.isFetching}
              onRefresh={() => void events.refetch()}
            />
            <InvitesCard
              invites={invites.data?.meetings ?? []}
              loading={invites.isPending && invites.fetchStatus !== "idle"}
              stale={invites.data?.stale === true}
              addingId={addInvite.isPending && !dialogInvite ? addInvite.variables.email_id : null}
              onAdd={onAdd}
            />
          </div>
        )}
        <NotificationsCard
          notifications={notifications.data?.notifications ?? []}
          loading={notifications.isPending && notifications.fetchStatus !== "idle"}
          markingId={markRead.isPending ? markRead.variables.id : null}
          onMarkRead={(id) => markRead.mutate({ id })}
        />
      </div>

      <AddInviteDialog
        invite={dialogInvite}
        pending={addInvite.isPending}
        onOpenChange={(open) => !open && setDialogInvite(null)}
        onSubmit={(invite, scheduledAt) => addInvite.mutate({ email_id: invite.email_id, scheduled_at: scheduledAt.toISOString() })}
      />
    </div>
  );
}

/** One toast per failure (docs/product.md#messages): silent for a 500, a status refresh for a 412, 'Failed to load calendar data' otherwise. */
function useCalendarLoadErrors(errors: unknown[], onReconnect: () => void) {
  const [first, second] = errors;
  useEffect(() => {
    const failures = [first, second].filter(Boolean).map(loadFailure);
    if (failures.includes("reconnect")) onReconnect();
    if (failures.includes("toast")) toast.error("Failed to load calendar data", { id: "calendar-load-error" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to new errors only
  }, [first, second]);
}

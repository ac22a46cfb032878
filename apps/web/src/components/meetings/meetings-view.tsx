"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { Button } from "@understudy/ui/button";
import { toast } from "@understudy/ui/toaster";
import { useTRPC } from "~/trpc/react";
import { filterMeetings, isFiltering, type StatusFilter } from "./filter-meetings";
import { MeetingCard } from "./meeting-card";
import { MeetingFormDialog, type MeetingDialogState } from "./meeting-form-dialog";
import { MeetingsEmptyState } from "./meetings-empty-state";
import { MeetingsListSkeleton } from "./meetings-list-skeleton";
import { MeetingsLoadError } from "./meetings-load-error";
import { MeetingsToolbar } from "./meetings-toolbar";
import type { Meeting } from "./types";
import { useNow } from "./use-now";

const LIST_INPUT = { limit: 500 } as const;

/** The /meetings screen (SPEC §2): header, search + status filter, meeting cards, create/edit dialog. */
export function MeetingsView({ openCreate }: { openCreate: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const now = useNow();
  const newButtonRef = useRef<HTMLButtonElement>(null);

  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const deferredQuery = useDeferredValue(query);

  const [dialog, setDialog] = useState<MeetingDialogState>({ open: openCreate, mode: "create", session: 0, opener: null });
  const openDialog = (next: { mode: "create" } | { mode: "edit"; meeting: Meeting }, opener: HTMLElement | null) =>
    setDialog((prev) => ({ ...next, open: true, session: prev.session + 1, opener }));

  // `/meetings?new=1` (e.g. the dashboard's New Meeting) opens the dialog, then the parameter goes away.
  const [seenOpenCreate, setSeenOpenCreate] = useState(openCreate);
  if (openCreate !== seenOpenCreate) {
    setSeenOpenCreate(openCreate);
    if (openCreate) openDialog({ mode: "create" }, null);
  }
  useEffect(() => {
    if (openCreate) router.replace("/meetings", { scroll: false });
  }, [openCreate, router]);

  const list = useQuery(trpc.meetings.list.queryOptions(LIST_INPUT));
  useEffect(() => {
    if (list.isError) toast.error("Failed to load meetings", { id: "meetings-load-error" });
  }, [list.isError, list.errorUpdatedAt]);

  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.meetings.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.analytics.pathKey() }),
    ]);

  const complete = useMutation(
    trpc.meetings.update.mutationOptions({
      onSuccess: async () => {
        toast.success("Meeting updated successfully");
        await invalidate();
      },
      onError: () => toast.error("Failed to update meeting"),
    }),
  );
  const remove = useMutation(
    trpc.meetings.delete.mutationOptions({
      onSuccess: async () => {
        toast.success("Meeting deleted successfully");
        await invalidate();
      },
      onError: () => toast.error("Failed to delete meeting"),
    }),
  );

  const filters = { query: deferredQuery, status };
  const meetings = list.data ? filterMeetings(list.data, filters, now) : [];

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Meetings</h1>
          <p className="text-sm text-muted-foreground">Manage your meetings, bot attendance and AI summaries.</p>
        </div>
        <Button ref={newButtonRef} onClick={(e) => openDialog({ mode: "create" }, e.currentTarget)} className="self-start sm:self-auto">
          <PlusIcon aria-hidden />
          New Meeting
        </Button>
      </div>

      <MeetingsToolbar query={query} status={status} onQueryChange={setQuery} onStatusChange={setStatus} />

      <section aria-label="Meetings list" aria-busy={list.isPending || undefined}>
        {list.isPending ? (
          <MeetingsListSkeleton />
        ) : list.isError && !list.data ? (
          <MeetingsLoadError retrying={list.isFetching} onRetry={() => void list.refetch()} />
        ) : meetings.length === 0 ? (
          <MeetingsEmptyState filtering={isFiltering(filters)} onCreate={(opener) => openDialog({ mode: "create" }, opener)} />
        ) : (
          <>
            <p className="sr-only" aria-live="polite">
              {meetings.length === 1 ? "1 meeting" : `${meetings.length} meetings`}
            </p>
            <ul className="grid gap-4">
              {meetings.map((meeting) => (
                <li key={meeting.id}>
                  <MeetingCard
                    meeting={meeting}
                    now={now}
                    completing={complete.isPending && complete.variables.id === meeting.id}
                    deleting={remove.isPending && remove.variables.id === meeting.id}
                    onEdit={(m, opener) => openDialog({ mode: "edit", meeting: m }, opener)}
                    onComplete={(m) => complete.mutate({ id: m.id, patch: { status: "completed" } })}
                    onDelete={(m) => remove.mutate({ id: m.id })}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <MeetingFormDialog state={dialog} fallbackFocus={newButtonRef} onOpenChange={(open) => setDialog((prev) => ({ ...prev, open }))} />
    </div>
  );
}

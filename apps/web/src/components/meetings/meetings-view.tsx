"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@understudy/ui/toaster";
import { MEETING_SECTIONS, withFilters, type MeetingSection } from "~/lib/meetings-params";
import { useTRPC } from "~/trpc/react";
import { MeetingFormDialog, type MeetingDialogState } from "./meeting-form-dialog";
import { MeetingsEmptyState } from "./meetings-empty-state";
import { MeetingsSection, useSectionQuery, type SeededSection } from "./meetings-section";
import { MeetingsToolbar } from "./meetings-toolbar";
import { NEW_MEETING_BUTTON_ID } from "./new-meeting-button";
import { onNewMeetingRequest } from "./new-meeting-requests";
import type { Meeting } from "./types";
import { useMeetingsUrl } from "./use-meetings-url";
import { useNow } from "./use-now";

export interface MeetingsSeed {
  /** When the server read the rows (ms), so they count as fresh for the query cache's staleTime. */
  at: number;
  sections: Record<MeetingSection, SeededSection | null>;
}

/**
 * The /meetings screen below its header (docs/product.md#meetings; `MeetingsHeader`, rendered by the page): search + status filter,
 * then Upcoming (soonest first) and Past (latest first), each a page of cards with its own pager, and the meeting
 * dialog. The server renders the first view; the URL holds the search, the filter and both pages.
 */
export function MeetingsView({ openCreate, seed }: { openCreate: boolean; seed: MeetingsSeed }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const now = useNow();
  const { state, write } = useMeetingsUrl();

  const [dialog, setDialog] = useState<MeetingDialogState>({ open: openCreate, mode: "create", session: 0, opener: null });
  const openDialog = useCallback(
    (next: { mode: "create" } | { mode: "edit"; meeting: Meeting }, opener: HTMLElement | null) =>
      setDialog((prev) => ({ ...next, open: true, session: prev.session + 1, opener })),
    [],
  );

  // `/meetings?new=1` (e.g. the dashboard's New Meeting) opens the dialog, then the parameter goes away.
  const [seenOpenCreate, setSeenOpenCreate] = useState(openCreate);
  if (openCreate !== seenOpenCreate) {
    setSeenOpenCreate(openCreate);
    if (openCreate) openDialog({ mode: "create" }, null);
  }
  useEffect(() => {
    if (openCreate) router.replace("/meetings", { scroll: false });
  }, [openCreate, router]);
  useEffect(() => onNewMeetingRequest((opener) => openDialog({ mode: "create" }, opener)), [openDialog]);

  const upcoming = useSectionQuery(state, "upcoming", seed.sections.upcoming, seed.at);
  const past = useSectionQuery(state, "past", seed.sections.past, seed.at);
  const queries = { upcoming, past };

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

  const shown = MEETING_SECTIONS.filter((s) => queries[s].input !== null);
  const filtering = state.q.trim() !== "" || state.status !== "all";
  // Nothing on either side (first pages, both loaded): the one empty state of docs/product.md#meetings instead of two empty sections.
  const nothing = shown.every((s) => state.pages[s] === 1 && queries[s].query.isSuccess && queries[s].query.data.length === 0);
  // The cards' callbacks keep their identity across renders (a search's URL write, a mutation's pending state), so
  // a card whose meeting did not change is not rendered again, and one not yet hydrated is not forced to hydrate.
  const { mutate: completeMeeting } = complete;
  const { mutate: deleteMeeting } = remove;
  const onEdit = useCallback((m: Meeting, opener: HTMLElement) => openDialog({ mode: "edit", meeting: m }, opener), [openDialog]);
  const onComplete = useCallback((m: Meeting) => completeMeeting({ id: m.id, patch: { status: "completed" } }), [completeMeeting]);
  const onDelete = useCallback((m: Meeting) => deleteMeeting({ id: m.id }), [deleteMeeting]);
  const handlers = {
    now,
    completingId: complete.isPending ? complete.variables.id : null,
    deletingId: remove.isPending ? remove.variables.id : null,
    onEdit,
    onComplete,
    onDelete,
  };

  return (
    <>
      <MeetingsToolbar
        query={state.q}
        status={state.status}
        onQueryChange={(q) => write(withFilters(state, { q }), "replace")}
        onStatusChange={(status) => write(withFilters(state, { status }), "push")}
      />

      <section aria-label="Meetings list" className="grid gap-8">
        {nothing ? (
          <MeetingsEmptyState filtering={filtering} onCreate={(opener) => openDialog({ mode: "create" }, opener)} />
        ) : (
          shown.map((section) => <MeetingsSection key={section} section={section} state={state} query={queries[section].query} handlers={handlers} />)
        )}
      </section>

      <MeetingFormDialog state={dialog} fallbackFocus={NEW_MEETING_BUTTON_ID} onOpenChange={(open) => setDialog((prev) => ({ ...prev, open }))} />
    </>
  );
}

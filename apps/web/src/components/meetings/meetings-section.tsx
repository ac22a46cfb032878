"use client";

import { keepPreviousData, skipToken, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "@understudy/ui/toaster";
import { pageOf, sectionInput, type MeetingSection, type MeetingsListInput, type MeetingsState } from "~/lib/meetings-params";
import { useTRPC } from "~/trpc/react";
import { MeetingCardIsland, type MeetingCardProps } from "./meeting-card-island";
import { MeetingsListSkeleton } from "./meetings-list-skeleton";
import { MeetingsLoadError } from "./meetings-load-error";
import { MeetingsPager } from "./meetings-pager";
import type { Meeting } from "./types";

/** What the server rendered for a section: the call it made and its rows (null when it failed). */
export interface SeededSection {
  input: MeetingsListInput;
  rows: Meeting[] | null;
}

const TITLES: Record<MeetingSection, string> = { upcoming: "Upcoming", past: "Past" };

/**
 * Each card is a Suspense boundary (MeetingCardIsland), and React's server streams a large one apart from the page
 * (an upcoming card with its bot line and pre-flight badge is ~10 kB of HTML), then reveals it a frame or more after
 * the part around it. Until then its item is empty: without a reserved height, Past sat right under an empty
 * Upcoming and was pushed off the screen when the cards came in (a layout shift of 0.44 on a phone). Reserved: the
 * height of the section's usual card at each width (an upcoming one has the bot line; cards are tallest where the
 * grid has two narrow columns), so a revealed card fills its place, or grows a little past it.
 *
 * The same height is each item's intrinsic size for `content-visibility: auto`: the browser lays out and paints
 * only the cards near the screen (two on a phone, of up to 40), and remembers a card's real height once shown.
 */
const RESERVED_HEIGHT: Record<MeetingSection, string> = {
  upcoming: "[--card-h:16.5rem] md:[--card-h:18rem] lg:[--card-h:16.5rem]",
  past: "[--card-h:14.75rem] md:[--card-h:18rem] lg:[--card-h:14.75rem]",
};
// Each width's height is written once, in --card-h, and used twice.
const CARD_ITEM = "min-w-0 min-h-(--card-h) [content-visibility:auto] [contain-intrinsic-size:auto_var(--card-h)]";
const EMPTY: Record<MeetingSection, string> = { upcoming: "No upcoming meetings", past: "No past meetings" };

const sameInput = (a: MeetingsListInput, b: MeetingsListInput) => JSON.stringify(a) === JSON.stringify(b);

type CardHandlers = Omit<MeetingCardProps, "meeting" | "completing" | "deleting"> & {
  completingId: string | null;
  deletingId: string | null;
};

/** One query's state, so the view can tell "nothing at all" from "nothing on this side". */
export function useSectionQuery(state: MeetingsState, section: MeetingSection, seeded: SeededSection | null, seededAt: number) {
  const trpc = useTRPC();
  const input = sectionInput(state, section);
  const initial = seeded?.rows && input && sameInput(seeded.input, input) ? seeded.rows : undefined;
  const query = useQuery({
    ...trpc.meetings.list.queryOptions(input ?? skipToken),
    initialData: initial,
    initialDataUpdatedAt: seededAt,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (query.isError) toast.error("Failed to load meetings", { id: "meetings-load-error" });
  }, [query.isError, query.errorUpdatedAt]);
  return { input, query };
}

export function MeetingsSection({
  section,
  state,
  query,
  handlers,
}: {
  section: MeetingSection;
  state: MeetingsState;
  query: ReturnType<typeof useSectionQuery>["query"];
  handlers: CardHandlers;
}) {
  const headingId = `meetings-${section}`;
  const { items, hasNext } = pageOf(query.data ?? []);
  const { completingId, deletingId, ...cardHandlers } = handlers;
  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching || undefined} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {TITLES[section]}
      </h2>
      {query.isPending ? (
        <MeetingsListSkeleton count={2} />
      ) : query.isError && !query.data ? (
        <MeetingsLoadError retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          {EMPTY[section]}
          {state.pages[section] > 1 ? " on this page" : ""}
        </p>
      ) : (
        // auto-rows-fr: every card of a section as tall as the tallest, so rows and button rows line up.
        <ul className="grid auto-rows-fr gap-3 md:grid-cols-2">
          {items.map((meeting) => (
            <li key={meeting.id} className={`${CARD_ITEM} ${RESERVED_HEIGHT[section]}`}>
              <MeetingCardIsland meeting={meeting} completing={completingId === meeting.id} deleting={deletingId === meeting.id} {...cardHandlers} />
            </li>
          ))}
        </ul>
      )}
      <MeetingsPager state={state} section={section} shown={items.length} hasNext={hasNext} />
    </section>
  );
}

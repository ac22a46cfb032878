"use client";

import { useSearchParams } from "~/lib/navigation";
import { meetingsQueryString, readMeetingsState, type MeetingsState } from "~/lib/meetings-params";

/**
 * The list's state, read from the URL. A search or filter writes it with the History API (Next keeps
 * `useSearchParams` in step), so typing refetches on the client without a server round trip for the page;
 * a filter change is its own history entry, each keystroke of a search replaces the last one.
 */
export function useMeetingsUrl() {
  const state = readMeetingsState(useSearchParams());
  const write = (next: MeetingsState, mode: "push" | "replace") => {
    const url = `/meetings${meetingsQueryString(next)}`;
    if (mode === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
  };
  return { state, write };
}

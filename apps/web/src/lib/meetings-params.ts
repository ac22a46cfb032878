/**
 * /meetings keeps its state in the URL (?q=&status=&upcoming=&past=), so a page of a section, a search and a
 * filter survive a reload, the back button and a shared link. Each section (Upcoming, Past) pages on its own.
 */
import { LIST_PAGE_SIZE, readPage, splitPage } from "./list-page";
import type { DisplayMeetingStatus } from "./meeting-status";

export const MEETINGS_PAGE_SIZE = LIST_PAGE_SIZE;
/** The list query's own limit (services' ListMeetingsInput) bounds the search text. */
export const MAX_MEETINGS_QUERY_LENGTH = 200;

export const MEETING_SECTIONS = ["upcoming", "past"] as const;
export type MeetingSection = (typeof MEETING_SECTIONS)[number];

export const MEETING_STATUS_FILTERS = ["all", "scheduled", "in_progress", "completed", "cancelled"] as const satisfies readonly (DisplayMeetingStatus | "all")[];
export type MeetingStatusFilter = (typeof MEETING_STATUS_FILTERS)[number];

export interface MeetingsState {
  q: string;
  status: MeetingStatusFilter;
  /** 1-based page of each section. */
  pages: Record<MeetingSection, number>;
}

interface Params {
  get(name: string): string | null;
}

export function readMeetingsState(params: Params): MeetingsState {
  const status = params.get("status") ?? "all";
  return {
    q: (params.get("q") ?? "").slice(0, MAX_MEETINGS_QUERY_LENGTH),
    status: (MEETING_STATUS_FILTERS as readonly string[]).includes(status) ? (status as MeetingStatusFilter) : "all",
    pages: { upcoming: readPage(params.get("upcoming")), past: readPage(params.get("past")) },
  };
}

/** A Server Component's `searchParams` read like `URLSearchParams` (a repeated parameter counts once). */
export function paramsOf(record: Record<string, string | string[] | undefined>): Params {
  return { get: (name) => [record[name]].flat()[0] ?? null };
}

/** The query string of a state (with its leading "?", or "" when everything is at its default). */
export function meetingsQueryString(state: MeetingsState): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set("q", state.q);
  if (state.status !== "all") params.set("status", state.status);
  for (const section of MEETING_SECTIONS) if (state.pages[section] > 1) params.set(section, String(state.pages[section]));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** A new search or filter starts both sections over at their first page. */
export function withFilters(state: MeetingsState, filters: Partial<Pick<MeetingsState, "q" | "status">>): MeetingsState {
  return { ...state, ...filters, pages: { upcoming: 1, past: 1 } };
}

export function withPage(state: MeetingsState, section: MeetingSection, page: number): MeetingsState {
  return { ...state, pages: { ...state.pages, [section]: Math.max(1, page) } };
}

export interface MeetingsListInput {
  q?: string;
  status?: "completed" | "cancelled";
  future?: true;
  past?: true;
  open?: true;
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

/**
 * The list call behind a section's page, or null when the status filter leaves the section empty by definition.
 * The filter is on the *derived* status (docs/product.md#meeting-status): Scheduled is an open meeting still ahead, In Progress an open
 * one whose start has passed; Completed and Cancelled are stored as such, ahead or past. Upcoming reads soonest
 * first, Past latest first. One row more than a page says whether another page follows, without a count.
 */
export function sectionInput(state: MeetingsState, section: MeetingSection): MeetingsListInput | null {
  if (state.status === "scheduled" && section === "past") return null;
  if (state.status === "in_progress" && section === "upcoming") return null;
  const q = state.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(state.status === "completed" || state.status === "cancelled" ? { status: state.status } : {}),
    ...(state.status === "scheduled" || state.status === "in_progress" ? { open: true as const } : {}),
    ...(section === "upcoming" ? { future: true as const } : { past: true as const }),
    order: section === "upcoming" ? "asc" : "desc",
    limit: MEETINGS_PAGE_SIZE + 1,
    offset: (state.pages[section] - 1) * MEETINGS_PAGE_SIZE,
  };
}

/** A section's rows as fetched (one more than a page at most): the page to show and whether a next one exists. */
export function pageOf<T>(rows: readonly T[]): { items: T[]; hasNext: boolean } {
  return splitPage(rows, MEETINGS_PAGE_SIZE);
}

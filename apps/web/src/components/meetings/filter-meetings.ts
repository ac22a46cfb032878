import { deriveMeetingStatus, type DisplayMeetingStatus, type MeetingStatusInput } from "~/lib/meeting-status";

/** The status filter's options, in the order the Select shows them (SPEC §2). */
export const STATUS_FILTER_OPTIONS = [
  { value: "all", label: "All Status" },
  { value: "scheduled", label: "Scheduled" },
  { value: "in_progress", label: "In Progress" },
  { value: "completed", label: "Completed" },
  { value: "cancelled", label: "Cancelled" },
] as const satisfies readonly { value: DisplayMeetingStatus | "all"; label: string }[];

export type StatusFilter = (typeof STATUS_FILTER_OPTIONS)[number]["value"];

export function isStatusFilter(value: string): value is StatusFilter {
  return STATUS_FILTER_OPTIONS.some((option) => option.value === value);
}

export interface MeetingFilters {
  query: string;
  status: StatusFilter;
}

export interface FilterableMeeting extends MeetingStatusInput {
  title: string;
  description: string | null;
}

/** True when the user has narrowed the list (decides which empty state shows). */
export function isFiltering(filters: MeetingFilters): boolean {
  return filters.query.trim() !== "" || filters.status !== "all";
}

/**
 * SPEC §5: the search matches title or description, case-insensitive, and combines with the status
 * filter. The status filter works on the *derived* status (SPEC §4), so "In Progress" finds scheduled
 * meetings whose time has passed.
 */
export function filterMeetings<T extends FilterableMeeting>(meetings: readonly T[], filters: MeetingFilters, now: Date): T[] {
  const needle = filters.query.trim().toLocaleLowerCase();
  return meetings.filter((meeting) => {
    if (filters.status !== "all" && deriveMeetingStatus(meeting, now) !== filters.status) return false;
    if (!needle) return true;
    return (
      meeting.title.toLocaleLowerCase().includes(needle) ||
      (meeting.description ?? "").toLocaleLowerCase().includes(needle)
    );
  });
}

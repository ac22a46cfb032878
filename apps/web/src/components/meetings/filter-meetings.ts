import type { DisplayMeetingStatus } from "~/lib/meeting-status";

/** The status filter's options, in the order its select shows them (docs/product.md#meetings). The list filters on the server (lib/meetings-params). */
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

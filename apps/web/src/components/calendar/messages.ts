/** docs/product.md#messages: "Sync complete! N new meetings created, M updated". */
export function syncSuccessMessage(result: { created_meetings: number; updated_meetings: number }): string {
  return `Sync complete! ${result.created_meetings} new meetings created, ${result.updated_meetings} updated`;
}

export function attendeeCountLabel(count: number): string {
  return count === 1 ? "1 attendee" : `${count} attendees`;
}

export type LoadFailure = "silent" | "reconnect" | "toast";

/**
 * How the Calendar page answers a failed load (docs/product.md#messages): a 500 shows empty lists silently; a 412 means
 * the connection changed (the status card says what to do); anything else toasts 'Failed to load calendar data'.
 */
export function loadFailure(error: unknown): LoadFailure {
  const data = (error as { data?: { code?: unknown; httpStatus?: unknown } } | null)?.data;
  if (data?.httpStatus === 500 || data?.code === "INTERNAL_SERVER_ERROR") return "silent";
  if (data?.code === "PRECONDITION_FAILED") return "reconnect";
  return "toast";
}

import type { Meeting } from "./types";

/*
 * When a meeting's bot lines apply, as plain functions: the cards use them, and so does the /meetings page on the
 * server, to read the pre-flights its first cards will show (a client module's exports cannot run there).
 */

const DAY_MS = 86_400_000;

/** Not over yet: what the toggle is for (a finished meeting has nothing left to cover). */
export function isCoverable(meeting: Pick<Meeting, "status" | "scheduled_at" | "duration_minutes" | "meeting_url">, now: Date): boolean {
  if (!meeting.meeting_url || meeting.status === "completed" || meeting.status === "cancelled") return false;
  return Date.parse(meeting.scheduled_at) + meeting.duration_minutes * 60_000 > now.getTime();
}

/**
 * The meeting page's pre-flight panel asks whenever the meeting can still be covered (it then says when the first
 * check will run) or was cancelled (its last result); the page reads it on the server under the same condition.
 */
export function showsPreflightPanel(meeting: Pick<Meeting, "status" | "scheduled_at" | "duration_minutes" | "meeting_url">, now: Date): boolean {
  return isCoverable(meeting, now) || meeting.status === "cancelled";
}

/** Checks run from 24 h before the start (a cancelled meeting keeps its last result): earlier there is nothing to show. */
export function inPreflightRange(meeting: Pick<Meeting, "status" | "scheduled_at" | "duration_minutes" | "meeting_url">, now: Date): boolean {
  const startsIn = Date.parse(meeting.scheduled_at) - now.getTime();
  return (isCoverable(meeting, now) || (meeting.status === "cancelled" && startsIn > 0)) && startsIn <= DAY_MS + 60_000;
}

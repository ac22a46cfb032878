import type { BotStatus, BotStatusReport } from "./interface";
import { lookup, statusReport } from "./status-report";

/**
 * Attendee's bot states, event types and sub-types on the statuses of docs/product.md#bot-session-status and our reasons (reference
 * §3). Attendee reports *states*; the reason comes from the event that caused the change.
 */

export interface AttendeeStatusContext {
  /** The `event_type` of the state change (`meeting_ended`, `could_not_join_meeting`, …). */
  eventType?: string | null;
  /** A participant removed or refused the bot (Teams names them in `event_metadata`). */
  removed?: boolean;
}

const STATUS_BY_STATE: Record<string, BotStatus> = {
  scheduled: "idle",
  staged: "idle",
  ready: "idle",
  joining: "connecting",
  waiting_room: "connecting",
  joined_not_recording: "connected",
  joined_recording_permission_denied: "connected",
  joined_recording_paused: "connected",
  joining_breakout_room: "connected",
  leaving_breakout_room: "connected",
  joined_recording: "recording",
  leaving: "disconnecting",
  post_processing: "disconnected",
  ended: "disconnected",
  data_deleted: "disconnected",
  fatal_error: "error",
};

// A could-not-join that is the meeting's answer rather than the bot's failure: Attendee puts the
// bot in fatal_error, the product shows it as disconnected with the reason.
const NOT_ADMITTED: Record<string, string> = {
  waiting_room_timeout_exceeded: "lobby_timeout",
  request_to_join_denied: "removed",
  meeting_not_started_waiting_for_host: "nobody_joined",
};

const LEAVE_REASONS: Record<string, string> = { user_requested: "ended", auto_leave_only_participant_in_meeting: "ended" };
// Attendee has no "nobody joined" timer: a bot alone from the start leaves on silence or max uptime
// (the only-participant timer needs someone to have been there and left). With nobody seen, that is
// nobody_joined; after a real meeting, a silent room is just the end of it. Only the app has seen
// who joined, so the report carries both.
const IDLE_LEAVES = new Set(["auto_leave_silence", "auto_leave_max_uptime_exceeded"]);

/** One Attendee state in the app's terms. Unknown states read as idle (docs/product.md#bot-session-status); unknown sub-types of an ending are kept as the reason. */
export function attendeeStatus(state: string, subType: string | null, at: Date, context: AttendeeStatusContext = {}): BotStatusReport {
  const raw = { code: state, subCode: subType };
  const notAdmitted = subType ? lookup(NOT_ADMITTED, subType) : undefined;
  if (state === "fatal_error" && notAdmitted) return statusReport({ status: "disconnected", reason: context.removed ? "removed" : notAdmitted }, raw, at);
  const status = lookup(STATUS_BY_STATE, state) ?? "idle";
  if (status === "error") return statusReport({ status, reason: "provider_error", failure: subType ?? context.eventType ?? null }, raw, at);
  if (status !== "disconnecting" && status !== "disconnected") return statusReport({ status, reason: null }, raw, at);
  return statusReport({ status, ...endingReason(state, subType, context) }, raw, at);
}

function endingReason(state: string, subType: string | null, context: AttendeeStatusContext): { reason: string | null; reasonIfAttended?: string } {
  if (context.removed) return { reason: "removed" };
  if (subType && IDLE_LEAVES.has(subType)) return { reason: "nobody_joined", reasonIfAttended: "ended" };
  if (subType) return { reason: lookup(LEAVE_REASONS, subType) ?? subType };
  // post_processing_completed and data_deleted come after the ending, like Recall's `done`: no new reason.
  if (state === "ended" || state === "data_deleted") return { reason: null };
  return { reason: "ended" };
}

// Which state each event type leads to (reference §2.5, BotEventManager's transitions).
const STATE_AFTER_EVENT: Record<string, string> = {
  staged: "staged",
  join_requested: "joining",
  put_in_waiting_room: "waiting_room",
  joined_meeting: "joined_not_recording",
  recording_permission_granted: "joined_recording",
  recording_permission_denied: "joined_recording_permission_denied",
  recording_paused: "joined_recording_paused",
  recording_resumed: "joined_recording",
  could_not_join_meeting: "fatal_error",
  fatal_error: "fatal_error",
  leave_requested: "leaving",
  left_meeting: "post_processing",
  meeting_ended: "post_processing",
  post_processing_completed: "ended",
  data_deleted: "data_deleted",
};

/** The state an entry of a bot's event log led to, or undefined for an event that changes none. */
export function stateAfterEvent(eventType: string): string | undefined {
  return lookup(STATE_AFTER_EVENT, eventType);
}

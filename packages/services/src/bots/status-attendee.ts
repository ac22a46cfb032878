import type { BotStatus } from "@understudy/db/schema";

/**
 * Attendee's bot states, event types and sub-types on SPEC §4's statuses and our reasons (reference
 * §3). Attendee reports *states*; the reason comes from the event that caused the change.
 */

export interface AttendeeStatusContext {
  /** The `event_type` of the state change (`meeting_ended`, `could_not_join_meeting`, …). */
  eventType?: string | null;
  /** A participant removed or refused the bot (Teams names them in `event_metadata`). */
  removed?: boolean;
  /** Participants the bot has seen join so far. */
  participantCount?: number;
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
// nobody_joined; after a real meeting, a silent room is just the end of it.
const IDLE_LEAVES = new Set(["auto_leave_silence", "auto_leave_max_uptime_exceeded"]);

/** Unknown states display as idle (SPEC §4); unknown sub-types of an ending are kept as the reason. */
export function mapAttendeeStatus(state: string, subType: string | null, context: AttendeeStatusContext = {}): { status: BotStatus; reason: string | null } {
  const notAdmitted = subType ? NOT_ADMITTED[subType] : undefined;
  if (state === "fatal_error" && notAdmitted) return { status: "disconnected", reason: context.removed ? "removed" : notAdmitted };
  const status = STATUS_BY_STATE[state] ?? "idle";
  if (status === "error") return { status, reason: "provider_error" };
  if (status !== "disconnecting" && status !== "disconnected") return { status, reason: null };
  return { status, reason: endingReason(state, subType, context) };
}

function endingReason(state: string, subType: string | null, context: AttendeeStatusContext): string | null {
  if (context.removed) return "removed";
  if (subType && IDLE_LEAVES.has(subType)) return (context.participantCount ?? 0) > 0 ? "ended" : "nobody_joined";
  if (subType) return LEAVE_REASONS[subType] ?? subType;
  // post_processing_completed and data_deleted come after the ending, like Recall's `done`: no new reason.
  if (state === "ended" || state === "data_deleted") return null;
  return "ended";
}

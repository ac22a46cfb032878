import type { BotStatus } from "@understudy/db/schema";
import { mapAttendeeStatus } from "./status-attendee";

/**
 * The bot session state machine, as pure functions. Provider statuses (Recall codes, or Attendee
 * states and events for a session whose provider is "attendee") map onto SPEC §4; a session only
 * ever moves forward through RANK, so a late or replayed event cannot move it back, and every field
 * is merged so that the result does not depend on arrival order.
 */
export const RANK: Record<BotStatus, number> = { idle: 0, connecting: 1, connected: 2, recording: 3, disconnecting: 4, disconnected: 5, error: 6 };
export const LIVE_STATUSES: readonly BotStatus[] = ["connecting", "connected", "recording"];
export const isLive = (status: BotStatus) => LIVE_STATUSES.includes(status);
export const isFinished = (status: BotStatus) => status === "disconnected" || status === "error";

const STATUS_BY_CODE: Record<string, BotStatus | null> = {
  ready: "idle",
  joining_call: "connecting",
  in_waiting_room: "connecting",
  in_call_not_recording: "connected",
  recording_permission_allowed: "connected",
  recording_permission_denied: "connected",
  in_call_recording: "recording",
  call_ended: "disconnected",
  done: "disconnected",
  fatal: "error",
  // Post-processing and legacy codes do not change where the bot is.
  recording_done: null,
  analysis_done: null,
  analysis_failed: null,
  media_expired: null,
  participant_in_waiting_room: null,
};

const REASON_BY_SUB_CODE: Record<string, string> = {
  timeout_exceeded_waiting_room: "lobby_timeout",
  call_ended_by_platform_waiting_room_timeout: "lobby_timeout",
  bot_kicked_from_call: "removed",
  bot_kicked_from_waiting_room: "removed",
  timeout_exceeded_noone_joined: "nobody_joined",
  call_ended_by_host: "ended",
  timeout_exceeded_everyone_left: "ended",
  bot_received_leave_call: "ended",
  timeout_exceeded_silence_detected: "ended",
  timeout_exceeded_only_bots_detected_using_participant_events: "ended",
  timeout_exceeded_only_bots_detected_using_participant_names: "ended",
  call_ended_by_platform_idle: "ended",
  call_ended_by_platform_max_length: "ended",
};

/** What besides code and sub-code decides the mapping: whose codes they are, and Attendee's event details. */
export interface StatusContext {
  /** The session's provider; Recall's codes when absent. */
  provider?: string;
  eventType?: string | null;
  removed?: boolean;
  participantCount?: number;
}

/** Unknown codes display as idle (SPEC §4) — which, by rank, never moves a session. */
export function mapProviderStatus(code: string, subCode: string | null, context: StatusContext = {}): { status: BotStatus | null; reason: string | null } {
  if (context.provider === "attendee") return mapAttendeeStatus(code, subCode, context);
  const status = code in STATUS_BY_CODE ? (STATUS_BY_CODE[code] ?? null) : "idle";
  if (code === "call_ended") return { status, reason: subCode ? (REASON_BY_SUB_CODE[subCode] ?? subCode) : "ended" };
  if (code === "fatal") return { status, reason: "provider_error" };
  return { status, reason: null };
}

export interface SessionState {
  status: BotStatus;
  reason: string | null;
  providerStatus: string | null;
  providerSubCode: string | null;
  providerStatusAt: Date | null;
  errorMessage: string | null;
  admittedAt: Date | null;
  endedAt: Date | null;
  /** Whose status codes the session receives (the session row's provider); Recall when absent. */
  provider?: string;
  participantCount?: number;
}

export interface StatusEvent {
  code: string;
  subCode: string | null;
  at: Date;
  eventType?: string | null;
  removed?: boolean;
}

const REASON_MESSAGES: Record<string, string> = {
  lobby_timeout: "The bot was not admitted from the lobby in time",
  removed: "The bot was removed from the meeting",
  nobody_joined: "Nobody joined the meeting",
};

const earliest = (a: Date | null, b: Date) => (a && a <= b ? a : b);

export function applyStatusEvent(current: SessionState, event: StatusEvent): SessionState {
  const next = { ...current };
  // The raw provider status shown in the UI is the newest one by the provider's own timestamp.
  if (!current.providerStatusAt || event.at >= current.providerStatusAt) {
    next.providerStatus = event.code;
    next.providerSubCode = event.subCode;
    next.providerStatusAt = event.at;
  }
  const mapped = mapProviderStatus(event.code, event.subCode, { provider: current.provider, eventType: event.eventType, removed: event.removed, participantCount: current.participantCount });
  if (mapped.status === null) return next;
  if (RANK[mapped.status] > RANK[current.status]) next.status = mapped.status;
  // A specific reason beats the generic "ended"; our own reasons (terminated, owner_joined) are never overwritten.
  if (mapped.reason && (current.reason === null || (current.reason === "ended" && mapped.reason !== "ended"))) next.reason = mapped.reason;
  if (mapped.status === "connected" || mapped.status === "recording") next.admittedAt = earliest(current.admittedAt, event.at);
  if (isFinished(mapped.status)) next.endedAt = earliest(current.endedAt, event.at);
  if (mapped.status === "error" && current.status !== "error") next.errorMessage = `The bot failed: ${event.subCode ?? event.eventType ?? "unknown error"}`;
  else if (next.status !== "error" && next.reason && REASON_MESSAGES[next.reason]) next.errorMessage = REASON_MESSAGES[next.reason] ?? null;
  return next;
}

import type { BotStatus, BotStatusReport } from "./interface";
import { lookup, statusReport } from "./status-report";

/** Recall's bot status codes (reference §1.6) on docs/product.md#bot-session-status; null: the code does not say where the bot is. */
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

/** One Recall status code in the app's terms. Unknown codes read as idle (docs/product.md#bot-session-status), which never moves a session. */
export function recallStatus(code: string, subCode: string | null, at: Date): BotStatusReport {
  const known = Object.hasOwn(STATUS_BY_CODE, code);
  const status = known ? (lookup(STATUS_BY_CODE, code) ?? null) : "idle";
  const raw = { code, subCode };
  if (code === "call_ended") return statusReport({ status, reason: subCode ? (lookup(REASON_BY_SUB_CODE, subCode) ?? subCode) : "ended" }, raw, at);
  if (code === "fatal") return statusReport({ status, reason: "provider_error", failure: subCode }, raw, at);
  return statusReport({ status, reason: null }, raw, at);
}

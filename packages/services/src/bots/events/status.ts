import type { BotStatus } from "@understudy/db/schema";
import type { BotStatusReport } from "@understudy/integrations/bots";

/**
 * The bot session state machine, as pure functions over the provider adapters' reports (docs/product.md#bot-session-status
 * statuses already: no provider's codes are read here). A session only ever moves forward through
 * RANK, so a late or replayed event cannot move it back, and every field is merged so that the result
 * does not depend on arrival order.
 */
export const RANK: Record<BotStatus, number> = { idle: 0, connecting: 1, connected: 2, recording: 3, disconnecting: 4, disconnected: 5, error: 6 };
export const LIVE_STATUSES: readonly BotStatus[] = ["connecting", "connected", "recording"];
export const isLive = (status: BotStatus) => LIVE_STATUSES.includes(status);
export const FINISHED_STATUSES: readonly BotStatus[] = ["disconnected", "error"];
export const isFinished = (status: BotStatus) => FINISHED_STATUSES.includes(status);

export interface SessionState {
  status: BotStatus;
  reason: string | null;
  providerStatus: string | null;
  providerSubCode: string | null;
  providerStatusAt: Date | null;
  errorMessage: string | null;
  admittedAt: Date | null;
  endedAt: Date | null;
  /** Participants the bot has seen join so far: decides a reason that depends on whether anyone came. */
  participantCount?: number;
}

const REASON_MESSAGES: Record<string, string> = {
  lobby_timeout: "The bot was not admitted from the lobby in time",
  removed: "The bot was removed from the meeting",
  nobody_joined: "Nobody joined the meeting",
};

const earliest = (a: Date | null, b: Date) => (a && a <= b ? a : b);

export function applyStatusEvent(current: SessionState, report: BotStatusReport): SessionState {
  const next = { ...current };
  // The raw provider status shown in the UI is the newest one by the provider's own timestamp.
  if (!current.providerStatusAt || report.at >= current.providerStatusAt) {
    next.providerStatus = report.raw.code;
    next.providerSubCode = report.raw.subCode;
    next.providerStatusAt = report.at;
  }
  if (report.status === null) return next;
  const ending = endingOutcome(current, report.status, report.at);
  if (ending === "loses") {
    // A failure after the meeting had already ended (Attendee: fatal_error from post_processing) is not how the meeting went.
    if (report.admitted) next.admittedAt = earliest(current.admittedAt, report.at);
    next.endedAt = earliest(current.endedAt, report.at);
    return next;
  }
  if (ending === "replaces") {
    next.status = report.status;
    // Our own reasons (terminated, owner_joined) stay; the losing ending's reason and message go.
    if (current.reason === "provider_error" || current.reason === "ended" || current.reason === null) next.reason = null;
    next.errorMessage = null;
  } else if (RANK[report.status] > RANK[current.status]) next.status = report.status;
  const reason = report.reasonIfAttended !== undefined && (current.participantCount ?? 0) > 0 ? report.reasonIfAttended : report.reason;
  // A specific reason beats the generic "ended"; our own reasons (terminated, owner_joined) are never overwritten.
  if (reason && (next.reason === null || (next.reason === "ended" && reason !== "ended"))) next.reason = reason;
  if (report.admitted) next.admittedAt = earliest(current.admittedAt, report.at);
  if (isFinished(report.status)) next.endedAt = earliest(current.endedAt, report.at);
  if (report.status === "error" && current.status !== "error") next.errorMessage = `The bot failed: ${report.failure ?? "unknown error"}`;
  else if (next.status !== "error" && next.reason && REASON_MESSAGES[next.reason]) next.errorMessage = REASON_MESSAGES[next.reason] ?? null;
  return next;
}

/**
 * Between two endings of one session (disconnected, error), the earlier by the provider's clock is how the
 * meeting finished, whatever order they arrive in; on a tie, disconnected. Null: not two different endings.
 */
function endingOutcome(current: SessionState, status: BotStatus, at: Date): "replaces" | "loses" | null {
  if (!isFinished(current.status) || !isFinished(status) || current.status === status || !current.endedAt) return null;
  const earlier = status === "disconnected" ? at <= current.endedAt : at < current.endedAt;
  return earlier ? "replaces" : "loses";
}

/** Display rules for bot sessions (SPEC §4): unknown statuses show as idle; three statuses are live. */
export const BOT_STATUSES = ["idle", "connecting", "connected", "recording", "disconnecting", "disconnected", "error"] as const;
export type BotDisplayStatus = (typeof BOT_STATUSES)[number];

export function displayBotStatus(status: string | null | undefined): BotDisplayStatus {
  return (BOT_STATUSES as readonly string[]).includes(status ?? "") ? (status as BotDisplayStatus) : "idle";
}

/** Connecting, connected and recording are live: only those can be terminated; the rest are removed. */
export function isLiveBotStatus(status: string | null | undefined): boolean {
  const s = displayBotStatus(status);
  return s === "connecting" || s === "connected" || s === "recording";
}

export const BOT_STATUS_LABELS: Record<BotDisplayStatus, string> = {
  idle: "Idle",
  connecting: "Connecting",
  connected: "Connected",
  recording: "Recording",
  disconnecting: "Disconnecting",
  disconnected: "Disconnected",
  error: "Error",
};

export type BadgeVariant = "default" | "secondary" | "destructive" | "outline" | "success" | "warning";
export const BOT_STATUS_VARIANTS: Record<BotDisplayStatus, BadgeVariant> = {
  idle: "secondary",
  connecting: "warning",
  connected: "default",
  recording: "success",
  disconnecting: "secondary",
  disconnected: "outline",
  error: "destructive",
};

/** The first 8 characters of a session id, as the list shows it. */
export function shortSessionId(id: string): string {
  return id.slice(0, 8);
}

/** Why a session ended, in words; raw provider codes are shown as they are. */
export function botReasonLabel(reason: string | null | undefined): string | null {
  if (!reason) return null;
  const labels: Record<string, string> = {
    lobby_timeout: "Not admitted from the lobby",
    removed: "Removed from the meeting",
    owner_joined: "Handed over: you joined",
    nobody_joined: "Nobody joined",
    ended: "Meeting ended",
    terminated: "Terminated by you",
    provider_error: "Provider error",
  };
  return labels[reason] ?? reason;
}

/**
 * The deploy toast: the server's detail when it sent one meant for people (422 platform refusal,
 * 503 provider down, 404), otherwise the generic 'Failed to deploy bot'.
 */
export function deployErrorMessage(error: { message?: string; data?: { code?: string } | null } | null | undefined): string {
  const code = error?.data?.code;
  const message = error?.message?.trim();
  if (message && code && ["UNPROCESSABLE_CONTENT", "SERVICE_UNAVAILABLE", "NOT_FOUND", "TOO_MANY_REQUESTS", "FORBIDDEN"].includes(code)) return message;
  return "Failed to deploy bot";
}

export const BOT_FALLBACK_SUFFIX = "(via Understudy)";

/** Seconds from the start of the recording as m:ss (or h:mm:ss). */
export function formatTranscriptOffset(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

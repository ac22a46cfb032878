/** Display rules for bot sessions (docs/product.md#bot-session-status): unknown statuses show as idle; three statuses are live. */
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
  return REASON_LABELS[reason] ?? reason;
}

const REASON_LABELS: Record<string, string> = {
  lobby_timeout: "Not admitted from the lobby",
  removed: "Removed from the meeting",
  owner_joined: "Handed over: you joined, so the bot left",
  opted_out: "Opted out: someone typed “opt out”, so the bot left and deleted what it captured",
  nobody_joined: "Nobody joined",
  ended: "Meeting ended",
  terminated: "Terminated by you",
  provider_error: "Provider error",
};

export interface OwnerArrivalView {
  status: "on_time" | "late" | "absent" | "not_yet" | "unknown";
  minutes_late: number | null;
  joined_at?: string | null;
}

/**
 * The owner's own arrival in words ("you" is the signed-in user the bot stood in for), with the time they
 * joined when a formatter is given; null when the bot could not tell.
 */
export function ownerArrivalLabel(arrival: OwnerArrivalView | null | undefined, formatTime?: (iso: string) => string): string | null {
  const at = arrival?.joined_at && formatTime ? ` (${formatTime(arrival.joined_at)})` : "";
  switch (arrival?.status) {
    case "on_time":
      return `You joined on time${at}`;
    case "late":
      return `You joined ${arrival.minutes_late === 1 ? "1 minute" : `${arrival.minutes_late ?? 0} minutes`} late${at}`;
    case "absent":
      return "You were absent";
    case "not_yet":
      return "You have not joined yet";
    default:
      return null;
  }
}

export interface StandInView {
  owner_joined_at: string | null;
  announced_at: string | null;
  handed_over_at: string | null;
  opted_out_at: string | null;
}

/**
 * What the stand-in did, in the order the rule makes it happen (an announcement always precedes a late
 * owner, a hand-over follows the owner, an opt-out ends it). The owner's own arrival is told separately.
 */
export function standInSteps(standIn: StandInView, reason: string | null, formatTime: (iso: string) => string): string[] {
  const steps: string[] = [];
  if (standIn.announced_at) steps.push(`Announced itself in the chat at ${formatTime(standIn.announced_at)}`);
  if (standIn.handed_over_at)
    steps.push(reason === "owner_joined" ? `Handed over to you and left at ${formatTime(standIn.handed_over_at)}` : `Handed over at ${formatTime(standIn.handed_over_at)}; kept recording silently (your setting)`);
  if (standIn.opted_out_at) steps.push(`Someone typed “opt out” at ${formatTime(standIn.opted_out_at)}: the bot left and deleted the capture`);
  return steps;
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


import { processEnv, type EnvSource } from "../env";
import { createAttendeeProvider } from "./attendee-provider";
import { botsEnv, selectedBotProvider } from "./env";
import type { MeetingBotProvider } from "./interface";
import { createRecallProvider } from "./recall-provider";

export * from "./interface";
export * from "./errors";
export { createRecallProvider, type RecallConfig } from "./recall-provider";
export { parseRecallEvent } from "./recall-events";
export { recallStatus } from "./recall-status";
export { attendeeStatus, type AttendeeStatusContext } from "./attendee-status";
export { readStoredBotStatus } from "./stored-status";
export { verifyRecallSignature, signRecallWebhook } from "./signature";
export { botsEnv, selectedBotProvider, BOT_PROVIDERS, type BotProviderName } from "./env";
export { createAttendeeProvider, type AttendeeConfig } from "./attendee-provider";
export { parseAttendeeEvent, TRANSCRIPT_ORIGIN_KEY } from "./attendee-events";
export { verifyAttendeeSignature, signAttendeeWebhook, attendeeCanonicalJson } from "./attendee-signature";
export { FakeBotProvider } from "./fake";

/** The provider the environment describes, or null when its key/secret is not configured (unsigned webhooks are never accepted). */
export function botProviderFromEnv(source: EnvSource = processEnv()): MeetingBotProvider | null {
  const env = botsEnv(source);
  if (selectedBotProvider(env) === "attendee") {
    if (!env.ATTENDEE_API_KEY || !env.ATTENDEE_BASE_URL || !env.ATTENDEE_WEBHOOK_SECRET) return null;
    return createAttendeeProvider({ baseUrl: env.ATTENDEE_BASE_URL, apiKey: env.ATTENDEE_API_KEY, webhookSecret: env.ATTENDEE_WEBHOOK_SECRET });
  }
  if (!env.RECALL_API_KEY || !env.RECALL_WEBHOOK_SECRET) return null;
  return createRecallProvider({ apiBase: env.RECALL_API_BASE, apiKey: env.RECALL_API_KEY, webhookSecret: env.RECALL_WEBHOOK_SECRET, statusWebhookSecrets: env.RECALL_STATUS_WEBHOOK_SECRETS ?? [] });
}

/** Where the provider should post real-time events, or null when the app's public URL is unknown. */
export function botWebhookUrl(source: EnvSource = processEnv()): string | null {
  const base = botsEnv(source).BOT_WEBHOOK_BASE_URL;
  return base ? `${base.replace(/\/+$/, "")}/api/webhooks/bot` : null;
}

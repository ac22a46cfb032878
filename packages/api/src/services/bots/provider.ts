import { botProviderFromEnv, botsEnv, botWebhookUrl, type MeetingBotProvider } from "@understudy/integrations/bots";
import { ServiceError } from "../../errors";

/** What the bot verbs need from outside: the provider and where it should post real-time events. */
export interface BotDeps {
  provider: MeetingBotProvider;
  realtimeWebhookUrl: string | null;
}

let cached: { signature: string; provider: MeetingBotProvider | null } | null = null;

/** The provider the environment configures (built once per configuration), or null. */
export function configuredBotProvider(): MeetingBotProvider | null {
  const env = botsEnv();
  const signature = [env.BOT_PROVIDER, env.RECALL_API_KEY, env.RECALL_API_BASE, env.RECALL_WEBHOOK_SECRET, env.ATTENDEE_API_KEY, env.ATTENDEE_BASE_URL, env.ATTENDEE_WEBHOOK_SECRET].join("\u0000");
  if (cached?.signature !== signature) cached = { signature, provider: botProviderFromEnv() };
  return cached.provider;
}

export function botDeps(): BotDeps {
  const provider = configuredBotProvider();
  if (!provider) throw new ServiceError("UPSTREAM_UNAVAILABLE", "Meeting bots are not configured on this server");
  return { provider, realtimeWebhookUrl: botWebhookUrl() };
}

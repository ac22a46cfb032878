import { aiEnv, speechFromEnv, type SpeechSynthesizer } from "@understudy/integrations/ai";
import { botProviderFromEnv, botsEnv, botWebhookUrl, type MeetingBotProvider } from "@understudy/integrations/bots";
import { ServiceError } from "../errors";

/** What the bot verbs need from outside: the provider and where it should post real-time events. */
export interface BotDeps {
  provider: MeetingBotProvider;
  realtimeWebhookUrl: string | null;
  /** For the stand-in's spoken announcement; without it the announcement is chat only. */
  speech?: SpeechSynthesizer | null;
}

let cached: { signature: string; provider: MeetingBotProvider | null } | null = null;

/** The provider the environment configures (built once per configuration), or null. */
export function configuredBotProvider(): MeetingBotProvider | null {
  const env = botsEnv();
  const signature = [env.BOT_PROVIDER, env.RECALL_API_KEY, env.RECALL_API_BASE, env.RECALL_WEBHOOK_SECRET, env.ATTENDEE_API_KEY, env.ATTENDEE_BASE_URL, env.ATTENDEE_WEBHOOK_SECRET].join("\u0000");
  if (cached?.signature !== signature) cached = { signature, provider: botProviderFromEnv() };
  return cached.provider;
}

let cachedSpeech: { signature: string; speech: SpeechSynthesizer | null } | null = null;

/** Speech synthesis the environment configures (the OpenAI key and base URL), or null. */
export function configuredSpeech(): SpeechSynthesizer | null {
  const env = aiEnv();
  const signature = [env.OPENAI_API_KEY, env.OPENAI_BASE_URL, env.OPENAI_SPEECH_MODEL, env.OPENAI_SPEECH_VOICE].join("\u0000");
  if (cachedSpeech?.signature !== signature) cachedSpeech = { signature, speech: speechFromEnv() };
  return cachedSpeech.speech;
}

export function botDeps(): BotDeps {
  const provider = configuredBotProvider();
  if (!provider) throw new ServiceError("UPSTREAM_UNAVAILABLE", "Meeting bots are not configured on this server");
  return { provider, realtimeWebhookUrl: botWebhookUrl(), speech: configuredSpeech() };
}

import type { SpeechSynthesizer } from "@understudy/integrations/ai";
import type { MeetingBotProvider } from "@understudy/integrations/bots";
import { configured, type AppDeps } from "../deps";

/** What the bot verbs need from outside: the provider and where it should post real-time events. */
export interface BotDeps {
  provider: MeetingBotProvider;
  realtimeWebhookUrl: string | null;
  /** For the stand-in's spoken announcement; without it the announcement is chat only. */
  speech?: SpeechSynthesizer | null;
}

export function botDeps(deps: AppDeps): BotDeps {
  const provider = configured(deps.bots, "Meeting bots are not configured on this server");
  return { provider, realtimeWebhookUrl: deps.config.botWebhookUrl, speech: deps.speech };
}

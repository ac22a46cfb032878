import type { Database } from "@understudy/db";
import type { LanguageModel, SpeechSynthesizer } from "@understudy/integrations/ai";
import type { MeetingBotProvider } from "@understudy/integrations/bots";
import type { ConfiguredReranker } from "@understudy/integrations/rerank";
import type { VoiceCloner } from "@understudy/integrations/voice-clone";
import type { PushSender } from "@understudy/integrations/push";
import type { TokenCipher } from "@understudy/integrations/crypto";
import type { GoogleConnector } from "@understudy/integrations/google";
import type { BillingProvider } from "@understudy/integrations/stripe";
import type { SlackConnector } from "@understudy/integrations/slack";
import type { ArchiveStore } from "../account/export/archive-store";
import type { Clock } from "../clock";
import type { JobQueue } from "../jobs/queue";
import type { SearchConfig } from "../search/env";
import type { RateLimits } from "../lib/rate-limit";
import type { SupportMailer } from "../support/mailer";
import type { LiveEventHub } from "../live/hub";

/**
 * Everything from outside the process that services use, built once per process (`createAppDeps`) and
 * carried in every ServiceContext as `ctx.deps`. A client that is not configured is `null`: services that
 * cannot work without it raise UPSTREAM_UNAVAILABLE through `configured()`, jobs that need it are not worked.
 */
export interface AppDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  google: GoogleConnector | null;
  /** Encrypts Google refresh tokens at rest; Google calls need it as much as the connector. */
  cipher: TokenCipher | null;
  billing: BillingProvider | null;
  /** The Slack app recaps are posted through (its bot tokens sealed with `cipher`); null when no app is configured. */
  slack: SlackConnector | null;
  /** Chat and embeddings for summaries, Ask and transcript indexing. */
  model: LanguageModel | null;
  /** The same model for a query typed into search: a short timeout and no retries, because a person is waiting. */
  queryEmbedder: LanguageModel | null;
  /** Re-scores search's top passages for the question (`SEARCH_RERANK`); null keeps the lexical order, offline too. */
  reranker: ConfiguredReranker | null;
  /** The stand-in's spoken announcement; without it the announcement is chat only. */
  speech: SpeechSynthesizer | null;
  /** The user's own cloned voice for the AI Avatar (ElevenLabs); without it only stock voices are offered. */
  voiceCloner: VoiceCloner | null;
  bots: MeetingBotProvider | null;
  mailer: SupportMailer | null;
  /** Web Push to the user's browsers (VAPID keys); without it notifications stay in the app. */
  push: PushSender | null;
  /** Per-user and per-address request limits, counted where every instance of the app sees them. */
  limits: RateLimits;
  /** Where finished account-export archives are kept (a table by default). */
  archives: ArchiveStore;
  /** The process's one LISTEN connection, fanned out to live-room streams (web processes); null where nothing streams. */
  liveEvents: LiveEventHub | null;
  config: AppConfig;
}

export interface AppConfig {
  /** The app's public origin, for Stripe's success, cancel and return URLs. */
  appUrl: string;
  /** Where the bot provider posts real-time events, or null when the app's public URL is unknown. */
  botWebhookUrl: string | null;
  /** A scripted call the bot provider plays for the first-run guide's practice run (`BOT_PRACTICE_MEETING_URL`); absent: the user opens one. */
  practiceMeetingUrl?: string | null;
  botSchedule: {
    /** Provider bot creates per minute (Recall allows 60 per workspace); 0 = unpaced. */
    createRatePerMinute: number;
    /** Provider creates in flight at once. */
    concurrency: number;
  };
  search: SearchConfig;
  /**
   * Signs links that act without a sign-in (a recap email's unsubscribe link): `RECAP_LINK_SECRET`, else
   * `AUTH_SECRET`. Null when neither is set: no recap email is sent, since it could not carry its unsubscribe link.
   */
  linkSecret?: string | null;
}

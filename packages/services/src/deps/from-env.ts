import type { Database } from "@understudy/db";
import { languageModelFromEnv, speechFromEnv } from "@understudy/integrations/ai";
import { botProviderFromEnv, botsEnv, botWebhookUrl } from "@understudy/integrations/bots";
import { tokenCipherFromEnv } from "@understudy/integrations/crypto";
import { processEnv, type EnvSource } from "@understudy/integrations/env";
import { googleConnectorFromEnv } from "@understudy/integrations/google";
import { rerankerFromEnv, type ConfiguredReranker } from "@understudy/integrations/rerank";
import { slackConnectorFromEnv } from "@understudy/integrations/slack";
import { stripeBillingFromEnv } from "@understudy/integrations/stripe";
import { voiceClonerFromEnv } from "@understudy/integrations/voice-clone";
import { pushSenderFromEnv } from "@understudy/integrations/push";
import { systemClock, type Clock } from "../clock";
import type { JobQueue } from "../jobs/queue";
import { rememberingReranker } from "../search/rerank-memo";
import { postgresCounterStore, rateLimits } from "../lib/rate-limit";
import { dbArchiveStore } from "../account/export/archive-store";
import { DEFAULT_CREATE_RATE_PER_MINUTE, DEFAULT_SCHEDULE_CONCURRENCY } from "../bots/booking/schedule-policy";
import { PLANS, PRO_PRICE_CENTS } from "../subscription/plans";
import { searchConfig } from "../search/env";
import { supportMailerFromEnv } from "../support/mailer";
import { appEnv } from "./env";
import type { AppDeps } from "./app-deps";
import type { LiveEventHub } from "../live/hub";

export interface CreateAppDepsOptions {
  db: Database;
  jobs: JobQueue;
  clock?: Clock;
  /** Where configuration is read from (process.env by default; tests pass their own). */
  env?: EnvSource;
  /** The live room's LISTEN hub (`createLiveEventHub`): web processes pass one, the worker none. */
  liveEvents?: LiveEventHub | null;
}

/**
 * The composition root: every outside client, built once from the configuration. apps/web and apps/worker
 * call it once at start-up; tests build their own (over the sandbox, or with doubles in place).
 */
export function createAppDeps({ db, jobs, clock = systemClock, env = processEnv(), liveEvents = null }: CreateAppDepsOptions): AppDeps {
  const bots = botsEnv(env);
  const app = appEnv(env);
  const search = searchConfig(env);
  return {
    db,
    clock,
    jobs,
    google: googleConnectorFromEnv(env),
    cipher: tokenCipherFromEnv(env),
    billing: stripeBillingFromEnv({ productName: `Understudy ${PLANS.pro.name}`, unitAmount: PRO_PRICE_CENTS, currency: PLANS.pro.currency, interval: PLANS.pro.interval }, env),
    slack: slackConnectorFromEnv(env),
    model: languageModelFromEnv({}, env),
    queryEmbedder: languageModelFromEnv({ timeoutMs: search.embedTimeoutMs, maxRetries: 0 }, env),
    reranker: remembering(rerankerFromEnv(env)),
    speech: speechFromEnv(env),
    voiceCloner: voiceClonerFromEnv(env),
    bots: botProviderFromEnv(env),
    mailer: supportMailerFromEnv(env),
    push: pushSenderFromEnv(env),
    limits: rateLimits(postgresCounterStore(db)),
    archives: dbArchiveStore(db),
    liveEvents,
    config: {
      appUrl: (app.APP_URL ?? app.AUTH_URL ?? "http://localhost:3000").replace(/\/+$/, ""),
      botWebhookUrl: botWebhookUrl(env),
      practiceMeetingUrl: bots.BOT_PRACTICE_MEETING_URL ?? null,
      botSchedule: {
        createRatePerMinute: bots.BOT_CREATE_RATE_PER_MINUTE ?? DEFAULT_CREATE_RATE_PER_MINUTE,
        concurrency: bots.BOT_SCHEDULE_CONCURRENCY ?? DEFAULT_SCHEDULE_CONCURRENCY,
      },
      search,
      linkSecret: app.RECAP_LINK_SECRET ?? app.AUTH_SECRET ?? null,
    },
  };
}

const remembering = (reranker: ConfiguredReranker | null) => (reranker ? rememberingReranker(reranker) : null);

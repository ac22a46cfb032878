import type { Job, SendOptions } from "pg-boss";
import type { Database } from "@understudy/db";
import { createOpenAIModel, type LanguageModel, type OpenAIModelConfig } from "@understudy/integrations/ai";
import { systemClock } from "../src/clock";
import type { AppConfig, AppDeps } from "../src/deps";
import { DEFAULT_CREATE_RATE_PER_MINUTE, DEFAULT_SCHEDULE_CONCURRENCY } from "../src/bots/booking/schedule-policy";
import type { JobDefinition } from "../src/jobs/define-job";
import { sendOptionsFor, type JobQueue, type QueueDef } from "../src/jobs/queue";
import { silentLogger } from "../src/logger";
import { postgresCounterStore, rateLimits } from "../src/lib/rate-limit";
import { dbArchiveStore } from "../src/account/export/archive-store";
import { searchConfig } from "../src/search/env";

export interface SentJob {
  queue: string;
  data: object;
  options: SendOptions;
}

/** A job queue that keeps what was sent (tests run the job body themselves, or assert on the sends). */
export interface RecordingJobQueue extends JobQueue {
  sent: SentJob[];
  /**
   * Works, in order, every recorded job of these definitions not worked yet (and what they queue in turn), as
   * a worker would after the requests that queued them answered. A job sent with a delay (`startAfter`) is not
   * due yet and is passed over. Returns how many ran.
   */
  work(jobs: readonly JobDefinition<object>[], deps: AppDeps): Promise<number>;
  /** The data of every job sent to `queue`, in order. */
  of<D extends object>(queue: QueueDef<D>): (D & { options: SendOptions })[];
  /** Makes every later send fail with `error` (a queue that cannot be reached). */
  failWith(error: Error | null): void;
}

export function recordingJobQueue(): RecordingJobQueue {
  let failure: Error | null = null;
  const sent: SentJob[] = [];
  const prepared = new Set<string>();
  let worked = 0;
  const record: JobQueue["send"] = (queue, data, options) => {
    if (failure) return Promise.reject(failure);
    sent.push({ queue: queue.name, data, options: sendOptionsFor(queue, data, options) });
    return Promise.resolve(`job-${sent.length}`);
  };
  return {
    sent,
    send: record,
    // Recorded at once (a test's transactions commit); the same preparation rule as pg-boss's queues.
    sendWithin(_tx, queue, data, options) {
      if (!prepared.has(queue.name)) return Promise.reject(new Error(`job queue ${queue.name} was not prepared before the transaction that sends to it`));
      return record(queue, data, options);
    },
    prepare(queues) {
      for (const queue of queues) prepared.add(queue.name);
      return Promise.resolve();
    },
    hasLiveJob(queue, key) {
      return Promise.resolve(sent.some((s) => s.queue === queue.name && s.options.singletonKey === key));
    },
    of<D extends object>(queue: QueueDef<D>) {
      return sent.filter((s) => s.queue === queue.name).map((s) => ({ ...(s.data as D), options: s.options }));
    },
    failWith(error) {
      failure = error;
    },
    async work(jobs, deps) {
      const byQueue = new Map(jobs.map((job) => [job.queue.name, job]));
      let ran = 0;
      for (; worked < sent.length; worked++) {
        const job = sent[worked];
        const definition = job && byQueue.get(job.queue);
        if (!job || !definition || job.options.startAfter !== undefined) continue;
        const pending: Job<object> = { id: `job-${worked + 1}`, name: job.queue, data: job.data, expireInSeconds: 60, heartbeatSeconds: null, retryCount: 0, signal: new AbortController().signal };
        await definition.handle([pending], { deps, log: silentLogger });
        ran++;
      }
      return ran;
    },
  };
}

export const TEST_APP_CONFIG: AppConfig = {
  appUrl: "http://app.test",
  botWebhookUrl: null,
  botSchedule: { createRatePerMinute: DEFAULT_CREATE_RATE_PER_MINUTE, concurrency: DEFAULT_SCHEDULE_CONCURRENCY },
  // What an app with no SEARCH_* or OPENAI_EMBEDDING_DIMENSIONS set reads.
  search: searchConfig({}),
  linkSecret: "test-link-secret-0123456789abcdef0123456789",
};

/** Deps with nothing configured and a recording job queue; a test sets the clients it exercises. */
export function testDeps(db: Database, overrides: Partial<Omit<AppDeps, "db">> = {}): AppDeps {
  return {
    db,
    clock: systemClock,
    jobs: recordingJobQueue(),
    google: null,
    cipher: null,
    billing: null,
    slack: null,
    model: null,
    queryEmbedder: null,
    reranker: null,
    speech: null,
    voiceCloner: null,
    bots: null,
    mailer: null,
    push: null,
    limits: rateLimits(postgresCounterStore(db)),
    archives: dbArchiveStore(db),
    liveEvents: null,
    ...overrides,
    config: { ...TEST_APP_CONFIG, ...overrides.config },
  };
}

/** The model the app builds from OPENAI_* defaults, pointed at a sandbox's OpenAI (`<sandbox>/v1`). */
export function sandboxModel(sandboxUrl: string, overrides: Partial<OpenAIModelConfig> = {}): LanguageModel {
  return createOpenAIModel({
    apiKey: "sk-sandbox",
    baseURL: `${sandboxUrl}/v1`,
    model: "gpt-4o-mini",
    embeddingModel: "text-embedding-3-small",
    embeddingDimensions: 256,
    timeoutMs: 120_000,
    maxRetries: 2,
    ...overrides,
  });
}

import type { PgBoss } from "pg-boss";
import type { Database } from "@understudy/db";
import type { LanguageModel } from "@understudy/integrations/ai";
import { systemClock, type Logger } from "@understudy/services";
import {
  EMBED_JOB_OPTIONS,
  embedMeetingTranscript,
  findMeetingsToEmbed,
  hasVectorExtension,
  indexingEmbedder,
  SEARCH_EMBED_QUEUE,
  SEARCH_EMBED_SWEEP_QUEUE,
  searchEnv,
  type EmbedJobData,
} from "@understudy/services/search";

export { SEARCH_EMBED_QUEUE, SEARCH_EMBED_SWEEP_QUEUE };

/** A meeting is embedded at most once per this many seconds, whatever the sweep finds (a refusing model is not hammered). */
export const EMBED_THROTTLE_SECONDS = 300;

/**
 * `search.embed-sweep` (every minute, and once at start) queues `search.embed` for meetings whose transcript
 * chunks are missing or stale; `search.embed` rebuilds one meeting's chunks. Transient model failures throw so
 * that pg-boss retries with backoff. Where the database has no pgvector the sweep queues nothing: embeddings
 * would only cost model calls there.
 */
export async function registerSearchEmbed(
  boss: PgBoss,
  db: Database,
  log: Logger,
  options: { embedder?: LanguageModel | null; cron?: string; pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(SEARCH_EMBED_QUEUE, { policy: "stately" });
  await boss.createQueue(SEARCH_EMBED_SWEEP_QUEUE, { policy: "singleton" });
  const embedder = options.embedder === undefined ? indexingEmbedder() : options.embedder;
  if (!embedder) {
    log.warn("no embedding model configured: search runs on full text only");
    return;
  }
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.work<EmbedJobData>(SEARCH_EMBED_QUEUE, polling, async (jobs) => {
    for (const job of jobs) {
      const ctx = { db, clock: systemClock, log: log.child({ job: job.id }), actor: { type: "system" as const } };
      const result = await embedMeetingTranscript({ ctx, embedder, meetingId: job.data.meetingId });
      if (result.outcome === "retry") throw new Error(`search.embed ${job.data.meetingId}: transient model failure, retrying`);
    }
  });
  await boss.work(SEARCH_EMBED_SWEEP_QUEUE, polling, async () => {
    const queued = await sweepEmbeddings(boss, db, embedder);
    if (queued) log.info({ queued }, "transcripts queued for embedding");
  });
  await boss.schedule(SEARCH_EMBED_SWEEP_QUEUE, options.cron ?? "* * * * *");
  await boss.send(SEARCH_EMBED_SWEEP_QUEUE, {});
}

/** Queues every meeting the sweep query finds; returns how many it found. */
export async function sweepEmbeddings(boss: PgBoss, db: Database, embedder: LanguageModel): Promise<number> {
  if (searchEnv().SEARCH_SEMANTIC === "off" || !(await hasVectorExtension(db))) return 0;
  const ids = await findMeetingsToEmbed(db, embedder);
  for (const meetingId of ids) {
    await boss.send(SEARCH_EMBED_QUEUE, { meetingId }, { ...EMBED_JOB_OPTIONS, singletonKey: meetingId, singletonSeconds: EMBED_THROTTLE_SECONDS });
  }
  return ids.length;
}

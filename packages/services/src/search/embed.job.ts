import { systemContext, type ServiceContext } from "../context";
import { configured } from "../deps";
import { defineJob } from "../jobs/define-job";
import { defineQueue } from "../jobs/queue";
import { hasVectorExtension } from "./capability";
import { embedMeetingTranscript } from "./embed";
import { EMBED_JOB_OPTIONS, findMeetingsToEmbed, type EmbedJobData } from "./embed-queue";

/** A meeting is embedded at most once per this many seconds, whatever the sweep finds (a refusing model is not hammered). */
export const EMBED_THROTTLE_SECONDS = 300;
const NO_MODEL = "no embedding model configured: search runs on full text only";

/** `search.embed`: rebuilds one meeting's chunks; one job per meeting at a time. */
export const searchEmbedQueue = defineQueue<EmbedJobData>({
  name: "search.embed",
  policy: { policy: "stately" },
  sendOptions: (data) => ({ ...EMBED_JOB_OPTIONS, singletonKey: data.meetingId, singletonSeconds: EMBED_THROTTLE_SECONDS }),
});

/** Queues every meeting the sweep query finds; returns how many it found. Where the database has no pgvector it queues nothing. */
export async function sweepEmbeddings(ctx: ServiceContext): Promise<number> {
  const embedder = configured(ctx.deps.model, NO_MODEL);
  const search = ctx.deps.config.search;
  if (!search.semantic || !(await hasVectorExtension(ctx.db))) return 0;
  const ids = await findMeetingsToEmbed(ctx.db, embedder, search.embeddingDimensions);
  for (const meetingId of ids) await ctx.deps.jobs.send(searchEmbedQueue, { meetingId });
  return ids.length;
}

/** Transient model failures throw so that pg-boss retries with backoff. */
export const searchEmbedJob = defineJob({
  queue: searchEmbedQueue,
  work: { pollingIntervalSeconds: 2 },
  unavailable: (deps) => (deps.model ? null : NO_MODEL),
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id }));
      const result = await embedMeetingTranscript({ ctx, embedder: configured(deps.model, NO_MODEL), meetingId: job.data.meetingId });
      if (result.outcome === "retry") throw new Error(`search.embed ${job.data.meetingId}: transient model failure, retrying`);
    }
  },
});

/** `search.embed-sweep`, every minute and once at start: queues meetings whose transcript chunks are missing or stale. */
export const searchEmbedSweepJob = defineJob({
  queue: defineQueue<object>({ name: "search.embed-sweep", policy: { policy: "singleton" } }),
  schedule: { cron: "* * * * *" },
  runOnStart: true,
  work: { pollingIntervalSeconds: 2 },
  unavailable: (deps) => (deps.model ? null : NO_MODEL),
  async handle(_jobs, { deps, log }) {
    const queued = await sweepEmbeddings(systemContext(deps, log));
    if (queued) log.info({ queued }, "transcripts queued for embedding");
  },
});

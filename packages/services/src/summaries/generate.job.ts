import { systemContext } from "../context";
import { defineJob } from "../jobs/define-job";
import { languageModel } from "./deps";
import { generateSummary } from "./generate";
import { summaryGenerateQueue } from "./queue";

/**
 * `summary.generate`: writes one pending summary version. A transient model failure throws so that pg-boss
 * retries with backoff (the job is sent with SUMMARY_JOB_OPTIONS); the last attempt records `failed`.
 * Without a configured model the queue is not worked: the API refuses to queue summaries then anyway.
 */
export const summaryGenerateJob = defineJob({
  queue: summaryGenerateQueue,
  // Meetings end together (on the hour) and each recap waits on its summary, which mostly waits on the model: four at
  // a time, each lane fetching again after 0.5 s rather than 2 s. At one every 2 s, 200 meetings ending within a minute
  // queued for ~400 s (bench:recaps, 29 Nov 2026: p95 328 s; with these settings 5 s).
  work: { pollingIntervalSeconds: 0.5, localConcurrency: 4 },
  unavailable: (deps) => (deps.model ? null : "no language model configured: summary.generate is not worked"),
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id }));
      const outcome = await generateSummary({ ctx, model: languageModel(deps), summaryId: job.data.summaryId });
      if (outcome === "retry") throw new Error(`summary ${job.data.summaryId}: transient model failure, retrying`);
    }
  },
});

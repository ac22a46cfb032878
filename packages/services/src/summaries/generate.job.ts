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
  // Meetings end together (on the hour) and each summary mostly waits on the model: four at a time. The queue's
  // NOTIFY, not a short poll, takes each one as it is queued, so an idle worker asks no more often than before.
  work: { pollingIntervalSeconds: 2, localConcurrency: 4 },
  unavailable: (deps) => (deps.model ? null : "no language model configured: summary.generate is not worked"),
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id }));
      const outcome = await generateSummary({ ctx, model: languageModel(deps), summaryId: job.data.summaryId });
      if (outcome === "retry") throw new Error(`summary ${job.data.summaryId}: transient model failure, retrying`);
    }
  },
});

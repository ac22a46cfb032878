import { systemContext } from "../context";
import { defineJob } from "../jobs/define-job";
import { slackDeps } from "./deps";
import { postSlackRecap } from "./post-recap";
import { slackRecapQueue } from "./queue";

/**
 * `recap.slack`: one meeting's recap to its owner's Slack channel. A 429 sends the job again after Slack's
 * Retry-After; a 5xx throws for pg-boss's retry; everything else is recorded on the delivery row.
 */
export const slackRecapJob = defineJob({
  queue: slackRecapQueue,
  work: { pollingIntervalSeconds: 2 },
  unavailable: (deps) => (deps.slack && deps.cipher ? null : "Slack is not configured: recap.slack is not worked"),
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id }));
      const outcome = await postSlackRecap({ ctx, deps: slackDeps(deps), data: job.data });
      if (outcome.kind === "retry_after") await deps.jobs.send(slackRecapQueue, job.data, { startAfter: outcome.seconds });
    }
  },
});

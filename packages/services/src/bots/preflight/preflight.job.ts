import { systemContext } from "../../context";
import { defineJob } from "../../jobs/define-job";
import { runPreflights } from "./batch";
import { preflightQueue } from "./queue";

/**
 * `bots.preflight`, every minute for everyone and once when a worker starts; a user's change queues a run
 * for them at once (requestPreflight). Runs are idempotent: a result is replaced, and a notification is
 * sent only when what fails changed (one conditional update decides). Without a bot provider no bot is ever
 * booked, so there is nothing to check (and telling every user so about every meeting would be noise).
 */
export const preflightJob = defineJob({
  queue: preflightQueue,
  schedule: { cron: "* * * * *", data: {} },
  runOnStart: true,
  work: { pollingIntervalSeconds: 1, localConcurrency: 1 },
  unavailable: (deps) => (deps.bots ? null : "meeting bots are not configured: no pre-flight checks"),
  async handle([job], { deps, log }) {
    if (!job) return;
    const report = await runPreflights({ ctx: systemContext(deps, log), options: job.data.userId ? { userIds: [job.data.userId] } : {} });
    // Meetings left for later (pacing, budget) are checked in a run right after this one, not at the next tick.
    if (report.deferred > 0) await deps.jobs.send(preflightQueue, {});
  },
});

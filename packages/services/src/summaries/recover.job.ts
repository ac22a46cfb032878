import { systemContext } from "../context";
import { defineJob } from "../jobs/define-job";
import { defineQueue } from "../jobs/queue";
import { recoverPendingSummaries } from "./recover";

/** singleton: one run at a time, even with several workers or a run that outlasts its five minutes. */
export const summaryRecoverQueue = defineQueue<object>({ name: "summary.recover", policy: { policy: "singleton" } });

/**
 * `summary.recover`, every five minutes: pending summary versions whose `summary.generate` job was never sent
 * (the API could not reach the queue) or is gone (the worker died and pg-boss gave up) are queued again, so a
 * lost summary is re-queued within STALE_PENDING_MINUTES + 5 of being asked for.
 */
export const summaryRecoverJob = defineJob({
  queue: summaryRecoverQueue,
  schedule: { cron: "*/5 * * * *" },
  async handle(_jobs, { deps, log }) {
    await recoverPendingSummaries({ ctx: systemContext(deps, log) });
  },
});

import { systemContext } from "../../context";
import { defineJob } from "../../jobs/define-job";
import { runOwnerGrace } from "./grace-job";
import { ownerGraceQueue } from "./grace-queue";

/**
 * `bots.owner-grace`: five minutes after a bot was admitted, claim the announcement if the meeting was too
 * quiet for a provider event to do so (the claim queues `bots.announce`, which speaks). The job lives in
 * pg-boss's tables, so a worker that crashes before it is due leaves it for the next one; running it again
 * is harmless (the announcement is claimed once in the database). A job woken before its time is queued
 * again for the rest. Without a configured provider the queue is not worked.
 */
export const ownerGraceJob = defineJob({
  queue: ownerGraceQueue,
  work: { pollingIntervalSeconds: 2 },
  unavailable: (deps) => (deps.bots ? null : "no meeting-bot provider configured: bots.owner-grace is not worked"),
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id, sessionId: job.data.sessionId }));
      const outcome = await runOwnerGrace({ ctx, sessionId: job.data.sessionId });
      if (typeof outcome === "object") await deps.jobs.send(ownerGraceQueue, job.data, { startAfter: outcome.early });
      ctx.log.info({ outcome }, "owner grace checked");
    }
  },
});

import { systemContext } from "../../context";
import { defineJob } from "../../jobs/define-job";
import { LIVE_QUEUE_POLICY, LIVE_WORK } from "../../jobs/live";
import { defineQueue } from "../../jobs/queue";
import { deliverCatchUp, type CatchUpDelivery } from "./deliver";
import { foldRunningSummary } from "./fold";

export interface CatchUpFoldJobData {
  meetingId: string;
  /** The transcript second the claimed slice reaches. */
  throughSeconds: number;
}

/** `catch-up.fold`: another slice of stand-in transcript folded into "what you missed so far" (one small model call). */
export const catchUpFoldQueue = defineQueue<CatchUpFoldJobData>({ name: "catch-up.fold", policy: { notify: true, retryLimit: 3, retryDelay: 5, retryBackoff: true } });

/** `catch-up.deliver`: the owner arrived after the announcement; what they missed goes to them. */
export const catchUpDeliverQueue = defineQueue<CatchUpDelivery>({ name: "catch-up.deliver", policy: LIVE_QUEUE_POLICY });

export const catchUpFoldJob = defineJob({
  queue: catchUpFoldQueue,
  work: { pollingIntervalSeconds: 2, localConcurrency: 4 },
  unavailable: (deps) => (deps.model ? null : "no language model configured: catch-up.fold is not worked"),
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id, meetingId: job.data.meetingId }));
      ctx.log.info({ outcome: await foldRunningSummary(ctx, job.data) }, "catch-up fold");
    }
  },
});

export const catchUpDeliverJob = defineJob({
  queue: catchUpDeliverQueue,
  work: LIVE_WORK,
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id, sessionId: job.data.sessionId }));
      ctx.log.info({ deliveries: await deliverCatchUp(ctx, deps.bots, job.data) }, "catch-up delivered");
    }
  },
});

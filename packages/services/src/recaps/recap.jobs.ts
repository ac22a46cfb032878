import { systemContext } from "../context";
import { defineJob } from "../jobs/define-job";
import type { AppDeps } from "../deps";
import { deliverOwnerRecap } from "./owner-recap";
import { recapEmailQueue, recapShareQueue } from "./queue";
import { deliverShare } from "./share-deliver";

const unavailable = (deps: AppDeps) =>
  !deps.mailer ? "SMTP is not configured: recap emails are not sent" : !deps.config.linkSecret ? "no RECAP_LINK_SECRET or AUTH_SECRET: recap emails are not sent (no unsubscribe link)" : null;

/**
 * `recap.email`: the owner's recap after a meeting's first summary. A 4xx or an unreachable server throws, so pg-boss
 * retries with backoff; a 5xx is recorded as bounced and the job ends.
 */
export const recapEmailJob = defineJob({
  queue: recapEmailQueue,
  work: { pollingIntervalSeconds: 1, localConcurrency: 4 },
  unavailable,
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id, meetingId: job.data.meetingId }));
      const outcome = await deliverOwnerRecap(ctx, job.data);
      ctx.log.info({ outcome }, "recap email");
      if (outcome === "failed") throw new Error(`recap of meeting ${job.data.meetingId} not accepted yet; retrying`);
    }
  },
});

/** `recap.share`: the emails of one share; each recipient is its own delivery, so a retry sends only what is left. */
export const recapShareJob = defineJob({
  queue: recapShareQueue,
  work: { pollingIntervalSeconds: 1, localConcurrency: 2 },
  unavailable: (deps) => (deps.mailer ? null : "SMTP is not configured: shared recaps are not sent"),
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id, shareId: job.data.shareId }));
      const outcome = await deliverShare(ctx, job.data.shareId);
      ctx.log.info(outcome, "shared recap");
      if (outcome.failed > 0) throw new Error(`share ${job.data.shareId}: ${outcome.failed} not accepted yet; retrying`);
    }
  },
});

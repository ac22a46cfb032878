import { systemContext } from "../context";
import { defineJob } from "../jobs/define-job";
import { LIVE_WORK } from "../jobs/live";
import { deliverPush } from "./deliver";
import { pushSendQueue } from "./queue";

/** `push.send`: one notification to the user's browsers, through their push services. */
export const pushSendJob = defineJob({
  queue: pushSendQueue,
  work: LIVE_WORK,
  unavailable: (deps) => (deps.push ? null : "no VAPID keys configured: push.send is not worked"),
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      if (!deps.push) return;
      const ctx = systemContext(deps, log.child({ job: job.id, userId: job.data.userId }));
      const outcome = await deliverPush(ctx, deps.push, job.data);
      ctx.log.info(outcome, "push sent");
    }
  },
});

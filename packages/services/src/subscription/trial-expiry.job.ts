import { systemContext } from "../context";
import { defineJob } from "../jobs/define-job";
import { defineQueue } from "../jobs/queue";
import { sendTrialNotices } from "./trial-notices";

/**
 * `billing.trial-expiry`, every morning (UTC): tells people their trial ends soon or has ended. Plan limits
 * never wait for it: they read the clock.
 */
export const trialExpiryJob = defineJob({
  queue: defineQueue<object>({ name: "billing.trial-expiry" }),
  schedule: { cron: "0 8 * * *" },
  async handle(_jobs, { deps, log }) {
    await sendTrialNotices({ ctx: systemContext(deps, log) });
  },
});

import { defineJob } from "../jobs/define-job";
import { defineQueue } from "../jobs/queue";
import { purgeExpiredCapture } from "./retention";

/** `privacy.retention`, daily at 04:07 UTC and once when a worker starts: deletes captured content past each user's retention. */
export const privacyRetentionJob = defineJob({
  queue: defineQueue<object>({ name: "privacy.retention" }),
  schedule: { cron: "7 4 * * *" },
  runOnStart: true,
  async handle(_jobs, { deps, log }) {
    const run = await purgeExpiredCapture(deps, log);
    log.info(run, `retention: captured content of ${run.meetings} meetings deleted`);
  },
});

import { defineJob } from "../jobs/define-job";
import { defineQueue } from "../jobs/queue";
import { foldUserCounters } from "./counters";

/**
 * `admin.user-counters`, every 10 minutes: folds the user counters' appended rows into one, so the admin stats
 * sum a few rows however many sign-ups there were. Correct without it (the sum is the same), only slower to read.
 */
export const userCountersFoldJob = defineJob({
  queue: defineQueue<object>({ name: "admin.user-counters" }),
  schedule: { cron: "*/10 * * * *" },
  async handle(_jobs, { deps, log }) {
    const folded = await foldUserCounters(deps.db);
    log.debug({ folded }, "user counters folded");
  },
});

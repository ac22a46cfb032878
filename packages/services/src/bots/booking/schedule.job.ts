import { systemContext } from "../../context";
import { defineJob } from "../../jobs/define-job";
import { runBotSchedule, type ScheduleReport } from "./schedule";
import { botScheduleQueue } from "./queue";

/**
 * `bots.schedule`, every minute for everyone (changes queue a run for their user at once, see requestBotSchedule),
 * and once when a worker starts so a restart picks up at once. The queue is `short`, so a burst of changes makes
 * one queued run per user; runs may overlap (two workers, a retry after a crash) because every step is idempotent
 * in the database. A run killed half-way leaves claimed bookings that the next run finishes with the same
 * idempotency key.
 */
export const botScheduleJob = defineJob({
  queue: botScheduleQueue,
  schedule: { cron: "* * * * *", data: {} },
  runOnStart: true,
  work: { pollingIntervalSeconds: 1, localConcurrency: 2 },
  unavailable: (deps) => (deps.bots ? null : "meeting bots are not configured: no bots are booked"),
  async handle([job], { deps, log }) {
    if (!job) return;
    const { createRatePerMinute, concurrency } = deps.config.botSchedule;
    const report: ScheduleReport = await runBotSchedule({
      ctx: systemContext(deps, log),
      options: { ...(job.data.userId ? { userIds: [job.data.userId] } : {}), createRatePerMinute, concurrency },
    });
    // Bookings left for later (pacing, budget) go on in a run right after this one rather than at the next
    // tick; bookings another run holds are looked at again when their lease runs out (that run may have died:
    // after a crash its half-made bookings are finished within a lease, not a minute later).
    if (report.deferred > 0) await deps.jobs.send(botScheduleQueue, {});
    else if (report.leased > 0) await deps.jobs.send(botScheduleQueue, {}, { startAfter: Math.ceil(report.leaseExpiresInMs / 1000) + 1 });
    // A provider that asked for a retry after a while (Recall's empty ad-hoc pool) gets it then, as its own run.
    if (report.retryInMs > 0) await deps.jobs.send(botScheduleQueue, {}, { startAfter: Math.ceil(report.retryInMs / 1000) });
  },
});

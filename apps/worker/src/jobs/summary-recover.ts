import type { PgBoss } from "pg-boss";
import type { Database } from "@understudy/db";
import { systemClock, type Clock, type Logger } from "@understudy/services";
import { recoverPendingSummaries, SUMMARY_GENERATE_QUEUE, SUMMARY_JOB_OPTIONS, type SummaryJobQueue } from "@understudy/services/summaries";

export const SUMMARY_RECOVER_QUEUE = "summary.recover";
/** Every five minutes: a lost summary is re-queued within STALE_PENDING_MINUTES + 5 of being asked for. */
export const SUMMARY_RECOVER_CRON = "*/5 * * * *";

/** pg-boss states in which a job will still run (or is running). */
const LIVE_STATES: ReadonlySet<string> = new Set(["created", "retry", "active"]);

/** summary.generate on pg-boss, found by the singleton key every summary job is sent with (its summary id). */
export function pgBossSummaryQueue(boss: PgBoss): SummaryJobQueue {
  return {
    async hasLiveJob(summaryId) {
      const jobs = await boss.findJobs(SUMMARY_GENERATE_QUEUE, { key: summaryId });
      return jobs.some((job) => LIVE_STATES.has(job.state));
    },
    async send(data) {
      await boss.send(SUMMARY_GENERATE_QUEUE, data, { ...SUMMARY_JOB_OPTIONS, singletonKey: data.summaryId });
    },
  };
}

/**
 * `summary.recover`: pending summary versions whose `summary.generate` job was never sent (the API could not
 * reach the queue) or is gone (the worker died and pg-boss gave up) are queued again.
 */
export async function registerSummaryRecover(boss: PgBoss, db: Database, log: Logger, options: { cron?: string; clock?: Clock } = {}): Promise<void> {
  await boss.createQueue(SUMMARY_GENERATE_QUEUE);
  // singleton: one run at a time, even with several workers or a run that outlasts its five minutes.
  await boss.createQueue(SUMMARY_RECOVER_QUEUE, { policy: "singleton" });
  await boss.schedule(SUMMARY_RECOVER_QUEUE, options.cron ?? SUMMARY_RECOVER_CRON);
  const queue = pgBossSummaryQueue(boss);
  await boss.work(SUMMARY_RECOVER_QUEUE, async () => {
    await recoverPendingSummaries({ ctx: { db, clock: options.clock ?? systemClock, log: log.child({ job: SUMMARY_RECOVER_QUEUE }), actor: { type: "system" } }, queue });
  });
}

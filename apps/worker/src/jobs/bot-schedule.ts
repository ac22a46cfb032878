import type { PgBoss } from "pg-boss";
import { ServiceError, systemClock, type Clock, type Logger } from "@understudy/services";
import { BOT_SCHEDULE_QUEUE, BOT_SCHEDULE_QUEUE_OPTIONS, botDeps, DEFAULT_CREATE_RATE_PER_MINUTE, runBotSchedule, type BotDeps, type BotScheduleJobData, type ScheduleReport } from "@understudy/services/bots";
import type { Database } from "@understudy/db";
import { botsEnv } from "@understudy/integrations/bots";

export { BOT_SCHEDULE_QUEUE };
/** Every minute for everyone; changes queue a run for their user at once (see requestBotSchedule). */
export const BOT_SCHEDULE_CRON = "* * * * *";

export interface BotScheduleOptions {
  cron?: string;
  clock?: Clock;
  deps?: () => BotDeps;
  /** Provider bot creates per minute (BOT_CREATE_RATE_PER_MINUTE; 0 = unpaced). */
  createRatePerMinute?: number;
  /** Provider creates in flight at once (BOT_SCHEDULE_CONCURRENCY). */
  concurrency?: number;
  pollingIntervalSeconds?: number;
  /** Ask for a run for everyone as soon as the worker starts (default true). */
  runOnStart?: boolean;
}

/**
 * `bots.schedule`: books, moves and cancels stand-in bots (see runBotSchedule). The queue is `short`, so
 * a burst of changes makes one queued run per user; runs may overlap (two workers, a retry after a
 * crash) because every step is idempotent in the database. A run killed half-way leaves claimed
 * bookings that the next run finishes with the same idempotency key; the worker also asks for a run
 * when it starts, so a restart picks up at once.
 */
export async function registerBotSchedule(boss: PgBoss, db: Database, log: Logger, options: BotScheduleOptions = {}): Promise<void> {
  const clock = options.clock ?? systemClock;
  const deps = options.deps ?? botDeps;
  const env = botsEnv();
  const createRatePerMinute = options.createRatePerMinute ?? env.BOT_CREATE_RATE_PER_MINUTE ?? DEFAULT_CREATE_RATE_PER_MINUTE;
  const concurrency = options.concurrency ?? env.BOT_SCHEDULE_CONCURRENCY ?? 8;
  const jobLog = log.child({ job: BOT_SCHEDULE_QUEUE });
  let warned = false;

  await boss.createQueue(BOT_SCHEDULE_QUEUE, BOT_SCHEDULE_QUEUE_OPTIONS);
  await boss.schedule(BOT_SCHEDULE_QUEUE, options.cron ?? BOT_SCHEDULE_CRON, {});
  await boss.work<BotScheduleJobData>(BOT_SCHEDULE_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, localConcurrency: 2 }, async ([job]) => {
    if (!job) return;
    let resolved: BotDeps;
    try {
      resolved = deps();
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      if (!warned) jobLog.warn("meeting bots are not configured: no bots are booked");
      warned = true;
      return;
    }
    const report: ScheduleReport = await runBotSchedule({
      ctx: { db, clock, log: jobLog, actor: { type: "system" } },
      deps: resolved,
      options: { ...(job.data.userId ? { userIds: [job.data.userId] } : {}), createRatePerMinute, concurrency },
    });
    // Bookings left for later (pacing, budget) go on in a run right after this one rather than at the
    // next tick; bookings another run holds are looked at again when their lease runs out (that run may
    // have died: after a crash its half-made bookings are finished within a lease, not a minute later).
    if (report.deferred > 0) await boss.send(BOT_SCHEDULE_QUEUE, {});
    else if (report.leased > 0) await boss.send(BOT_SCHEDULE_QUEUE, {}, { startAfter: Math.ceil(report.leaseExpiresInMs / 1000) + 1 });
  });
  if (options.runOnStart ?? true) await boss.send(BOT_SCHEDULE_QUEUE, {});
}

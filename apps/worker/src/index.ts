import { PgBoss } from "pg-boss";
import { createDb } from "@understudy/db";
import type { Logger } from "@understudy/services";
import { startHeartbeat } from "./heartbeat";
import { registerBotSchedule } from "./jobs/bot-schedule";
import { registerBillingReconcile } from "./jobs/billing-reconcile";
import { registerOwnerGrace } from "./jobs/bots-owner-grace";
import { registerCalendarSync } from "./jobs/calendar-sync";
import { CLEANUP_SESSIONS_QUEUE, cleanupExpiredSessions } from "./jobs/cleanup-sessions";
import { registerSearchEmbed } from "./jobs/search-embed";
import { registerSummaryGenerate } from "./jobs/summary-generate";
import { registerSupportDeliver } from "./jobs/support-deliver";
import { registerSummaryRecover } from "./jobs/summary-recover";
import { registerTrialExpiry } from "./jobs/trial-expiry";

export interface RunningWorker {
  boss: PgBoss;
  stop(): Promise<void>;
}

/** Starts pg-boss on the app database and registers every queue this process works. */
export async function startWorker(options: { databaseUrl: string; log: Logger; calendarSyncCron?: string }): Promise<RunningWorker> {
  const { log } = options;
  const { db, close } = createDb(options.databaseUrl, { max: 2 });
  const boss = new PgBoss({ connectionString: options.databaseUrl, max: 4 });
  boss.on("error", (error) => log.error({ err: error }, "pg-boss error"));
  await boss.start();

  await boss.createQueue(CLEANUP_SESSIONS_QUEUE);
  await boss.schedule(CLEANUP_SESSIONS_QUEUE, "17 3 * * *");
  await boss.work(CLEANUP_SESSIONS_QUEUE, async () => {
    const removed = await cleanupExpiredSessions(db);
    log.info({ removed }, "expired sessions removed");
  });

  await registerSummaryGenerate(boss, db, log);
  await registerSummaryRecover(boss, db, log);
  await registerSearchEmbed(boss, db, log);
  await registerTrialExpiry(boss, db, log);
  await registerBillingReconcile(boss, db, log);
  await registerSupportDeliver(boss, db, log);
  await registerCalendarSync(boss, db, log, { cron: options.calendarSyncCron });
  await registerOwnerGrace(boss, db, log);
  await registerBotSchedule(boss, db, log);

  const heartbeat = startHeartbeat(db, (error) => log.warn({ err: error }, "heartbeat failed"));
  await heartbeat.first;
  log.info({ workerId: heartbeat.workerId }, "worker started");

  return {
    boss,
    async stop() {
      heartbeat.stop();
      await boss.stop({ graceful: true, timeout: 10_000 });
      await close();
    },
  };
}

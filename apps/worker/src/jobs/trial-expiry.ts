import type { PgBoss } from "pg-boss";
import type { Logger } from "@understudy/services";
import { sendTrialNotices } from "@understudy/services/subscription";
import type { Database } from "@understudy/db";

export const TRIAL_EXPIRY_QUEUE = "billing.trial-expiry";
/** Every morning (UTC). Plan limits never wait for it: they read the clock; this only tells people. */
export const TRIAL_EXPIRY_CRON = "0 8 * * *";

export async function registerTrialExpiry(boss: PgBoss, db: Database, log: Logger): Promise<void> {
  await boss.createQueue(TRIAL_EXPIRY_QUEUE);
  await boss.schedule(TRIAL_EXPIRY_QUEUE, TRIAL_EXPIRY_CRON);
  await boss.work(TRIAL_EXPIRY_QUEUE, async () => {
    await sendTrialNotices({ ctx: { db, clock: { now: () => new Date() }, log: log.child({ job: TRIAL_EXPIRY_QUEUE }), actor: { type: "system" } } });
  });
}

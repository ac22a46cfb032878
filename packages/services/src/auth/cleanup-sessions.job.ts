import { lt } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { sessions } from "@understudy/db/schema";
import { defineJob } from "../jobs/define-job";
import { defineQueue } from "../jobs/queue";
import { sweepRateLimitCounters } from "../lib/rate-limit";

/** Expired next-auth sessions are useless rows; a daily sweep keeps the table small. */
export async function cleanupExpiredSessions(db: Executor, now: Date): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expires, now)).returning({ token: sessions.sessionToken });
  return deleted.length;
}

/** `sessions.cleanup`, daily at 03:17 UTC: expired sessions, and rate-limit counters of windows long over. */
export const cleanupSessionsJob = defineJob({
  queue: defineQueue<object>({ name: "sessions.cleanup" }),
  schedule: { cron: "17 3 * * *" },
  async handle(_jobs, { deps, log }) {
    const removed = await cleanupExpiredSessions(deps.db, deps.clock.now());
    const counters = await sweepRateLimitCounters(deps.db, deps.clock.now());
    log.info({ removed, counters }, "expired sessions and rate-limit counters removed");
  },
});

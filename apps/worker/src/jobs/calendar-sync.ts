import { and, eq, isNull, lte, lt, or } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { ServiceError, type Clock, type Logger } from "@understudy/services";
import { runCalendarSync } from "@understudy/services/calendar";
import { resolveGoogleDeps, type GoogleDeps } from "@understudy/services/google";
import type { Database } from "@understudy/db";
import { googleConnections } from "@understudy/db/schema";

/** Finds the connections that are due and queues one sync each. */
export const CALENDAR_SYNC_DUE_QUEUE = "calendar.sync-due";
/** One user's sync; at most one queued and one running per user. */
export const CALENDAR_SYNC_QUEUE = "calendar.sync";
export const DEFAULT_CALENDAR_SYNC_CRON = "*/10 * * * *";

export interface JobContext {
  db: Database;
  clock: Clock;
  log: Logger;
}

export type SyncOutcome =
  | { status: "synced"; created: number; updated: number }
  | { status: "skipped"; reason: "reconnect_needed" | "busy" | "upstream" | "not_connected" | "not_configured" };

/**
 * Users whose calendar should be synced now: connected (never "reconnect needed", so a revoked grant
 * is not retried), not backing off after failures, and not being synced already.
 */
export async function dueCalendarSyncs(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ userId: googleConnections.userId })
    .from(googleConnections)
    .where(
      and(
        eq(googleConnections.status, "connected"),
        or(isNull(googleConnections.nextSyncAt), lte(googleConnections.nextSyncAt, now)),
        or(isNull(googleConnections.syncLockedUntil), lt(googleConnections.syncLockedUntil, now)),
      ),
    );
  return rows.map((r) => r.userId);
}

/** One user's sync as the job runs it: expected failures are outcomes (already recorded on the connection), not job errors. */
export async function runCalendarSyncJob(ctx: JobContext, userId: string, deps: () => GoogleDeps): Promise<SyncOutcome> {
  let resolved: GoogleDeps;
  try {
    resolved = deps();
  } catch (error) {
    if (error instanceof ServiceError) return { status: "skipped", reason: "not_configured" };
    throw error;
  }
  try {
    const result = await runCalendarSync({ ...ctx, actor: { type: "system" } }, userId, resolved);
    return { status: "synced", created: result.created_meetings, updated: result.updated_meetings };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    switch (error.code) {
      case "CONFLICT":
        return { status: "skipped", reason: "busy" };
      case "UPSTREAM_UNAVAILABLE":
        return { status: "skipped", reason: "upstream" };
      case "PRECONDITION_FAILED":
        return { status: "skipped", reason: error.message.startsWith("Connect") ? "not_connected" : "reconnect_needed" };
      default:
        throw error;
    }
  }
}

/** Queues a sync for every due user; a user whose sync is already queued is not queued twice. */
export async function dispatchCalendarSyncs(boss: Pick<PgBoss, "send">, db: Database, now: Date): Promise<number> {
  const due = await dueCalendarSyncs(db, now);
  let queued = 0;
  for (const userId of due) {
    const id = await boss.send(CALENDAR_SYNC_QUEUE, { userId }, { singletonKey: userId, retryLimit: 0 });
    if (id) queued++;
  }
  return queued;
}

/** The periodic calendar sync: every connected user, every CALENDAR_SYNC_CRON (default every 10 minutes). */
export async function registerCalendarSync(
  boss: PgBoss,
  db: Database,
  log: Logger,
  options: { cron?: string; clock?: Clock; deps?: () => GoogleDeps } = {},
): Promise<void> {
  const clock = options.clock ?? { now: () => new Date() };
  const deps = options.deps ?? resolveGoogleDeps;
  const jobLog = log.child({ job: CALENDAR_SYNC_QUEUE });
  await boss.createQueue(CALENDAR_SYNC_DUE_QUEUE, { policy: "singleton" });
  // Retries are the connection's own backoff (nextSyncAt), so pg-boss never retries a sync itself.
  await boss.createQueue(CALENDAR_SYNC_QUEUE, { policy: "stately", retryLimit: 0 });
  await boss.schedule(CALENDAR_SYNC_DUE_QUEUE, options.cron ?? DEFAULT_CALENDAR_SYNC_CRON);
  await boss.work(CALENDAR_SYNC_DUE_QUEUE, async () => {
    const queued = await dispatchCalendarSyncs(boss, db, clock.now());
    if (queued) jobLog.info({ queued }, "calendar syncs queued");
  });
  await boss.work<{ userId: string }>(CALENDAR_SYNC_QUEUE, { localConcurrency: 2 }, async ([job]) => {
    if (!job) return;
    const outcome = await runCalendarSyncJob({ db, clock, log: jobLog }, job.data.userId, deps);
    jobLog.info({ userId: job.data.userId, ...outcome }, "calendar sync job");
  });
}

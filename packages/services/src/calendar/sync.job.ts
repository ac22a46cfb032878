import { and, eq, isNull, lt, lte, or } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { googleConnections } from "@understudy/db/schema";
import { systemContext, type ServiceContext } from "../context";
import { ServiceError } from "../errors";
import { googleDeps } from "../google/deps";
import { defineJob } from "../jobs/define-job";
import { defineQueue } from "../jobs/queue";
import { runCalendarSync } from "./sync";

export interface CalendarSyncJobData {
  userId: string;
}

/** One user's sync; at most one queued and one running per user. Retries are the connection's own backoff (nextSyncAt). */
export const calendarSyncQueue = defineQueue<CalendarSyncJobData>({
  name: "calendar.sync",
  policy: { policy: "stately", retryLimit: 0 },
  sendOptions: (data) => ({ singletonKey: data.userId, retryLimit: 0 }),
});

export type SyncOutcome =
  | { status: "synced"; created: number; updated: number }
  | { status: "skipped"; reason: "reconnect_needed" | "busy" | "upstream" | "not_connected" | "not_configured" };

/**
 * Users whose calendar should be synced now: connected (never "reconnect needed", so a revoked grant
 * is not retried), not backing off after failures, and not being synced already.
 */
export async function dueCalendarSyncs(db: Executor, now: Date): Promise<string[]> {
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
export async function runCalendarSyncJob(ctx: ServiceContext, userId: string): Promise<SyncOutcome> {
  if (!ctx.deps.google || !ctx.deps.cipher) return { status: "skipped", reason: "not_configured" };
  try {
    const result = await runCalendarSync(ctx, userId, googleDeps(ctx.deps));
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
export async function dispatchCalendarSyncs(ctx: ServiceContext): Promise<number> {
  let queued = 0;
  for (const userId of await dueCalendarSyncs(ctx.db, ctx.clock.now())) {
    if (await ctx.deps.jobs.send(calendarSyncQueue, { userId })) queued++;
  }
  return queued;
}

/** `calendar.sync-due`, every 10 minutes: finds the connections that are due and queues one sync each. */
export const calendarSyncDueJob = defineJob({
  queue: defineQueue<object>({ name: "calendar.sync-due", policy: { policy: "singleton" } }),
  schedule: { cron: "*/10 * * * *" },
  async handle(_jobs, { deps, log }) {
    const queued = await dispatchCalendarSyncs(systemContext(deps, log));
    if (queued) log.info({ queued }, "calendar syncs queued");
  },
});

/** `calendar.sync`: one user's incremental sync. */
export const calendarSyncJob = defineJob({
  queue: calendarSyncQueue,
  work: { localConcurrency: 2 },
  async handle([job], { deps, log }) {
    if (!job) return;
    const outcome = await runCalendarSyncJob(systemContext(deps, log), job.data.userId);
    log.info({ userId: job.data.userId, ...outcome }, "calendar sync job");
  },
});

import { and, asc, eq, lt, sql } from "drizzle-orm";
import { meetingSummaries } from "@understudy/db/schema";
import type { ServiceContext } from "../context";
import { MAX_SUMMARY_ATTEMPTS } from "./generate";
import { summaryGenerateQueue } from "./queue";

/** A version still pending this long after it was asked for has lost its job (the send failed or the worker died). */
export const STALE_PENDING_MINUTES = 10;
/**
 * Runs a version may have had (each one counts in `attempts`) before recovery stops re-queueing it and
 * records it as failed: a transcript that kills the worker every time must not loop forever.
 */
export const MAX_RECOVERED_ATTEMPTS = MAX_SUMMARY_ATTEMPTS + 2;
/** Versions read per page; a run pages through all of them. */
const PAGE = 100;

export interface RecoveryResult {
  requeued: string[];
  failed: string[];
  /** Stale but with a job still queued, retrying or running: left alone. */
  waiting: number;
}

/**
 * Re-queues `summary.generate` for pending versions older than {@link STALE_PENDING_MINUTES} whose job is gone.
 * Idempotent: a version with a live job is skipped, and the job body only writes a version that is still
 * pending, so even a job sent twice writes once. No transaction is held across the queue calls (pg-boss
 * works through its own connections); the worker runs this on a singleton queue, one run at a time.
 */
export async function recoverPendingSummaries({
  ctx,
  staleAfterMinutes = STALE_PENDING_MINUTES,
}: {
  ctx: ServiceContext;
  staleAfterMinutes?: number;
}): Promise<RecoveryResult> {
  const cutoff = new Date(ctx.clock.now().getTime() - staleAfterMinutes * 60_000);
  const result: RecoveryResult = { requeued: [], failed: [], waiting: 0 };
  // The cursor keeps created_at as PostgreSQL's text: a JS Date would drop the microseconds.
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const page = await ctx.db
      .select({ id: meetingSummaries.id, attempts: meetingSummaries.attempts, createdAt: sql<string>`${meetingSummaries.createdAt}::text` })
      .from(meetingSummaries)
      .where(
        and(
          eq(meetingSummaries.status, "pending"),
          lt(meetingSummaries.createdAt, cutoff),
          after ? sql`(${meetingSummaries.createdAt}, ${meetingSummaries.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(asc(meetingSummaries.createdAt), asc(meetingSummaries.id))
      .limit(PAGE);
    for (const row of page) {
      if (await ctx.deps.jobs.hasLiveJob(summaryGenerateQueue, row.id)) {
        result.waiting++;
      } else if (row.attempts >= MAX_RECOVERED_ATTEMPTS) {
        const failed = await ctx.db
          .update(meetingSummaries)
          .set({ status: "failed", error: "Summary generation did not finish. Try Regenerate.", completedAt: ctx.clock.now() })
          .where(and(eq(meetingSummaries.id, row.id), eq(meetingSummaries.status, "pending")))
          .returning({ id: meetingSummaries.id });
        if (failed.length) result.failed.push(row.id);
      } else {
        await ctx.deps.jobs.send(summaryGenerateQueue, { summaryId: row.id });
        result.requeued.push(row.id);
      }
    }
    const last = page.at(-1);
    if (page.length < PAGE || !last) break;
    after = { createdAt: last.createdAt, id: last.id };
  }
  if (result.requeued.length || result.failed.length) ctx.log.warn({ requeued: result.requeued.length, failed: result.failed.length, waiting: result.waiting }, "recovered stale pending summaries");
  return result;
}

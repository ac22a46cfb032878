import { and, eq, sql } from "drizzle-orm";
import { AiError, type LanguageModel } from "@understudy/integrations/ai";
import { meetingSummaries } from "@understudy/db/schema";
import type { ServiceContext } from "../context";
import { hasSpeech, transcriptHash } from "./hash";
import { loadSegments } from "./internal";
import { summarizeSegments } from "./pipeline";
import type { SummaryContent } from "./schemas";
import { titleFromSummary } from "./title";
import { syncSummaryActionItems } from "../action-items/sync";
import { queueRecapAfterSummary, RECAP_AFTER_SUMMARY_QUEUES } from "../recaps/owner-recap";
import { queueSlackRecapWithin, SLACK_RECAP_QUEUES } from "../slack/enqueue";

/** Runs (the first and the retries) before a transient failure becomes the version's final `failed` state. */
export const MAX_SUMMARY_ATTEMPTS = 4;

export type GenerateOutcome = "ready" | "skipped" | "failed" | "retry" | "noop";

/**
 * The `summary.generate` job body. Reads the pending version, summarises the meeting's transcript and writes
 * the result in one conditional update (only while still pending), so a version is never half-written and a
 * duplicate delivery does nothing. Transient model failures return "retry" until the attempts run out.
 */
export async function generateSummary({ ctx, model, summaryId }: { ctx: ServiceContext; model: LanguageModel; summaryId: string }): Promise<GenerateOutcome> {
  const { db, clock, log } = ctx;
  const [row] = await db
    .update(meetingSummaries)
    .set({ attempts: sqlIncrement() })
    .where(and(eq(meetingSummaries.id, summaryId), eq(meetingSummaries.status, "pending")))
    .returning();
  if (!row) return "noop";

  const finish = async (values: Partial<typeof meetingSummaries.$inferInsert>) => {
    if (values.status === "ready") await ctx.deps.jobs.prepare(SLACK_RECAP_QUEUES);
    await db.transaction(async (tx) => {
      const [stored] = await tx
        .update(meetingSummaries)
        .set({ ...values, completedAt: clock.now() })
        .where(and(eq(meetingSummaries.id, summaryId), eq(meetingSummaries.status, "pending")))
        .returning({ id: meetingSummaries.id });
      // What the summary says becomes records with it, or not at all: its action items, and a made-up title's replacement.
      if (stored && values.status === "ready" && values.content) {
        const content = values.content as SummaryContent;
        await syncSummaryActionItems(tx, { summaryId, meetingId: row.meetingId, userId: row.userId, content, now: clock.now() });
        await titleFromSummary(tx, row.meetingId, content);
        // The recap hook (docs/decisions/073): the owner's email is queued with the summary that it recaps.
        if (ctx.deps.mailer) await queueRecapAfterSummary(tx, ctx.deps.jobs, { meetingId: row.meetingId, userId: row.userId, summaryId });
        // The recap goes out with the summary that says it: queued in this transaction, or not at all.
        await queueSlackRecapWithin(tx, ctx.deps.jobs, { userId: row.userId, meetingId: row.meetingId });
      }
    });
  };

  // Created before the transaction that writes to them (embedded PGlite has one connection: see JobQueue.sendWithin).
  if (ctx.deps.mailer) await ctx.deps.jobs.prepare(RECAP_AFTER_SUMMARY_QUEUES);
  const segments = await loadSegments(db, row.meetingId, row.userId);
  const hash = transcriptHash(segments);
  if (!hasSpeech(segments)) {
    await finish({ status: "skipped", transcriptHash: hash, content: null, error: null });
    return "skipped";
  }
  try {
    const result = await summarizeSegments(model, segments);
    await finish({
      status: "ready",
      transcriptHash: hash,
      content: result.content,
      error: null,
      modelCalls: result.modelCalls,
      promptTokens: result.usage.promptTokens,
      completionTokens: result.usage.completionTokens,
    });
    log.info({ summaryId, calls: result.modelCalls }, "summary ready");
    return "ready";
  } catch (error) {
    const aiError = error instanceof AiError ? error : null;
    if (aiError?.retryable && row.attempts < MAX_SUMMARY_ATTEMPTS) {
      log.warn({ summaryId, attempt: row.attempts, err: error }, "summary attempt failed; will retry");
      return "retry";
    }
    await finish({ status: "failed", error: failureMessage(error) });
    log.error({ summaryId, err: error }, "summary failed");
    return "failed";
  }
}

function failureMessage(error: unknown): string {
  if (error instanceof AiError) {
    switch (error.kind) {
      case "rate_limited":
        return "The AI provider is rate limiting requests. Try again later.";
      case "unavailable":
        return "The AI provider is unavailable. Try again later.";
      case "invalid_output":
        return "The AI model returned an answer that did not match the summary format.";
      case "refused":
        return "The AI model declined to summarise this meeting.";
      case "truncated":
        return "The summary was too long for the model's output limit.";
      case "rejected":
        return `The AI provider rejected the request: ${error.message.slice(0, 200)}`;
    }
  }
  return "Summary generation failed unexpectedly.";
}

function sqlIncrement() {
  return sql`${meetingSummaries.attempts} + 1`;
}

import { and, asc, eq, gt, lte } from "drizzle-orm";
import { meetingCatchUps, transcriptSegments, users } from "@understudy/db/schema";
import { AiError, type LanguageModel } from "@understudy/integrations/ai";
import type { ServiceContext } from "../../context";
import { FOLD_SYSTEM, foldUserMessage } from "./prompt";
import { notifyLiveChange } from "../../live/notify";
import { RunningSummary } from "./schemas";

/** One small model call per this many seconds of new transcript while the bot stands in. */
export const FOLD_SLICE_SECONDS = 300;
/** A concurrent fold won the write: read again and fold what is left, at most this many times. */
const WRITE_RETRIES = 3;
const INVALID_OUTPUT_RETRIES = 1;

export type FoldOutcome = "folded" | "nothing_new" | "no_model" | "no_catch_up" | "lost_race";

/**
 * Folds the transcript said since the last fold (up to `throughSeconds`; null = all of it) into the
 * meeting's running summary: one model call over that slice and the summary so far, never the whole
 * meeting again. The write is conditional on the version read, so two folds at once cannot both land.
 */
export async function foldRunningSummary(ctx: ServiceContext, input: { meetingId: string; throughSeconds: number | null }): Promise<FoldOutcome> {
  const model = ctx.deps.model;
  if (!model) return "no_model";
  for (let attempt = 0; attempt < WRITE_RETRIES; attempt++) {
    const [row] = await ctx.db.select().from(meetingCatchUps).where(eq(meetingCatchUps.meetingId, input.meetingId)).limit(1);
    if (!row) return "no_catch_up";
    const segments = await ctx.db
      .select({ speaker: transcriptSegments.speaker, content: transcriptSegments.content, startSeconds: transcriptSegments.startSeconds })
      .from(transcriptSegments)
      .where(
        and(
          eq(transcriptSegments.meetingId, row.meetingId),
          eq(transcriptSegments.userId, row.userId),
          // The first fold takes everything from the start; later ones only what came after.
          row.version > 0 ? gt(transcriptSegments.startSeconds, row.foldedThroughSeconds) : undefined,
          input.throughSeconds === null ? undefined : lte(transcriptSegments.startSeconds, input.throughSeconds),
        ),
      )
      .orderBy(asc(transcriptSegments.seq));
    const last = segments.at(-1);
    if (!last) return "nothing_new";
    const [user] = await ctx.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, row.userId)).limit(1);
    const { summary, calls } = await callFold(model, foldUserMessage(user?.name ?? user?.email ?? "the user", row.summary ?? null, segments));
    const [written] = await ctx.db
      .update(meetingCatchUps)
      .set({
        summary,
        foldedThroughSeconds: last.startSeconds,
        version: row.version + 1,
        modelCalls: row.modelCalls + calls,
        updatedAt: ctx.clock.now(),
      })
      .where(and(eq(meetingCatchUps.id, row.id), eq(meetingCatchUps.version, row.version)))
      .returning({ id: meetingCatchUps.id });
    if (written) {
      ctx.log.info({ meetingId: row.meetingId, through: last.startSeconds, segments: segments.length }, "running summary folded");
      // The live room's "what you missed so far" follows the fold.
      await notifyLiveChange(ctx.db, row.meetingId, "catch_up");
      return "folded";
    }
  }
  return "lost_race";
}

async function callFold(model: LanguageModel, user: string): Promise<{ summary: RunningSummary; calls: number }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await model.completeStructured({ system: FOLD_SYSTEM, user, schema: RunningSummary, name: "running_summary", maxOutputTokens: 2000 });
      return { summary: result.value, calls: attempt + 1 };
    } catch (error) {
      if (error instanceof AiError && error.kind === "invalid_output" && attempt < INVALID_OUTPUT_RETRIES) continue;
      throw error;
    }
  }
}

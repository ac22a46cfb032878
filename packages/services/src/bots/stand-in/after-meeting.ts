import { and, count, eq } from "drizzle-orm";
import { transcriptSegments } from "@understudy/db/schema";
import { onBehalfOf, type ServiceContext } from "../../context";
import { ServiceError } from "../../errors";
import { assertEntitled } from "../../subscription/entitlements";
import { requestSummary } from "../../summaries/request";

export type AfterMeetingOutcome = "queued" | "already_queued" | "no_transcript" | "not_entitled" | "no_model";

/**
 * What follows a meeting the bot captured: a `summary.generate` job for it. Idempotent: the summary is
 * requested per transcript version, so a replayed end of meeting finds the version already queued.
 * The plan's summary allowance applies as it does to a summary the user asks for.
 */
export async function summariseCapturedMeeting(ctx: ServiceContext, session: { userId: string; meetingId: string }): Promise<AfterMeetingOutcome> {
  const [segments] = await ctx.db
    .select({ n: count() })
    .from(transcriptSegments)
    .where(and(eq(transcriptSegments.meetingId, session.meetingId), eq(transcriptSegments.userId, session.userId)));
  if (!segments?.n) return "no_transcript";
  const model = ctx.deps.model?.model;
  if (!model) return "no_model";
  try {
    await assertEntitled(onBehalfOf(ctx, session.userId, "after-meeting"), "ai_summary");
  } catch (error) {
    if (error instanceof ServiceError && error.code === "SUBSCRIPTION_REQUIRED") return "not_entitled";
    throw error;
  }
  const { created } = await requestSummary(ctx, { userId: session.userId, meetingId: session.meetingId, model, force: false });
  return created ? "queued" : "already_queued";
}

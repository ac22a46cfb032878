import { and, eq, isNull, ne } from "drizzle-orm";
import { avatarDrafts, avatarTurns } from "@understudy/db/schema";
import type { ServiceContext } from "../../context";
import { sayInMeeting } from "../speak";

/**
 * Says a decided draft (the approved or edited words, or the deferral) in the meeting, once: `spoken_at` is
 * claimed first, so a redelivered or duplicated job finds it taken and says nothing. A worker that dies between
 * the claim and the provider's answer leaves it unsaid rather than said twice: the avatar errs to silence.
 */
export async function speakDecidedDraft(ctx: ServiceContext, draftId: string): Promise<{ spoke: boolean; claimed: boolean }> {
  const [draft] = await ctx.db
    .update(avatarDrafts)
    .set({ spokenAt: ctx.clock.now() })
    .where(and(eq(avatarDrafts.id, draftId), isNull(avatarDrafts.spokenAt), ne(avatarDrafts.state, "pending")))
    .returning();
  if (!draft?.finalText) return { spoke: false, claimed: false };
  const [turn] = await ctx.db.select({ reason: avatarTurns.reason }).from(avatarTurns).where(eq(avatarTurns.id, draft.turnId)).limit(1);
  if (!turn) return { spoke: false, claimed: true };
  const { spoke } = await sayInMeeting(
    ctx,
    { userId: draft.userId, meetingId: draft.meetingId, sessionId: draft.sessionId, botId: draft.botId, turnId: draft.turnId, reason: turn.reason, receivedAt: draft.createdAt },
    draft.finalText,
  );
  return { spoke, claimed: true };
}

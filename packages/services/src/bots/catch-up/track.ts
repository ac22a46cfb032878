import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { meetingCatchUps, type BotSession } from "@understudy/db/schema";
import type { ServiceContext } from "../../context";
import { catchUpDeliverQueue, catchUpFoldQueue } from "./catch-up.jobs";
import { FOLD_SLICE_SECONDS } from "./fold";

/**
 * A transcript segment stored while the bot stands in (the user not seen yet): the meeting's catch-up row
 * is opened at the first one, and every FOLD_SLICE_SECONDS of transcript claims one fold, whose job is
 * queued with the claim. The claim is made under the session lock the event holds, so each slice is
 * folded once however webhooks race.
 */
export async function noteStandInTranscript(tx: Executor, ctx: ServiceContext, session: BotSession, segment: { startSeconds: number; at: Date }): Promise<void> {
  if (!session.meetingId || session.ownerJoinedAt || session.optedOutAt) return;
  const origin = new Date(segment.at.getTime() - segment.startSeconds * 1000);
  // One statement on every stand-in line: the first opens the row, a later one a slice past the last claim claims it.
  const [row] = await tx
    .insert(meetingCatchUps)
    .values({ userId: session.userId, meetingId: session.meetingId, sessionId: session.id, requestedThroughSeconds: segment.startSeconds, transcriptOriginAt: origin })
    .onConflictDoUpdate({
      target: meetingCatchUps.meetingId,
      set: { requestedThroughSeconds: segment.startSeconds, updatedAt: ctx.clock.now() },
      setWhere: and(
        eq(meetingCatchUps.userId, session.userId),
        isNull(meetingCatchUps.ownerJoinedAt),
        lte(meetingCatchUps.requestedThroughSeconds, segment.startSeconds - FOLD_SLICE_SECONDS),
      ),
    })
    // xmax is 0 for a row this statement inserted: the opening line, which claims nothing.
    .returning({ opened: sql<boolean>`(xmax = 0)` });
  if (row && !row.opened) await ctx.deps.jobs.sendWithin(tx, catchUpFoldQueue, { meetingId: session.meetingId, throughSeconds: segment.startSeconds });
}

/**
 * The user's first join while the bot was standing in (the hand-over moment): stamps the arrival once and
 * claims the catch-up. A meeting with nothing captured before they came has no row, so nothing is claimed.
 */
export async function claimOwnerArrival(tx: Executor, ctx: ServiceContext, session: BotSession, join: { at: Date; participantId: string }): Promise<{ participantId: string } | null> {
  if (!session.meetingId || !session.admittedAt || session.optedOutAt) return null;
  const [claimed] = await tx
    .update(meetingCatchUps)
    .set({ ownerJoinedAt: join.at, joinSeenAt: ctx.clock.now(), sessionId: session.id, updatedAt: ctx.clock.now() })
    .where(and(eq(meetingCatchUps.meetingId, session.meetingId), eq(meetingCatchUps.userId, session.userId), isNull(meetingCatchUps.ownerJoinedAt)))
    .returning({ id: meetingCatchUps.id });
  return claimed ? { participantId: join.participantId } : null;
}

/** Delivers a claimed catch-up on its own (a hand-over delivers it itself, before leaving). */
export async function queueCatchUpDelivery(tx: Executor, ctx: ServiceContext, session: BotSession, claim: { participantId: string }): Promise<void> {
  const botId = session.providerBotId;
  if (!botId) return;
  await ctx.deps.jobs.sendWithin(tx, catchUpDeliverQueue, { sessionId: session.id, botId, participantId: claim.participantId });
}

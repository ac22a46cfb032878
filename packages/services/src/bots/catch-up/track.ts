import { and, eq, isNull, lte } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { meetingCatchUps, type BotSession } from "@understudy/db/schema";
import type { ServiceContext } from "../../context";
import { FOLD_SLICE_SECONDS } from "./fold";

/** What the webhook asks of "what you missed" once its transaction committed. */
export type CatchUpFollowUp =
  | { kind: "fold"; sessionId: string; meetingId: string; throughSeconds: number }
  | { kind: "catch_up"; sessionId: string; meetingId: string; botId: string; participantId: string };

/**
 * A transcript segment stored while the bot stands in (the user not seen yet): the meeting's catch-up row
 * is opened at the first one, and every FOLD_SLICE_SECONDS of transcript claims one fold. The claim is
 * made under the session lock the webhook holds, so each slice is folded once however webhooks race.
 */
export async function noteStandInTranscript(
  tx: Executor,
  ctx: ServiceContext,
  session: BotSession,
  segment: { startSeconds: number; at: Date },
): Promise<CatchUpFollowUp | null> {
  if (!session.meetingId || session.ownerJoinedAt || session.optedOutAt) return null;
  const origin = new Date(segment.at.getTime() - segment.startSeconds * 1000);
  await tx
    .insert(meetingCatchUps)
    .values({ userId: session.userId, meetingId: session.meetingId, sessionId: session.id, requestedThroughSeconds: segment.startSeconds, transcriptOriginAt: origin })
    .onConflictDoNothing();
  const [claimed] = await tx
    .update(meetingCatchUps)
    .set({ requestedThroughSeconds: segment.startSeconds, updatedAt: ctx.clock.now() })
    .where(
      and(
        eq(meetingCatchUps.meetingId, session.meetingId),
        eq(meetingCatchUps.userId, session.userId),
        isNull(meetingCatchUps.ownerJoinedAt),
        lte(meetingCatchUps.requestedThroughSeconds, segment.startSeconds - FOLD_SLICE_SECONDS),
      ),
    )
    .returning({ id: meetingCatchUps.id });
  return claimed ? { kind: "fold", sessionId: session.id, meetingId: session.meetingId, throughSeconds: segment.startSeconds } : null;
}

/**
 * The user's first join while the bot was standing in (the hand-over moment): stamps the arrival once and
 * asks for the catch-up. A meeting with nothing captured before they came has no row, so nothing is sent.
 */
export async function noteOwnerJoin(
  tx: Executor,
  ctx: ServiceContext,
  session: BotSession,
  join: { at: Date; botId: string; participantId: string },
): Promise<CatchUpFollowUp | null> {
  if (!session.meetingId || !session.admittedAt || session.optedOutAt) return null;
  const [claimed] = await tx
    .update(meetingCatchUps)
    .set({ ownerJoinedAt: join.at, joinSeenAt: ctx.clock.now(), sessionId: session.id, updatedAt: ctx.clock.now() })
    .where(and(eq(meetingCatchUps.meetingId, session.meetingId), eq(meetingCatchUps.userId, session.userId), isNull(meetingCatchUps.ownerJoinedAt)))
    .returning({ id: meetingCatchUps.id });
  return claimed ? { kind: "catch_up", sessionId: session.id, meetingId: session.meetingId, botId: session.providerBotId ?? join.botId, participantId: join.participantId } : null;
}

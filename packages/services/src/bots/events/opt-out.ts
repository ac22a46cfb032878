import { and, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { avatarTurns, botParticipants, botSessions, meetingCatchUps, meetingSummaries, transcriptSegments, type BotSession } from "@understudy/db/schema";
import type { ServiceContext } from "../../context";
import { leaveQueue } from "../sessions/leave.job";
import { isLive } from "./status";

/**
 * Someone typed "opt out": the bot leaves (a job queued by this transaction, worked at once) and everything captured of the meeting goes: its transcript, the attendance this session
 * recorded, the summaries made from that transcript (the running "what you missed" one too) and the AI Avatar's log. Later events of the session are dropped on
 * arrival. Honoured even when the message is delivered after the bot already left.
 */
export async function optOut(tx: Executor, ctx: ServiceContext, session: BotSession, event: { botId: string; at: Date }): Promise<BotSession> {
  if (session.optedOutAt) return session;
  const live = isLive(session.status);
  const written = {
    // When it was typed (the provider's clock, like the other milestones an event decides).
    optedOutAt: event.at,
    reason: "opted_out",
    participantCount: 0,
    ...(live ? { status: "disconnecting" as const } : {}),
    updatedAt: ctx.clock.now(),
  };
  await tx.update(botSessions).set(written).where(eq(botSessions.id, session.id));
  await tx.delete(botParticipants).where(eq(botParticipants.sessionId, session.id));
  if (session.meetingId) {
    await tx.delete(transcriptSegments).where(and(eq(transcriptSegments.meetingId, session.meetingId), eq(transcriptSegments.userId, session.userId)));
    await tx.delete(meetingSummaries).where(and(eq(meetingSummaries.meetingId, session.meetingId), eq(meetingSummaries.userId, session.userId)));
    await tx.delete(meetingCatchUps).where(and(eq(meetingCatchUps.meetingId, session.meetingId), eq(meetingCatchUps.userId, session.userId)));
    // What the AI Avatar heard and said there goes too (its deferred questions with it): nothing of the meeting is kept.
    await tx.delete(avatarTurns).where(and(eq(avatarTurns.meetingId, session.meetingId), eq(avatarTurns.userId, session.userId)));
  }
  if (live) await ctx.deps.jobs.sendWithin(tx, leaveQueue, { sessionId: session.id, botId: session.providerBotId ?? event.botId, why: "opted_out" });
  ctx.log.info({ sessionId: session.id }, "opt-out: leaving and deleting the capture");
  return { ...session, ...written };
}

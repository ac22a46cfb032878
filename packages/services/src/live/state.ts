import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { avatarDrafts, avatarMeetingSettings, avatarTurns, botEvents, botParticipants, botSessions, meetingCatchUps, type Meeting } from "@understudy/db/schema";
import { isLive } from "../bots/events/status";
import type { LiveState } from "./schemas";
import { draftResponse } from "../avatar/drafts/response";

/** The live room shows the latest turns; older ones are in the meeting's avatar log. */
const AVATAR_TURNS_SHOWN = 50;
const AVATAR_DRAFTS_SHOWN = 20;

/** The meeting's latest bot session of its owner (one live session per meeting at a time). */
export async function latestSession(db: Executor, userId: string, meetingId: string) {
  const [session] = await db
    .select()
    .from(botSessions)
    .where(and(eq(botSessions.meetingId, meetingId), eq(botSessions.userId, userId)))
    .orderBy(desc(botSessions.createdAt))
    .limit(1);
  return session ?? null;
}

/** The last stored event of the meeting the owner can see (events of other users' sessions never count). */
export async function lastEventId(db: Executor, userId: string, meetingId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<number | null>`max(${botEvents.seq})` })
    .from(botEvents)
    .innerJoin(botSessions, eq(botSessions.id, botEvents.sessionId))
    .where(and(eq(botEvents.meetingId, meetingId), eq(botSessions.userId, userId)));
  return Number(row?.seq ?? 0);
}

/**
 * Everything of the live room but the transcript: the bot, who is in the call, "what you missed so far",
 * the avatar's turns and whether it is paused. Read after `last_event_id`, so it is at least that fresh.
 */
export async function readLiveState(db: Executor, userId: string, meeting: Pick<Meeting, "id" | "title">): Promise<LiveState> {
  const last = await lastEventId(db, userId, meeting.id);
  const session = await latestSession(db, userId, meeting.id);
  const [participants, [catchUp], [avatarSettings], turns, drafts] = await Promise.all([
    session
      ? db.select().from(botParticipants).where(eq(botParticipants.sessionId, session.id)).orderBy(asc(botParticipants.joinedAt))
      : Promise.resolve([]),
    db
      .select({ summary: meetingCatchUps.summary, through: meetingCatchUps.foldedThroughSeconds })
      .from(meetingCatchUps)
      .where(and(eq(meetingCatchUps.meetingId, meeting.id), eq(meetingCatchUps.userId, userId)))
      .limit(1),
    db
      .select({ paused: avatarMeetingSettings.paused, answerOnOwn: avatarMeetingSettings.answerOnOwn })
      .from(avatarMeetingSettings)
      .where(and(eq(avatarMeetingSettings.meetingId, meeting.id), eq(avatarMeetingSettings.userId, userId)))
      .limit(1),
    db
      .select()
      .from(avatarTurns)
      .where(and(eq(avatarTurns.meetingId, meeting.id), eq(avatarTurns.userId, userId)))
      .orderBy(desc(avatarTurns.heardAt))
      .limit(AVATAR_TURNS_SHOWN),
    db
      .select()
      .from(avatarDrafts)
      .where(and(eq(avatarDrafts.userId, userId), eq(avatarDrafts.meetingId, meeting.id)))
      .orderBy(desc(avatarDrafts.createdAt))
      .limit(AVATAR_DRAFTS_SHOWN),
  ]);
  const inCall = Boolean(session && isLive(session.status) && !session.optedOutAt);
  return {
    meeting: { id: meeting.id, title: meeting.title },
    bot: session
      ? {
          session_id: session.id,
          status: session.status,
          reason: session.reason,
          bot_name: session.botName,
          in_call: inCall,
          standing_in: inCall && Boolean(session.announcedAt) && !session.handedOverAt,
          handed_over: Boolean(session.handedOverAt),
        }
      : null,
    participants: participants
      .filter((p) => p.joinedAt !== null)
      .map((p) => ({ id: p.providerParticipantId, name: p.name, present: p.leftAt === null })),
    catch_up: catchUp?.summary
      ? {
          overview: catchUp.summary.overview,
          decisions: catchUp.summary.decisions.map((d) => d.text),
          action_items: catchUp.summary.action_items.map((a) => (a.owner ? `${a.owner}: ${a.text}` : a.text)),
          questions_for_you: catchUp.summary.questions_for_user.map((q) => (q.asked_by ? `${q.asked_by}: ${q.text}` : q.text)),
          through_seconds: catchUp.through,
        }
      : null,
    avatar: { paused: avatarSettings?.paused ?? false, answer_on_own: avatarSettings?.answerOnOwn ?? false },
    avatar_drafts: drafts.reverse().map(draftResponse),
    avatar_turns: turns
      .reverse()
      .map((t) => ({ id: t.id, asked_by: t.askedBy, heard: t.heard, decision: t.decision, said: t.said, reason: t.reason, at: t.heardAt.toISOString() })),
    last_event_id: last,
  };
}

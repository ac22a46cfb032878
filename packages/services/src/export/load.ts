import { and, asc, desc, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { avatarTurns, botParticipants, botSessions, meetingSummaries, transcriptSegments } from "@understudy/db/schema";
import { getOwnedMeetingOrThrow } from "../meetings/internal";
import { captureExpired } from "../privacy/policy";
import { SummaryContent } from "../summaries/schemas";
import type { ExportSource } from "./document";

/**
 * Everything one export needs, read for the owner only: another user's meeting is a 404 like a missing one.
 * Captured content past the owner's retention is left out even before the daily job deletes it.
 */
export async function loadExportSource(db: Executor, userId: string, meetingId: string, now: Date): Promise<ExportSource> {
  const meeting = await getOwnedMeetingOrThrow(db, userId, meetingId);
  if (await captureExpired(db, userId, meeting, now)) {
    return { meeting: { ...meeting, summary: null }, summary: null, segments: [], participants: [], botAttended: meeting.botAttended };
  }
  const [summaryRow] = await db
    .select({ version: meetingSummaries.version, model: meetingSummaries.model, createdAt: meetingSummaries.createdAt, content: meetingSummaries.content })
    .from(meetingSummaries)
    .where(and(eq(meetingSummaries.meetingId, meeting.id), eq(meetingSummaries.userId, userId), eq(meetingSummaries.status, "ready")))
    .orderBy(desc(meetingSummaries.version))
    .limit(1);
  // A stored summary that no longer matches the schema is left out rather than failing the whole export.
  const content = summaryRow ? SummaryContent.safeParse(summaryRow.content) : null;
  const segments = await db
    .select({ seq: transcriptSegments.seq, speaker: transcriptSegments.speaker, content: transcriptSegments.content, startSeconds: transcriptSegments.startSeconds, endSeconds: transcriptSegments.endSeconds })
    .from(transcriptSegments)
    .where(and(eq(transcriptSegments.meetingId, meeting.id), eq(transcriptSegments.userId, userId)))
    .orderBy(asc(transcriptSegments.seq));
  const participants = await db
    .select({ name: botParticipants.name, email: botParticipants.email, isHost: botParticipants.isHost, joinedAt: botParticipants.joinedAt, leftAt: botParticipants.leftAt })
    .from(botParticipants)
    .innerJoin(botSessions, eq(botSessions.id, botParticipants.sessionId))
    .where(and(eq(botSessions.meetingId, meeting.id), eq(botSessions.userId, userId)))
    .orderBy(asc(botParticipants.joinedAt), asc(botParticipants.name));
  const avatar = await db
    .select({ askedBy: avatarTurns.askedBy, heard: avatarTurns.heard, heardAt: avatarTurns.heardAt, decision: avatarTurns.decision, said: avatarTurns.said, reason: avatarTurns.reason, sources: avatarTurns.sources })
    .from(avatarTurns)
    .where(and(eq(avatarTurns.meetingId, meeting.id), eq(avatarTurns.userId, userId)))
    .orderBy(asc(avatarTurns.heardAt), asc(avatarTurns.utteranceSeq));
  return {
    meeting,
    avatarTurns: avatar,
    summary: summaryRow && content?.success ? { version: summaryRow.version, model: summaryRow.model, createdAt: summaryRow.createdAt, content: content.data } : null,
    segments,
    participants,
    botAttended: meeting.botAttended || participants.length > 0,
  };
}

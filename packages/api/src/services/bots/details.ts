import { and, asc, eq } from "drizzle-orm";
import { botParticipants, transcriptSegments } from "@understudy/db/schema";
import type { UserContext } from "../../context";
import { getOwnedSessionOrThrow } from "./internal";
import { toBotSessionResponse, type BotSessionIdInput } from "./schemas";

const MAX_SEGMENTS = 2000;

/** One session with what its bot captured: attendance and the transcript so far (live while recording). */
export async function getBotSessionDetails({ ctx, input }: { ctx: UserContext; input: BotSessionIdInput }) {
  const session = await getOwnedSessionOrThrow(ctx.db, ctx.actor.userId, input.session_id);
  const participants = await ctx.db.select().from(botParticipants).where(eq(botParticipants.sessionId, session.id)).orderBy(asc(botParticipants.joinedAt), asc(botParticipants.name));
  const segments = session.meetingId
    ? await ctx.db
        .select()
        .from(transcriptSegments)
        .where(and(eq(transcriptSegments.meetingId, session.meetingId), eq(transcriptSegments.userId, ctx.actor.userId)))
        .orderBy(asc(transcriptSegments.seq))
        .limit(MAX_SEGMENTS)
    : [];
  return {
    session: toBotSessionResponse(session),
    participants: participants.map((p) => ({
      name: p.name ?? "Unknown participant",
      email: p.email,
      is_host: p.isHost,
      joined_at: p.joinedAt?.toISOString() ?? null,
      left_at: p.leftAt?.toISOString() ?? null,
    })),
    transcript: segments.map((s) => ({ speaker: s.speaker, start_seconds: s.startSeconds, end_seconds: s.endSeconds, text: s.content })),
  };
}

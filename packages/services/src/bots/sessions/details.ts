import { eq } from "drizzle-orm";
import { meetings } from "@understudy/db/schema";
import type { UserContext } from "../../context";
import { loadParticipants, loadTranscript, ownerArrival, participantEntry } from "./attendance";
import { getOwnedSessionOrThrow } from "../internal";
import { loadOwnerIdentity } from "../stand-in/owner";
import { toBotSessionResponse, toStandInResponse, type BotSessionIdInput } from "../schemas";

/**
 * One session with what its bot captured: attendance with the owner's arrival, the stand-in's milestones,
 * and the transcript so far (live while recording).
 */
export async function getBotSessionDetails({ ctx, input }: { ctx: UserContext; input: BotSessionIdInput }) {
  const session = await getOwnedSessionOrThrow(ctx.db, ctx.actor.userId, input.session_id);
  const [meeting] = session.meetingId ? await ctx.db.select({ scheduledAt: meetings.scheduledAt }).from(meetings).where(eq(meetings.id, session.meetingId)).limit(1) : [];
  const owner = await loadOwnerIdentity(ctx.db, session);
  const participants = await loadParticipants(ctx.db, session.id);
  return {
    session: toBotSessionResponse(session),
    stand_in: toStandInResponse(session),
    owner_arrival: ownerArrival(session, meeting?.scheduledAt ?? null),
    participants: participants.map((p) => {
      const { status: _present, ...entry } = participantEntry(p, owner);
      return entry;
    }),
    transcript: session.meetingId ? await loadTranscript(ctx.db, session.meetingId, ctx.actor.userId) : [],
  };
}

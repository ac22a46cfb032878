import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botParticipants, botSessions, type BotSession } from "@understudy/db/schema";
import type { BotWebhookEvent } from "@understudy/integrations/bots";
import type { ServiceContext } from "../../context";
import { claimOwnerArrival } from "../catch-up/track";

/**
 * Attendance: first join and last leave per participant, whatever order they arrive in, and the owner's
 * arrival (the hand-over moment). Returns the catch-up claimed by that arrival, for the stand-in to deliver.
 */
export async function applyParticipant(
  tx: Executor,
  ctx: ServiceContext,
  session: BotSession,
  event: Extract<BotWebhookEvent, { kind: "participant" }>,
  isOwner: boolean,
): Promise<{ outcome: "applied" | "dropped"; catchUp: { participantId: string } | null; session: BotSession }> {
  if (session.optedOutAt) return { outcome: "dropped", catchUp: null, session };
  const p = event.participant;
  const join = event.action === "join" ? event.at : null;
  const leave = event.action === "leave" ? event.at : null;
  await tx
    .insert(botParticipants)
    .values({ sessionId: session.id, providerParticipantId: p.id, name: p.name, email: p.email, isHost: p.isHost, joinedAt: join, leftAt: leave })
    .onConflictDoUpdate({
      target: [botParticipants.sessionId, botParticipants.providerParticipantId],
      set: {
        name: sql`coalesce(excluded.name, ${botParticipants.name})`,
        email: sql`coalesce(excluded.email, ${botParticipants.email})`,
        joinedAt: sql`least(${botParticipants.joinedAt}, excluded.joined_at)`,
        leftAt: sql`greatest(${botParticipants.leftAt}, excluded.left_at)`,
      },
    });
  // participant_count = everyone the bot saw join (attendance), which no arrival order can change.
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(botParticipants)
    .where(and(eq(botParticipants.sessionId, session.id), isNotNull(botParticipants.joinedAt)));
  const ownerArrivedAt = join && isOwner ? join.toISOString() : null;
  await tx
    .update(botSessions)
    .set({ participantCount: count?.n ?? 0, ...(ownerArrivedAt ? { ownerJoinedAt: sql`least(${botSessions.ownerJoinedAt}, ${ownerArrivedAt}::timestamptz)` } : {}) })
    .where(eq(botSessions.id, session.id));
  const catchUp = join && ownerArrivedAt ? await claimOwnerArrival(tx, ctx, session, { at: join, participantId: p.id }) : null;
  const ownerJoinedAt = join && ownerArrivedAt && (!session.ownerJoinedAt || join < session.ownerJoinedAt) ? join : session.ownerJoinedAt;
  return { outcome: "applied", catchUp, session: { ...session, participantCount: count?.n ?? 0, ownerJoinedAt } };
}

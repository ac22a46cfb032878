import { and, eq, isNull, max } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botEvents, botPreferences, botSessions, type BotOwnerJoinAction, type BotSession } from "@understudy/db/schema";
import type { ServiceContext } from "../../context";
import { isLive } from "../events/status";
import { announceQueue } from "./announce.job";
import { handOverQueue } from "./hand-over.job";
import { decideStandIn } from "./stand-in";

export type StandInOutcome = "announced" | "handed_over" | "nothing";

/** The user's "when I join" setting; no row = the default, hand over and leave. */
async function onOwnerJoin(tx: Executor, userId: string): Promise<BotOwnerJoinAction> {
  const [row] = await tx.select({ onOwnerJoin: botPreferences.onOwnerJoin }).from(botPreferences).where(eq(botPreferences.userId, userId)).limit(1);
  return row?.onOwnerJoin ?? "leave";
}

/**
 * The provider's "now" is the newest timestamp among all the session's events, not just the one being
 * applied: when events past the grace overtook the admission, the admission itself must see them.
 */
async function providerNow(tx: Executor, sessionId: string, current: Date | null): Promise<Date | null> {
  if (!current) return null;
  const [row] = await tx.select({ at: max(botEvents.occurredAt) }).from(botEvents).where(eq(botEvents.sessionId, sessionId));
  return row?.at && row.at > current ? row.at : current;
}

/**
 * Applies the stand-in decision to a session already locked by the caller's transaction, as the caller
 * holds it after this transaction's own writes. Each milestone is
 * claimed with a conditional update (only while still unset), so the announcement and the hand-over
 * happen once whatever mix of duplicate, reordered and timer-driven calls reaches here; the claim queues
 * the job that carries it out, in the same transaction. `catchUp`: the owner's arrival claimed a catch-up,
 * which a hand-over delivers before it leaves (a private message needs the bot still in the call).
 */
export async function applyStandInRule(
  tx: Executor,
  ctx: ServiceContext,
  input: { session: BotSession; botId: string | null; providerNow: Date | null; graceTimerFired: boolean; catchUp?: { participantId: string } | null },
): Promise<StandInOutcome> {
  const { session } = input;
  // Nothing left to decide: skip the queries below (this runs on every webhook).
  if (session.optedOutAt || session.handedOverAt || !session.admittedAt) return "nothing";
  // The setting only matters for a hand-over, so it is read only then.
  const now = session.announcedAt ? input.providerNow : await providerNow(tx, session.id, input.providerNow);
  const decision = decideStandIn(session, { providerNow: now, graceTimerFired: input.graceTimerFired, onOwnerJoin: "leave" });
  const botId = session.providerBotId ?? input.botId;
  const unclaimed = (column: typeof botSessions.handedOverAt | typeof botSessions.announcedAt) => and(eq(botSessions.id, session.id), isNull(column), isNull(botSessions.optedOutAt));

  // Milestones decided by an event are stamped on the provider's clock, so they line up with the
  // attendance times (also when the sandbox plays a meeting fast); the timer stamps ours.
  const stamp = now ?? ctx.clock.now();
  if (decision.action === "hand_over") {
    const leave = (await onOwnerJoin(tx, session.userId)) === "leave";
    const [claimed] = await tx
      .update(botSessions)
      .set({
        handedOverAt: stamp,
        // Staying silent keeps the session recording to the end, which then gives its reason.
        ...(leave ? { reason: "owner_joined", ...(isLive(session.status) ? { status: "disconnecting" as const } : {}) } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(unclaimed(botSessions.handedOverAt))
      .returning({ id: botSessions.id });
    if (!claimed) return "nothing";
    if (botId && (leave || input.catchUp)) await ctx.deps.jobs.sendWithin(tx, handOverQueue, { sessionId: session.id, botId, leave, catchUp: input.catchUp ?? null });
    ctx.log.info({ sessionId: session.id, leave }, "owner joined within the grace: handed over");
    return "handed_over";
  }

  if (decision.action === "announce") {
    if (!botId) return "nothing";
    const claimedAt = stamp;
    const [claimed] = await tx
      .update(botSessions)
      .set({ announcedAt: claimedAt, updatedAt: ctx.clock.now() })
      .where(and(unclaimed(botSessions.announcedAt), isNull(botSessions.handedOverAt)))
      .returning({ id: botSessions.id });
    if (!claimed) return "nothing";
    await ctx.deps.jobs.sendWithin(tx, announceQueue, { sessionId: session.id, botId, claimedAt: claimedAt.toISOString() });
    return "announced";
  }
  return "nothing";
}

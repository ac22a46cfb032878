import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botPreferences, botSessions, type BotOwnerJoinAction } from "@understudy/db/schema";
import type { ServiceContext } from "../../context";
import type { FollowUp } from "./follow-ups";
import { loadOwnerIdentity } from "./owner";
import { announcementText, decideStandIn } from "./stand-in";
import { isLive } from "./status";

export type StandInOutcome = "announced" | "handed_over" | "nothing";

/** The user's "when I join" setting; no row = the default, hand over and leave. */
async function onOwnerJoin(tx: Executor, userId: string): Promise<BotOwnerJoinAction> {
  const [row] = await tx.select({ onOwnerJoin: botPreferences.onOwnerJoin }).from(botPreferences).where(eq(botPreferences.userId, userId)).limit(1);
  return row?.onOwnerJoin ?? "leave";
}

/**
 * Applies the stand-in decision to a session already locked by the caller's transaction. Each milestone is
 * claimed with a conditional update (only while still unset), so the announcement and the hand-over
 * happen once whatever mix of duplicate, reordered and timer-driven calls reaches here.
 */
export async function applyStandInRule(
  tx: Executor,
  ctx: ServiceContext,
  input: { sessionId: string; botId: string | null; providerNow: Date | null; graceTimerFired: boolean },
  followUps: FollowUp[],
): Promise<StandInOutcome> {
  const [session] = await tx.select().from(botSessions).where(eq(botSessions.id, input.sessionId)).limit(1);
  if (!session) return "nothing";
  // The setting only matters for a hand-over, so it is read only then.
  const decision = decideStandIn(session, { providerNow: input.providerNow, graceTimerFired: input.graceTimerFired, onOwnerJoin: "leave" });
  const botId = session.providerBotId ?? input.botId;
  const unclaimed = (column: typeof botSessions.handedOverAt | typeof botSessions.announcedAt) => and(eq(botSessions.id, session.id), isNull(column), isNull(botSessions.optedOutAt));

  if (decision.action === "hand_over") {
    const leave = (await onOwnerJoin(tx, session.userId)) === "leave";
    const now = ctx.clock.now();
    const [claimed] = await tx
      .update(botSessions)
      .set({
        handedOverAt: now,
        // Staying silent keeps the session recording to the end, which then gives its reason.
        ...(leave ? { reason: "owner_joined", ...(isLive(session.status) ? { status: "disconnecting" as const } : {}) } : {}),
        updatedAt: now,
      })
      .where(unclaimed(botSessions.handedOverAt))
      .returning({ id: botSessions.id });
    if (!claimed) return "nothing";
    if (leave && botId) followUps.push({ kind: "leave", sessionId: session.id, botId, why: "owner_joined" });
    ctx.log.info({ sessionId: session.id, leave }, "owner joined within the grace: handed over");
    return "handed_over";
  }

  if (decision.action === "announce") {
    if (!botId) return "nothing";
    const claimedAt = ctx.clock.now();
    const [claimed] = await tx
      .update(botSessions)
      .set({ announcedAt: claimedAt, updatedAt: claimedAt })
      .where(and(unclaimed(botSessions.announcedAt), isNull(botSessions.handedOverAt)))
      .returning({ id: botSessions.id });
    if (!claimed) return "nothing";
    const owner = await loadOwnerIdentity(tx, session);
    followUps.push({ kind: "announce", sessionId: session.id, botId, text: announcementText({ botName: session.botName, ownerName: owner.displayName }), claimedAt });
    return "announced";
  }
  return "nothing";
}

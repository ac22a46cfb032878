import { and, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botEvents, botSessions, type BotSession } from "@understudy/db/schema";
import { readStoredBotStatus } from "@understudy/integrations/bots";
import type { ServiceContext } from "../../context";
import { runFollowUps, type FollowUp, type StandInDeps } from "../webhook/follow-ups";
import { applyStandInRule, type StandInOutcome } from "./stand-in-apply";
import { OWNER_GRACE_SECONDS } from "./stand-in";

export type OwnerGraceOutcome = StandInOutcome | { early: number } | "retry";

/**
 * The `bots.owner-grace` job body: the grace has run out on our clock since we learned the bot was
 * admitted, so if nothing else has happened (owner came, already announced, opted out, bot gone) the
 * bot announces itself now. A job woken early (its admission was recorded later than it was queued for)
 * answers how many seconds are left, for the worker to queue it again. "retry" when the announcement
 * could not be sent, so pg-boss tries again.
 */
export async function runOwnerGrace({ ctx, deps, sessionId }: { ctx: ServiceContext; deps: StandInDeps | null; sessionId: string }): Promise<OwnerGraceOutcome> {
  const result = await ctx.db.transaction(async (tx): Promise<{ outcome: OwnerGraceOutcome; followUps: FollowUp[] }> => {
    const [session] = await tx.select().from(botSessions).where(eq(botSessions.id, sessionId)).limit(1).for("update");
    if (!session) return { outcome: "nothing", followUps: [] };
    const admission = await admissionLearnedAt(tx, session);
    if (!admission) return { outcome: "nothing", followUps: [] };
    const left = Math.ceil((admission.getTime() + OWNER_GRACE_SECONDS * 1000 - ctx.clock.now().getTime()) / 1000);
    if (left > 0) return { outcome: { early: left }, followUps: [] };
    const followUps: FollowUp[] = [];
    const outcome = await applyStandInRule(tx, ctx, { sessionId, botId: session.providerBotId, providerNow: null, graceTimerFired: true }, followUps);
    return { outcome, followUps };
  });
  const sent = await runFollowUps(ctx, deps, result.followUps);
  return sent ? result.outcome : "retry";
}

/**
 * When we first learned, on our clock, that the bot was admitted: the earliest receipt of a stored
 * status the session's provider reads as "in the call". Stored codes are read back by the provider's
 * adapter, so an Attendee session's admission counts as much as a Recall one's.
 */
async function admissionLearnedAt(tx: Executor, session: BotSession): Promise<Date | null> {
  const statuses = await tx
    .select({ code: botEvents.code, subCode: botEvents.subCode, occurredAt: botEvents.occurredAt, receivedAt: botEvents.receivedAt })
    .from(botEvents)
    .where(and(eq(botEvents.sessionId, session.id), eq(botEvents.kind, "status")));
  const learned = statuses
    .filter((s) => s.code !== null && readStoredBotStatus(session.provider, { code: s.code, subCode: s.subCode, at: s.occurredAt }).admitted)
    .map((s) => s.receivedAt.getTime());
  return learned.length ? new Date(Math.min(...learned)) : null;
}

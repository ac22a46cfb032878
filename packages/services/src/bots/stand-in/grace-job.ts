import { and, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botEvents, botSessions, type BotSession } from "@understudy/db/schema";
import { readStoredBotStatus } from "@understudy/integrations/bots";
import type { ServiceContext } from "../../context";
import { BOT_EVENT_QUEUES } from "../events/queues";
import { applyStandInRule, type StandInOutcome } from "./stand-in-apply";
import { OWNER_GRACE_SECONDS } from "./stand-in";

export type OwnerGraceOutcome = StandInOutcome | { early: number };

/**
 * The `bots.owner-grace` job body: the grace has run out on our clock since we learned the bot was
 * admitted, so if nothing else has happened (owner came, already announced, opted out, bot gone) the
 * announcement is claimed now, and its job queued with the claim. A job woken early (its admission was
 * recorded later than it was queued for) answers how many seconds are left, for the worker to queue it again.
 */
export async function runOwnerGrace({ ctx, sessionId }: { ctx: ServiceContext; sessionId: string }): Promise<OwnerGraceOutcome> {
  await ctx.deps.jobs.prepare(BOT_EVENT_QUEUES);
  return ctx.db.transaction(async (tx): Promise<OwnerGraceOutcome> => {
    const [session] = await tx.select().from(botSessions).where(eq(botSessions.id, sessionId)).limit(1).for("update");
    if (!session) return "nothing";
    const admission = await admissionLearnedAt(tx, session);
    if (!admission) return "nothing";
    const left = Math.ceil((admission.getTime() + OWNER_GRACE_SECONDS * 1000 - ctx.clock.now().getTime()) / 1000);
    if (left > 0) return { early: left };
    return applyStandInRule(tx, ctx, { session, botId: session.providerBotId, providerNow: null, graceTimerFired: true });
  });
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

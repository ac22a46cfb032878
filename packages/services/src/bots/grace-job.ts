import { and, eq, inArray, min } from "drizzle-orm";
import { botEvents, botSessions } from "@understudy/db/schema";
import type { ServiceContext } from "../context";
import { runFollowUps, type FollowUp, type StandInDeps } from "./follow-ups";
import { applyStandInRule, type StandInOutcome } from "./stand-in-apply";
import { OWNER_GRACE_SECONDS } from "./stand-in";

/** Provider codes that mean "in the call" (what sets admitted_at). */
const ADMITTED_CODES = ["in_call_not_recording", "in_call_recording", "recording_permission_allowed", "recording_permission_denied"];

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
    const [admission] = await tx
      .select({ at: min(botEvents.receivedAt) })
      .from(botEvents)
      .where(and(eq(botEvents.sessionId, sessionId), eq(botEvents.kind, "status"), inArray(botEvents.code, ADMITTED_CODES)));
    if (!admission?.at) return { outcome: "nothing", followUps: [] };
    const left = Math.ceil((admission.at.getTime() + OWNER_GRACE_SECONDS * 1000 - ctx.clock.now().getTime()) / 1000);
    if (left > 0) return { outcome: { early: left }, followUps: [] };
    const followUps: FollowUp[] = [];
    const outcome = await applyStandInRule(tx, ctx, { sessionId, botId: session.providerBotId, providerNow: null, graceTimerFired: true }, followUps);
    return { outcome, followUps };
  });
  const sent = await runFollowUps(ctx, deps, result.followUps);
  return sent ? result.outcome : "retry";
}

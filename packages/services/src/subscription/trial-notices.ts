import { and, eq, gt, lte, notExists, sql } from "drizzle-orm";
import { notifications, users } from "@understudy/db/schema";
import { DAY_MS } from "../clock";
import type { ServiceContext } from "../context";
import { TRIAL_WARNING_DAYS } from "./trial";

export const TRIAL_ENDING_KIND = "trial_ending";
export const TRIAL_EXPIRED_KIND = "trial_expired";
/** Trials that ended longer ago than this are not announced any more (a job added late spams nobody). */
const EXPIRY_LOOKBACK_DAYS = 30;

/**
 * The daily trial sweep: one "ends soon" and one "has ended" notification per free user, whenever the
 * job runs and however often. Plan state itself never waits for this job: it is computed from the clock.
 */
export async function sendTrialNotices({ ctx }: { ctx: ServiceContext }): Promise<{ ending: number; ended: number }> {
  const now = ctx.clock.now();
  const soon = new Date(now.getTime() + TRIAL_WARNING_DAYS * DAY_MS);
  const lookback = new Date(now.getTime() - EXPIRY_LOOKBACK_DAYS * DAY_MS);
  const notYet = (kind: string) =>
    notExists(
      ctx.db
        .select({ one: sql`1` })
        .from(notifications)
        .where(and(eq(notifications.userId, users.id), eq(notifications.kind, kind))),
    );

  const ending = await ctx.db
    .select({ id: users.id, trialEndsAt: users.trialEndsAt })
    .from(users)
    .where(and(eq(users.subscriptionPlan, "free"), eq(users.isActive, true), gt(users.trialEndsAt, now), lte(users.trialEndsAt, soon), notYet(TRIAL_ENDING_KIND)));
  const ended = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.subscriptionPlan, "free"), eq(users.isActive, true), lte(users.trialEndsAt, now), gt(users.trialEndsAt, lookback), notYet(TRIAL_EXPIRED_KIND)));

  await ctx.db.transaction(async (tx) => {
    for (const user of ending) {
      const days = Math.max(1, Math.ceil(((user.trialEndsAt?.getTime() ?? now.getTime()) - now.getTime()) / DAY_MS));
      await tx.insert(notifications).values({
        userId: user.id,
        kind: TRIAL_ENDING_KIND,
        title: `Your free trial ends in ${days} day${days === 1 ? "" : "s"}`,
        message: "Upgrade to Pro ($29.99/month) to keep your AI bot covering meetings and to get unlimited AI summaries.",
        createdAt: now,
      });
    }
    for (const user of ended) {
      await tx.insert(notifications).values({
        userId: user.id,
        kind: TRIAL_EXPIRED_KIND,
        title: "Your free trial has ended",
        message: "New bots and AI summaries now need the Pro plan. Everything captured so far stays readable. Upgrade to Pro to continue.",
        createdAt: now,
      });
    }
  });
  ctx.log.info({ ending: ending.length, ended: ended.length }, "trial notices sent");
  return { ending: ending.length, ended: ended.length };
}

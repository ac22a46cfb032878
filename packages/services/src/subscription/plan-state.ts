import { eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { subscriptions, users } from "@understudy/db/schema";
import { DAY_MS } from "../clock";
import type { ServiceContext } from "../context";
import { NotFoundError } from "../errors";
import { trialDaysRemaining } from "./trial";

/** The spec's subscription_status values (SPEC §4). */
export type PlanStatus = "active" | "trial_expired" | "expired";

export interface PlanInputs {
  plan: "free" | "pro";
  trialEndsAt: Date | null;
  /** The Stripe subscription the user's billing row follows, if they ever started one. */
  subscription: { id: string | null; status: string | null; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean } | null;
}

export interface PlanState {
  plan: "free" | "pro";
  status: PlanStatus;
  /** Free and inside the 14 days. */
  onTrial: boolean;
  /** Trial days left on the free plan; days left in the paid period on Pro (0 when unknown). */
  daysRemaining: number;
  pastDue: boolean;
  cancelAtPeriodEnd: boolean;
}

/**
 * Stripe's trialing / active / past_due / canceled and the app's own trial, as the spec's states:
 * Pro (while Stripe bills, past_due included) is active; a free user inside the trial is active; a
 * free user whose paid subscription ended is expired; one who never paid and ran out is trial_expired.
 */
export function planStateOf(input: PlanInputs, now: Date): PlanState {
  const sub = input.subscription;
  const pastDue = sub?.status === "past_due";
  if (input.plan === "pro") {
    const end = sub?.currentPeriodEnd;
    const days = end ? Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS)) : 0;
    return { plan: "pro", status: "active", onTrial: false, daysRemaining: days, pastDue, cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false };
  }
  const trialDays = trialDaysRemaining(input.trialEndsAt, now);
  const base = { plan: "free" as const, pastDue: false, cancelAtPeriodEnd: false };
  if (trialDays > 0) return { ...base, status: "active", onTrial: true, daysRemaining: trialDays };
  return { ...base, status: sub?.id ? "expired" : "trial_expired", onTrial: false, daysRemaining: 0 };
}

/** The user's plan state now, by the injected clock. */
export async function loadPlanState(ctx: Pick<ServiceContext, "clock">, db: Executor, userId: string): Promise<PlanState & { trialEndsAt: Date | null }> {
  const [row] = await db
    .select({
      plan: users.subscriptionPlan,
      trialEndsAt: users.trialEndsAt,
      subscriptionId: subscriptions.stripeSubscriptionId,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new NotFoundError("User");
  const state = planStateOf(
    {
      plan: row.plan,
      trialEndsAt: row.trialEndsAt,
      subscription:
        row.subscriptionId || row.status
          ? { id: row.subscriptionId, status: row.status, currentPeriodEnd: row.currentPeriodEnd, cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false }
          : null,
    },
    ctx.clock.now(),
  );
  return { ...state, trialEndsAt: row.trialEndsAt };
}

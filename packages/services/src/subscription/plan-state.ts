import { eq, inArray } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { subscriptions, users } from "@understudy/db/schema";
import { DAY_MS } from "../clock";
import { NotFoundError } from "../errors";
import { trialDaysRemaining } from "./trial";

/** The subscription_status values of docs/product.md#plan-and-trial. */
export type PlanStatus = "active" | "trial_expired" | "expired";

const LIVE = ["trialing", "active", "past_due"] as const;
/** Stripe's statuses of a subscription whose first invoice was never paid. */
const NEVER_PAID = ["incomplete", "incomplete_expired"] as const;
/** Pro is kept while Stripe still bills the subscription, including past_due during dunning. */
export const isLiveStatus = (status: string | null | undefined): boolean => LIVE.some((s) => s === status);

export interface PlanInputs {
  plan: "free" | "pro";
  trialEndsAt: Date | null;
  /** The Stripe subscription the user's billing row follows, if they ever started one. */
  subscription: { id: string | null; status: string | null; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean } | null;
}

export interface PlanState {
  plan: "free" | "pro";
  status: PlanStatus;
  /** Free and inside the trial. */
  onTrial: boolean;
  /** Trial days left on the free plan; days left in the paid period on Pro (0 when unknown). */
  daysRemaining: number;
  pastDue: boolean;
  cancelAtPeriodEnd: boolean;
}

/** A user's plan state as read, with the dates it was worked out from. */
export interface UserPlanState extends PlanState {
  trialEndsAt: Date | null;
  /** The latest trial end or paid period end that has passed: when the last plan that allowed bots ran out. */
  lastEndedAt: Date | null;
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
  // A subscription whose first payment never went through (https://docs.stripe.com/billing/subscriptions/overview#payment-status)
  // never made anyone Pro: what ran out is the trial.
  const everPaid = Boolean(sub?.id) && !NEVER_PAID.some((s) => s === sub?.status);
  return { ...base, status: everPaid ? "expired" : "trial_expired", onTrial: false, daysRemaining: 0 };
}

/** The plan state of each of these users at `now`, in one query; unknown ids are absent from the map. */
export async function planStates(db: Executor, userIds: readonly string[], now: Date): Promise<Map<string, UserPlanState>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      plan: users.subscriptionPlan,
      trialEndsAt: users.trialEndsAt,
      subscriptionId: subscriptions.stripeSubscriptionId,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((row) => {
      const subscription =
        row.subscriptionId || row.status
          ? { id: row.subscriptionId, status: row.status, currentPeriodEnd: row.currentPeriodEnd, cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false }
          : null;
      const state = planStateOf({ plan: row.plan, trialEndsAt: row.trialEndsAt, subscription }, now);
      const ended = [row.trialEndsAt, row.currentPeriodEnd].filter((d): d is Date => d !== null && d <= now).map((d) => d.getTime());
      return [row.id, { ...state, trialEndsAt: row.trialEndsAt, lastEndedAt: ended.length ? new Date(Math.max(...ended)) : null }];
    }),
  );
}

/** One user's plan state at `now`; NOT_FOUND for an unknown user. */
export async function planStateFor(db: Executor, userId: string, now: Date): Promise<UserPlanState> {
  const state = (await planStates(db, [userId], now)).get(userId);
  if (!state) throw new NotFoundError("User");
  return state;
}

import { eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { notifications, subscriptions, users } from "@understudy/db/schema";
import type { BillingSubscription } from "@understudy/integrations/stripe";
import { isLiveStatus } from "./plan-state";
import type { PlanId } from "./plans";

/*
 * The writes of plan state: the subscription a user's plan follows and the plan column itself. Billing
 * decides which Stripe subscription that is (billing/sync.ts); what it means for the plan is decided here.
 */

export const BILLING_NOTIFICATION_KIND = "billing";

/** The facts of a Stripe subscription the user's row keeps (plan state reads some, billing details the rest). */
export type FollowedSubscription = Pick<BillingSubscription, "id" | "customerId" | "status" | "currentPeriodEnd" | "cancelAtPeriodEnd" | "cancelAt" | "endedAt" | "created">;

/** Row lock on the user, taken first in every plan or billing write: concurrent writes for one user apply one after the other. */
export async function lockPlan(tx: Executor, userId: string): Promise<{ plan: PlanId } | null> {
  const [user] = await tx.select({ plan: users.subscriptionPlan }).from(users).where(eq(users.id, userId)).for("update");
  return user ?? null;
}

/** From now on the user's plan follows this subscription, as Stripe reports it. */
export async function followSubscription(tx: Executor, userId: string, subscription: FollowedSubscription, now: Date): Promise<void> {
  const values = {
    stripeCustomerId: subscription.customerId,
    stripeSubscriptionId: subscription.id,
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    cancelAt: subscription.cancelAt,
    endedAt: subscription.endedAt,
    stripeCreatedAt: subscription.created,
    updatedAt: now,
  };
  await tx.insert(subscriptions).values({ userId, ...values }).onConflictDoUpdate({ target: subscriptions.userId, set: values });
}

/**
 * Sets the plan from the status of the subscription it follows (Pro while Stripe bills), with one notice
 * when that changes it. `current` is the plan read under `lockPlan`.
 */
export async function settlePlan(tx: Executor, userId: string, input: { current: PlanId; status: string | null }, now: Date): Promise<PlanId> {
  const plan: PlanId = isLiveStatus(input.status) ? "pro" : "free";
  if (plan === input.current) return plan;
  await tx.update(users).set({ subscriptionPlan: plan }).where(eq(users.id, userId));
  await tx.insert(notifications).values(
    plan === "pro"
      ? { userId, kind: BILLING_NOTIFICATION_KIND, title: "Welcome to Pro", message: "Your Pro plan is active: unlimited AI summaries, advanced analytics, priority bots and export.", createdAt: now }
      : { userId, kind: BILLING_NOTIFICATION_KIND, title: "Your Pro plan has ended", message: "Your account is back on the free plan. You can upgrade again any time from Subscription.", createdAt: now },
  );
  return plan;
}

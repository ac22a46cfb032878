import { desc, eq } from "drizzle-orm";
import { payments } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { planStateFor } from "./plan-state";
import { PLANS } from "./plans";
import type { SubscriptionStatusResponse } from "./schemas";

const summary = (id: "free" | "pro") => ({ id, name: PLANS[id].name, price: PLANS[id].price });

export async function getSubscriptionStatus({ ctx }: { ctx: UserContext }): Promise<SubscriptionStatusResponse> {
  const state = await planStateFor(ctx.db, ctx.actor.userId, ctx.clock.now());
  return {
    current_plan: summary(state.plan),
    subscription_status: state.status,
    days_remaining: state.daysRemaining,
    trial_ends_at: state.trialEndsAt?.toISOString() ?? null,
    can_upgrade: state.plan !== "pro",
    available_plans: [summary("free"), summary("pro")],
  };
}

export function listPlans() {
  return { plans: { free: PLANS.free, pro: PLANS.pro } };
}

export async function getPaymentHistory({ ctx }: { ctx: UserContext }) {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.userId, ctx.actor.userId))
    .orderBy(desc(payments.createdAt))
    .limit(100);
  return {
    transactions: rows.map((p) => ({
      id: p.id,
      plan_id: p.planId,
      amount: p.amountCents / 100,
      currency: p.currency,
      payment_status: p.paymentStatus,
      created_at: p.createdAt.toISOString(),
    })),
  };
}

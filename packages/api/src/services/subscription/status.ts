import { desc, eq } from "drizzle-orm";
import { payments, users } from "@understudy/db/schema";
import type { UserContext } from "../../context";
import { NotFoundError } from "../../errors";
import { PLANS, trialDaysRemaining } from "./plans";
import type { SubscriptionStatusResponse } from "./schemas";

const summary = (id: "free" | "pro") => ({ id, name: PLANS[id].name, price: PLANS[id].price });

export async function getSubscriptionStatus({ ctx }: { ctx: UserContext }): Promise<SubscriptionStatusResponse> {
  const [user] = await ctx.db
    .select({ plan: users.subscriptionPlan, trialEndsAt: users.trialEndsAt })
    .from(users)
    .where(eq(users.id, ctx.actor.userId))
    .limit(1);
  if (!user) throw new NotFoundError("User");
  const daysRemaining = trialDaysRemaining(user.trialEndsAt, ctx.clock.now());
  const isPro = user.plan === "pro";
  return {
    current_plan: summary(user.plan),
    subscription_status: isPro || daysRemaining > 0 ? "active" : "trial_expired",
    days_remaining: isPro ? 0 : daysRemaining,
    trial_ends_at: user.trialEndsAt?.toISOString() ?? null,
    can_upgrade: !isPro,
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

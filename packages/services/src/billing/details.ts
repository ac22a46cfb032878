import { eq } from "drizzle-orm";
import { subscriptions } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { isLiveStatus } from "../subscription/plan-state";
import type { BillingDetailsResponse } from "./schemas";

export async function getBillingDetails({ ctx }: { ctx: UserContext }): Promise<BillingDetailsResponse> {
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, ctx.actor.userId)).limit(1);
  const live = isLiveStatus(row?.status);
  return {
    has_billing_account: Boolean(row?.stripeCustomerId),
    stripe_status: row?.status ?? null,
    current_period_end: row?.currentPeriodEnd?.toISOString() ?? null,
    // A scheduled cancellation only matters while the subscription still runs.
    cancel_at_period_end: live && (row?.cancelAtPeriodEnd ?? false),
    cancel_at: row?.cancelAt?.toISOString() ?? null,
    payment_failed: row?.status === "past_due" || row?.status === "unpaid",
    first_payment: row?.status === "incomplete" ? "declined" : row?.status === "incomplete_expired" ? "expired" : null,
  };
}

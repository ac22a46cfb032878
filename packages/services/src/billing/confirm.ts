import type { UserContext } from "../context";
import { NotFoundError } from "../errors";
import { lockPlan } from "../subscription/plan-writes";
import type { SubscriptionStatusResponse } from "../subscription/schemas";
import { getSubscriptionStatus } from "../subscription/status";
import type { BillingDeps } from "./checkout";
import { billingFailure } from "./errors";
import type { ConfirmCheckoutInput } from "./schemas";
import { applyInvoice, applySubscription, linkCustomer } from "./sync";
import { billingProvider } from "./provider";

/**
 * Called when Stripe sends the user back to /subscription?checkout=success: reads the session and its
 * subscription from Stripe, so the user is Pro at once even if the webhooks are late. Idempotent.
 */
export async function confirmCheckout({ ctx, input, deps = { billing: billingProvider(ctx.deps) } }: { ctx: UserContext; input: ConfirmCheckoutInput; deps?: Pick<BillingDeps, "billing"> }): Promise<SubscriptionStatusResponse> {
  const userId = ctx.actor.userId;
  let facts;
  try {
    const session = await deps.billing.getCheckoutSession(input.session_id);
    // Another user's session is as unknown as a made-up id.
    if (session?.userId !== userId) throw new NotFoundError("Checkout session");
    const complete = session.status === "complete";
    const subscription = complete && session.subscriptionId ? await deps.billing.getSubscription(session.subscriptionId) : null;
    const invoice = complete && session.invoiceId ? await deps.billing.getInvoice(session.invoiceId) : null;
    facts = { session, subscription, invoice };
  } catch (error) {
    throw billingFailure(error);
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockPlan(tx, userId);
    if (facts.session.customerId) await linkCustomer(tx, userId, facts.session.customerId, now);
    if (facts.subscription) await applySubscription(tx, userId, facts.subscription, now);
    // The first payment shows in the history at once too; the invoice webhooks find the same row.
    if (facts.invoice) await applyInvoice(tx, userId, facts.invoice);
  });
  return getSubscriptionStatus({ ctx });
}

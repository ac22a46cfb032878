import { eq } from "drizzle-orm";
import { subscriptions } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { ServiceError } from "../errors";
import { billingDeps, type BillingDeps } from "./checkout";
import { billingFailure, isMissingAtStripe } from "./errors";
import type { PortalResponse } from "./schemas";

const NO_ACCOUNT = "No billing account yet: upgrade to Pro first";

/** "Manage billing": a Stripe customer portal session for the user's own customer, returning to /subscription. */
export async function openBillingPortal({ ctx, deps = billingDeps(ctx.deps) }: { ctx: UserContext; deps?: BillingDeps }): Promise<PortalResponse> {
  const [row] = await ctx.db
    .select({ customerId: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, ctx.actor.userId))
    .limit(1);
  if (!row?.customerId) throw new ServiceError("PRECONDITION_FAILED", NO_ACCOUNT);
  try {
    const session = await deps.billing.createPortalSession({ customerId: row.customerId, returnUrl: `${deps.appUrl}/subscription` });
    return { portal_url: session.url };
  } catch (error) {
    if (isMissingAtStripe(error)) throw new ServiceError("PRECONDITION_FAILED", "Your billing account was not found at Stripe: start a new upgrade");
    throw billingFailure(error);
  }
}

import type { BillingProvider, BillingSubscription } from "@understudy/integrations/stripe";
import { isMissingAtStripe } from "./errors";
import { preferSubscription } from "./sync";

/**
 * The customer's subscription that should decide the plan, read from Stripe now: the one at hand may
 * have ended while another is still live, so every subscription of the customer is considered.
 * Shared by the webhook path and the reconciliation job so both reach the same state.
 */
export async function decidingSubscription(
  billing: BillingProvider,
  customerId: string | null,
  seen: BillingSubscription | null,
): Promise<{ subscription: BillingSubscription | null; others: BillingSubscription[] }> {
  let all: BillingSubscription[] = [];
  try {
    if (customerId) all = await billing.listSubscriptions(customerId);
  } catch (error) {
    // A deleted customer's subscriptions cannot be listed; the one at hand still counts.
    if (!isMissingAtStripe(error)) throw error;
  }
  const candidates = seen && !all.some((s) => s.id === seen.id) ? [...all, seen] : all;
  const subscription = candidates.reduce<BillingSubscription | null>((best, s) => (best ? preferSubscription(best, s) : s), null);
  return { subscription, others: candidates };
}

import type { BillingProvider } from "@understudy/integrations/stripe";
import { configured, type AppDeps } from "../deps";

/** Stripe, for a request that cannot go on without it. */
export function billingProvider(deps: AppDeps): BillingProvider {
  return configured(deps.billing, "Billing is not configured on this server");
}

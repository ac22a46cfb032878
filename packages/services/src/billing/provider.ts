import { stripeBillingFromEnv, stripeEnv, type BillingProvider } from "@understudy/integrations/stripe";
import { ServiceError } from "../errors";
import { PLANS, PRO_PRICE_CENTS } from "../subscription/plans";
import { billingAppEnv } from "./env";

let cached: { signature: string; provider: BillingProvider | null } | null = null;

/** The Stripe-backed provider the environment configures (built once per configuration), or null. */
export function configuredBillingProvider(): BillingProvider | null {
  const env = stripeEnv();
  const signature = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_API_BASE, env.STRIPE_PRO_PRICE_LOOKUP_KEY].join("\u0000");
  if (cached?.signature !== signature) {
    cached = {
      signature,
      provider: stripeBillingFromEnv({ productName: `Understudy ${PLANS.pro.name}`, unitAmount: PRO_PRICE_CENTS, currency: PLANS.pro.currency, interval: PLANS.pro.interval }),
    };
  }
  return cached.provider;
}

/** As above, for a request that cannot go on without Stripe. */
export function billingProvider(): BillingProvider {
  const provider = configuredBillingProvider();
  if (!provider) throw new ServiceError("UPSTREAM_UNAVAILABLE", "Billing is not configured on this server");
  return provider;
}

/** The app's public origin, for Stripe's success, cancel and return URLs. */
export function appBaseUrl(): string {
  const env = billingAppEnv();
  return (env.APP_URL ?? env.AUTH_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}

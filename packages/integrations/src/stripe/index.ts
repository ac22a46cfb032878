import { processEnv, type EnvSource } from "../env";
import { stripeEnv } from "./env";
import type { BillingProvider } from "./interface";
import { createStripeBilling, type ProPlanConfig } from "./stripe-provider";

export * from "./interface";
export * from "./errors";
export { createStripeBilling, type ProPlanConfig, type StripeBillingConfig } from "./stripe-provider";
export { stripeEnv } from "./env";
export { FakeBilling } from "./fake";

/** The provider the environment describes, or null when no Stripe key is configured. */
export function stripeBillingFromEnv(proPlan: Omit<ProPlanConfig, "lookupKey">, source: EnvSource = processEnv()): BillingProvider | null {
  const env = stripeEnv(source);
  if (!env.STRIPE_SECRET_KEY) return null;
  return createStripeBilling({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    apiBase: env.STRIPE_API_BASE,
    proPlan: { ...proPlan, lookupKey: env.STRIPE_PRO_PRICE_LOOKUP_KEY },
  });
}

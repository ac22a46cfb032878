import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import type { EnvSource } from "../env";

/**
 * Stripe configuration. Unset means billing is not configured (checkout answers 503); the launcher
 * points these at the sandbox when no real key is given.
 */
export function stripeEnv(source: EnvSource = process.env) {
  return createEnv({
    server: {
      STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_…)").optional(),
      STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\S+$/, "must be a webhook signing secret (whsec_…)").optional(),
      /** Base URL of the Stripe API; the sandbox's (http://localhost:4010) in local use. */
      STRIPE_API_BASE: z.url().default("https://api.stripe.com"),
      STRIPE_PRO_PRICE_LOOKUP_KEY: z.string().min(1).default("understudy_pro_monthly"),
    },
    runtimeEnv: source,
    emptyStringAsUndefined: true,
    skipValidation: source.SKIP_ENV_VALIDATION === "1",
  });
}

export type StripeEnv = ReturnType<typeof stripeEnv>;

import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";

/** Where Stripe sends the customer back to: the app's public origin. */
export function billingAppEnv() {
  return createEnv({
    server: {
      APP_URL: z.url().optional(),
      AUTH_URL: z.url().optional(),
    },
    runtimeEnv: process.env,
    emptyStringAsUndefined: true,
  });
}

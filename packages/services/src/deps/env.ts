import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import type { EnvSource } from "@understudy/integrations/env";

/** The app's public origin (Stripe's return URLs). */
export function appEnv(source: EnvSource) {
  return createEnv({
    server: {
      APP_URL: z.url().optional(),
      AUTH_URL: z.url().optional(),
      /** Signs the links recap emails carry (unsubscribe); AUTH_SECRET when unset. */
      RECAP_LINK_SECRET: z.string().min(32).optional(),
      AUTH_SECRET: z.string().optional(),
    },
    runtimeEnv: source,
    emptyStringAsUndefined: true,
  });
}

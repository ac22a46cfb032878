import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import type { EnvSource } from "@understudy/integrations/env";

/** The app's public origin (Stripe's return URLs). */
export function appEnv(source: EnvSource) {
  return createEnv({
    server: {
      APP_URL: z.url().optional(),
      AUTH_URL: z.url().optional(),
    },
    runtimeEnv: source,
    emptyStringAsUndefined: true,
  });
}

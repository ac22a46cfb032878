import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";

/**
 * Meeting-bot provider configuration. The launcher points RECALL_API_BASE at the sandbox and sets a
 * sandbox key and webhook secret when no real key is given.
 */
export function botsEnv() {
  return createEnv({
    server: {
      BOT_PROVIDER: z.enum(["recall"]).default("recall"),
      RECALL_API_KEY: z.string().min(1).optional(),
      RECALL_API_BASE: z.url().default("https://us-west-2.recall.ai"),
      RECALL_WEBHOOK_SECRET: z.string().regex(/^whsec_\S+$/, "must be a workspace verification secret (whsec_…)").optional(),
      /** Public base URL of this app, where the provider posts webhooks (`<base>/api/webhooks/bot`). */
      BOT_WEBHOOK_BASE_URL: z.url().optional(),
    },
    runtimeEnv: process.env,
    emptyStringAsUndefined: true,
    skipValidation: process.env.SKIP_ENV_VALIDATION === "1",
  });
}

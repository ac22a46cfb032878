import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import type { EnvSource } from "../env";

export const BOT_PROVIDERS = ["recall", "attendee"] as const;
export type BotProviderName = (typeof BOT_PROVIDERS)[number];

/**
 * Meeting-bot provider configuration. The launcher points RECALL_API_BASE at the sandbox and sets a
 * sandbox key and webhook secret when no real key is given.
 */
export function botsEnv(source: EnvSource = process.env) {
  return createEnv({
    server: {
      /** Unset: Attendee when its key and base URL are set, otherwise Recall (the sandbox by default). */
      BOT_PROVIDER: z.enum(BOT_PROVIDERS).optional(),
      RECALL_API_KEY: z.string().min(1).optional(),
      RECALL_API_BASE: z.url().default("https://us-west-2.recall.ai"),
      RECALL_WEBHOOK_SECRET: z.string().regex(/^whsec_\S+$/, "must be a workspace verification secret (whsec_…)").optional(),
      /**
       * Workspaces created before 2025-12-15 only: the Svix secret of the dashboard webhook endpoint (bot-status
       * events), which differs from the workspace secret. Space-separated to hold the old and the new while rotating.
       */
      RECALL_STATUS_WEBHOOK_SECRETS: z
        .string()
        .regex(/^whsec_\S+( +whsec_\S+)*$/, "must be one or more endpoint signing secrets (whsec_…), space-separated")
        .transform((s) => s.split(/ +/))
        .optional(),
      ATTENDEE_API_KEY: z.string().min(1).optional(),
      /** `https://app.attendee.dev` or a self-hosted Attendee. */
      ATTENDEE_BASE_URL: z.url().optional(),
      ATTENDEE_WEBHOOK_SECRET: z.base64("must be the project's webhook secret from Attendee (base64)").optional(),
      /** Public base URL of this app, where the provider posts webhooks (`<base>/api/webhooks/bot`). */
      BOT_WEBHOOK_BASE_URL: z.url().optional(),
      /** Bot creates per minute the scheduler allows itself (Recall's workspace limit is 60); 0 = unpaced. */
      BOT_CREATE_RATE_PER_MINUTE: z.coerce.number().int().min(0).optional(),
      /** Bot creates the scheduler keeps in flight at once. */
      BOT_SCHEDULE_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
      /** A call the provider plays by script, offered as the first-run guide's practice run (the launcher sets the sandbox's). */
      BOT_PRACTICE_MEETING_URL: z.url().optional(),
    },
    runtimeEnv: source,
    emptyStringAsUndefined: true,
    skipValidation: source.SKIP_ENV_VALIDATION === "1",
  });
}

/**
 * Which provider the configuration selects. A self-hoster who set Attendee's key and URL means
 * Attendee even though the launcher fills in the sandbox's Recall settings; BOT_PROVIDER overrides.
 */
export function selectedBotProvider(env: ReturnType<typeof botsEnv>): BotProviderName {
  if (env.BOT_PROVIDER) return env.BOT_PROVIDER;
  return env.ATTENDEE_API_KEY && env.ATTENDEE_BASE_URL ? "attendee" : "recall";
}

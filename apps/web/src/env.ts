import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import { authEnv } from "@understudy/auth/env";

/** Validated at start-up: a missing or malformed variable stops the server with its name in the message. */
export const env = createEnv({
  server: {
    DATABASE_URL: z.url({ error: "DATABASE_URL must be a postgres:// URL (the launcher `pnpm dev` sets it for the embedded database)" }),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    // The bot provider (packages/integrations/src/bots/env.ts reads them; checked here at start-up too).
    BOT_PROVIDER: z.enum(["recall", "attendee"]).optional(),
    ATTENDEE_API_KEY: z.string().min(1).optional(),
    ATTENDEE_BASE_URL: z.url({ error: "ATTENDEE_BASE_URL must be the Attendee server's URL, e.g. https://app.attendee.dev" }).optional(),
    ATTENDEE_WEBHOOK_SECRET: z.base64({ error: "ATTENDEE_WEBHOOK_SECRET must be the project's webhook secret from Attendee (base64)" }).optional(),
    // Pro email support (packages/integrations/src/mail/env.ts reads them; checked here at start-up too).
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
    SUPPORT_EMAIL: z.email({ error: "SUPPORT_EMAIL must be an email address" }).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    // The production server (src/main.ts): the port it listens on, on every interface, as `next start` does.
    PORT: z.coerce.number().int().min(1).max(65_535, { error: "PORT must be a TCP port (1–65535)" }).default(3000),
    // Production lifecycle (src/server/lifecycle.ts).
    MIGRATE_ON_START: z.enum(["true", "false"], { error: "MIGRATE_ON_START must be true or false" }).default("true"),
    MIGRATIONS_DIR: z.string().min(1).optional(),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000, { error: "SHUTDOWN_TIMEOUT_MS must be at least 1000" }).default(25_000),
  },
  extends: [authEnv()],
  runtimeEnv: process.env,
  emptyStringAsUndefined: true,
  skipValidation: process.env.SKIP_ENV_VALIDATION === "1",
});

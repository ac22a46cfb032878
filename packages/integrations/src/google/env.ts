import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import type { EnvSource } from "../env";

/**
 * Google OAuth client and endpoints. The client is the sign-in client (AUTH_GOOGLE_*), so connecting
 * Calendar and Gmail is an incremental grant on the same consent. Every URL defaults to Google's own;
 * the launcher points them at the sandbox when no real Google client is configured.
 */
export function googleEnv(source: EnvSource = process.env) {
  return createEnv({
    server: {
      AUTH_GOOGLE_ID: z.string().min(1).optional(),
      AUTH_GOOGLE_SECRET: z.string().min(1).optional(),
      /** The app's public origin; the OAuth callback is `${AUTH_URL}/api/google/callback`. */
      AUTH_URL: z.url().optional(),
      GOOGLE_REDIRECT_URI: z.url().optional(),
      GOOGLE_OAUTH_AUTHORIZE_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
      GOOGLE_OAUTH_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
      GOOGLE_OAUTH_REVOKE_URL: z.url().default("https://oauth2.googleapis.com/revoke"),
      GOOGLE_CALENDAR_API_URL: z.url().default("https://www.googleapis.com/"),
      GOOGLE_GMAIL_API_URL: z.url().default("https://gmail.googleapis.com/"),
    },
    runtimeEnv: source,
    emptyStringAsUndefined: true,
    skipValidation: source.SKIP_ENV_VALIDATION === "1",
  });
}

export type GoogleEnv = ReturnType<typeof googleEnv>;

import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";

export function authEnv() {
  return createEnv({
    server: {
      AUTH_SECRET: z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -base64 32`)"),
      AUTH_GOOGLE_ID: z.string().min(1),
      AUTH_GOOGLE_SECRET: z.string().min(1),
      /** Google itself unless pointed at the sandbox (http://localhost:4010) or another OIDC issuer. */
      GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
      /** The public URL users reach the app at; https makes every auth cookie Secure (`__Secure-`/`__Host-` names). */
      AUTH_URL: z.url().optional(),
      ADMIN_EMAILS: z
        .string()
        .default("")
        .transform((v) =>
          v
            .split(",")
            .map((e) => e.trim().toLowerCase())
            .filter(Boolean),
        ),
    },
    runtimeEnv: process.env,
    emptyStringAsUndefined: true,
    skipValidation: process.env.SKIP_ENV_VALIDATION === "1",
  });
}
export type AuthEnv = ReturnType<typeof authEnv>;

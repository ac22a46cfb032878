import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import type { EnvSource } from "../env";

/**
 * Web Push: the app's VAPID key pair (P-256, base64url, as `web-push generate-vapid-keys` prints them) and the
 * contact the push services see. The launcher generates a pair once and keeps it with the other local secrets.
 */
export function pushEnv(source: EnvSource = process.env) {
  return createEnv({
    server: {
      VAPID_PUBLIC_KEY: z.string().min(1).optional(),
      VAPID_PRIVATE_KEY: z.string().min(1).optional(),
      /** Push services besides the browsers' own, as comma-separated origins (the launcher adds the sandbox's). */
      PUSH_SERVICE_ORIGINS: z.string().optional(),
      VAPID_SUBJECT: z.string().regex(/^(mailto:|https:)/, "a mailto: or https: contact").default("mailto:support@understudy.app"),
    },
    runtimeEnv: source,
    emptyStringAsUndefined: true,
    skipValidation: source.SKIP_ENV_VALIDATION === "1",
  });
}

import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import type { EnvSource } from "../env";

/** Keys for secrets at rest. The launcher generates and keeps a local key when none is given. */
export function cryptoEnv(source: EnvSource = process.env) {
  return createEnv({
    server: {
      /** `<key>` or `<kid>:<key>`; 32 bytes as base64url, base64 or hex. */
      TOKEN_ENCRYPTION_KEY: z.string().min(43).optional(),
      /** Comma-separated keys that still decrypt old values after a rotation. */
      TOKEN_ENCRYPTION_KEYS_PREVIOUS: z
        .string()
        .default("")
        .transform((v) =>
          v
            .split(",")
            .map((k) => k.trim())
            .filter(Boolean),
        ),
    },
    runtimeEnv: source,
    emptyStringAsUndefined: true,
    skipValidation: source.SKIP_ENV_VALIDATION === "1",
  });
}

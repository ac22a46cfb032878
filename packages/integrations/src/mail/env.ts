import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import type { EnvSource } from "../env";

/**
 * Outgoing mail. Unset `SMTP_URL` means mail is not configured (support requests are kept and sent once
 * it is); the launcher points it at the sandbox's SMTP sink when no real server is given.
 */
export function mailEnv(source: EnvSource = process.env) {
  return createEnv({
    server: {
      /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
      SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
      /** Where Pro support requests are delivered. */
      SUPPORT_EMAIL: z.email().default("support@understudy.app"),
      /** The sender of the app's mail: an address, optionally `Name <address>`. */
      MAIL_FROM: z
        .string()
        .regex(/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, "MAIL_FROM must be an address or Name <address>")
        .default("Understudy <no-reply@understudy.app>"),
      SMTP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
    },
    runtimeEnv: source,
    emptyStringAsUndefined: true,
    skipValidation: source.SKIP_ENV_VALIDATION === "1",
  });
}

export type MailEnv = ReturnType<typeof mailEnv>;

/** `Name <address>` or a bare address as a MailAddress. */
export function parseMailbox(value: string): { name: string | null; address: string } {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(value);
  if (!match) return { name: null, address: value.trim() };
  return { name: match[1]?.replace(/^"|"$/g, "") || null, address: (match[2] ?? "").trim() };
}

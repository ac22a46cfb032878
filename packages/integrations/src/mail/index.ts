import { processEnv, type EnvSource } from "../env";
import { mailEnv } from "./env";
import type { MailTransport } from "./interface";
import { createSmtpTransport } from "./smtp-transport";

export * from "./interface";
export { MailDeliveryError } from "./errors";
export { mailEnv, parseMailbox } from "./env";
export { createSmtpTransport, type SmtpTransportConfig } from "./smtp-transport";
export { FakeMail } from "./fake";

/** The transport the environment describes, or null when no SMTP_URL is set. */
export function mailTransportFromEnv(source: EnvSource = processEnv()): MailTransport | null {
  const env = mailEnv(source);
  if (!env.SMTP_URL) return null;
  return createSmtpTransport({ url: env.SMTP_URL, timeoutMs: env.SMTP_TIMEOUT_MS });
}

import { mailEnv, mailTransportFromEnv, parseMailbox, type MailAddress, type MailTransport } from "@understudy/integrations/mail";

/** Where support mail goes and how: the transport, the support address and the app's sender. */
export interface SupportMailer {
  transport: MailTransport;
  supportAddress: string;
  from: MailAddress;
}

let cached: { signature: string; mailer: SupportMailer | null } | null = null;

/** The mailer the environment configures (built once per configuration), or null without SMTP_URL. */
export function configuredSupportMailer(): SupportMailer | null {
  const env = mailEnv();
  const signature = [env.SMTP_URL, env.SUPPORT_EMAIL, env.MAIL_FROM, env.SMTP_TIMEOUT_MS].join("\u0000");
  if (cached?.signature !== signature) {
    const transport = mailTransportFromEnv();
    cached = { signature, mailer: transport ? { transport, supportAddress: env.SUPPORT_EMAIL, from: parseMailbox(env.MAIL_FROM) } : null };
  }
  return cached.mailer;
}

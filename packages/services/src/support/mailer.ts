import type { EnvSource } from "@understudy/integrations/env";
import { mailEnv, mailTransportFromEnv, parseMailbox, type MailAddress, type MailTransport } from "@understudy/integrations/mail";

/** Where support mail goes and how: the transport, the support address and the app's sender. */
export interface SupportMailer {
  transport: MailTransport;
  supportAddress: string;
  from: MailAddress;
}

/** The mailer the configuration describes, or null without SMTP_URL. */
export function supportMailerFromEnv(source: EnvSource): SupportMailer | null {
  const env = mailEnv(source);
  const transport = mailTransportFromEnv(source);
  return transport ? { transport, supportAddress: env.SUPPORT_EMAIL, from: parseMailbox(env.MAIL_FROM) } : null;
}

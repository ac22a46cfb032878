import nodemailer from "nodemailer";
import { MailDeliveryError } from "./errors";
import type { MailAddress, MailTransport, OutgoingMail } from "./interface";

export interface SmtpTransportConfig {
  /** smtp:// or smtps:// with optional credentials. */
  url: string;
  timeoutMs?: number;
}

const asAddress = (a: MailAddress) => (a.name ? { name: a.name, address: a.address } : a.address);

/** Outgoing mail over SMTP with nodemailer: a connection per message (support mail is rare), bounded by timeouts. */
export function createSmtpTransport(config: SmtpTransportConfig): MailTransport {
  const timeout = config.timeoutMs ?? 15_000;
  // The URL goes inside the options: a second argument would be message defaults, not transport settings.
  const transporter = nodemailer.createTransport({
    url: config.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    async send(mail: OutgoingMail) {
      let info: { messageId: string; rejected?: unknown[] };
      try {
        info = await transporter.sendMail({
          from: asAddress(mail.from),
          to: mail.to.map(asAddress),
          replyTo: mail.replyTo ? asAddress(mail.replyTo) : undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          headers: mail.headers,
        });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        throw new MailDeliveryError(describe(error), typeof code === "number" && code >= 500, { cause: error });
      }
      if (info.rejected && info.rejected.length > 0) throw new MailDeliveryError(`Recipients refused: ${info.rejected.map(String).join(", ")}`, true);
      return { messageId: info.messageId };
    },
  };
}

function describe(error: unknown): string {
  const e = error as { response?: string; code?: string; message?: string };
  // The server's own answer ("451 4.3.0 Try again later") says most; the message is the fallback.
  return (e.response ?? e.message ?? String(error)).slice(0, 500);
}

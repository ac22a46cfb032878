/** What Understudy needs from outgoing mail: one message (plain text, optionally with an HTML alternative) to a few recipients. */

export interface MailAddress {
  name?: string | null;
  address: string;
}

export interface OutgoingMail {
  from: MailAddress;
  to: MailAddress[];
  /** Where replies go: for a support request, the user who wrote it. */
  replyTo?: MailAddress;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (multipart/alternative): clients that show HTML show it, the rest the text. */
  html?: string;
  /** A stable Message-ID (`<id@domain>`), so a retried delivery is recognisable as the same message. */
  messageId?: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Resolves once the server accepted the message for every recipient; throws MailDeliveryError otherwise. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}

import { randomUUID } from "node:crypto";
import { MailDeliveryError } from "./errors";
import type { MailTransport, OutgoingMail } from "./interface";

/** Mail kept in memory for tests; `failNext` makes the next sends fail as a refusing server would. */
export class FakeMail implements MailTransport {
  readonly sent: (OutgoingMail & { messageId: string })[] = [];
  failNext = 0;

  send(mail: OutgoingMail): Promise<{ messageId: string }> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      return Promise.reject(new MailDeliveryError("451 4.3.0 Try again later (fake)", false));
    }
    const messageId = mail.messageId ?? `<${randomUUID()}@fake.mail>`;
    this.sent.push({ ...mail, messageId });
    return Promise.resolve({ messageId });
  }
}

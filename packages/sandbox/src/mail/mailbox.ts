import { simpleParser, type AddressObject } from "mailparser";
import type { FaultRegistry } from "../core/faults";

export const MAIL_FAULT_NAMESPACE = "mail";
/** `reject`: the next messages get a permanent 550; `tempfail`: a 451 the sender should retry. */
export const MAIL_FAULTS = ["reject", "tempfail"] as const;

export interface ReceivedAddress {
  name: string | null;
  address: string;
}

/** A message as a test reads it back: envelope, the headers that matter, the text body and its HTML alternative. */
export interface ReceivedMail {
  id: string;
  received_at: string;
  envelope_from: string | null;
  envelope_to: string[];
  message_id: string | null;
  from: ReceivedAddress[];
  to: ReceivedAddress[];
  reply_to: ReceivedAddress[];
  subject: string | null;
  text: string;
  /** The HTML alternative, when the message had one. */
  html: string | null;
  headers: Record<string, string>;
}

export class SmtpRefusal extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

const addresses = (value: AddressObject | AddressObject[] | undefined): ReceivedAddress[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) => group.value).map((a) => ({ name: a.name || null, address: a.address ?? "" }));

/** The sink's store: every message the SMTP server accepted, oldest first, kept until the sandbox is reset. */
export class Mailbox {
  readonly messages: ReceivedMail[] = [];
  #faults: FaultRegistry | null = null;
  #next = 1;

  /** Declares the mail fault switches on the sandbox's registry. */
  attach(faults: FaultRegistry): void {
    faults.define(MAIL_FAULT_NAMESPACE, MAIL_FAULTS);
    this.#faults = faults;
  }

  /** Throws SmtpRefusal when a fault is armed; otherwise parses and keeps the message. */
  async receive(raw: Buffer, envelope: { from: string | null; to: string[] }, now: Date): Promise<ReceivedMail> {
    if (this.#faults?.consume(MAIL_FAULT_NAMESPACE, "reject")) throw new SmtpRefusal(550, "Mailbox unavailable (sandbox fault)");
    if (this.#faults?.consume(MAIL_FAULT_NAMESPACE, "tempfail")) throw new SmtpRefusal(451, "Try again later (sandbox fault)");
    const parsed = await simpleParser(raw, { skipHtmlToText: true, skipImageLinks: true, skipTextLinks: true, skipTextToHtml: true });
    const headers: Record<string, string> = {};
    for (const line of parsed.headerLines) {
      // Unfolded as RFC 5322 §2.2.3 says: a line break before whitespace is removed, the whitespace kept.
      const value = line.line.slice(line.line.indexOf(":") + 1).replace(/\r?\n(?=[ \t])/g, "").trim();
      headers[line.key] = headers[line.key] ? `${headers[line.key]}, ${value}` : value;
    }
    const mail: ReceivedMail = {
      id: `msg_${String(this.#next++).padStart(6, "0")}`,
      received_at: now.toISOString(),
      envelope_from: envelope.from,
      envelope_to: envelope.to,
      message_id: parsed.messageId ?? null,
      from: addresses(parsed.from),
      to: addresses(parsed.to),
      reply_to: addresses(parsed.replyTo),
      subject: parsed.subject ?? null,
      text: parsed.text ?? "",
      html: typeof parsed.html === "string" ? parsed.html : null,
      headers,
    };
    this.messages.push(mail);
    return mail;
  }

  clear(): void {
    this.messages.length = 0;
  }
}

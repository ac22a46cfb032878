import { Hono, type Context } from "hono";
import { z } from "zod";
import { jsonResponse } from "../../core/http";
import { controlAccount, controlBody } from "../common/control-request";
import type { GoogleOAuthService } from "../oauth";
import type { MailboxDirectory } from "./directory";
import { attachmentPart, calendarPart, multipart, textPart, type MimeNode } from "./mime";

const MessageBody = z.strictObject({
  from: z.strictObject({ name: z.string().optional(), email: z.string() }),
  subject: z.string(),
  date: z.iso.datetime({ offset: true }).optional(),
  labels: z.array(z.string()).default(["INBOX", "UNREAD"]),
  text: z.string().optional(),
  html: z.string().optional(),
  calendar: z.strictObject({ method: z.string().default("REQUEST"), ics: z.string() }).optional(),
  attachments: z.array(z.strictObject({ filename: z.string(), mimeType: z.string(), content: z.string() })).default([]),
});
const SeedBody = z.strictObject({ mode: z.enum(["empty", "generated"]) });

/** `/__sandbox/google/gmail/:email/...`: read, seed and deliver mail for tests. */
export function gmailControlRoutes(oauth: GoogleOAuthService, mailboxes: MailboxDirectory): Hono {
  const { ctx } = oauth;
  const app = new Hono();
  const base = "/__sandbox/google/gmail/:email";

  const account = (c: Context) => controlAccount(oauth, c);
  const body = controlBody;

  app.get(`${base}/messages`, (c) => {
    const owner = account(c);
    if (owner instanceof Response) return owner;
    const messages = mailboxes
      .mailboxFor(owner)
      .all()
      .sort((a, b) => b.internalDate - a.internalDate)
      .map((m) => ({ id: m.id, subject: m.searchable.subject, from: m.searchable.from, labelIds: m.labelIds, internalDate: String(m.internalDate) }));
    return jsonResponse({ messages });
  });

  app.post(`${base}/seed`, async (c) => {
    const owner = account(c);
    if (owner instanceof Response) return owner;
    const input = await body(c, SeedBody);
    if (input instanceof Response) return input;
    return jsonResponse({ messages: mailboxes.seed(owner, input.mode).size });
  });

  app.post(`${base}/messages`, async (c) => {
    const owner = account(c);
    if (owner instanceof Response) return owner;
    const input = await body(c, MessageBody);
    if (input instanceof Response) return input;
    const alternatives: MimeNode[] = [];
    if (input.text !== undefined) alternatives.push(textPart("text/plain", input.text));
    if (input.html !== undefined) alternatives.push(textPart("text/html", input.html));
    if (input.calendar) alternatives.push(calendarPart(input.calendar.ics, input.calendar.method));
    const attachments = input.attachments.map((a) => attachmentPart(a.mimeType, a.filename, a.content));
    const content = alternatives.length === 1 && alternatives[0] ? alternatives[0] : multipart("alternative", alternatives);
    const root = attachments.length ? multipart("mixed", [content, ...attachments]) : content;
    const message = mailboxes.mailboxFor(owner).add({
      from: input.from,
      to: [{ name: owner.name, email: owner.email }],
      subject: input.subject,
      date: input.date ? new Date(input.date) : ctx.now(),
      labels: input.labels,
      root,
    });
    return jsonResponse({ id: message.id, threadId: message.threadId }, 201);
  });

  return app;
}

import { Hono, type Context } from "hono";
import { jsonResponse } from "../../core/http";
import { badRequest, googleApiError } from "../common/api-error";
import { authenticate } from "../common/bearer";
import type { Account, GoogleOAuthService } from "../oauth";

/**
 * The scopes users.drafts.create accepts (https://developers.google.com/gmail/api/reference/rest/v1/users.drafts/create):
 * gmail.readonly is not among them, so a read-only grant is refused with 403 insufficientPermissions.
 */
export const GMAIL_COMPOSE_SCOPES = ["https://www.googleapis.com/auth/gmail.compose", "https://www.googleapis.com/auth/gmail.modify", "https://mail.google.com/"] as const;

export interface StoredDraft {
  id: string;
  messageId: string;
  threadId: string;
  raw: string;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  createdAt: string;
}

/** RFC 2822 headers (unfolded) and the body of a message as Gmail receives it in `raw`. */
function parseRaw(raw: string): { headers: Map<string, string>; body: string } | null {
  if (!/^[A-Za-z0-9_-]+=*$/.test(raw)) return null;
  const text = Buffer.from(raw, "base64url").toString("utf8");
  const split = text.search(/\r?\n\r?\n/);
  if (split < 0) return null;
  const headers = new Map<string, string>();
  for (const line of text.slice(0, split).replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = text.slice(split).replace(/^\r?\n\r?\n/, "");
  // A base64 body (Content-Transfer-Encoding, RFC 2045 §6.8) is shown decoded.
  const decoded = /^base64$/i.test(headers.get("content-transfer-encoding") ?? "") ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : body;
  return { headers, body: decoded };
}

const addresses = (value: string | undefined) => (value ? value.split(",").map((a) => (/<([^>]+)>/.exec(a)?.[1] ?? a).trim().toLowerCase()).filter(Boolean) : []);

/**
 * Gmail v1 `users.drafts.create` (a draft is stored, never sent: it is not in the mailbox's messages and the SMTP
 * sink sees nothing) and `users.drafts.list`; `/__sandbox/google/gmail/:email/drafts` shows them parsed for tests.
 */
export function gmailDraftRoutes(oauth: GoogleOAuthService): { routes: Hono; clear(): void } {
  const { ctx } = oauth;
  const drafts = new Map<string, StoredDraft[]>();
  let counter = 0;
  const app = new Hono();

  const owner = (c: Context, scopes: readonly string[]): Account | Response => {
    const account = authenticate(c, oauth, scopes);
    if (account instanceof Response) return account;
    const userId = c.req.param("userId") ?? "";
    if (userId !== "me" && userId.toLowerCase() !== account.email) return googleApiError(403, { reason: "forbidden", message: `Delegation denied for ${account.email}` });
    return account;
  };

  app.post("/gmail/v1/users/:userId/drafts", async (c) => {
    const account = owner(c, GMAIL_COMPOSE_SCOPES);
    if (account instanceof Response) return account;
    const body = (await c.req.json().catch(() => null)) as { message?: { raw?: unknown; threadId?: unknown } } | null;
    const raw = body?.message?.raw;
    // Without a message Google answers 400 invalidArgument "Missing draft message".
    if (typeof raw !== "string" || raw.length === 0) return googleApiError(400, { reason: "invalidArgument", message: "Missing draft message" });
    const parsed = parseRaw(raw);
    if (!parsed) return badRequest("Invalid value at 'draft.message.raw' (TYPE_BYTES), Base64 decoding failed");
    counter++;
    const messageId = (BigInt(ctx.now().getTime()) * 1000n + BigInt(counter)).toString(16);
    const draft: StoredDraft = {
      id: `r-${counter}${messageId.slice(-8)}`,
      messageId,
      threadId: typeof body?.message?.threadId === "string" ? body.message.threadId : messageId,
      raw,
      to: addresses(parsed.headers.get("to")),
      cc: addresses(parsed.headers.get("cc")),
      subject: parsed.headers.get("subject") ?? "",
      body: parsed.body,
      createdAt: ctx.now().toISOString(),
    };
    drafts.set(account.email, [...(drafts.get(account.email) ?? []), draft]);
    return jsonResponse({ id: draft.id, message: { id: draft.messageId, threadId: draft.threadId, labelIds: ["DRAFT"] } });
  });

  app.get("/gmail/v1/users/:userId/drafts", (c) => {
    const account = owner(c, [...GMAIL_COMPOSE_SCOPES, "https://www.googleapis.com/auth/gmail.readonly"]);
    if (account instanceof Response) return account;
    const list = drafts.get(account.email) ?? [];
    return jsonResponse({ drafts: list.map((d) => ({ id: d.id, message: { id: d.messageId, threadId: d.threadId } })), resultSizeEstimate: list.length });
  });

  app.get("/__sandbox/google/gmail/:email/drafts", (c) => jsonResponse({ drafts: drafts.get(c.req.param("email").toLowerCase()) ?? [] }));

  return { routes: app, clear: () => drafts.clear() };
}

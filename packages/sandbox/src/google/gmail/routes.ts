import { Hono, type Context } from "hono";
import { jsonResponse } from "../../core/http";
import { backendError, googleApiError, invalidParameter, notFound, rateLimited } from "../common/api-error";
import { authenticate } from "../common/bearer";
import type { Account, GoogleOAuthService } from "../oauth";
import type { MailboxDirectory } from "./directory";
import { renderMessage, type MessageFormat } from "./mailbox";
import { partById } from "./mime";

const METADATA_SCOPE = "https://www.googleapis.com/auth/gmail.metadata";
export const GMAIL_SCOPES = [
  "https://www.googleapis.com/auth/gmail.readonly",
  "https://www.googleapis.com/auth/gmail.modify",
  "https://mail.google.com/",
  METADATA_SCOPE,
] as const;

/** Faults declared under the `gmail` namespace of `POST /__sandbox/faults`. */
export const GMAIL_FAULTS = ["rate_limit", "server_error", "unavailable"] as const;

const FORMATS: readonly MessageFormat[] = ["full", "metadata", "minimal", "raw"];

/** Gmail v1 `messages.list`, `messages.get` and `messages.attachments.get`. */
export function gmailRoutes(oauth: GoogleOAuthService, mailboxes: MailboxDirectory): Hono {
  const { ctx } = oauth;
  ctx.faults.define("gmail", GMAIL_FAULTS);
  const app = new Hono();

  /** Authenticates, applies armed faults and checks `userId`; returns the account and whether only metadata is granted. */
  const guard = (c: Context): { account: Account; metadataOnly: boolean } | Response => {
    const account = authenticate(c, oauth, GMAIL_SCOPES);
    if (account instanceof Response) return account;
    if (ctx.faults.consume("gmail", "rate_limit")) return rateLimited(429);
    if (ctx.faults.consume("gmail", "server_error")) return backendError(500);
    if (ctx.faults.consume("gmail", "unavailable")) return backendError(503);
    const userId = c.req.param("userId") ?? "";
    if (userId !== "me" && userId.toLowerCase() !== account.email) {
      return googleApiError(403, { reason: "forbidden", message: `Delegation denied for ${account.email}` });
    }
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    const scopes = oauth.store.findAccessToken(token, ctx.now().getTime())?.scopes ?? [];
    const metadataOnly = !GMAIL_SCOPES.some((s) => s !== METADATA_SCOPE && scopes.includes(s));
    return { account, metadataOnly };
  };

  const metadataScopeError = (what: string) =>
    googleApiError(403, { reason: "forbidden", message: `Metadata scope does not support '${what}' parameter` });

  app.get("/gmail/v1/users/:userId/messages", (c) => {
    const guarded = guard(c);
    if (guarded instanceof Response) return guarded;
    const search = new URL(c.req.url).searchParams;
    const q = search.get("q") ?? undefined;
    if (q && guarded.metadataOnly) return metadataScopeError("q");
    let maxResults = 100;
    const rawMax = search.get("maxResults");
    if (rawMax !== null) {
      if (!/^\d+$/.test(rawMax)) return invalidParameter("maxResults");
      maxResults = Math.min(Math.max(Number(rawMax), 1), 500);
    }
    const includeSpamTrash = search.get("includeSpamTrash");
    if (includeSpamTrash !== null && includeSpamTrash !== "true" && includeSpamTrash !== "false") return invalidParameter("includeSpamTrash");
    const pageToken = search.get("pageToken") ?? undefined;
    const result = mailboxes.mailboxFor(guarded.account).list(
      { ...(q ? { q } : {}), maxResults, ...(pageToken ? { pageToken } : {}), labelIds: search.getAll("labelIds"), includeSpamTrash: includeSpamTrash === "true" },
      ctx.now(),
    );
    if (result.kind === "bad-page-token") return invalidParameter("pageToken", "Invalid pageToken");
    return jsonResponse({
      ...(result.messages.length ? { messages: result.messages } : {}),
      ...(result.nextPageToken ? { nextPageToken: result.nextPageToken } : {}),
      resultSizeEstimate: result.resultSizeEstimate,
    });
  });

  app.get("/gmail/v1/users/:userId/messages/:id", (c) => {
    const guarded = guard(c);
    if (guarded instanceof Response) return guarded;
    const search = new URL(c.req.url).searchParams;
    const format = (search.get("format") ?? "full") as MessageFormat;
    if (!FORMATS.includes(format)) return invalidParameter("format");
    if (guarded.metadataOnly && (format === "full" || format === "raw")) {
      return googleApiError(403, { reason: "forbidden", message: `Metadata scope doesn't allow format ${format.toUpperCase()}` });
    }
    const message = mailboxes.mailboxFor(guarded.account).get(c.req.param("id"));
    if (!message) return googleApiError(404, { reason: "notFound", message: "Requested entity was not found." });
    return jsonResponse(renderMessage(message, format, search.getAll("metadataHeaders")));
  });

  app.get("/gmail/v1/users/:userId/messages/:messageId/attachments/:id", (c) => {
    const guarded = guard(c);
    if (guarded instanceof Response) return guarded;
    if (guarded.metadataOnly) return googleApiError(403, { reason: "forbidden", message: "Metadata scope doesn't allow attachments" });
    const message = mailboxes.mailboxFor(guarded.account).get(c.req.param("messageId"));
    if (!message) return notFound();
    const attachmentId = c.req.param("id");
    const decoded = attachmentId.startsWith("ANGjdJ") ? Buffer.from(attachmentId.slice(6), "base64url").toString("utf8") : "";
    const [messageId, partId] = decoded.split(":");
    const part = messageId === message.id && partId !== undefined ? partById(message.root, partId) : undefined;
    if (!part?.attachment || !part.content) return googleApiError(400, { reason: "invalidArgument", message: "Invalid attachment token" });
    return jsonResponse({ size: part.content.length, data: part.content.toString("base64url") });
  });

  return app;
}

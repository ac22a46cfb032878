import type { Context } from "hono";
import type { Account } from "../oauth";
import type { GoogleOAuthService } from "../oauth";
import { googleApiError } from "./api-error";

const AUTH_ERROR = {
  reason: "authError",
  message: "Invalid Credentials",
  locationType: "header",
  location: "Authorization",
};

/**
 * Checks `Authorization: Bearer` against the sandbox's OAuth store and that the grant covers one of
 * `anyOfScopes`. Returns the account, or the error Google answers (401 authError / 403 insufficientPermissions).
 */
export function authenticate(c: Context, oauth: GoogleOAuthService, anyOfScopes: readonly string[]): Account | Response {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  const unauthorized = () => googleApiError(401, AUTH_ERROR, { "WWW-Authenticate": 'Bearer realm="https://accounts.google.com/"' });
  if (!match?.[1]) return unauthorized();
  const record = oauth.store.findAccessToken(match[1], oauth.ctx.now().getTime());
  if (!record) return unauthorized();
  if (!anyOfScopes.some((scope) => record.scopes.includes(scope))) {
    return googleApiError(403, { reason: "insufficientPermissions", message: "Request had insufficient authentication scopes." });
  }
  return record.account;
}

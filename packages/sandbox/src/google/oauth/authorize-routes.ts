import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Account } from "./accounts";
import {
  buildRedirect,
  parseAuthorizationRequest,
  type AuthorizationRequest,
  type ParsedAuthorizationRequest,
} from "./authorization-request";
import { avatarPath } from "./avatar-routes";
import { CONFIRM_PATH, renderErrorPage, renderPickerPage } from "./picker-page";
import { unionScopes } from "./scopes";
import type { GoogleOAuthService } from "./service";

export const AUTHORIZE_PATH = "/o/oauth2/v2/auth";

const HTML_HEADERS = {
  "Cache-Control": "no-store",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
};

const emailSchema = z.email();

/** The account chooser (`GET /o/oauth2/v2/auth`) and the route its forms post to. */
export function authorizeRoutes(service: GoogleOAuthService): Hono {
  const { ctx, store, accounts } = service;
  const app = new Hono();

  const redirectError = (c: Context, parsed: { redirectUri: string; state?: string }, error: string, description?: string) =>
    c.redirect(buildRedirect(parsed.redirectUri, { error, error_description: description, state: parsed.state, iss: ctx.issuer }), 302);

  const picker = (c: Context, request: AuthorizationRequest, extra: { error?: string; otherEmail?: string; otherName?: string } = {}) => {
    const hinted = request.loginHint ? accounts.findByHint(request.loginHint) : undefined;
    const otherEmail = extra.otherEmail ?? (!hinted && request.loginHint?.includes("@") ? request.loginHint : undefined);
    const html = renderPickerPage({
      query: request.query,
      accounts: accounts.all(),
      ...(hinted ? { hintedEmail: hinted.email } : {}),
      ...(otherEmail !== undefined ? { otherEmail } : {}),
      ...(extra.otherName !== undefined ? { otherName: extra.otherName } : {}),
      ...(extra.error !== undefined ? { error: extra.error } : {}),
      clientLabel: new URL(request.redirectUri).host,
      scopes: request.scopes,
      // Same-origin path, so the page's CSP (img-src 'self') holds whichever host the browser used.
      avatarUrl: (account) => avatarPath(account.sub),
    });
    return c.html(html, extra.error ? 400 : 200, HTML_HEADERS);
  };

  /** Records consent and sends the browser back with a fresh code. */
  const complete = (c: Context, request: AuthorizationRequest, account: Account) => {
    const previous = store.grantedScopes(account.sub, request.clientId);
    const scopes = request.includeGrantedScopes ? unionScopes(previous, request.scopes) : request.scopes;
    const issueRefreshToken =
      request.accessType === "offline" &&
      (request.prompts.has("consent") || !store.hasRefreshToken(account.sub, request.clientId));
    store.recordGrant(account.sub, request.clientId, scopes);
    const { code } = store.createCode(
      {
        clientId: request.clientId,
        redirectUri: request.redirectUri,
        account,
        scopes,
        ...(request.nonce !== undefined ? { nonce: request.nonce } : {}),
        ...(request.pkce ? { pkce: request.pkce } : {}),
        issueRefreshToken,
      },
      ctx.now().getTime(),
    );
    return c.redirect(
      buildRedirect(request.redirectUri, { code, state: request.state, iss: ctx.issuer, scope: scopes.join(" ") }),
      302,
    );
  };

  /** Without UI: succeed only for a hinted account that already granted every requested scope. */
  const silent = (c: Context, request: AuthorizationRequest) => {
    const account = request.loginHint ? accounts.findByHint(request.loginHint) : undefined;
    if (!account) return redirectError(c, request, "login_required");
    const granted = new Set(store.grantedScopes(account.sub, request.clientId));
    if (!request.scopes.every((scope) => granted.has(scope))) return redirectError(c, request, "consent_required");
    return complete(c, request, account);
  };

  const unusable = (c: Context, parsed: Exclude<ParsedAuthorizationRequest, { kind: "ok" }>) =>
    parsed.kind === "fatal"
      ? c.html(renderErrorPage(parsed.message), 400, HTML_HEADERS)
      : redirectError(c, parsed, parsed.error, parsed.description);

  app.get(AUTHORIZE_PATH, (c) => {
    const parsed = parseAuthorizationRequest(new URL(c.req.url).search.slice(1));
    if (parsed.kind !== "ok") return unusable(c, parsed);
    if (parsed.request.prompts.has("none")) return silent(c, parsed.request);
    return picker(c, parsed.request);
  });

  app.post(CONFIRM_PATH, async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === "string" ? form[name] : undefined);
    const parsed = parseAuthorizationRequest(field("request") ?? "");
    if (parsed.kind !== "ok") return unusable(c, parsed);
    const request = parsed.request;
    const email = field("email")?.trim() ?? "";

    switch (field("action")) {
      case "cancel":
        return redirectError(c, request, "access_denied");
      case "choose": {
        const account = accounts.findByEmail(email);
        if (!account) return picker(c, request, { error: `No sandbox account for ${email || "(empty)"}.` });
        return complete(c, request, account);
      }
      case "other": {
        const name = field("name")?.trim() ?? "";
        if (!emailSchema.safeParse(email).success) {
          return picker(c, request, { error: "Enter a valid email address.", otherEmail: email, otherName: name });
        }
        return complete(c, request, accounts.resolve(email, name));
      }
      default:
        return c.html(renderErrorPage("Unknown action."), 400, HTML_HEADERS);
    }
  });

  return app;
}

import { Hono } from "hono";
import { jsonResponse, readUrlEncodedForm } from "../../core/http";
import { authenticateClient } from "./client-auth";
import { profileClaims } from "./claims";
import { signIdToken } from "./id-token";
import { expiredOrRevoked, OAuthError } from "./oauth-error";
import { verifyPkce } from "./pkce";
import { formatScope, parseScope } from "./scopes";
import type { GoogleOAuthService } from "./service";
import { ACCESS_TOKEN_TTL_S, type AccessTokenRecord } from "./store";

export const TOKEN_PATH = "/token";

/** Faults declared under the `token` namespace of `POST /__sandbox/faults`. */
export const TOKEN_FAULTS = ["invalid_grant"] as const;

type Params = Map<string, string>;

export function tokenRoutes(service: GoogleOAuthService): Hono {
  const { ctx, store } = service;
  ctx.faults.define("token", TOKEN_FAULTS);
  const app = new Hono();

  const tokenResponse = async (access: AccessTokenRecord, options: { refreshToken?: string; nonce?: string }) => {
    const body: Record<string, string | number> = {
      access_token: access.token,
      expires_in: ACCESS_TOKEN_TTL_S,
      ...(options.refreshToken ? { refresh_token: options.refreshToken } : {}),
      scope: formatScope(access.scopes),
      token_type: "Bearer",
    };
    if (access.scopes.includes("openid")) {
      body.id_token = await signIdToken(service.key, {
        issuer: ctx.issuer,
        clientId: access.clientId,
        claims: profileClaims(access.account, access.scopes, service.pictureUrl(access.account)),
        now: ctx.now(),
        accessToken: access.token,
        ...(options.nonce !== undefined ? { nonce: options.nonce } : {}),
      });
    }
    return jsonResponse(body, 200, { "Cache-Control": "no-store", Pragma: "no-cache" });
  };

  const authorizationCodeGrant = async (clientId: string, params: Params) => {
    const code = params.get("code");
    if (!code) return new OAuthError("invalid_request", "Missing required parameter: code");
    const now = ctx.now().getTime();
    const lookup = store.redeemCode(code, now);
    if (lookup.status === "unknown") return new OAuthError("invalid_grant", "Malformed auth code.");
    if (lookup.status !== "ok") return new OAuthError("invalid_grant", "Bad Request");
    const record = lookup.record;
    if (record.clientId !== clientId) return new OAuthError("invalid_grant", "The authorization code was issued to another client.");
    const redirectUri = params.get("redirect_uri");
    if (!redirectUri) return new OAuthError("invalid_request", "Missing parameter: redirect_uri");
    if (redirectUri !== record.redirectUri) return new OAuthError("redirect_uri_mismatch", "Bad Request");
    const verifier = params.get("code_verifier");
    if (record.pkce) {
      if (!verifier) return new OAuthError("invalid_grant", "Missing code verifier.");
      if (!verifyPkce(verifier, record.pkce.challenge, record.pkce.method)) return new OAuthError("invalid_grant", "Invalid code verifier.");
    } else if (verifier !== undefined) {
      return new OAuthError("invalid_grant", "code_verifier sent but the authorization request had no code_challenge.");
    }

    const refresh = record.issueRefreshToken
      ? store.issueRefreshToken({ clientId, account: record.account, scopes: record.scopes })
      : undefined;
    const access = store.issueAccessToken(
      { clientId, account: record.account, scopes: record.scopes, ...(refresh ? { refreshToken: refresh.token } : {}) },
      now,
    );
    return tokenResponse(access, {
      ...(refresh ? { refreshToken: refresh.token } : {}),
      ...(record.nonce !== undefined ? { nonce: record.nonce } : {}),
    });
  };

  const refreshTokenGrant = async (clientId: string, params: Params) => {
    const token = params.get("refresh_token");
    if (!token) return new OAuthError("invalid_request", "Missing required parameter: refresh_token");
    if (ctx.faults.consume("token", "invalid_grant")) return expiredOrRevoked();
    const record = store.findRefreshToken(token);
    if (!record) return expiredOrRevoked();
    if (record.clientId !== clientId) return new OAuthError("invalid_grant", "The refresh token was issued to another client.");
    let scopes = record.scopes;
    const requested = params.get("scope");
    if (requested !== undefined) {
      scopes = parseScope(requested);
      if (scopes.length === 0 || !scopes.every((s) => record.scopes.includes(s))) {
        return new OAuthError("invalid_scope", "The requested scope exceeds the scope granted by the resource owner.");
      }
    }
    const access = store.issueAccessToken({ clientId, account: record.account, scopes, refreshToken: token }, ctx.now().getTime());
    return tokenResponse(access, {});
  };

  app.post(TOKEN_PATH, async (c) => {
    const form = await readUrlEncodedForm(c.req.raw);
    if (!form.ok) {
      const description =
        form.reason === "duplicate"
          ? `Parameter included more than once: ${form.name ?? ""}`
          : "Content-Type must be application/x-www-form-urlencoded.";
      return new OAuthError("invalid_request", description).toResponse();
    }
    const client = authenticateClient(c.req.header("authorization"), form.params);
    if (client instanceof OAuthError) return client.toResponse();

    const grantType = form.params.get("grant_type");
    let result: Response | OAuthError;
    if (!grantType) result = new OAuthError("invalid_request", "Required parameter is missing: grant_type");
    else if (grantType === "authorization_code") result = await authorizationCodeGrant(client.clientId, form.params);
    else if (grantType === "refresh_token") result = await refreshTokenGrant(client.clientId, form.params);
    else result = new OAuthError("unsupported_grant_type", `Invalid grant_type: ${grantType}`);
    return result instanceof OAuthError ? result.toResponse() : result;
  });

  return app;
}

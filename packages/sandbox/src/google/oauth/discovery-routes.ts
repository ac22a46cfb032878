import { Hono } from "hono";
import { jsonResponse } from "../../core/http";
import { AUTHORIZE_PATH } from "./authorize-routes";
import { JWKS_PATH } from "./certs-routes";
import { REVOKE_PATH } from "./revoke-routes";
import { TOKEN_PATH } from "./token-routes";
import { USERINFO_PATH } from "./userinfo-routes";
import type { GoogleOAuthService } from "./service";

export const DISCOVERY_PATH = "/.well-known/openid-configuration";

export function discoveryDocument({ ctx }: GoogleOAuthService) {
  return {
    issuer: ctx.issuer,
    authorization_endpoint: ctx.url(AUTHORIZE_PATH),
    token_endpoint: ctx.url(TOKEN_PATH),
    userinfo_endpoint: ctx.url(USERINFO_PATH),
    revocation_endpoint: ctx.url(REVOKE_PATH),
    jwks_uri: ctx.url(JWKS_PATH),
    response_types_supported: ["code"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
    scopes_supported: ["openid", "email", "profile"],
    token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
    claims_supported: ["aud", "email", "email_verified", "exp", "family_name", "given_name", "iat", "iss", "name", "picture", "sub"],
    code_challenge_methods_supported: ["plain", "S256"],
    grant_types_supported: ["authorization_code", "refresh_token"],
  };
}

export function discoveryRoutes(service: GoogleOAuthService): Hono {
  const app = new Hono();
  app.get(DISCOVERY_PATH, () => jsonResponse(discoveryDocument(service), 200, { "Cache-Control": "public, max-age=3600" }));
  return app;
}

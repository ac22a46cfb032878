import { Hono } from "hono";
import { jsonResponse } from "../../core/http";
import type { GoogleOAuthService } from "./service";

export const JWKS_PATH = "/oauth2/v3/certs";
export const PEM_CERTS_PATH = "/oauth2/v1/certs";

/**
 * Short max-age on purpose: the key is regenerated whenever the sandbox
 * restarts, and google-auth-library caches certs for the advertised max-age.
 */
const CACHE = { "Cache-Control": "public, max-age=300, must-revalidate, no-transform" };

export function certsRoutes({ key }: GoogleOAuthService): Hono {
  const app = new Hono();
  app.get(JWKS_PATH, () => jsonResponse({ keys: [key.jwk] }, 200, CACHE));
  app.get(PEM_CERTS_PATH, () => jsonResponse({ [key.kid]: key.certificatePem }, 200, CACHE));
  return app;
}

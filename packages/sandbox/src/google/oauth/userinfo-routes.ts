import { Hono, type Context } from "hono";
import { jsonResponse } from "../../core/http";
import { profileClaims } from "./claims";
import type { GoogleOAuthService } from "./service";

export const USERINFO_PATH = "/v1/userinfo";

export function userinfoRoutes(service: GoogleOAuthService): Hono {
  const { ctx, store } = service;
  const app = new Hono();

  const handler = (c: Context) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
    const unauthorized = (error: string, description: string) =>
      jsonResponse({ error, error_description: description }, 401, {
        "WWW-Authenticate": `Bearer realm="sandbox-google", error="${error}"`,
      });
    if (!match?.[1]) return unauthorized("invalid_request", "Missing Bearer access token.");
    const record = store.findAccessToken(match[1], ctx.now().getTime());
    if (!record) return unauthorized("invalid_token", "Invalid Credentials");
    return jsonResponse(profileClaims(record.account, record.scopes, service.pictureUrl(record.account)));
  };

  app.get(USERINFO_PATH, handler);
  app.post(USERINFO_PATH, handler);
  return app;
}

import { Hono } from "hono";
import { jsonResponse } from "../../core/http";
import type { GoogleOAuthService } from "./service";

export const REVOKE_PATH = "/revoke";

/** `POST /revoke?token=…` (or a form body). Only POST exists; GET falls through to 404 like Google. */
export function revokeRoutes({ store }: GoogleOAuthService): Hono {
  const app = new Hono();
  app.post(REVOKE_PATH, async (c) => {
    let token = c.req.query("token");
    if (token === undefined && /^application\/x-www-form-urlencoded\b/i.test(c.req.header("content-type") ?? "")) {
      token = new URLSearchParams(await c.req.text()).get("token") ?? undefined;
    }
    if (!token) return jsonResponse({ error: "invalid_request", error_description: "Bad Request" }, 400);
    if (!store.revoke(token)) return jsonResponse({ error: "invalid_token", error_description: "Token expired or revoked" }, 400);
    return jsonResponse({});
  });
  return app;
}

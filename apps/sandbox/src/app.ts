import { Hono } from "hono";
import { createSandboxContext } from "./core/context";
import { controlRoutes } from "./core/control-routes";
import { jsonResponse } from "./core/http";
import { createGoogleOAuth } from "./google/oauth";

export interface SandboxAppOptions {
  /** Public base URL, used verbatim as the OIDC issuer (e.g. `http://localhost:4010`). */
  issuer: string;
  clock?: () => Date;
}

/**
 * The sandbox: local stand-ins for third-party APIs, all on one Hono app.
 * Each service lives in its own folder and is mounted here.
 */
export function createSandboxApp(options: SandboxAppOptions): Hono {
  const ctx = createSandboxContext(options);
  const googleOAuth = createGoogleOAuth(ctx);

  const app = new Hono();
  app.get("/", () => jsonResponse({ name: "Understudy sandbox", issuer: ctx.issuer, services: ["google-oauth"] }));
  app.route("/", controlRoutes(ctx));
  app.route("/", googleOAuth.routes);
  app.onError((error) => {
    console.error("[sandbox] unhandled error", error);
    return jsonResponse({ error: "server_error", error_description: "Internal sandbox error." }, 500);
  });
  return app;
}

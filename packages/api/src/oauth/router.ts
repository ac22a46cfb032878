import express, { type NextFunction, type Request, type Response } from "express";
import { authorizationHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/authorize.js";
import { clientRegistrationHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/register.js";
import { revocationHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/revoke.js";
import { tokenHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/token.js";
import { PATH_NOT_FOUND } from "../rest/path";
import type { OAuthStore } from "./clients";
import { oauthProvider } from "./provider";
import { OAUTH_PATH } from "./urls";

/*
 * express-rate-limit counts per address in this process. Behind the app's proxy every request carries
 * X-Forwarded-For, which its start-up check reports as a misconfiguration: the check is off, the limits stay.
 */
const RATE_LIMIT = { validate: false } as const;

/**
 * The OAuth endpoints under /api/oauth, answered by the SDK's handlers (an Express app, served by the web app's
 * Pages API route over Node's request and response): authorize, token, register (RFC 7591), revoke (RFC 7009).
 * Anything else is the contract's JSON 404.
 */
export function oauthApp(store: OAuthStore): express.Express {
  const provider = oauthProvider(store);
  const app = express();
  app.disable("x-powered-by");
  app.use(`${OAUTH_PATH}/authorize`, authorizationHandler({ provider, rateLimit: RATE_LIMIT }));
  app.use(`${OAUTH_PATH}/token`, tokenHandler({ provider, rateLimit: RATE_LIMIT }));
  app.use(`${OAUTH_PATH}/register`, clientRegistrationHandler({ clientsStore: provider.clientsStore, clientSecretExpirySeconds: 0, rateLimit: RATE_LIMIT }));
  app.use(`${OAUTH_PATH}/revoke`, revocationHandler({ provider, rateLimit: RATE_LIMIT }));
  app.use((_req: Request, res: Response) => {
    res.status(404).json({ detail: PATH_NOT_FOUND });
  });
  // A body that is not JSON or a form (express's parsers throw with a status), or anything unexpected.
  app.use((error: { status?: number; statusCode?: number }, _req: Request, res: Response, _next: NextFunction) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) store.log.error({ err: error }, "oauth request failed");
    res.status(status >= 500 ? 500 : status).json({ error: status >= 500 ? "server_error" : "invalid_request", error_description: status >= 500 ? "Internal Server Error" : "The request body could not be read" });
  });
  return app;
}

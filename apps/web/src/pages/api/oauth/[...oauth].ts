import type { IncomingMessage, ServerResponse } from "node:http";
import { oauthApp } from "@understudy/api/oauth";
import { appDeps } from "~/server/deps";
import { log } from "~/server/log";

/*
 * The OAuth endpoints for AI assistants (/api/oauth/authorize, token, register, revoke), answered by the MCP
 * SDK's authorization-server handlers, an Express app: a Pages API route hands it Node's request and response
 * as they are, and Express parses the forms and JSON itself.
 */
export const config = { api: { bodyParser: false, externalResolver: true } };

const globalForOAuth = globalThis as unknown as { understudyOAuth?: ReturnType<typeof oauthApp> };

export default function serveOAuth(req: IncomingMessage, res: ServerResponse) {
  const deps = appDeps();
  const app = (globalForOAuth.understudyOAuth ??= oauthApp({ db: deps.db, clock: deps.clock, appUrl: deps.config.appUrl, log: log.child({ transport: "oauth" }) }));
  app(req, res);
}

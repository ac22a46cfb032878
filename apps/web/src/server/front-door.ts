import type { IncomingMessage, ServerResponse } from "node:http";
import { isRestPath } from "@understudy/api/rest";
import { API_CONTENT_SECURITY_POLICY } from "~/lib/content-security-policy";
import { securityHeaders } from "~/lib/security-headers";
import { log as webLog } from "./log";
import { serveRestNode } from "./rest";

export type NodeHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

const INTERNAL_ERROR = JSON.stringify({ detail: "Internal Server Error" });

/**
 * The production server's first stop (src/main.ts): a row of the /api contract goes straight to the REST adapter,
 * everything else (pages, tRPC, sign-in, webhooks, MCP, a path that names nothing) to Next. Next's router cost a
 * contract read more CPU than the read itself: its cheapest Pages API route, serving the same SQL, reached half
 * of what a bare node:http handler does (decision 084). The adapter is the one the Pages catch-all runs in dev
 * and in the standalone image, so the answers are the same; the headers next.config.ts would add go on here.
 */
export function frontDoor(next: NodeHandler, options: { production: boolean; rest?: NodeHandler; log?: Pick<typeof webLog, "error"> }): NodeHandler {
  const { rest = serveRestNode, log = webLog } = options;
  const headers = [...securityHeaders(options.production), { key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }];
  return (request, response) => {
    const url = request.url ?? "/";
    const query = url.indexOf("?");
    if (!isRestPath(query === -1 ? url : url.slice(0, query))) return next(request, response);
    for (const { key, value } of headers) response.setHeader(key, value);
    // The adapter answers every failure of its own; this is a body that broke off, or a bug below it.
    return Promise.resolve(rest(request, response)).catch((error: unknown) => {
      log.error({ err: error, path: url }, "request failed outside the REST adapter");
      if (response.headersSent) response.destroy();
      else response.writeHead(500, { "content-type": "application/json" }).end(INTERNAL_ERROR);
    });
  };
}

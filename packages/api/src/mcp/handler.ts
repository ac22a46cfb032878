import { randomUUID } from "node:crypto";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { AppDeps } from "@understudy/services/deps";
import { UnauthorizedError } from "@understudy/services/errors";
import { silentLogger, type Logger } from "@understudy/services/logger";
import { errorResponse, MethodNotAllowedError } from "../errors";
import { MAX_BODY_BYTES } from "../rest/handler";
import { createCaller } from "../root";
import { createTRPCContext } from "../trpc";
import { mcpResource, protectedResourceMetadataUrl } from "../oauth/urls";
import { createMcpServer } from "./server";

export interface McpDeps {
  deps: AppDeps;
  log?: Logger;
}

/**
 * Serves MCP's Streamable HTTP transport, stateless: every POST carries its bearer token and is answered by a
 * server built for it alone, so no instance keeps a session another would need. The token resolves as it does
 * for REST (personal API token or session token); a cookie is not a credential here, since an assistant never
 * has one and accepting it would let any page the user visits call the tools. There is no server-to-client
 * stream (GET) or session to end (DELETE) without sessions: those answer 405.
 */
export async function handleMcpRequest(request: Request, { deps, log: parent }: McpDeps): Promise<Response> {
  const requestId = request.headers.get("x-request-id")?.slice(0, 100) || randomUUID();
  const log = (parent ?? silentLogger).child({ requestId, transport: "mcp" });
  const headers = { "x-request-id": requestId };
  try {
    const { appUrl } = deps.config;
    const ctx = await createTRPCContext({ headers: request.headers, deps, log, requestId, resource: mcpResource(appUrl) });
    if (ctx.auth?.source !== "bearer") {
      // RFC 9728 §5.1: the challenge names the resource's metadata, where a client discovers how to get a token.
      const presented = request.headers.get("authorization") ? ', error="invalid_token"' : "";
      const challenge = `Bearer realm="understudy", resource_metadata="${protectedResourceMetadataUrl(appUrl)}"${presented}`;
      return errorResponse(new UnauthorizedError("Not authenticated"), { headers: { ...headers, "WWW-Authenticate": challenge } });
    }
    if (request.method !== "POST") throw new MethodNotAllowedError(["POST"]);
    const server = createMcpServer({ caller: createCaller(ctx), appUrl, log, actor: ctx.auth.actor });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: MAX_BODY_BYTES });
    await server.connect(transport);
    try {
      const response = await transport.handleRequest(request);
      response.headers.set("x-request-id", requestId);
      response.headers.set("cache-control", "no-store");
      return response;
    } finally {
      await server.close();
    }
  } catch (error) {
    const response = errorResponse(error, { headers });
    if (response.status >= 500) log.error({ err: error }, "mcp request failed");
    return response;
  }
}

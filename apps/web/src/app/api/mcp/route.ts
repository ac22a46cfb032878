import { handleMcpRequest } from "@understudy/api/mcp";
import { appDeps } from "~/server/deps";
import { log } from "~/server/log";

export const dynamic = "force-dynamic";

/** The MCP endpoint for AI assistants (stateless Streamable HTTP, bearer tokens only); GET and DELETE answer 405. */
const serveMcp = (request: Request) => handleMcpRequest(request, { deps: appDeps(), log });

export { serveMcp as GET, serveMcp as POST, serveMcp as DELETE };

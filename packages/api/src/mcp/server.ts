import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { McpContext } from "./context";
import { registerResources } from "./resources";
import { registerTools } from "./tools";

const INSTRUCTIONS =
  "Understudy records the user's meetings (often through a stand-in bot that attends for them): transcripts, attendance, summaries with action items. " +
  "Use search_meetings to find where something was said, ask for a cited answer, get_transcript to read around a moment. " +
  "Links in results are paths on the Understudy web app; the text forms give them in full.";

/** One server per request (stateless: any instance can answer any request), acting as the token's user. */
export function createMcpServer(ctx: McpContext): McpServer {
  const server = new McpServer({ name: "understudy", title: "Understudy meeting memory", version: "1.0.0" }, { instructions: INSTRUCTIONS });
  registerTools(server, ctx);
  registerResources(server, ctx);
  return server;
}

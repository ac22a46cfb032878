import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { McpContext } from "./context";
import { registerPrompts } from "./prompts";
import { registerResources } from "./resources";
import { allows } from "./scopes";
import { registerTools } from "./tools";

const INSTRUCTIONS =
  "Understudy records the user's meetings (often through a stand-in bot that attends for them): transcripts, attendance, summaries with action items. " +
  "whoami says who the user is. Use search_meetings to find where something was said (quote words to match them exactly), ask for a cited answer, " +
  "get_transcript with at_seconds or segment_id to read around a moment, get_meetings for several meetings at once. " +
  "Every moment is start_seconds; every result carries an absolute url to hand to the user.";

/** One server per request (stateless: any instance can answer any request), acting as the token's user. */
export function createMcpServer(ctx: McpContext): McpServer {
  const server = new McpServer({ name: "understudy", title: "Understudy meeting memory", version: "1.0.0" }, { instructions: INSTRUCTIONS });
  registerTools(server, ctx);
  if (allows(ctx, "meetings:read")) registerResources(server, ctx);
  registerPrompts(server, ctx);
  return server;
}

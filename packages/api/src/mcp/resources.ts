import { ResourceTemplate, type McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { ERROR_TABLE, GENERIC_INTERNAL_MESSAGE, toServiceError } from "../errors";
import { decodePathSegment } from "../rest/path";
import type { McpContext } from "./context";
import { meetingDetails } from "./meeting-details";
import { meetingText } from "./text";

/** MCP's code for a resource that does not exist (the spec's -32002; the SDK names no constant for it). */
const RESOURCE_NOT_FOUND = -32002;
const LISTED_MEETINGS = 50;
const MEETING_NOT_FOUND = "Meeting not found";

export const meetingUri = (id: string) => `understudy://meetings/${id}`;

/**
 * `understudy://meetings/{id}`: one meeting as get_meeting answers it, so an assistant can attach it to a
 * conversation. Listing offers the newest meetings; another user's id reads as not found.
 */
export function registerResources(server: McpServer, ctx: McpContext): void {
  const template = new ResourceTemplate("understudy://meetings/{id}", {
    list: async () => {
      const meetings = await ctx.caller.meetings.list({ order: "desc", limit: LISTED_MEETINGS, offset: 0 });
      return { resources: meetings.map((m) => ({ uri: meetingUri(m.id), name: m.title, description: m.scheduled_at, mimeType: "application/json" })) };
    },
  });
  server.registerResource("meeting", template, { title: "Meeting", description: "A meeting: details, attendance and its current summary", mimeType: "application/json" }, async (uri, variables) => {
    // A broken %-encoding names no meeting: the same "not found" as any other unknown id, not a URIError.
    const id = decodePathSegment(String(variables.id ?? ""));
    if (id === null) throw new McpError(RESOURCE_NOT_FOUND, MEETING_NOT_FOUND);
    try {
      const details = await meetingDetails(ctx, id);
      return {
        contents: [
          { uri: uri.href, mimeType: "application/json", text: JSON.stringify(details) },
          { uri: uri.href, mimeType: "text/plain", text: meetingText(details, ctx.appUrl) },
        ],
      };
    } catch (error) {
      const e = toServiceError(error);
      if (e.code === "NOT_FOUND") throw new McpError(RESOURCE_NOT_FOUND, e.message);
      const status = ERROR_TABLE[e.code].http;
      if (status >= 500) ctx.log.error({ err: error }, "mcp resource failed");
      throw new McpError(status >= 500 ? ErrorCode.InternalError : ErrorCode.InvalidRequest, status === 500 && !e.expose ? GENERIC_INTERNAL_MESSAGE : e.message);
    }
  });
}

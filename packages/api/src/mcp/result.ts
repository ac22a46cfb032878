import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Logger } from "@understudy/services/logger";
import { ERROR_TABLE, GENERIC_INTERNAL_MESSAGE, toServiceError } from "../errors";

/** A tool's answer: the procedure's output as structured content, and a short text form for clients that read only text. */
export function toolResult(structured: Record<string, unknown>, text: string): CallToolResult {
  return { structuredContent: structured, content: [{ type: "text", text }] };
}

/**
 * Any failure as a tool error carrying the message REST's `{"detail"}` would carry (the plan's refusal, "Meeting
 * not found", the rate limit). Unknown errors are logged and hidden behind the generic message, as over REST.
 */
export function toolError(error: unknown, log: Logger, tool: string): CallToolResult {
  const e = toServiceError(error);
  const status = ERROR_TABLE[e.code].http;
  if (status >= 500) log.error({ err: error, tool }, "mcp tool failed");
  const detail = status === 500 && !e.expose ? GENERIC_INTERNAL_MESSAGE : e.message;
  return { isError: true, content: [{ type: "text", text: detail }] };
}

/** Runs a tool's work; what it throws becomes a tool error, so the assistant reads the reason instead of a protocol failure. */
export async function answer<T>(tool: string, log: Logger, work: () => Promise<T>, render: (out: T) => { structured: Record<string, unknown>; text: string }): Promise<CallToolResult> {
  try {
    const { structured, text } = render(await work());
    return toolResult(structured, text);
  } catch (error) {
    return toolError(error, log, tool);
  }
}

import { serverDetail } from "./server-detail";

/**
 * Why turning push on or off failed, in words a user can act on: the server's detail, or what the browser said.
 * The browser's own refusals carry no server detail: a private window has no Push API (Chrome says so only in its
 * console), and a browser that cannot reach its maker's push service fails the subscription.
 */
export function pushFailure(error: unknown): string {
  const server = serverDetail(error);
  if (server) return server;
  if (error instanceof DOMException) {
    const said = error.message.trim() || error.name;
    return `The browser refused (${said}). Private windows cannot receive push notifications, and the browser must reach its push service: try a normal window with a connection.`;
  }
  return "Check your connection and try again.";
}

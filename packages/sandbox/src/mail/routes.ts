import { Hono } from "hono";
import { jsonResponse } from "../core/http";
import type { Mailbox } from "./mailbox";

/**
 * `/__sandbox/mail/*`: what the SMTP sink received, for tests and for looking at locally.
 * `?to=` keeps the messages with that envelope recipient (case-insensitive).
 */
export function mailRoutes(mailbox: Mailbox): Hono {
  const app = new Hono();
  app.get("/__sandbox/mail/messages", (c) => {
    const to = c.req.query("to")?.toLowerCase();
    const data = to ? mailbox.messages.filter((m) => m.envelope_to.some((r) => r.toLowerCase() === to)) : mailbox.messages;
    return jsonResponse({ data });
  });
  app.delete("/__sandbox/mail/messages", () => {
    mailbox.clear();
    return jsonResponse({ data: [] });
  });
  return app;
}

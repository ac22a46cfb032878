import { Hono } from "hono";
import { jsonResponse } from "../core/http";
import { inboxPage } from "./inbox-page";
import type { Mailbox } from "./mailbox";

/**
 * `/__sandbox/mail/*`: what the SMTP sink received, for tests and for looking at locally.
 * `?to=` keeps the messages with that envelope recipient (case-insensitive). `/__sandbox/mail` is the same as a page.
 */
export function mailRoutes(mailbox: Mailbox): Hono {
  const app = new Hono();
  app.get("/__sandbox/mail", (c) =>
    new Response(inboxPage(mailbox.messages, c.req.query("id") ?? null), {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        // The messages' HTML is shown in a sandboxed srcdoc frame; nothing on the page runs a script.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'none'",
      },
    }),
  );
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

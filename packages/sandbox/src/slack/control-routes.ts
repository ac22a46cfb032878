import { Hono } from "hono";
import { escapeHtml as e, jsonResponse } from "../core/http";
import type { SlackStore } from "./store";

/**
 * `/__sandbox/slack`: what the app posted, per channel (a page to look at, JSON for tests), and the workspace-side
 * actions a test needs: uninstall (every token revoked, as removing the app does) and inviting or removing the bot.
 */
export function slackControlRoutes(store: SlackStore): Hono {
  const app = new Hono();

  app.get("/__sandbox/slack/messages", (c) => {
    const channel = c.req.query("channel");
    return jsonResponse({ data: channel ? store.messages.filter((m) => m.channel === channel) : store.messages });
  });
  app.delete("/__sandbox/slack/messages", () => {
    store.messages.length = 0;
    return jsonResponse({ data: [] });
  });
  app.get("/__sandbox/slack/channels", () => jsonResponse({ data: store.channels }));
  app.post("/__sandbox/slack/channels/:id/membership", async (c) => {
    const channel = store.channels.find((ch) => ch.id === c.req.param("id"));
    if (!channel) return jsonResponse({ error: "channel_not_found" }, 404);
    const body = (await c.req.json().catch(() => ({}))) as { member?: unknown };
    channel.is_member = body.member === true;
    return jsonResponse(channel);
  });
  app.post("/__sandbox/slack/uninstall", () => {
    for (const install of store.installs.values()) install.revoked = true;
    return jsonResponse({ ok: true, revoked: store.installs.size });
  });

  app.get("/__sandbox/slack", (c) => {
    const byChannel = new Map<string, typeof store.messages>();
    for (const message of store.messages) byChannel.set(message.channel, [...(byChannel.get(message.channel) ?? []), message]);
    const sections = [...byChannel]
      .map(([id, messages]) => {
        const name = store.channels.find((ch) => ch.id === id)?.name ?? id;
        const items = messages
          .map((m) => `<li><time>${e(m.posted_at)}</time><pre>${e(m.text ?? "")}</pre><details><summary>${m.blocks?.length ?? 0} blocks</summary><pre>${e(JSON.stringify(m.blocks, null, 2))}</pre></details></li>`)
          .join("");
        return `<section><h2>#${e(name)}</h2><ol>${items}</ol></section>`;
      })
      .join("");
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox Slack</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}</style></head>
<body><h1>Sandbox Slack: posted messages</h1>${sections || "<p>Nothing posted yet.</p>"}</body></html>`);
  });
  return app;
}

import { Hono } from "hono";
import { z } from "zod";
import { jsonResponse } from "../core/http";
import type { BotEngine } from "./engine";
import { botJson } from "./routes";

const ConfigBody = z.strictObject({
  webhook_url: z.url().nullable().optional(),
  time_scale: z.number().positive().max(1_000_000).optional(),
});

/** `/__sandbox/bots/*`: point webhooks somewhere, speed meetings up, look inside a bot. */
export function botControlRoutes(engine: BotEngine): Hono {
  const app = new Hono();
  const view = () => ({ webhook_url: engine.config.webhookUrl, time_scale: engine.config.timeScale });
  app.get("/__sandbox/bots/config", () => jsonResponse(view()));
  app.post("/__sandbox/bots/config", async (c) => {
    const parsed = ConfigBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return jsonResponse({ error: "invalid_request", error_description: 'Expected {"webhook_url"?: url|null, "time_scale"?: number}.' }, 400);
    if (parsed.data.webhook_url !== undefined) engine.config.webhookUrl = parsed.data.webhook_url;
    if (parsed.data.time_scale !== undefined) engine.config.timeScale = parsed.data.time_scale;
    return jsonResponse(view());
  });
  app.get("/__sandbox/bots/deliveries", () => jsonResponse({ deliveries: engine.deliveries }));
  app.get("/__sandbox/bots/:id", (c) => {
    const bot = engine.bots.get(c.req.param("id"));
    if (!bot) return jsonResponse({ error: "not_found" }, 404);
    // What the bot said (chat and audio) next to what the scripted people typed.
    return jsonResponse({ ...botJson(bot), scenario: bot.scenario, chat_messages: bot.chat, audio: bot.audio, audio_clips: bot.audio.length, participant_chat: bot.participantChat, media_deleted_at: bot.mediaDeletedAt });
  });
  return app;
}

import { Hono } from "hono";
import { z } from "zod";
import { jsonResponse } from "../core/http";
import { BOT_CAPACITIES, RECALL_VARIANTS, type BotEngine, type BotRecord } from "./engine";
import { botJson } from "./routes";

const ConfigBody = z.strictObject({
  webhook_url: z.url().nullable().optional(),
  time_scale: z.number().positive().max(1_000_000).optional(),
  capacity: z.enum(BOT_CAPACITIES).optional(),
  variants: z.array(z.enum(RECALL_VARIANTS)).optional(),
  status_webhook_secret: z.string().regex(/^whsec_\S+$/).nullable().optional(),
});

/** `/__sandbox/bots/*`: point webhooks somewhere, speed meetings up, run the workspace out of capacity, look inside a bot. */
export function botControlRoutes(engine: BotEngine): Hono {
  const app = new Hono();
  const view = () => ({ webhook_url: engine.config.webhookUrl, time_scale: engine.config.timeScale, capacity: engine.config.capacity, variants: engine.config.variants, status_webhook_secret: engine.config.statusWebhookSecret });
  app.get("/__sandbox/bots/config", () => jsonResponse(view()));
  app.post("/__sandbox/bots/config", async (c) => {
    const parsed = ConfigBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return jsonResponse({ error: "invalid_request", error_description: 'Expected {"webhook_url"?: url|null, "time_scale"?: number, "capacity"?: "available"|"out_of_credit"|"overloaded", "variants"?: ("relative_timestamps_only"|"null_participant_ids"|"legacy_status_event")[], "status_webhook_secret"?: "whsec_…"|null}.' }, 400);
    if (parsed.data.webhook_url !== undefined) engine.config.webhookUrl = parsed.data.webhook_url;
    if (parsed.data.time_scale !== undefined) engine.config.timeScale = parsed.data.time_scale;
    if (parsed.data.capacity !== undefined) engine.config.capacity = parsed.data.capacity;
    if (parsed.data.variants !== undefined) engine.config.variants = parsed.data.variants;
    if (parsed.data.status_webhook_secret !== undefined) engine.config.statusWebhookSecret = parsed.data.status_webhook_secret;
    return jsonResponse(view());
  });
  app.get("/__sandbox/bots/deliveries", () => jsonResponse({ deliveries: engine.deliveries }));
  // What the bot said (chat and audio) next to what the scripted people typed.
  const inside = (bot: BotRecord) => ({ ...botJson(bot), scenario: bot.scenario, chat_messages: bot.chat, audio: bot.audio, audio_clips: bot.audio.length, participant_chat: bot.participantChat, media_deleted_at: bot.mediaDeletedAt });
  // The bots whose metadata has every `metadata__<key>=<value>` asked for, as the provider's list filters them: a
  // browser test knows its session id (the app's metadata), not the provider's bot id.
  app.get("/__sandbox/bots", (c) => {
    const wanted = [...new URL(c.req.url).searchParams].flatMap(([k, v]) => (k.startsWith("metadata__") ? [[k.slice("metadata__".length), v] as const] : []));
    const bots = [...engine.bots.values()].filter((bot) => wanted.every(([k, v]) => bot.metadata[k] === v));
    return jsonResponse({ bots: bots.map(inside) });
  });
  app.get("/__sandbox/bots/:id", (c) => {
    const bot = engine.bots.get(c.req.param("id"));
    if (!bot) return jsonResponse({ error: "not_found" }, 404);
    return jsonResponse(inside(bot));
  });
  return app;
}

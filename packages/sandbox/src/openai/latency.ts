import { Hono } from "hono";
import { z } from "zod";
import { jsonResponse } from "../core/http";

/**
 * How long the sandbox's model and voice take to answer. The real services take 1–5 s for a chat
 * completion and about a second before speech audio starts; the sandbox answers at once unless told
 * otherwise, so a benchmark can show what a slow model costs the product (and what it must not cost).
 */
export interface OpenAILatency {
  chatMs: number;
  speechMs: number;
}

const ConfigBody = z.strictObject({
  chat_latency_ms: z.number().int().min(0).max(120_000).optional(),
  speech_latency_ms: z.number().int().min(0).max(120_000).optional(),
});

export const waitFor = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** `GET|POST /__sandbox/openai/config`: `{chat_latency_ms, speech_latency_ms}`; `POST /__sandbox/reset` sets both back to 0. */
export function openAIControlRoutes(latency: OpenAILatency): Hono {
  const app = new Hono();
  const view = () => ({ chat_latency_ms: latency.chatMs, speech_latency_ms: latency.speechMs });
  app.get("/__sandbox/openai/config", () => jsonResponse(view()));
  app.post("/__sandbox/openai/config", async (c) => {
    const parsed = ConfigBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return jsonResponse({ error: "invalid_request", error_description: 'Expected {"chat_latency_ms"?: integer 0–120000, "speech_latency_ms"?: integer 0–120000}.' }, 400);
    if (parsed.data.chat_latency_ms !== undefined) latency.chatMs = parsed.data.chat_latency_ms;
    if (parsed.data.speech_latency_ms !== undefined) latency.speechMs = parsed.data.speech_latency_ms;
    return jsonResponse(view());
  });
  return app;
}

import { botWebhookContext, configuredBotProvider, configuredSpeech, receiveBotWebhook } from "@understudy/services/bots";
import { db } from "~/server/db";
import { log } from "~/server/log";

export const dynamic = "force-dynamic";

const MAX_BODY_BYTES = 262_144;
const systemClock = { now: () => new Date() };

/**
 * The bot provider's signed status, participant, transcript and chat webhooks: verified over the raw body,
 * applied once; what the stand-in rule decides (leave, announce) is done before answering.
 */
export async function POST(request: Request): Promise<Response> {
  if (Number(request.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) return Response.json({ received: false, detail: "Payload too large" }, { status: 413 });
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) return Response.json({ received: false, detail: "Payload too large" }, { status: 413 });
  const result = await receiveBotWebhook({
    ctx: botWebhookContext({ db, clock: systemClock, log }),
    provider: configuredBotProvider(),
    speech: configuredSpeech(),
    request: { headers: request.headers, rawBody },
  });
  return Response.json(result.body, { status: result.status, headers: { "cache-control": "no-store" } });
}

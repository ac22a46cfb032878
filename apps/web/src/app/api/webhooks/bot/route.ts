import { botWebhookContext, receiveBotWebhook } from "@understudy/services/bots";
import { appDeps } from "~/server/deps";
import { log } from "~/server/log";

export const dynamic = "force-dynamic";

const MAX_BODY_BYTES = 262_144;

/**
 * The bot provider's signed status, participant, transcript and chat webhooks: verified over the raw body,
 * applied once; what the stand-in rule decides (leave, announce) is done before answering.
 */
export async function POST(request: Request): Promise<Response> {
  if (Number(request.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) return Response.json({ received: false, detail: "Payload too large" }, { status: 413 });
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) return Response.json({ received: false, detail: "Payload too large" }, { status: 413 });
  const deps = appDeps();
  const result = await receiveBotWebhook({
    ctx: botWebhookContext(deps, log),
    provider: deps.bots,
    speech: deps.speech,
    request: { headers: request.headers, rawBody },
  });
  return Response.json(result.body, { status: result.status, headers: { "cache-control": "no-store" } });
}

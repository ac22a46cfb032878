import { answerWebhook, readWebhookBody } from "@understudy/api/rest";
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
  return answerWebhook(log, async () => {
    const rawBody = await readWebhookBody(request, MAX_BODY_BYTES);
    return receiveBotWebhook({
      ctx: botWebhookContext({ db, clock: systemClock, log }),
      provider: configuredBotProvider(),
      speech: configuredSpeech(),
      request: { headers: request.headers, rawBody },
    });
  });
}

import { answerWebhook, readWebhookBody } from "@understudy/api/rest";
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
  return answerWebhook(log, async () => {
    const rawBody = await readWebhookBody(request, MAX_BODY_BYTES);
    const deps = appDeps();
    return receiveBotWebhook({
      ctx: botWebhookContext(deps, log),
      provider: deps.bots,
      speech: deps.speech,
      request: { headers: request.headers, rawBody },
    });
  });
}

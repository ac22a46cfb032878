import { answerWebhook, readWebhookBody } from "@understudy/api/rest";
import { botWebhookContext, receiveBotWebhook } from "@understudy/services/bots";
import { appDeps } from "~/server/deps";
import { log } from "~/server/log";

export const dynamic = "force-dynamic";

const MAX_BODY_BYTES = 262_144;

/**
 * The bot provider's signed status, participant, transcript and chat webhooks: verified over the raw body,
 * stored once with what the next event must see, and answered. What follows (announcing, leaving, the
 * avatar's answer, "what you missed", the summary) is queued by the event and done by the worker.
 */
export async function POST(request: Request): Promise<Response> {
  return answerWebhook(log, async () => {
    const rawBody = await readWebhookBody(request, MAX_BODY_BYTES);
    return receiveBotWebhook({ ctx: botWebhookContext(appDeps(), log), request: { headers: request.headers, rawBody } });
  });
}

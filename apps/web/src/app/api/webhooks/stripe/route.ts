import { answerWebhook, readWebhookBody } from "@understudy/api/rest";
import { receiveStripeWebhook, webhookContext } from "@understudy/services/billing";
import { appDeps } from "~/server/deps";
import { log } from "~/server/log";

export const dynamic = "force-dynamic";

const MAX_BODY_BYTES = 1_048_576;

/** Stripe's signed deliveries: the raw body is verified before anything is parsed (STYLE §5). */
export async function POST(request: Request): Promise<Response> {
  return answerWebhook(log, async () => {
    const rawBody = await readWebhookBody(request, MAX_BODY_BYTES);
    const deps = appDeps();
    return receiveStripeWebhook({
      ctx: webhookContext(deps, log),
      billing: deps.billing,
      request: { rawBody, signature: request.headers.get("stripe-signature") },
    });
  });
}

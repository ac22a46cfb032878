import { answerWebhook, readWebhookBody } from "@understudy/api/rest";
import { configuredBillingProvider, receiveStripeWebhook, webhookContext } from "@understudy/services/billing";
import { db } from "~/server/db";
import { log } from "~/server/log";

export const dynamic = "force-dynamic";

const MAX_BODY_BYTES = 1_048_576;
const systemClock = { now: () => new Date() };

/** Stripe's signed deliveries: the raw body is verified before anything is parsed (STYLE §5). */
export async function POST(request: Request): Promise<Response> {
  return answerWebhook(log, async () => {
    const rawBody = await readWebhookBody(request, MAX_BODY_BYTES);
    return receiveStripeWebhook({
      ctx: webhookContext({ db, clock: systemClock, log }),
      billing: configuredBillingProvider(),
      request: { rawBody, signature: request.headers.get("stripe-signature") },
    });
  });
}

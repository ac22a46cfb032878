import { receiveStripeWebhook, webhookContext } from "@understudy/services/billing";
import { appDeps } from "~/server/deps";
import { log } from "~/server/log";

export const dynamic = "force-dynamic";

const MAX_BODY_BYTES = 1_048_576;

/** Stripe's signed deliveries: the raw body is verified before anything is parsed (STYLE §5). */
export async function POST(request: Request): Promise<Response> {
  if (Number(request.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) return Response.json({ received: false, detail: "Payload too large" }, { status: 413 });
  const rawBody = await request.text();
  if (rawBody.length > MAX_BODY_BYTES) return Response.json({ received: false, detail: "Payload too large" }, { status: 413 });
  const deps = appDeps();
  const result = await receiveStripeWebhook({
    ctx: webhookContext(deps, log),
    billing: deps.billing,
    request: { rawBody, signature: request.headers.get("stripe-signature") },
  });
  return Response.json(result.body, { status: result.status, headers: { "cache-control": "no-store" } });
}

import { ServiceError } from "@understudy/services/errors";
import type { Logger } from "@understudy/services/logger";
import { errorResponse } from "../errors";

/** A webhook's raw body (signatures are computed over it), refused past `maxBytes`, declared or not. */
export async function readWebhookBody(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new ServiceError("PAYLOAD_TOO_LARGE", "Payload too large");
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw tooLarge();
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > maxBytes) throw tooLarge();
  return rawBody;
}

/**
 * A webhook route's answer: `{received: true, outcome}` once the delivery is applied or known, otherwise
 * the domain error as `{received: false, detail}` with ERROR_TABLE's status, which is what tells the
 * sender to stop (4xx) or retry (5xx).
 */
export async function answerWebhook(log: Logger, deliver: () => Promise<string>): Promise<Response> {
  try {
    const outcome = await deliver();
    return Response.json({ received: true, outcome }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    const response = errorResponse(error, { body: { received: false } });
    if (response.status >= 500) log.error({ err: error }, "webhook failed");
    return response;
  }
}

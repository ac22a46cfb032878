import type { ServerResponse } from "node:http";
import { ServiceError } from "../src/errors";

export interface WebhookReply {
  status: number;
  outcome?: string;
  /** The domain code of a refused or failed delivery. */
  code?: string;
}

/**
 * Answers a rig's webhook delivery as the web route does, as far as the sender can tell: 200 with the
 * outcome, or a non-2xx that it retries. The rigs live below packages/api, so a refusal or failure is a
 * 500 carrying its domain code and message here; the status each code gets is ERROR_TABLE's, tested
 * through the routes' own helper in packages/api/test/webhooks.
 */
export async function replyToDelivery(res: ServerResponse, delivery: Promise<string>, replies: WebhookReply[]): Promise<void> {
  try {
    const outcome = await delivery;
    replies.push({ status: 200, outcome });
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ received: true, outcome }));
  } catch (error) {
    const code = error instanceof ServiceError ? error.code : "INTERNAL";
    replies.push({ status: 500, code });
    res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ received: false, code, detail: error instanceof Error ? error.message : String(error) }));
  }
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { BotWebhookSignatureError } from "./errors";

const DEFAULT_TOLERANCE_S = 300;

/**
 * Recall's workspace verification (Svix scheme, reference §1.7): `webhook-id|timestamp|signature`
 * headers (older workspaces: `svix-*`), signature = base64(HMAC-SHA256(base64-decode(secret after
 * `whsec_`), "<id>.<timestamp>.<raw body>")), any of several space-separated `v1,<sig>` may match.
 * Timestamps outside ±5 minutes are refused so a captured request cannot be replayed later.
 * Returns the message id (stable across retries), the idempotency key for the event.
 */
export function verifyRecallSignature(secret: string, headers: Headers, rawBody: string, now: Date, toleranceS = DEFAULT_TOLERANCE_S): string {
  const id = headers.get("webhook-id") ?? headers.get("svix-id");
  const timestamp = headers.get("webhook-timestamp") ?? headers.get("svix-timestamp");
  const signatures = headers.get("webhook-signature") ?? headers.get("svix-signature");
  if (!id || !timestamp || !signatures) throw new BotWebhookSignatureError("Missing webhook signature headers");
  if (!/^\d{1,12}$/.test(timestamp)) throw new BotWebhookSignatureError("Malformed webhook timestamp");
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceS) throw new BotWebhookSignatureError("Webhook timestamp outside the tolerance window");
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${rawBody}`, "utf8").digest();
  for (const entry of signatures.split(" ")) {
    const [version, value] = entry.split(",", 2);
    if (version !== "v1" || !value) continue;
    const given = Buffer.from(value, "base64");
    if (given.length === expected.length && timingSafeEqual(given, expected)) return id;
  }
  throw new BotWebhookSignatureError("Webhook signature does not match");
}

/** The signing side, for tests and tools that need to produce a webhook Recall would send. */
export function signRecallWebhook(secret: string, id: string, timestampS: number, rawBody: string): Record<string, string> {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestampS}.${rawBody}`, "utf8").digest("base64");
  return { "webhook-id": id, "webhook-timestamp": String(timestampS), "webhook-signature": `v1,${signature}` };
}

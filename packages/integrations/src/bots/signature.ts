import { createHmac, timingSafeEqual } from "node:crypto";
import { BotWebhookSignatureError } from "./errors";

const DEFAULT_TOLERANCE_S = 300;

/**
 * Recall's workspace verification (Svix scheme, reference §1.7): `webhook-id|timestamp|signature`
 * headers (older workspaces: `svix-*`), signature = base64(HMAC-SHA256(base64-decode(secret after
 * `whsec_`), "<id>.<timestamp>.<raw body>")), any of several space-separated `v1,<sig>` may match.
 * Timestamps outside ±5 minutes are refused so a captured request cannot be replayed later.
 * Returns the message id (stable across retries), the idempotency key for the event.
 *
 * Workspaces created before 2025-12-15 sign dashboard (bot-status) webhooks with each endpoint's own
 * Svix secret and real-time webhooks with the workspace secret (docs.recall.ai/docs/authenticating-requests-from-recallai),
 * so a deployment may hold several secrets; a signature made with any of them is accepted, which is also
 * what lets a secret be rotated without a window of 401s (docs/decisions/041-recall-signing-secrets.md).
 */
export function verifyRecallSignature(secrets: string | readonly string[], headers: Headers, rawBody: string, now: Date, toleranceS = DEFAULT_TOLERANCE_S): string {
  const id = headers.get("webhook-id") ?? headers.get("svix-id");
  const timestamp = headers.get("webhook-timestamp") ?? headers.get("svix-timestamp");
  const signatures = headers.get("webhook-signature") ?? headers.get("svix-signature");
  if (!id || !timestamp || !signatures) throw new BotWebhookSignatureError("Missing webhook signature headers");
  if (!/^\d{1,12}$/.test(timestamp)) throw new BotWebhookSignatureError("Malformed webhook timestamp");
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceS) throw new BotWebhookSignatureError("Webhook timestamp outside the tolerance window");
  const given = signatures.split(" ").flatMap((entry) => {
    const [version, value] = entry.split(",", 2);
    return version === "v1" && value ? [Buffer.from(value, "base64")] : [];
  });
  for (const secret of typeof secrets === "string" ? [secrets] : secrets) {
    const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
    const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${rawBody}`, "utf8").digest();
    if (given.some((g) => g.length === expected.length && timingSafeEqual(g, expected))) return id;
  }
  throw new BotWebhookSignatureError("Webhook signature does not match");
}

/** The signing side, for tests and tools that need to produce a webhook Recall would send. */
export function signRecallWebhook(secret: string, id: string, timestampS: number, rawBody: string, scheme: "webhook" | "svix" = "webhook"): Record<string, string> {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestampS}.${rawBody}`, "utf8").digest("base64");
  return { [`${scheme}-id`]: id, [`${scheme}-timestamp`]: String(timestampS), [`${scheme}-signature`]: `v1,${signature}` };
}

import { createHmac, randomBytes } from "node:crypto";

/**
 * Recall's workspace verification (Svix scheme, reference §1.7): base64(HMAC-SHA256(key, "<id>.<ts>.<body>"))
 * where key = base64-decode of the part after `whsec_`; sent as `webhook-signature: v1,<sig>`.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string, scheme: "webhook" | "svix" = "webhook"): Record<string, string> {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`, "utf8").digest("base64");
  // Older workspaces' dashboard endpoints send the same scheme under Svix's own header names.
  return { [`${scheme}-id`]: id, [`${scheme}-timestamp`]: String(timestamp), [`${scheme}-signature`]: `v1,${signature}` };
}

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

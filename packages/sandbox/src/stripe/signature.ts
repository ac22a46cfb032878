import { createHmac } from "node:crypto";

/**
 * `Stripe-Signature: t=<unix>,v1=<hex>`: HMAC-SHA256 over "<t>.<raw body>", keyed with the whole
 * `whsec_…` string, exactly what `stripe.webhooks.generateTestHeaderString` produces.
 */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

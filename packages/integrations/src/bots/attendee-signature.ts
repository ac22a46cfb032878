import { createHmac, timingSafeEqual } from "node:crypto";
import { BotWebhookPayloadError, BotWebhookSignatureError } from "./errors";

/**
 * Attendee signs the parsed payload, not the bytes (reference §2.6): base64(HMAC-SHA256(base64-decode
 * (secret), canonical)) where canonical is Python's `json.dumps(payload, sort_keys=True,
 * ensure_ascii=False, separators=(",", ":"))`. The body itself is sent by `requests` with the
 * default separators and ASCII escapes, so the bytes never match the signed text and the receiver
 * has to rebuild Python's output. Two things JSON.parse → JSON.stringify would get wrong: numbers
 * (Python writes `0.0`, `1e+16`; JS would write `0`, `10000000000000000`) and key order (JS objects
 * put integer-like keys first; Python sorts by code point). So numbers keep their source text and
 * keys are sorted here, by code point.
 */

const MAX_DEPTH = 64;

class SourceNumber {
  constructor(readonly source: string) {}
}

type Reviver = (this: unknown, key: string, value: unknown, context?: { source?: string }) => unknown;

/** Re-serialises a JSON text the way Attendee's signer serialises the same payload. */
export function attendeeCanonicalJson(rawBody: string): string {
  let parsed: unknown;
  try {
    // Node ≥ 21 passes each primitive's source text to the reviver (JSON.parse source text access).
    const keepNumbers: Reviver = (_key, value, context) => (typeof value === "number" ? new SourceNumber(context?.source ?? String(value)) : value);
    parsed = JSON.parse(rawBody, keepNumbers);
  } catch {
    throw new BotWebhookPayloadError("Webhook body is not JSON");
  }
  return write(parsed, 0);
}

function write(value: unknown, depth: number): string {
  if (depth > MAX_DEPTH) throw new BotWebhookPayloadError("Webhook body is nested too deeply");
  if (value instanceof SourceNumber) return value.source;
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => write(v, depth + 1)).join(",")}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort(byCodePoint);
  return `{${keys.map((k) => `${JSON.stringify(k)}:${write(record[k], depth + 1)}`).join(",")}}`;
}

/** Python sorts str by code point; JS's default sort compares UTF-16 units (differs past U+FFFF). */
function byCodePoint(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

function hmac(secret: string, canonical: string): Buffer {
  return createHmac("sha256", Buffer.from(secret, "base64")).update(canonical, "utf8").digest();
}

/**
 * Verifies `X-Webhook-Signature` over the canonical form of the body. Nothing time-based is signed,
 * so a replay is caught later by the envelope's idempotency key, not here.
 */
export function verifyAttendeeSignature(secret: string, headers: Headers, rawBody: string): void {
  const given = headers.get("x-webhook-signature")?.trim();
  if (!given) throw new BotWebhookSignatureError("Missing X-Webhook-Signature header");
  if (!/^[A-Za-z0-9+/]{43}=$/.test(given)) throw new BotWebhookSignatureError("Malformed webhook signature");
  const expected = hmac(secret, attendeeCanonicalJson(rawBody));
  const provided = Buffer.from(given, "base64");
  if (provided.length !== expected.length || !timingSafeEqual(provided, expected)) throw new BotWebhookSignatureError("Webhook signature does not match");
}

/** The signing side, for tests and tools that need a webhook Attendee would send with this body. */
export function signAttendeeWebhook(secret: string, rawBody: string): Record<string, string> {
  return { "content-type": "application/json", "user-agent": "Attendee-Webhook/1.0", "x-webhook-signature": hmac(secret, attendeeCanonicalJson(rawBody)).toString("base64") };
}

import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ATTENDEE_FIXTURE_SECRET, ATTENDEE_FIXTURES, SORT_ORDER_CANONICAL } from "./attendee-fixtures";
import { attendeeCanonicalJson, signAttendeeWebhook, verifyAttendeeSignature } from "./attendee-signature";
import { BotWebhookPayloadError, BotWebhookSignatureError } from "./errors";

const signed = (signature: string) => new Headers({ "x-webhook-signature": signature });
const verify = (body: string, signature: string, secret = ATTENDEE_FIXTURE_SECRET) => () => verifyAttendeeSignature(secret, signed(signature), body);

/** Keys in reverse order at every level, as another JSON writer might send them. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversed(v)]));
  return value;
}

describe("Attendee webhook signature (canonical JSON HMAC)", () => {
  it.each(Object.entries(ATTENDEE_FIXTURES))("accepts %s as signed by Attendee's Python code", (_name, fixture) => {
    expect(verify(fixture.body, fixture.signature)).not.toThrow();
  });

  it("rebuilds Python's canonical text exactly: sorted by code point, floats as written, non-ASCII unescaped", () => {
    expect(attendeeCanonicalJson(ATTENDEE_FIXTURES.sort_order.body)).toBe(SORT_ORDER_CANONICAL);
    expect(SORT_ORDER_CANONICAL).toContain('"a":-0.0,"\uff5e":1,"\u{1F600}":2');
    expect(attendeeCanonicalJson(ATTENDEE_FIXTURES.transcript.body)).toContain('"start":1e+16,"word":"x"');
    expect(attendeeCanonicalJson(ATTENDEE_FIXTURES.transcript.body)).toContain('"end":0.4,"start":0.0,"word":"Ça"');
  });

  it("still accepts the same payload with its keys reordered, no spaces and raw UTF-8 (the signature covers the data, not the bytes)", () => {
    const body = ATTENDEE_FIXTURES.state_change;
    const rewritten = JSON.stringify(reversed(JSON.parse(body.body)));
    expect(rewritten).not.toBe(body.body);
    expect(rewritten).toContain("Brontë");
    expect(verify(rewritten, body.signature)).not.toThrow();
  });

  it("refuses a changed value, a changed float spelling, another secret and a missing or malformed header", () => {
    const { body, signature } = ATTENDEE_FIXTURES.transcript;
    expect(verify(body.replace("Chlo\\u00e9", "Chloe"), signature)).toThrow(/does not match/);
    // 0.0 and 0 are the same number to JS but not the same signed text.
    expect(verify(body.replace('"start": 0.0', '"start": 0'), signature)).toThrow(/does not match/);
    expect(verify(body, signature, Buffer.from("another project's secret").toString("base64"))).toThrow(BotWebhookSignatureError);
    expect(() => verifyAttendeeSignature(ATTENDEE_FIXTURE_SECRET, new Headers(), body)).toThrow(/Missing X-Webhook-Signature/);
    expect(verify(body, "not base64!")).toThrow(/Malformed/);
    expect(verify(body, `${signature.slice(0, -2)}A=`)).toThrow(/does not match/);
  });

  it("refuses a forgery made by signing the raw bytes instead of the canonical form", () => {
    const { body } = ATTENDEE_FIXTURES.state_change;
    const overBytes = createHmac("sha256", Buffer.from(ATTENDEE_FIXTURE_SECRET, "base64")).update(body).digest("base64");
    expect(verify(body, overBytes)).toThrow(/does not match/);
  });

  it("signs what it verifies, also for bodies with non-ASCII keys and integer-like keys", () => {
    const body = JSON.stringify({ idempotency_key: "k", bot_id: "bot_1", bot_metadata: { "2": "b", "10": "a", ключ: "значение" }, trigger: "bot.state_change", data: {} });
    const headers = new Headers(signAttendeeWebhook(ATTENDEE_FIXTURE_SECRET, body));
    expect(headers.get("user-agent")).toBe("Attendee-Webhook/1.0");
    expect(() => verifyAttendeeSignature(ATTENDEE_FIXTURE_SECRET, headers, body)).not.toThrow();
    expect(attendeeCanonicalJson(body)).toBe('{"bot_id":"bot_1","bot_metadata":{"10":"a","2":"b","ключ":"значение"},"data":{},"idempotency_key":"k","trigger":"bot.state_change"}');
  });

  it("reports a body that is not JSON, or is nested absurdly deep, as a payload error", () => {
    expect(() => attendeeCanonicalJson("{nope")).toThrow(BotWebhookPayloadError);
    expect(() => attendeeCanonicalJson(`${"[".repeat(100)}${"]".repeat(100)}`)).toThrow(/nested too deeply/);
  });
});

/**
 * Every way stripe-node can fail a call, reproduced by a stub server speaking Stripe's HTTP (status, error
 * envelope, or no answer at all), and what the adapter makes of each: Stripe refusing the request itself is a
 * BillingRequestError, anything that may pass on a retry is a BillingUnavailableError. Nothing escapes as a
 * bare SDK error (which the API would answer with a 500).
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BillingRequestError, BillingUnavailableError } from "./errors";
import { createStripeBilling } from "./stripe-provider";

type Answer = (res: ServerResponse) => void;
let answer: Answer = (res) => res.end("{}");
let server: Server;
let base: string;

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => (res) => {
  res.writeHead(status, { "content-type": "application/json", "request-id": "req_stub", ...headers });
  res.end(JSON.stringify(body));
};
const stripeError = (status: number, error: Record<string, unknown>, headers: Record<string, string> = {}) => json(status, { error }, headers);

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => answer(res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const billing = () =>
  createStripeBilling({
    secretKey: "sk_test_stub",
    webhookSecret: null,
    apiBase: base,
    timeoutMs: 300,
    maxNetworkRetries: 0,
    proPlan: { lookupKey: "k", productName: "P", unitAmount: 2999, currency: "usd", interval: "month" },
  });

const checkout = () =>
  billing().createCheckoutSession({ customerId: "cus_1", userId: "u1", priceId: "price_1", successUrl: "http://a/ok", cancelUrl: "http://a/no", metadata: {}, idempotencyKey: "checkout:u1" });

/** The SDK's own error class for the answer, and what the adapter turned it into. */
async function failure(): Promise<{ sdk: string; adapted: unknown }> {
  const adapted = await checkout().then(
    () => null,
    (e: unknown) => e,
  );
  const cause = adapted instanceof Error ? adapted.cause : undefined;
  return { sdk: cause instanceof Stripe.errors.StripeError ? cause.type : String(cause), adapted };
}

describe("stripe-node's error classes through the adapter", () => {
  it.each([
    ["StripeInvalidRequestError", stripeError(400, { type: "invalid_request_error", code: "parameter_missing", param: "line_items", message: "Missing required param: line_items." }), BillingRequestError],
    ["StripeIdempotencyError", stripeError(400, { type: "idempotency_error", message: "Keys for idempotent requests can only be used with the same parameters they were first used with." }), BillingRequestError],
    ["StripeCardError", stripeError(402, { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." }), BillingRequestError],
    ["StripeAuthenticationError", stripeError(401, { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****stub" }), BillingUnavailableError],
    ["StripePermissionError", stripeError(403, { type: "invalid_request_error", message: "The provided key does not have access to this resource." }), BillingUnavailableError],
    // A request still running under the same key (https://docs.stripe.com/api/idempotent_requests): 409, an API error.
    ["StripeAPIError", stripeError(409, { type: "invalid_request_error", code: "idempotency_key_in_use", message: "There is currently another in-progress request using this Idempotent Key." }), BillingUnavailableError],
    ["StripeRateLimitError", stripeError(429, { type: "invalid_request_error", code: "rate_limit", message: "Too many requests hit the API too quickly." }), BillingUnavailableError],
    ["StripeAPIError", stripeError(500, { type: "api_error", message: "An unknown error occurred" }), BillingUnavailableError],
    ["StripeAPIError", stripeError(504, { type: "api_error", message: "An unknown error occurred" }), BillingUnavailableError],
    // A proxy's HTML error page instead of Stripe's JSON.
    ["StripeAPIError", (res: ServerResponse) => res.writeHead(502, { "content-type": "text/html" }).end("<html>Bad Gateway</html>"), BillingUnavailableError],
    // A 200 whose body is not JSON (cut short).
    ["StripeAPIError", (res: ServerResponse) => res.writeHead(200, { "content-type": "application/json" }).end('{"id": "cs_'), BillingUnavailableError],
    // The connection dropped before any answer.
    ["StripeConnectionError", (res: ServerResponse) => res.socket?.destroy(), BillingUnavailableError],
    // No answer within the client's timeout (the sandbox's chaos hangs 12 s).
    ["StripeConnectionError", () => undefined, BillingUnavailableError],
  ] as const)("%s is mapped (case %#)", async (sdkClass, stub, adapted) => {
    answer = stub;
    const result = await failure();
    expect(result.adapted).toBeInstanceOf(adapted);
    expect(result.sdk).toBe(sdkClass);
  });

  it("a Stripe error type the SDK does not know is still mapped, by its status", async () => {
    answer = stripeError(400, { type: "brand_new_error", message: "Something new." });
    expect((await failure()).adapted).toBeInstanceOf(BillingRequestError);
    answer = stripeError(503, { type: "brand_new_error", message: "Something new." });
    expect((await failure()).adapted).toBeInstanceOf(BillingUnavailableError);
  });
});

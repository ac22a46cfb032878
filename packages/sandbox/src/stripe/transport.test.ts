import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../start";
import { startTestSandbox } from "../test/oauth-client";
import { armFaults, proPrice, stripeFor, TEST_KEY } from "../test/stripe-client";

let sandbox: RunningSandbox;
let stripe: Stripe;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  stripe = stripeFor(sandbox);
});
afterAll(() => sandbox.close());
beforeEach(async () => void (await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })));

describe("authentication", () => {
  it("refuses a missing or non-test key with 401, as StripeAuthenticationError", async () => {
    const res = await fetch(`${sandbox.url}/v1/customers`);
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe("invalid_request_error");
    expect(body.error.message).toMatch(/did not provide an API key/);

    const live = stripeFor(sandbox, { key: "sk_live_0123456789abcdef" });
    const error = await live.customers.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((error as Stripe.errors.StripeError).message).toBe("Invalid API Key provided: sk_live_****cdef");
  });

  it("does not claim the Google routes that share /v1", async () => {
    const res = await fetch(`${sandbox.url}/v1/userinfo`);
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate") ?? "").not.toContain("stripe");
    expect(await res.text()).not.toContain("did not provide an API key");
  });
});

describe("form encoding and objects", () => {
  it("reads nested metadata and returns endive-shaped customers", async () => {
    const customer = await stripe.customers.create({ email: "ada@example.com", name: "Ada", metadata: { user_id: "u_1", "odd key": "a&b=c" } });
    expect(customer).toMatchObject({
      object: "customer",
      email: "ada@example.com",
      name: "Ada",
      metadata: { user_id: "u_1", "odd key": "a&b=c" },
      livemode: false,
      invoice_settings: { default_payment_method: null },
    });
    expect(customer.id).toMatch(/^cus_/);
    expect(customer.lastResponse.requestId).toMatch(/^req_/);

    const updated = await stripe.customers.update(customer.id, { metadata: { user_id: "" , plan: "pro" } });
    expect(updated.metadata).toEqual({ "odd key": "a&b=c", plan: "pro" });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ id: customer.id, metadata: { plan: "pro" } });
  });

  it("creates a recurring price with a lookup key and finds it by that key", async () => {
    const price = await proPrice(stripe);
    expect(price).toMatchObject({ unit_amount: 2999, currency: "usd", type: "recurring", lookup_key: "understudy_pro_monthly", recurring: { interval: "month", interval_count: 1 } });
    const found = await stripe.prices.list({ lookup_keys: ["understudy_pro_monthly"], active: true, expand: ["data.product"] });
    expect(found.data.map((p) => p.id)).toEqual([price.id]);
    expect(found.data[0]?.product).toMatchObject({ object: "product", name: "Understudy Pro" });
    const duplicate = await proPrice(stripe).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((duplicate as Stripe.errors.StripeError).param).toBe("lookup_key");
  });

  it("answers unknown ids with 404 resource_missing and unknown parameters with 400", async () => {
    const missing = (await stripe.customers.retrieve("cus_nope").catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: "resource_missing", param: "id", message: "No such customer: 'cus_nope'" });
    expect(missing.requestId).toMatch(/^req_/);

    const unknown = (await stripe.customers.create({ email: "a@b.c", colour: "red" } as never).catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(unknown).toMatchObject({ statusCode: 400, code: "parameter_unknown", param: "colour" });
  });

  it("paginates newest first with starting_after, as auto-pagination expects", async () => {
    for (let i = 0; i < 5; i += 1) await stripe.customers.create({ email: `c${i}@example.com` });
    const page = await stripe.customers.list({ limit: 2 });
    expect(page.data.map((c) => c.email)).toEqual(["c4@example.com", "c3@example.com"]);
    expect(page.has_more).toBe(true);
    const all = await stripe.customers.list({ limit: 2 }).autoPagingToArray({ limit: 10 });
    expect(all.map((c) => c.email)).toEqual(["c4@example.com", "c3@example.com", "c2@example.com", "c1@example.com", "c0@example.com"]);
  });
});

describe("idempotency", () => {
  it("replays the first result for the same key and refuses the key with other parameters", async () => {
    const first = await stripe.customers.create({ email: "once@example.com" }, { idempotencyKey: "customer-u1" });
    const again = await stripe.customers.create({ email: "once@example.com" }, { idempotencyKey: "customer-u1" });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect((await stripe.customers.list()).data).toHaveLength(1);

    const mismatch = await stripe.customers.create({ email: "other@example.com" }, { idempotencyKey: "customer-u1" }).catch((e: unknown) => e);
    expect(mismatch).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect((mismatch as Stripe.errors.StripeError).statusCode).toBe(400);
  });

  it("does not remember a request refused for bad parameters, so a corrected retry with the key works", async () => {
    await expect(stripe.prices.create({ currency: "usd" }, { idempotencyKey: "price-1" })).rejects.toThrow(/unit_amount/);
    const product = await stripe.products.create({ name: "Pro" });
    const price = await stripe.prices.create({ currency: "usd", unit_amount: 100, product: product.id }, { idempotencyKey: "price-1" });
    expect(price.unit_amount).toBe(100);
  });
});

describe("api faults", () => {
  it("a 500 is retried by the SDK with the same idempotency key, so one customer is created", async () => {
    const retrying = stripeFor(sandbox, { maxNetworkRetries: 2 });
    await armFaults(sandbox, { stripe: { api_error: 1 } });
    const customer = await retrying.customers.create({ email: "retry@example.com" });
    expect(customer.email).toBe("retry@example.com");
    expect((await stripe.customers.list()).data).toHaveLength(1);
  });

  it("surfaces errors to a caller that does not retry", async () => {
    await armFaults(sandbox, { stripe: { api_error: 1 } });
    await expect(stripe.customers.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await armFaults(sandbox, { stripe: { rate_limit: 1 } });
    await expect(stripe.customers.list()).rejects.toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    expect((await stripe.customers.list()).object).toBe("list");
  });

  it("accepts the key as HTTP Basic too", async () => {
    const res = await fetch(`${sandbox.url}/v1/customers`, { headers: { Authorization: `Basic ${Buffer.from(`${TEST_KEY}:`).toString("base64")}` } });
    expect(res.status).toBe(200);
  });
});

import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../start";
import { mutableClock, startTestSandbox, type MutableClock } from "../test/oauth-client";
import {
  armFaults,
  control,
  flushWebhooks,
  PAID_CARD,
  payCheckout,
  proPrice,
  startWebhookReceiver,
  stripeFor,
  subscribedCustomer,
  type WebhookReceiver,
} from "../test/stripe-client";

let sandbox: RunningSandbox;
let stripe: Stripe;
let clock: MutableClock;
let receiver: WebhookReceiver;
let secret: string;

beforeAll(async () => {
  clock = mutableClock(new Date("2026-11-22T10:00:00Z"));
  sandbox = await startTestSandbox(clock.clock);
  stripe = stripeFor(sandbox);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  receiver = await startWebhookReceiver();
  const endpoint = await stripe.webhookEndpoints.create({ url: receiver.url, enabled_events: ["*"] });
  secret = endpoint.secret ?? "";
});
afterEach(() => receiver.close());

const CHECKOUT_BURST = [
  "customer.subscription.created",
  "invoice.created",
  "invoice.finalized",
  "invoice.paid",
  "invoice.payment_succeeded",
  "customer.subscription.updated",
  "checkout.session.completed",
];
const typesOf = (r: WebhookReceiver) => r.received.map((w) => w.event.type).filter((t) => !t.startsWith("price.") && !t.startsWith("product.") && !t.startsWith("customer.created") && !t.startsWith("payment_method.") && t !== "customer.updated");

describe("webhook endpoints", () => {
  it("returns the signing secret once, at creation", async () => {
    expect(secret).toMatch(/^whsec_/);
    const listed = await stripe.webhookEndpoints.list();
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).not.toHaveProperty("secret");
    expect(listed.data[0]).toMatchObject({ url: receiver.url, enabled_events: ["*"], status: "enabled" });
  });

  it("only sends the event types an endpoint enabled", async () => {
    const narrow = await startWebhookReceiver();
    try {
      await stripe.webhookEndpoints.create({ url: narrow.url, enabled_events: ["checkout.session.completed"] });
      await subscribedCustomer(stripe, await proPrice(stripe));
      await flushWebhooks(sandbox);
      expect(narrow.received.map((w) => w.event.type)).toEqual(["checkout.session.completed"]);
    } finally {
      await narrow.close();
    }
  });

  it("a disabled endpoint is sent nothing, not even later: what happened meanwhile is only in /v1/events", async () => {
    const [endpoint] = (await stripe.webhookEndpoints.list()).data;
    const disabled = await stripe.webhookEndpoints.update(endpoint?.id ?? "", { disabled: true });
    expect(disabled).toMatchObject({ id: endpoint?.id, status: "disabled" });
    expect(await stripe.webhookEndpoints.retrieve(endpoint?.id ?? "")).toMatchObject({ status: "disabled" });
    const price = await proPrice(stripe);
    await subscribedCustomer(stripe, price);
    await flushWebhooks(sandbox);
    expect(receiver.received).toEqual([]);

    await stripe.webhookEndpoints.update(endpoint?.id ?? "", { disabled: false });
    await flushWebhooks(sandbox);
    expect(receiver.received).toEqual([]);
    expect((await stripe.events.list({ type: "checkout.session.completed" })).data).toHaveLength(1);
    await subscribedCustomer(stripe, price);
    await flushWebhooks(sandbox);
    expect(typesOf(receiver)).toContain("checkout.session.completed");
  });
});

describe("signatures", () => {
  it("are exactly Stripe's: constructEvent verifies them and generateTestHeaderString reproduces them", async () => {
    await stripe.customers.create({ email: "ada@example.com" });
    await flushWebhooks(sandbox);
    const [delivery] = receiver.received;
    if (!delivery) throw new Error("no delivery");
    const header = String(delivery.headers["stripe-signature"]);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const timestamp = Number(/t=(\d+)/.exec(header)?.[1]);
    expect(timestamp).toBe(Math.floor(clock.now.getTime() / 1000));
    expect(stripe.webhooks.generateTestHeaderString({ payload: delivery.raw, secret, timestamp })).toBe(header);

    const event = stripe.webhooks.constructEvent(delivery.raw, header, secret, 300, undefined, clock.now.getTime());
    expect(event).toMatchObject({ object: "event", type: "customer.created", api_version: "2026-10-28.endive", livemode: false });
    expect((event.data.object as Stripe.Customer).email).toBe("ada@example.com");
    expect(event.request?.id).toMatch(/^req_/);
    expect(delivery.headers["content-type"]).toBe("application/json; charset=utf-8");

    expect(() => stripe.webhooks.constructEvent(delivery.raw, header, "whsec_wrong")).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => stripe.webhooks.constructEvent(delivery.raw.replace("ada@", "eve@"), header, secret, 300, undefined, clock.now.getTime())).toThrow(
      /No signatures found matching/,
    );
    const later = clock.now.getTime() + 301_000;
    expect(() => stripe.webhooks.constructEvent(delivery.raw, header, secret, 300, undefined, later)).toThrow(/tolerance zone/);
  });
});

describe("delivery", () => {
  it("sends a checkout's events after the request, snapshots as they were, retrievable from /v1/events", async () => {
    const { subscription } = await subscribedCustomer(stripe, await proPrice(stripe));
    await flushWebhooks(sandbox);
    expect(typesOf(receiver)).toEqual(CHECKOUT_BURST);
    const created = receiver.received.find((w) => w.event.type === "customer.subscription.created")?.event;
    expect((created?.data.object as Stripe.Subscription).status).toBe("incomplete");
    const updated = receiver.received.find((w) => w.event.type === "customer.subscription.updated")?.event;
    expect(updated?.data).toMatchObject({ object: { id: subscription.id, status: "active" }, previous_attributes: { status: "incomplete" } });
    // Hosted-page actions are not API requests.
    expect(updated?.request).toEqual({ id: null, idempotency_key: null });
    const fetched = await stripe.events.retrieve(updated?.id ?? "");
    expect(fetched.data.object).toEqual(updated?.data.object);
    const listed = await stripe.events.list({ type: "invoice.*", limit: 100 });
    expect(listed.data.map((e) => e.type).sort()).toEqual(["invoice.created", "invoice.finalized", "invoice.paid", "invoice.payment_succeeded"]);
  });

  it("retries a delivery the endpoint answered with an error", async () => {
    receiver.respondWith = [500, 503];
    await stripe.customers.create({ email: "ada@example.com" });
    await flushWebhooks(sandbox);
    await flushWebhooks(sandbox);
    await flushWebhooks(sandbox);
    expect(receiver.received.map((w) => w.event.type)).toEqual(["customer.created"]);
    const { data } = (await control(sandbox, "GET", "/__sandbox/stripe/webhooks/deliveries")) as { data: { attempt: number; status: number }[] };
    expect(data.map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
  });

  it("keeps retrying while the endpoint is unreachable", async () => {
    await receiver.close();
    await stripe.customers.create({ email: "ada@example.com" });
    await flushWebhooks(sandbox);
    const { data } = (await control(sandbox, "GET", "/__sandbox/stripe/webhooks/deliveries")) as { data: { status: number | null; error: string | null }[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((d) => d.status === null && d.error)).toBe(true);
    const status = (await control(sandbox, "POST", "/__sandbox/stripe/webhooks/flush")) as { pending: number; attempts: number };
    expect(status).toMatchObject({ pending: 1, attempts: data.length + 1 });
    receiver = await startWebhookReceiver();
  });
});

describe("fault switches", () => {
  it("duplicate sends the next events twice, the copies after the burst", async () => {
    await armFaults(sandbox, { stripe_webhooks: { duplicate: 2 } });
    await stripe.customers.create({ email: "ada@example.com" });
    await stripe.customers.create({ email: "bob@example.com" });
    await stripe.customers.create({ email: "cy@example.com" });
    await flushWebhooks(sandbox);
    const emails = receiver.received.map((w) => (w.event.data.object as Stripe.Customer).email);
    expect(emails).toEqual(["ada@example.com", "ada@example.com", "bob@example.com", "bob@example.com", "cy@example.com"]);
    expect(receiver.received[0]?.event.id).toBe(receiver.received[1]?.event.id);
  });

  it("reorder sends the next burst backwards", async () => {
    const price = await proPrice(stripe);
    const customer = await stripe.customers.create({ email: "ada@example.com" });
    const session = await stripe.checkout.sessions.create({ mode: "subscription", customer: customer.id, line_items: [{ price: price.id, quantity: 1 }] });
    await flushWebhooks(sandbox);
    receiver.received.length = 0;
    await armFaults(sandbox, { stripe_webhooks: { reorder: true } });
    await payCheckout(session.url ?? "", PAID_CARD);
    await flushWebhooks(sandbox);
    const inOrder = ["payment_method.attached", "customer.updated", ...CHECKOUT_BURST];
    expect(receiver.received.map((w) => w.event.type)).toEqual([...inOrder].reverse());
  });

  it("delay holds the next events until flushed, so later ones overtake them", async () => {
    await armFaults(sandbox, { stripe_webhooks: { delay: 1 } });
    await stripe.customers.create({ email: "late@example.com" });
    await stripe.customers.create({ email: "early@example.com" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await control(sandbox, "GET", "/__sandbox/stripe/webhooks/deliveries");
    expect(receiver.received.map((w) => (w.event.data.object as Stripe.Customer).email)).toEqual(["early@example.com"]);
    await flushWebhooks(sandbox);
    expect(receiver.received.map((w) => (w.event.data.object as Stripe.Customer).email)).toEqual(["early@example.com", "late@example.com"]);
  });

  it("fail drops the next delivery attempts, which are retried", async () => {
    await armFaults(sandbox, { stripe_webhooks: { fail: 2 } });
    await stripe.customers.create({ email: "ada@example.com" });
    await flushWebhooks(sandbox);
    expect(receiver.received).toHaveLength(0);
    await flushWebhooks(sandbox);
    await flushWebhooks(sandbox);
    expect(receiver.received).toHaveLength(1);
    const { data } = (await control(sandbox, "GET", "/__sandbox/stripe/webhooks/deliveries")) as { data: { error: string | null }[] };
    expect(data.map((d) => d.error === null)).toEqual([false, false, true]);
  });

  it("an event can be resent, with a fresh signature", async () => {
    await stripe.customers.create({ email: "ada@example.com" });
    await flushWebhooks(sandbox);
    const first = receiver.received[0];
    clock.advance(5_000);
    await control(sandbox, "POST", `/__sandbox/stripe/events/${first?.event.id}/resend`);
    await flushWebhooks(sandbox);
    const second = receiver.received[1];
    expect(second?.event.id).toBe(first?.event.id);
    expect(second?.headers["stripe-signature"]).not.toBe(first?.headers["stripe-signature"]);
  });
});

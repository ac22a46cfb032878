/**
 * Behaviours Stripe documents that the emulation once answered its own way (issue #30): a declined first
 * payment keeps the Checkout Session open and leaves the subscription `incomplete`, then
 * `incomplete_expired`; a refused request has no side effects; events are rendered in the endpoint's API
 * version; the customer portal needs a configuration.
 */
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../start";
import { startTestSandbox } from "../test/oauth-client";
import { advanceStripeClock, control, flushWebhooks, PAID_CARD, payCheckout, proPrice, startWebhookReceiver, stripeFor, type WebhookReceiver } from "../test/stripe-client";

const FAILS_LATER_CARD = "4000 0000 0000 0341";
const HOUR = 3600;

let sandbox: RunningSandbox;
let stripe: Stripe;
let receiver: WebhookReceiver;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  stripe = stripeFor(sandbox);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  receiver = await startWebhookReceiver();
  await stripe.webhookEndpoints.create({ url: receiver.url, enabled_events: ["*"] });
});
afterEach(() => receiver.close());

const received = (type: string) => receiver.received.filter((w) => w.event.type === type);

async function openSession(price: Stripe.Price, customer: string) {
  return stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: "http://app.test/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://app.test/subscription?checkout=cancelled",
    client_reference_id: "u_1",
    subscription_data: { metadata: { user_id: "u_1" } },
  });
}

describe("a card that attaches and then declines at Checkout", () => {
  it("keeps the session open, leaves the subscription incomplete, and sends no checkout.session.completed", async () => {
    const price = await proPrice(stripe);
    const customer = await stripe.customers.create({ email: "ada@example.com" });
    const session = await openSession(price, customer.id);

    const declined = await payCheckout(session.url ?? "", FAILS_LATER_CARD);
    expect(declined.status).toBe(402);
    expect(declined.location).toBeNull();
    expect(declined.html).toContain("Your card was declined.");
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: "open", payment_status: "unpaid", subscription: null });
    const [subscription] = (await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data;
    expect(subscription).toMatchObject({ status: "incomplete" });
    const invoice = await stripe.invoices.retrieve(subscription?.latest_invoice as string);
    expect(invoice).toMatchObject({ status: "open", attempted: true, next_payment_attempt: null });

    await flushWebhooks(sandbox);
    expect(received("checkout.session.completed")).toHaveLength(0);
    expect(received("invoice.payment_failed")).toHaveLength(1);
    expect(received("customer.subscription.created")[0]?.event.data.object).toMatchObject({ status: "incomplete" });
  });

  it("a retry with a good card on the same session pays the same subscription's first invoice and completes", async () => {
    const price = await proPrice(stripe);
    const customer = await stripe.customers.create({ email: "ada@example.com" });
    const session = await openSession(price, customer.id);
    await payCheckout(session.url ?? "", FAILS_LATER_CARD);
    const retried = await payCheckout(session.url ?? "", PAID_CARD);
    expect(retried.status).toBe(303);

    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
    expect(completed).toMatchObject({ status: "complete", payment_status: "paid" });
    const all = (await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data;
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: (completed.subscription as Stripe.Subscription).id, status: "active" });
    await flushWebhooks(sandbox);
    expect(received("checkout.session.completed")).toHaveLength(1);
  });

  it("23 hours later the subscription is incomplete_expired, its invoice void, with updated and deleted events", async () => {
    const price = await proPrice(stripe);
    const customer = await stripe.customers.create({ email: "ada@example.com" });
    const session = await openSession(price, customer.id);
    await payCheckout(session.url ?? "", FAILS_LATER_CARD);
    const [subscription] = (await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data;

    await advanceStripeClock(sandbox, 23 * HOUR - 60);
    expect((await stripe.subscriptions.retrieve(subscription?.id ?? "")).status).toBe("incomplete");
    await advanceStripeClock(sandbox, 120);
    const expired = await stripe.subscriptions.retrieve(subscription?.id ?? "", { expand: ["latest_invoice"] });
    expect(expired).toMatchObject({ status: "incomplete_expired", latest_invoice: { status: "void" } });
    expect(expired.ended_at).not.toBeNull();
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);

    await flushWebhooks(sandbox);
    const updated = received("customer.subscription.updated").at(-1)?.event;
    expect(updated?.data).toMatchObject({ object: { status: "incomplete_expired" }, previous_attributes: { status: "incomplete" } });
    expect(received("customer.subscription.deleted")[0]?.event.data.object).toMatchObject({ status: "incomplete_expired" });
    expect(received("invoice.voided")).toHaveLength(1);
    // The session itself is still open for the last hour of its 24, and a new card starts a new subscription.
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    expect((await payCheckout(session.url ?? "", PAID_CARD)).status).toBe(303);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data.map((s) => s.status)).toEqual(["active"]);
  });
});

describe("a refused request", () => {
  it("prices.create with an invalid recurring interval creates no product and sends no product.created", async () => {
    const error = await stripe.prices
      .create({ currency: "usd", unit_amount: 2999, recurring: { interval: "fortnight" as "month" }, product_data: { name: "Understudy Pro" } })
      .catch((e: unknown) => e as Stripe.errors.StripeError);
    expect(error).toMatchObject({ statusCode: 400, param: "recurring[interval]" });
    const taken = await proPrice(stripe);
    const conflict = await stripe.prices
      .create({ currency: "usd", unit_amount: 100, lookup_key: taken.lookup_key ?? "", product_data: { name: "Second" } })
      .catch((e: unknown) => e as Stripe.errors.StripeError);
    expect(conflict).toMatchObject({ statusCode: 400, code: "lookup_key_exists" });
    await flushWebhooks(sandbox);
    expect(received("product.created").map((w) => (w.event.data.object as Stripe.Product).name)).toEqual(["Understudy Pro"]);
    expect((await stripe.events.list({ type: "product.created" })).data).toHaveLength(1);
  });
});

describe("webhook events in the endpoint's API version", () => {
  it("an endpoint created before basil gets the period on the subscription and the invoice's subscription at the top", async () => {
    const old = await startWebhookReceiver();
    try {
      await stripe.webhookEndpoints.create({ url: old.url, enabled_events: ["customer.subscription.created", "invoice.paid"], api_version: "2024-06-20" });
      const price = await proPrice(stripe);
      const customer = await stripe.customers.create({ email: "ada@example.com" });
      const session = await openSession(price, customer.id);
      await payCheckout(session.url ?? "", PAID_CARD);
      await flushWebhooks(sandbox);

      const created = old.received.find((w) => w.event.type === "customer.subscription.created")?.event;
      expect(created?.api_version).toBe("2024-06-20");
      const sub = created?.data.object as unknown as Record<string, unknown> & { items: { data: Record<string, unknown>[] } };
      expect(typeof sub.current_period_end).toBe("number");
      expect(sub.items.data[0]).not.toHaveProperty("current_period_end");
      const paid = old.received.find((w) => w.event.type === "invoice.paid")?.event.data.object as unknown as Record<string, unknown>;
      expect(paid).toMatchObject({ subscription: sub.id, paid: true });
      expect(paid).not.toHaveProperty("parent");

      // The endpoint without a version gets the account's (the newest): the period lives on the items.
      const current = received("customer.subscription.created")[0]?.event;
      expect(current?.api_version).toBe("2026-10-28.endive");
      const newer = current?.data.object as Stripe.Subscription;
      expect(newer).not.toHaveProperty("current_period_end");
      expect(newer.items.data[0]?.current_period_end).toBe(sub.current_period_end);
    } finally {
      await old.close();
    }
  });

  it("refuses an endpoint version that is not one", async () => {
    await expect(stripe.webhookEndpoints.create({ url: receiver.url, enabled_events: ["*"], api_version: "latest" as Stripe.WebhookEndpointCreateParams.ApiVersion })).rejects.toMatchObject({ param: "api_version" });
  });
});

describe("the customer portal's configuration", () => {
  it("without a configuration, a fresh account refuses the session with Stripe's message", async () => {
    const customer = await stripe.customers.create({ email: "ada@example.com" });
    const error = await stripe.billingPortal.sessions.create({ customer: customer.id }).then(
      () => new Error("the session was created"),
      (e: unknown) => e as Stripe.errors.StripeError,
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, type: "StripeInvalidRequestError" });
    expect(error.message).toMatch(/^No configuration provided and your test mode default configuration has not been created/);
  });

  it("a configuration made through the API is used when named, and is not the default", async () => {
    const customer = await stripe.customers.create({ email: "ada@example.com" });
    const configuration = await stripe.billingPortal.configurations.create({
      features: { invoice_history: { enabled: true }, payment_method_update: { enabled: true }, subscription_cancel: { enabled: true, mode: "at_period_end" } },
      metadata: { app: "understudy" },
    });
    expect(configuration).toMatchObject({ object: "billing_portal.configuration", active: true, is_default: false, metadata: { app: "understudy" } });
    expect((await stripe.billingPortal.configurations.list({ active: true })).data.map((c) => c.id)).toEqual([configuration.id]);
    const session = await stripe.billingPortal.sessions.create({ customer: customer.id, configuration: configuration.id, return_url: "http://app.test/subscription" });
    expect(session.configuration).toBe(configuration.id);
    await expect(stripe.billingPortal.sessions.create({ customer: customer.id })).rejects.toThrow(/No configuration provided/);
    await expect(stripe.billingPortal.sessions.create({ customer: customer.id, configuration: "bpc_nope" })).rejects.toMatchObject({ param: "configuration" });
    await expect(stripe.billingPortal.configurations.create({} as never)).rejects.toMatchObject({ param: "features" });
  });

  it("once the Dashboard's settings are saved, a session without one uses the default", async () => {
    const customer = await stripe.customers.create({ email: "ada@example.com" });
    const saved = (await control(sandbox, "POST", "/__sandbox/stripe/portal/default")) as { id: string; is_default: boolean };
    expect(saved.is_default).toBe(true);
    expect((await stripe.billingPortal.sessions.create({ customer: customer.id })).configuration).toBe(saved.id);
  });
});

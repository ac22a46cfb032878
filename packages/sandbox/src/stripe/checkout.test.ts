import type Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../start";
import { startTestSandbox } from "../test/oauth-client";
import { advanceStripeClock, DECLINED_CARD, PAID_CARD, payCheckout, proPrice, stripeFor, subscribedCustomer } from "../test/stripe-client";

let sandbox: RunningSandbox;
let stripe: Stripe;
let price: Stripe.Price;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  stripe = stripeFor(sandbox);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  price = await proPrice(stripe);
});

async function openSession(customer?: string) {
  return stripe.checkout.sessions.create({
    mode: "subscription",
    ...(customer ? { customer } : { customer_email: "new@example.com" }),
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: "http://app.test/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://app.test/subscription?checkout=cancelled",
    client_reference_id: "u_1",
    metadata: { user_id: "u_1", upgrade_from: "free" },
    subscription_data: { metadata: { user_id: "u_1" } },
  });
}

describe("checkout sessions", () => {
  it("creates an open subscription-mode session whose url is the hosted page", async () => {
    const customer = await stripe.customers.create({ email: "ada@example.com" });
    const session = await openSession(customer.id);
    expect(session).toMatchObject({
      object: "checkout.session",
      mode: "subscription",
      status: "open",
      payment_status: "unpaid",
      customer: customer.id,
      subscription: null,
      amount_total: 2999,
      currency: "usd",
      client_reference_id: "u_1",
      metadata: { user_id: "u_1", upgrade_from: "free" },
      ui_mode: "hosted_page",
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${sandbox.url}/c/pay/${session.id}`);
    expect(session.expires_at - session.created).toBe(24 * 3600);

    const page = await fetch(session.url ?? "");
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Subscribe to Understudy Pro");
    expect(html).toContain("$29.99");
    expect(html).toContain('href="http://app.test/subscription?checkout=cancelled"');
  });

  it("validates like Stripe: mode, line items, prices, customer", async () => {
    const fail = (params: Record<string, unknown>) => stripe.checkout.sessions.create(params as never).catch((e: unknown) => e as Stripe.errors.StripeError);
    expect(await fail({ line_items: [{ price: price.id, quantity: 1 }] })).toMatchObject({ statusCode: 400, code: "parameter_missing", param: "mode" });
    expect(await fail({ mode: "subscription" })).toMatchObject({ code: "parameter_missing", param: "line_items" });
    expect(await fail({ mode: "subscription", line_items: [{ price: "price_nope", quantity: 1 }] })).toMatchObject({
      statusCode: 400,
      code: "resource_missing",
      param: "line_items[0][price]",
    });
    expect(await fail({ mode: "subscription", customer: "cus_nope", line_items: [{ price: price.id, quantity: 1 }] })).toMatchObject({
      code: "resource_missing",
      param: "customer",
    });
    const oneOff = await stripe.prices.create({ currency: "usd", unit_amount: 500, product_data: { name: "Once" } });
    expect(await fail({ mode: "subscription", line_items: [{ price: oneOff.id, quantity: 1 }] })).toMatchObject({ param: "line_items[0][price]" });
  });

  it("the paid test card completes the session, creates an active subscription and a paid invoice, and redirects", async () => {
    const customer = await stripe.customers.create({ email: "ada@example.com", name: "Ada" });
    const session = await openSession(customer.id);
    const paid = await payCheckout(session.url ?? "", PAID_CARD);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://app.test/subscription?checkout=success&session_id=${session.id}`);

    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription", "invoice"] });
    expect(completed).toMatchObject({ status: "complete", payment_status: "paid", customer: customer.id, url: null });
    const subscription = completed.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({ object: "subscription", status: "active", customer: customer.id, cancel_at_period_end: false, metadata: { user_id: "u_1" } });
    const item = subscription.items.data[0];
    expect(item?.price.id).toBe(price.id);
    // Since basil the period lives on the item: a calendar month.
    const length = (item?.current_period_end ?? 0) - (item?.current_period_start ?? 0);
    expect(length % 86_400).toBe(0);
    expect(length / 86_400).toBeGreaterThanOrEqual(28);
    expect(length / 86_400).toBeLessThanOrEqual(31);
    expect(subscription).not.toHaveProperty("current_period_end");

    const invoice = completed.invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: "paid",
      amount_paid: 2999,
      amount_due: 2999,
      billing_reason: "subscription_create",
      customer: customer.id,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: { user_id: "u_1" } } },
    });
    expect(invoice).not.toHaveProperty("subscription");
    expect(invoice.lines.data[0]).toMatchObject({ amount: 2999, subscription: subscription.id });

    const customerAfter = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(customerAfter.invoice_settings.default_payment_method).toMatch(/^pm_/);
    const again = await payCheckout(session.url ?? "", PAID_CARD);
    expect(again.html).toContain("Thanks for subscribing");
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(1);
  });

  it("the declined test card stays on the page with Stripe's message; nothing is created; a good card then works", async () => {
    const customer = await stripe.customers.create({ email: "ada@example.com" });
    const session = await openSession(customer.id);
    const declined = await payCheckout(session.url ?? "", DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(declined.location).toBeNull();
    expect(declined.html).toContain("Your card was declined.");
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: "open", subscription: null, payment_status: "unpaid" });
    expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toHaveLength(0);
    expect((await stripe.invoices.list({ customer: customer.id })).data).toHaveLength(0);

    const insufficient = await payCheckout(session.url ?? "", "4000 0000 0000 9995");
    expect(insufficient.html).toContain("Your card has insufficient funds.");
    const badNumber = await payCheckout(session.url ?? "", "4242 4242 4242 4241");
    expect(badNumber.status).toBe(400);
    expect(badNumber.html).toContain("Your card number is invalid.");
    const expired = await payCheckout(session.url ?? "", PAID_CARD, { cardExpiry: "01 / 20" });
    expect(expired.html).toContain("expiration date is in the past");

    expect((await payCheckout(session.url ?? "", PAID_CARD)).status).toBe(303);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("complete");
  });

  it("creates the customer from the typed email when the session has none", async () => {
    const session = await openSession();
    const paid = await payCheckout(session.url ?? "", PAID_CARD, { email: "typed@example.com" });
    expect(paid.status).toBe(303);
    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ["customer"] });
    expect(completed.customer).toMatchObject({ object: "customer", email: "typed@example.com" });
  });

  it("sessions expire after 24 hours of Stripe time, and can be expired early", async () => {
    const session = await openSession();
    await advanceStripeClock(sandbox, 24 * 3600 + 1);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: "expired", url: null });
    expect((await fetch(session.url ?? "")).status).toBe(200);
    expect(await (await fetch(session.url ?? "")).text()).toContain("has expired");

    const other = await openSession();
    expect(await stripe.checkout.sessions.expire(other.id)).toMatchObject({ status: "expired" });
    await expect(stripe.checkout.sessions.expire(other.id)).rejects.toThrow(/status of "expired"/);
  });
});

describe("subscriptions", () => {
  it("lists by customer, hides canceled unless asked, and cancels immediately with DELETE", async () => {
    const { customer, subscription } = await subscribedCustomer(stripe, price);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data.map((s) => s.id)).toEqual([subscription.id]);
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: "canceled", cancellation_details: { reason: "cancellation_requested" } });
    expect(canceled.ended_at).not.toBeNull();
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toHaveLength(1);
    await expect(stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).rejects.toThrow(/canceled subscription/);
  });

  it("cancel_at_period_end keeps the subscription active until the period ends, then cancels it", async () => {
    const { subscription } = await subscribedCustomer(stripe, price);
    const periodEnd = subscription.items.data[0]?.current_period_end ?? 0;
    const updated = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(updated).toMatchObject({ status: "active", cancel_at_period_end: true, cancel_at: periodEnd });
    await advanceStripeClock(sandbox, periodEnd - Math.floor(Date.now() / 1000) - 60);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
    await advanceStripeClock(sandbox, 120);
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: "canceled", ended_at: periodEnd });
  });

  it("renews each month with a new paid invoice for the new period", async () => {
    const { subscription, customer } = await subscribedCustomer(stripe, price);
    const firstEnd = subscription.items.data[0]?.current_period_end ?? 0;
    await advanceStripeClock(sandbox, firstEnd - Math.floor(Date.now() / 1000) + 60);
    const renewed = await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    expect(renewed.status).toBe("active");
    expect(renewed.items.data[0]?.current_period_start).toBe(firstEnd);
    expect(renewed.latest_invoice).toMatchObject({ status: "paid", billing_reason: "subscription_cycle", amount_paid: 2999 });
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data.map((i) => i.billing_reason)).toEqual(["subscription_cycle", "subscription_create"]);
    expect((await stripe.invoices.list({ subscription: subscription.id, status: "paid" })).data).toHaveLength(2);
  });
});

import type Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../start";
import { startTestSandbox } from "../test/oauth-client";
import {
  advanceStripeClock,
  control,
  DECLINED_CARD,
  flushWebhooks,
  PAID_CARD,
  postForm,
  proPrice,
  startWebhookReceiver,
  stripeFor,
  subscribedCustomer,
  type WebhookReceiver,
} from "../test/stripe-client";

const DAY = 86_400;
let sandbox: RunningSandbox;
let stripe: Stripe;
let price: Stripe.Price;
let receiver: WebhookReceiver;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  stripe = stripeFor(sandbox);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  receiver = await startWebhookReceiver();
  await stripe.webhookEndpoints.create({ url: receiver.url, enabled_events: ["customer.subscription.updated", "customer.subscription.deleted", "invoice.paid", "invoice.payment_failed"] });
  price = await proPrice(stripe);
  // The account's default portal configuration, as saving the Dashboard's portal settings makes it.
  await control(sandbox, "POST", "/__sandbox/stripe/portal/default");
});
afterEach(() => receiver.close());

const nowSeconds = async () => ((await (await fetch(`${sandbox.url}/__sandbox/stripe/clock`)).json()) as { frozen_time: number }).frozen_time;
const card = (number: string) => ({ cardNumber: number, cardExpiry: "12 / 34", cardCvc: "123" });

async function portal(customer: string) {
  return stripe.billingPortal.sessions.create({ customer, return_url: "http://app.test/subscription" });
}

describe("customer portal", () => {
  it("creates a session whose page shows the plan, the card and the invoices", async () => {
    const { customer } = await subscribedCustomer(stripe, price);
    const session = await portal(customer.id);
    expect(session).toMatchObject({ object: "billing_portal.session", customer: customer.id, return_url: "http://app.test/subscription", livemode: false });
    expect(session.url).toBe(`${sandbox.url}/p/session/${session.id}`);
    const html = await (await fetch(session.url)).text();
    expect(html).toContain("Understudy Pro");
    expect(html).toContain("$29.99");
    expect(html).toContain("Your plan renews on");
    expect(html).toContain("Visa •••• 4242");
    expect(html).toContain('href="http://app.test/subscription"');
    expect(html).toMatch(/<td>Paid<\/td>/);
    await expect(stripe.billingPortal.sessions.create({ customer: "cus_nope" })).rejects.toThrow(/No such customer/);
  });

  it("cancels at period end after a confirmation, can renew, and Stripe cancels when the period ends", async () => {
    const { customer, subscription } = await subscribedCustomer(stripe, price);
    const session = await portal(customer.id);
    const confirm = await postForm(session.url, { action: "cancel", subscription: subscription.id });
    expect(confirm.html).toContain("Confirm cancellation");
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);

    const done = await postForm(session.url, { action: "confirm_cancel", subscription: subscription.id });
    expect(done.html).toContain("Your plan will be canceled on");
    const periodEnd = subscription.items.data[0]?.current_period_end ?? 0;
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: "active", cancel_at_period_end: true, cancel_at: periodEnd });

    await postForm(session.url, { action: "renew", subscription: subscription.id });
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);
    await postForm(session.url, { action: "confirm_cancel", subscription: subscription.id });

    await advanceStripeClock(sandbox, periodEnd - (await nowSeconds()) + 1);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("canceled");
    await flushWebhooks(sandbox);
    const changes = receiver.received
      .filter((w) => w.event.type.startsWith("customer.subscription."))
      .map((w) => [w.event.type, (w.event.data.object as Stripe.Subscription).cancel_at_period_end]);
    expect(changes).toEqual([
      ["customer.subscription.updated", false],
      ["customer.subscription.updated", true],
      ["customer.subscription.updated", false],
      ["customer.subscription.updated", true],
      ["customer.subscription.deleted", true],
    ]);
    const cancelEvent = receiver.received.find((w) => (w.event.data.previous_attributes as { cancel_at_period_end?: boolean } | undefined)?.cancel_at_period_end === false);
    expect(cancelEvent?.event.data.object).toMatchObject({ cancel_at_period_end: true });
  });

  it("refuses another customer's subscription and an expired portal session", async () => {
    const { customer } = await subscribedCustomer(stripe, price);
    const other = await subscribedCustomer(stripe, price);
    const session = await portal(customer.id);
    const res = await postForm(session.url, { action: "confirm_cancel", subscription: other.subscription.id });
    expect(res.status).toBe(400);
    expect((await stripe.subscriptions.retrieve(other.subscription.id)).cancel_at_period_end).toBe(false);
    await advanceStripeClock(sandbox, 2 * 3600);
    expect((await fetch(session.url)).status).toBe(410);
  });
});

describe("renewals and dunning", () => {
  it("a card that fails later makes the renewal fail: past_due, retries, then Stripe cancels", async () => {
    const { customer, subscription } = await subscribedCustomer(stripe, price);
    const session = await portal(customer.id);
    const declinedUpdate = await postForm(session.url, { action: "update_card", ...card(DECLINED_CARD) });
    expect(declinedUpdate.status).toBe(402);
    expect(declinedUpdate.html).toContain("Your card was declined.");
    const saved = await postForm(session.url, { action: "update_card", ...card("4000 0000 0000 0341") });
    expect(saved.html).toContain("Your payment method has been updated.");

    const periodEnd = subscription.items.data[0]?.current_period_end ?? 0;
    await advanceStripeClock(sandbox, periodEnd - (await nowSeconds()) + 60);
    const pastDue = await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    expect(pastDue.status).toBe("past_due");
    const invoice = pastDue.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: "open", attempted: true, attempt_count: 1, billing_reason: "subscription_cycle", amount_paid: 0 });
    expect(invoice.next_payment_attempt).toBe(periodEnd + 3 * DAY);

    await advanceStripeClock(sandbox, 20 * DAY);
    const canceled = await stripe.subscriptions.retrieve(subscription.id);
    expect(canceled).toMatchObject({ status: "canceled", cancellation_details: { reason: "payment_failed" } });
    expect(await stripe.invoices.retrieve(invoice.id)).toMatchObject({ status: "uncollectible", attempt_count: 4 });

    await flushWebhooks(sandbox);
    const failures = receiver.received.filter((w) => w.event.type === "invoice.payment_failed");
    expect(failures.map((w) => (w.event.data.object as Stripe.Invoice).attempt_count)).toEqual([1, 2, 3, 4]);
    expect(receiver.received.at(-1)?.event.type).toBe("customer.subscription.deleted");
  });

  it("a new card in the portal pays the open invoice at once and the subscription is active again", async () => {
    const { customer, subscription } = await subscribedCustomer(stripe, price);
    const session = await portal(customer.id);
    await postForm(session.url, { action: "update_card", ...card("4000 0000 0000 0341") });
    await advanceStripeClock(sandbox, (subscription.items.data[0]?.current_period_end ?? 0) - (await nowSeconds()) + 60);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("past_due");
    // Portal links are short-lived: the month that passed expired the first one.
    expect((await fetch(session.url)).status).toBe(410);
    const fresh = await portal(customer.id);
    const page = await (await fetch(fresh.url)).text();
    expect(page).toContain("Your last payment failed.");
    expect(page).toContain("Payment failed");

    await postForm(fresh.url, { action: "update_card", ...card(PAID_CARD) });
    const recovered = await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    expect(recovered.status).toBe("active");
    expect(recovered.latest_invoice).toMatchObject({ status: "paid", attempt_count: 2, amount_paid: 2999 });
  });
});

import { createHmac, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notifications, payments, processedWebhookEvents, subscriptions, users } from "@understudy/db/schema";
import { createTestUser } from "@understudy/db/test";
import { fixedClock } from "../clock";
import { DECLINED_CARD, FAILS_LATER_CARD, PAID_CARD, payHostedCheckout, postPortal, startBillingRig, type BillingRig } from "../../testing/billing";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { getPaymentHistory, getSubscriptionStatus } from "../subscription";
import { getBillingDetails, openBillingPortal, startCheckout } from "./index";

const { db, close } = connectTestDb();
// Signatures are checked against this clock; the sandbox signs with the real time.
const clock = fixedClock(new Date());
const DAY = 86_400;
let rig: BillingRig;

beforeAll(async () => {
  rig = await startBillingRig(db, clock);
});
afterAll(async () => {
  await rig.close();
  await close();
});
beforeEach(() => rig.reset());

const ctxFor = (userId: string) => makeUserCtx(db, userId, { clock });

async function subscribe(card = PAID_CARD) {
  const user = await createTestUser(db, { trialEndsAt: new Date(clock.now().getTime() - DAY * 1000) });
  const { checkout_url, session_id } = await startCheckout({ ctx: ctxFor(user.id), input: { plan_id: "pro" }, deps: { billing: rig.billing, appUrl: "http://app.test" } });
  const status = await payHostedCheckout(checkout_url, card);
  return { user, checkout_url, session_id, status };
}

async function stateOf(userId: string) {
  const [user] = await db.select({ plan: users.subscriptionPlan }).from(users).where(eq(users.id, userId));
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const paid = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.createdAt);
  return { plan: user?.plan, status: row?.status ?? null, cancelAtPeriodEnd: row?.cancelAtPeriodEnd, payments: paid.map((p) => [p.paymentStatus, p.amountCents]) };
}

async function periodEnd(userId: string): Promise<number> {
  const [row] = await db.select({ end: subscriptions.currentPeriodEnd }).from(subscriptions).where(eq(subscriptions.userId, userId));
  return Math.floor((row?.end?.getTime() ?? 0) / 1000);
}
const stripeNow = async () => ((await rig.control("GET", "/__sandbox/stripe/clock")) as { frozen_time: number }).frozen_time;

describe("a paid checkout, by webhook", () => {
  it("makes the user Pro with one paid payment for the invoice and a welcome notification", async () => {
    const { user, status } = await subscribe();
    expect(status).toBe(303);
    await rig.flush();
    expect(rig.responses.every((r) => r.status === 200)).toBe(true);
    expect(await stateOf(user.id)).toEqual({ plan: "pro", status: "active", cancelAtPeriodEnd: false, payments: [["paid", 2999]] });
    const [row] = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(row?.stripeInvoiceId).toMatch(/^in_/);
    const history = await getPaymentHistory({ ctx: ctxFor(user.id) });
    expect(history.transactions).toEqual([expect.objectContaining({ plan_id: "pro", amount: 29.99, payment_status: "paid" })]);
    const status2 = await getSubscriptionStatus({ ctx: ctxFor(user.id) });
    expect(status2).toMatchObject({ current_plan: { id: "pro" }, subscription_status: "active", can_upgrade: false });
    const notes = await db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, "billing")));
    expect(notes.map((n) => n.title)).toEqual(["Welcome to Pro"]);
  });

  it("a declined card changes nothing: still on the trial, no payment", async () => {
    const { user, status } = await subscribe(DECLINED_CARD);
    expect(status).toBe(402);
    await rig.flush();
    expect(await stateOf(user.id)).toMatchObject({ plan: "free", status: null, payments: [] });
  });

  it("duplicated deliveries are applied once", async () => {
    await rig.control("POST", "/__sandbox/faults", { stripe_webhooks: { duplicate: 50 } });
    const { user } = await subscribe();
    await rig.flush();
    expect(rig.responses.filter((r) => r.outcome === "duplicate").length).toBeGreaterThan(5);
    expect(await stateOf(user.id)).toMatchObject({ plan: "pro", status: "active", payments: [["paid", 2999]] });
  });

  it("a burst delivered backwards ends in the same state", async () => {
    await rig.control("POST", "/__sandbox/faults", { stripe_webhooks: { reorder: 5 } });
    const { user } = await subscribe();
    await rig.flush();
    expect(await stateOf(user.id)).toMatchObject({ plan: "pro", status: "active", payments: [["paid", 2999]] });
  });

  it("late 'active' snapshots arriving after the cancellation do not bring Pro back: Stripe is re-read", async () => {
    await rig.control("POST", "/__sandbox/faults", { stripe_webhooks: { delay: 100 } });
    const { user, session_id } = await subscribe();
    await rig.control("POST", "/__sandbox/faults", { stripe_webhooks: { delay: false } });
    const session = await rig.stripe("GET", `/v1/checkout/sessions/${session_id}`);
    await rig.stripe("DELETE", `/v1/subscriptions/${String(session.subscription)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await rig.flush();
    expect(await stateOf(user.id)).toMatchObject({ plan: "free", status: "canceled", payments: [["paid", 2999]] });
    expect((await getSubscriptionStatus({ ctx: ctxFor(user.id) })).subscription_status).toBe("expired");
  });
});

describe("signatures", () => {
  const post = (body: string, signature?: string) =>
    fetch(rig.webhookUrl, { method: "POST", headers: signature ? { "Stripe-Signature": signature, "Content-Type": "application/json" } : { "Content-Type": "application/json" }, body });
  const sign = (body: string, t: number, secret = rig.webhookSecret) => `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
  const event = (id: string) => JSON.stringify({ id, object: "event", type: "customer.created", created: 1, data: { object: { id: "cus_x", object: "customer" } } });
  /** A delivery the receiver refused: not acknowledged (so Stripe would retry or stop), with the domain code and detail. */
  const refusal = async (answer: Promise<Response>) => {
    const response = await answer;
    expect(response.ok).toBe(false);
    return (await response.json()) as { received: boolean; code: string; detail: string };
  };

  it("refuses a missing, forged, wrong-secret and stale signature as BAD_REQUEST (the route's 400), and records nothing", async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const eventId = `evt_sig_${randomUUID()}`;
    const body = event(eventId);
    expect(await refusal(post(body))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await refusal(post(body, `t=${now},v1=${"0".repeat(64)}`))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await refusal(post(body, sign(body, now, "whsec_attacker")))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await refusal(post(body, sign(body, now - 301)))).toMatchObject({ code: "BAD_REQUEST", detail: expect.stringMatching(/^Invalid Stripe signature: .*tolerance/) });
    expect(await refusal(post(body.replace("cus_x", "cus_y"), sign(body, now)))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, eventId))).toEqual([]);

    const fresh = await post(body, sign(body, now - 200));
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toEqual({ received: true, outcome: "ignored" });
    expect(await (await post(body, sign(body, now))).json()).toEqual({ received: true, outcome: "duplicate" });
  });

  it("refuses a correctly signed body that is not an event", async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    expect(await refusal(post("not json", sign("not json", now)))).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("ignores (200) signed events about customers we do not know", async () => {
    const customer = await rig.stripe("POST", "/v1/customers", { email: "stranger@example.com" });
    const price = await rig.billing.proPriceId();
    const session = await rig.stripe("POST", "/v1/checkout/sessions", { mode: "subscription", customer: String(customer.id), "line_items[0][price]": price, "line_items[0][quantity]": "1" });
    await payHostedCheckout(String(session.url), PAID_CARD);
    await rig.flush();
    expect(rig.responses.length).toBeGreaterThan(3);
    expect(rig.responses.every((r) => r.status === 200)).toBe(true);
    expect(rig.responses.filter((r) => r.outcome === "applied")).toEqual([]);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.stripeCustomerId, String(customer.id)))).toEqual([]);
  });
});

describe("after the upgrade", () => {
  it("cancel in the portal keeps Pro to the period end, then Stripe's cancellation downgrades", async () => {
    const { user } = await subscribe();
    await rig.flush();
    const { portal_url } = await openBillingPortal({ ctx: ctxFor(user.id), deps: { billing: rig.billing, appUrl: "http://app.test" } });
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(await postPortal(portal_url, { action: "confirm_cancel", subscription: row?.stripeSubscriptionId ?? "" })).toBe(200);
    await rig.flush();
    expect(await stateOf(user.id)).toMatchObject({ plan: "pro", status: "active", cancelAtPeriodEnd: true });
    expect(await getBillingDetails({ ctx: ctxFor(user.id) })).toMatchObject({ has_billing_account: true, cancel_at_period_end: true, payment_failed: false });

    await rig.advance((await periodEnd(user.id)) - (await stripeNow()) + 60);
    await rig.flush();
    expect(await stateOf(user.id)).toMatchObject({ plan: "free", status: "canceled", payments: [["paid", 2999]] });
    expect(await getSubscriptionStatus({ ctx: ctxFor(user.id) })).toMatchObject({ current_plan: { id: "free" }, subscription_status: "expired", can_upgrade: true });
    expect(await getBillingDetails({ ctx: ctxFor(user.id) })).toMatchObject({ has_billing_account: true, stripe_status: "canceled", cancel_at_period_end: false, payment_failed: false });
    const titles = (await db.select().from(notifications).where(eq(notifications.userId, user.id))).map((n) => n.title);
    expect(titles).toContain("Your Pro plan has ended");
  });

  it("a failed renewal keeps Pro during dunning with a notification, then Stripe's cancellation ends it; every invoice has one row", async () => {
    const { user } = await subscribe();
    await rig.flush();
    const { portal_url } = await openBillingPortal({ ctx: ctxFor(user.id), deps: { billing: rig.billing, appUrl: "http://app.test" } });
    expect(await postPortal(portal_url, { action: "update_card", cardNumber: FAILS_LATER_CARD, cardExpiry: "12 / 34", cardCvc: "123" })).toBe(200);

    await rig.advance((await periodEnd(user.id)) - (await stripeNow()) + 60);
    await rig.flush();
    expect(await stateOf(user.id)).toMatchObject({ plan: "pro", status: "past_due", payments: [["paid", 2999], ["failed", 2999]] });
    expect((await getBillingDetails({ ctx: ctxFor(user.id) })).payment_failed).toBe(true);
    expect((await getSubscriptionStatus({ ctx: ctxFor(user.id) })).subscription_status).toBe("active");
    const failed = await db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.title, "Payment failed")));
    expect(failed).toHaveLength(1);
    expect(failed[0]?.message).toContain("$29.99");

    await rig.advance(20 * DAY);
    await rig.flush();
    expect(await stateOf(user.id)).toMatchObject({ plan: "free", status: "canceled", payments: [["paid", 2999], ["failed", 2999]] });
    expect(await db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.title, "Payment failed")))).toHaveLength(4);
  });

  it("a new card during dunning pays the open invoice: the failed row becomes paid, no second row", async () => {
    const { user } = await subscribe();
    await rig.flush();
    const deps = { billing: rig.billing, appUrl: "http://app.test" };
    const first = await openBillingPortal({ ctx: ctxFor(user.id), deps });
    await postPortal(first.portal_url, { action: "update_card", cardNumber: FAILS_LATER_CARD, cardExpiry: "12 / 34", cardCvc: "123" });
    await rig.advance((await periodEnd(user.id)) - (await stripeNow()) + 60);
    await rig.flush();
    const second = await openBillingPortal({ ctx: ctxFor(user.id), deps });
    await postPortal(second.portal_url, { action: "update_card", cardNumber: PAID_CARD, cardExpiry: "12 / 34", cardCvc: "123" });
    await rig.flush();
    expect(await stateOf(user.id)).toMatchObject({ plan: "pro", status: "active", payments: [["paid", 2999], ["paid", 2999]] });
  });

  it("a subscription cancelled at Stripe while the app was down is applied when the retries get through", async () => {
    const { user, session_id } = await subscribe();
    await rig.flush();
    rig.down = true;
    const session = await rig.stripe("GET", `/v1/checkout/sessions/${session_id}`);
    await rig.stripe("DELETE", `/v1/subscriptions/${String(session.subscription)}`);
    await rig.flush();
    expect(rig.responses.at(-1)?.status).toBe(503);
    expect((await stateOf(user.id)).plan).toBe("pro");
    rig.down = false;
    await rig.flush();
    expect(await stateOf(user.id)).toMatchObject({ plan: "free", status: "canceled" });
  });
});

describe("a card that attaches and then declines at checkout (Stripe keeps the session open)", () => {
  const deps = () => ({ billing: rig.billing, appUrl: "http://app.test" });
  const titlesOf = async (userId: string) => (await db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title);

  it("leaves the user free with no dunning notice, says so, and a retry with another card on the same checkout makes them Pro once", async () => {
    const { user, checkout_url, session_id, status } = await subscribe(FAILS_LATER_CARD);
    expect(status).toBe(402);
    await rig.flush();
    expect(rig.responses.every((r) => r.status === 200)).toBe(true);
    expect(await stateOf(user.id)).toEqual({ plan: "free", status: "incomplete", cancelAtPeriodEnd: false, payments: [["failed", 2999]] });
    expect(await getBillingDetails({ ctx: ctxFor(user.id) })).toMatchObject({ first_payment: "declined", payment_failed: false });
    expect(await getSubscriptionStatus({ ctx: ctxFor(user.id) })).toMatchObject({ current_plan: { id: "free" }, subscription_status: "trial_expired", can_upgrade: true });
    expect(await titlesOf(user.id)).not.toContain("Payment failed");

    // "Upgrade" again within minutes is the same open session: the retry pays the same first invoice.
    const again = await startCheckout({ ctx: ctxFor(user.id), input: { plan_id: "pro" }, deps: deps() });
    expect(again.session_id).toBe(session_id);
    expect(await payHostedCheckout(checkout_url, PAID_CARD)).toBe(303);
    await rig.flush();
    await rig.flush();
    expect(await stateOf(user.id)).toEqual({ plan: "pro", status: "active", cancelAtPeriodEnd: false, payments: [["paid", 2999]] });
    expect((await getBillingDetails({ ctx: ctxFor(user.id) })).first_payment).toBeNull();
    expect((await titlesOf(user.id)).filter((t) => t === "Welcome to Pro")).toHaveLength(1);
  });

  it("23 hours later Stripe ends it (incomplete_expired): still free, told what happened, and checkout works again", async () => {
    const { user } = await subscribe(FAILS_LATER_CARD);
    await rig.flush();
    await rig.advance(23 * 3600 + 60);
    await rig.flush();
    expect(rig.responses.every((r) => r.status === 200)).toBe(true);
    expect(await stateOf(user.id)).toEqual({ plan: "free", status: "incomplete_expired", cancelAtPeriodEnd: false, payments: [["failed", 2999]] });
    expect(await getBillingDetails({ ctx: ctxFor(user.id) })).toMatchObject({ first_payment: "expired", payment_failed: false, cancel_at_period_end: false });
    expect(await getSubscriptionStatus({ ctx: ctxFor(user.id) })).toMatchObject({ subscription_status: "trial_expired", can_upgrade: true });
    // Never Pro, so no "ended" notice either.
    expect(await titlesOf(user.id)).toEqual([]);

    const { checkout_url } = await startCheckout({ ctx: ctxFor(user.id), input: { plan_id: "pro" }, deps: deps() });
    expect(await payHostedCheckout(checkout_url, PAID_CARD)).toBe(303);
    await rig.flush();
    await rig.flush();
    expect(await stateOf(user.id)).toMatchObject({ plan: "pro", status: "active" });
    expect((await getBillingDetails({ ctx: ctxFor(user.id) })).first_payment).toBeNull();
  });
});

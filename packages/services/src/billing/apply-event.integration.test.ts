import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { payments, processedWebhookEvents, subscriptions, users } from "@understudy/db/schema";
import { createTestUser } from "@understudy/db/test";
import { FakeBilling, type BillingEvent, type BillingInvoice, type BillingSubscription } from "@understudy/integrations/stripe";
import { fixedClock } from "../clock";
import { silentLogger } from "../logger";
import { connectTestDb } from "../../testing/helpers";
import { applyBillingEvent, receiveStripeWebhook, webhookContext } from "./webhook";
import { testDeps } from "../../testing/deps";

const { db, close } = connectTestDb();
afterAll(close);
const DAY = 86_400_000;
const clock = fixedClock("2026-06-01T00:00:00Z");
const ctx = webhookContext(testDeps(db, { clock }), silentLogger);
let fake: FakeBilling;
beforeEach(() => {
  fake = new FakeBilling();
});

const id = (prefix: string) => `${prefix}_${randomUUID().slice(0, 12)}`;

function subscription(customerId: string, over: Partial<BillingSubscription> = {}): BillingSubscription {
  const sub: BillingSubscription = {
    id: id("sub"),
    customerId,
    status: "active",
    userId: null,
    priceId: "price_fake_pro",
    currentPeriodEnd: new Date(clock.now().getTime() + 30 * DAY),
    cancelAtPeriodEnd: false,
    cancelAt: null,
    endedAt: null,
    created: clock.now(),
    ...over,
  };
  fake.subscriptions.set(sub.id, sub);
  return sub;
}

function invoice(sub: BillingSubscription, over: Partial<BillingInvoice> = {}): BillingInvoice {
  const inv: BillingInvoice = {
    id: id("in"),
    customerId: sub.customerId,
    subscriptionId: sub.id,
    userId: sub.userId,
    status: "paid",
    attempted: true,
    amountDue: 2999,
    amountPaid: 2999,
    currency: "usd",
    created: clock.now(),
    hostedUrl: null,
    ...over,
  };
  fake.invoices.set(inv.id, inv);
  return inv;
}

const subEvent = (type: string, object: BillingSubscription): BillingEvent => ({ id: id("evt"), type, created: clock.now(), kind: "subscription", object: structuredClone(object) });
const invEvent = (type: string, object: BillingInvoice): BillingEvent => ({ id: id("evt"), type, created: clock.now(), kind: "invoice", object: structuredClone(object) });

async function linkedUser() {
  const user = await createTestUser(db);
  const customerId = id("cus");
  await db.insert(subscriptions).values({ userId: user.id, stripeCustomerId: customerId });
  return { user, customerId };
}
const planOf = async (userId: string) => (await db.select({ plan: users.subscriptionPlan }).from(users).where(eq(users.id, userId)))[0]?.plan;

describe("applyBillingEvent", () => {
  it("keeps Pro when one of two live subscriptions ends: the customer's other subscription decides", async () => {
    const { user, customerId } = await linkedUser();
    const older = subscription(customerId, { created: new Date(clock.now().getTime() - DAY) });
    const newer = subscription(customerId);
    await applyBillingEvent({ ctx, billing: fake, event: subEvent("customer.subscription.created", newer) });
    Object.assign(newer, { status: "canceled", endedAt: clock.now() });
    await applyBillingEvent({ ctx, billing: fake, event: subEvent("customer.subscription.deleted", newer) });
    expect(await planOf(user.id)).toBe("pro");
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(row?.stripeSubscriptionId).toBe(older.id);
  });

  it("finds an unlinked customer's user by the user id the checkout wrote, and links the customer", async () => {
    const user = await createTestUser(db);
    const sub = subscription(id("cus"), { userId: user.id });
    expect(await applyBillingEvent({ ctx, billing: fake, event: subEvent("customer.subscription.created", sub) })).toBe("applied");
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(row?.stripeCustomerId).toBe(sub.customerId);
    expect(await planOf(user.id)).toBe("pro");
  });

  it("a late cancellation of a previous customer's subscription does not take Pro from the current one", async () => {
    const user = await createTestUser(db);
    const oldSub = subscription(id("cus"), { userId: user.id, created: new Date(clock.now().getTime() - 40 * DAY) });
    await applyBillingEvent({ ctx, billing: fake, event: subEvent("customer.subscription.created", oldSub) });
    // The old customer was replaced (deleted at Stripe, say) and the user subscribed again under a new one.
    const current = subscription(id("cus"), { userId: user.id });
    await db.update(subscriptions).set({ stripeCustomerId: current.customerId }).where(eq(subscriptions.userId, user.id));
    await applyBillingEvent({ ctx, billing: fake, event: subEvent("customer.subscription.created", current) });
    Object.assign(oldSub, { status: "canceled", endedAt: clock.now() });
    expect(await applyBillingEvent({ ctx, billing: fake, event: subEvent("customer.subscription.deleted", oldSub) })).toBe("applied");
    expect(await planOf(user.id)).toBe("pro");
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(row).toMatchObject({ stripeCustomerId: current.customerId, stripeSubscriptionId: current.id, status: "active" });
  });

  it("ignores customers it cannot place, and a user id in metadata that does not exist", async () => {
    const stranger = subscription(id("cus"));
    expect(await applyBillingEvent({ ctx, billing: fake, event: subEvent("customer.subscription.created", stranger) })).toBe("ignored");
    const forged = subscription(id("cus"), { userId: "no-such-user" });
    expect(await applyBillingEvent({ ctx, billing: fake, event: subEvent("customer.subscription.created", forged) })).toBe("ignored");
    expect(await db.select().from(subscriptions).where(eq(subscriptions.stripeCustomerId, stranger.customerId))).toEqual([]);
  });

  it("does not claim an event it could not apply, so Stripe's retry applies it later", async () => {
    const { user, customerId } = await linkedUser();
    const sub = subscription(customerId);
    const event = subEvent("customer.subscription.created", sub);
    fake.unavailable = true;
    await expect(applyBillingEvent({ ctx, billing: fake, event })).rejects.toThrow();
    expect(await db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, event.id))).toEqual([]);
    fake.unavailable = false;
    expect(await applyBillingEvent({ ctx, billing: fake, event })).toBe("applied");
    expect(await applyBillingEvent({ ctx, billing: fake, event })).toBe("duplicate");
    expect(await planOf(user.id)).toBe("pro");
  });

  it("records a failed payment as failed and the same invoice, once paid, as paid; never a second row", async () => {
    const { user, customerId } = await linkedUser();
    const sub = subscription(customerId, { status: "past_due" });
    const inv = invoice(sub, { status: "open", amountPaid: 0 });
    await applyBillingEvent({ ctx, billing: fake, event: invEvent("invoice.payment_failed", inv) });
    expect((await db.select().from(payments).where(eq(payments.userId, user.id))).map((p) => p.paymentStatus)).toEqual(["failed"]);
    Object.assign(inv, { status: "paid", amountPaid: 2999 });
    await applyBillingEvent({ ctx, billing: fake, event: invEvent("invoice.paid", inv) });
    // A late failure for an invoice Stripe now reports paid changes nothing.
    await applyBillingEvent({ ctx, billing: fake, event: invEvent("invoice.payment_failed", { ...inv, status: "open" }) });
    const rows = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((p) => [p.paymentStatus, p.amountCents, p.stripeInvoiceId])).toEqual([["paid", 2999, inv.id]]);
  });

  it("does not record $0 invoices or voided drafts as payments", async () => {
    const { user, customerId } = await linkedUser();
    const sub = subscription(customerId, { status: "trialing" });
    await applyBillingEvent({ ctx, billing: fake, event: invEvent("invoice.paid", invoice(sub, { amountDue: 0, amountPaid: 0 })) });
    await applyBillingEvent({ ctx, billing: fake, event: invEvent("invoice.voided", invoice(sub, { status: "void", attempted: false, amountPaid: 0 })) });
    expect(await db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
    expect(await planOf(user.id)).toBe("pro");
  });

  it("ignores event types it does not act on, but remembers them", async () => {
    const event: BillingEvent = { id: id("evt"), type: "customer.updated", created: clock.now(), kind: "other", object: { id: "cus_1" } };
    expect(await applyBillingEvent({ ctx, billing: fake, event })).toBe("ignored");
    expect(await applyBillingEvent({ ctx, billing: fake, event })).toBe("duplicate");
  });
});

describe("receiveStripeWebhook", () => {
  it("refuses as BAD_REQUEST (a 400, so Stripe stops) when billing is not configured", async () => {
    await expect(receiveStripeWebhook({ ctx, billing: null, request: { rawBody: "{}", signature: "t=1,v1=x" } })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Stripe webhooks are not configured on this server",
    });
  });

  it("fails as INTERNAL with a message for Stripe (a 500, so it retries) when a verified event cannot be applied", async () => {
    const { customerId } = await linkedUser();
    const sub = subscription(customerId);
    const raw = JSON.stringify(subEvent("customer.subscription.updated", sub));
    fake.unavailable = true;
    await expect(receiveStripeWebhook({ ctx, billing: fake, request: { rawBody: raw, signature: FakeBilling.sign(raw) } })).rejects.toMatchObject({
      code: "INTERNAL",
      message: "Webhook processing failed; retry later",
      expose: true,
    });
    fake.unavailable = false;
    expect(await receiveStripeWebhook({ ctx, billing: fake, request: { rawBody: raw, signature: FakeBilling.sign(raw) } })).toBe("applied");
  });
});

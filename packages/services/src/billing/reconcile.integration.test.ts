import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@understudy/db";
import { notifications, payments, subscriptions, users } from "@understudy/db/schema";
import { createTestUser } from "@understudy/db/test";
import { BillingUnavailableError, FakeBilling, type BillingSubscription } from "@understudy/integrations/stripe";
import { fixedClock } from "../clock";
import { silentLogger } from "../logger";
import { PAID_CARD, payHostedCheckout, startBillingRig, type BillingRig } from "../../testing/billing";
import { connectTestDb, inRolledBackTransaction, makeUserCtx } from "../../testing/helpers";
import { getSubscriptionStatus } from "../subscription";
import { RECONCILE_FRESH_MS, reconcileSubscriptions, reconcileUser, startCheckout, subscriptionsDue } from "./index";
import { testDeps } from "../../testing/deps";

const { db, close } = connectTestDb();
// Webhook signatures are checked against this clock (the sandbox signs with the real time).
const clock = fixedClock(new Date());
let rig: BillingRig;

beforeAll(async () => {
  rig = await startBillingRig(db, clock);
});
afterAll(async () => {
  await rig.close();
  await close();
});
beforeEach(() => rig.reset());

const systemCtx = (on: Database = db, at = clock.now()) => ({ db: on, clock: fixedClock(at), log: silentLogger, actor: { type: "system" as const }, deps: testDeps(db) });

async function proUser() {
  const user = await createTestUser(db, { trialEndsAt: new Date(clock.now().getTime() - 86_400_000) });
  const { checkout_url } = await startCheckout({ ctx: makeUserCtx(db, user.id, { clock }), input: { plan_id: "pro" }, deps: { billing: rig.billing, appUrl: "http://app.test" } });
  expect(await payHostedCheckout(checkout_url, PAID_CARD)).toBe(303);
  await rig.flush();
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  expect(row?.status).toBe("active");
  return { user, subscriptionId: row?.stripeSubscriptionId ?? "" };
}

/** Switches this app's webhook endpoint off at Stripe: what happens meanwhile is never delivered to it. */
async function webhooksOff() {
  const { data } = (await rig.stripe("GET", "/v1/webhook_endpoints")) as unknown as { data: { id: string }[] };
  expect(data.length).toBeGreaterThan(0);
  for (const endpoint of data) expect(await rig.stripe("POST", `/v1/webhook_endpoints/${endpoint.id}`, { disabled: "true" })).toMatchObject({ status: "disabled" });
}

async function stateOf(userId: string, on: Database = db) {
  const [user] = await on.select({ plan: users.subscriptionPlan }).from(users).where(eq(users.id, userId));
  const [row] = await on.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const paid = await on.select().from(payments).where(eq(payments.userId, userId));
  const ended = await on.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.title, "Your Pro plan has ended")));
  return { plan: user?.plan, status: row?.status ?? null, payments: paid.map((p) => p.paymentStatus), endedNotices: ended.length };
}

describe("reconcileUser, against the sandbox's Stripe", () => {
  it("downgrades a subscription cancelled at Stripe while webhooks were off, once, however often it runs", async () => {
    const { user, subscriptionId } = await proUser();
    await webhooksOff();
    const delivered = rig.responses.length;
    await rig.stripe("DELETE", `/v1/subscriptions/${subscriptionId}`);
    await rig.flush();
    expect(rig.responses.length).toBe(delivered);
    expect(await stateOf(user.id)).toEqual({ plan: "pro", status: "active", payments: ["paid"], endedNotices: 0 });

    expect(await reconcileUser({ ctx: systemCtx(), billing: rig.billing, userId: user.id })).toBe("downgraded");
    expect(await stateOf(user.id)).toEqual({ plan: "free", status: "canceled", payments: ["paid"], endedNotices: 1 });
    expect(await getSubscriptionStatus({ ctx: makeUserCtx(db, user.id, { clock }) })).toMatchObject({ current_plan: { id: "free" }, subscription_status: "expired", can_upgrade: true });

    expect(await reconcileUser({ ctx: systemCtx(), billing: rig.billing, userId: user.id })).toBe("unchanged");
    expect(await stateOf(user.id)).toEqual({ plan: "free", status: "canceled", payments: ["paid"], endedNotices: 1 });
  });

  it("keeps Pro for a subscription still live at Stripe, and for one Stripe no longer knows", async () => {
    const { user } = await proUser();
    await webhooksOff();
    expect(await reconcileUser({ ctx: systemCtx(), billing: rig.billing, userId: user.id })).toBe("unchanged");
    expect(await stateOf(user.id)).toEqual({ plan: "pro", status: "active", payments: ["paid"], endedNotices: 0 });

    // A reset sandbox (or another Stripe account): no proof of a cancellation, so Pro is not taken away.
    await rig.reset();
    expect(await reconcileUser({ ctx: systemCtx(), billing: rig.billing, userId: user.id })).toBe("unknown");
    expect(await stateOf(user.id)).toEqual({ plan: "pro", status: "active", payments: ["paid"], endedNotices: 0 });
  });

  it("keeps Pro when the cancelled subscription was replaced by a live one", async () => {
    const { user, subscriptionId } = await proUser();
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    await webhooksOff();
    const price = await rig.billing.proPriceId();
    const session = await rig.stripe("POST", "/v1/checkout/sessions", { mode: "subscription", customer: row?.stripeCustomerId ?? "", "line_items[0][price]": price, "line_items[0][quantity]": "1", success_url: "http://app.test/ok" });
    expect(await payHostedCheckout(String(session.url), PAID_CARD)).toBe(303);
    await rig.stripe("DELETE", `/v1/subscriptions/${subscriptionId}`);
    expect(await reconcileUser({ ctx: systemCtx(), billing: rig.billing, userId: user.id })).toBe("unchanged");
    expect(await stateOf(user.id)).toMatchObject({ plan: "pro", status: "active", endedNotices: 0 });
  });
});

class StripeDown extends FakeBilling {
  override getSubscription(): Promise<BillingSubscription | null> {
    return Promise.reject(new BillingUnavailableError("Stripe is down"));
  }
}

describe("reconcileSubscriptions: which rows the periodic job takes", () => {
  const LONG_AGO = new Date("1990-01-01T00:00:00Z");
  const NOW = new Date("2026-06-01T12:00:00Z");

  function stripeSubscription(fake: FakeBilling, over: Partial<BillingSubscription>): BillingSubscription {
    const sub: BillingSubscription = {
      id: `sub_${randomUUID().slice(0, 12)}`,
      customerId: `cus_${randomUUID().slice(0, 12)}`,
      status: "active",
      userId: null,
      priceId: "price_fake_pro",
      currentPeriodEnd: new Date(NOW.getTime() + 20 * 86_400_000),
      cancelAtPeriodEnd: false,
      cancelAt: null,
      endedAt: null,
      created: LONG_AGO,
      ...over,
    };
    fake.subscriptions.set(sub.id, sub);
    return sub;
  }

  /** A Pro user whose row says `local`, Stripe's subscription says `atStripe`, last written at `updatedAt`. */
  async function tracked(tx: Database, fake: FakeBilling, local: string, atStripe: BillingSubscription["status"], updatedAt: Date) {
    const user = await createTestUser(tx, { subscriptionPlan: local === "canceled" ? "free" : "pro" });
    const sub = stripeSubscription(fake, { status: atStripe });
    await tx.insert(subscriptions).values({ userId: user.id, stripeCustomerId: sub.customerId, stripeSubscriptionId: sub.id, status: local, updatedAt });
    return user.id;
  }

  it("takes stale, not-final rows oldest first, applies Stripe's state and moves them to the back", async () => {
    await inRolledBackTransaction(db, async (tx) => {
      const fake = new FakeBilling();
      const cancelled = await tracked(tx, fake, "active", "canceled", LONG_AGO);
      const live = await tracked(tx, fake, "past_due", "active", new Date(LONG_AGO.getTime() + 1000));
      const fresh = await tracked(tx, fake, "active", "canceled", new Date(NOW.getTime() - RECONCILE_FRESH_MS + 60_000));
      const final = await tracked(tx, fake, "canceled", "canceled", LONG_AGO);
      // A customer who never completed a checkout, and a Pro granted outside Stripe: nothing to ask Stripe about.
      const customerOnly = (await createTestUser(tx)).id;
      await tx.insert(subscriptions).values({ userId: customerOnly, stripeCustomerId: `cus_${randomUUID().slice(0, 12)}`, updatedAt: LONG_AGO });
      const proWithoutStripe = (await createTestUser(tx, { subscriptionPlan: "pro" })).id;

      const due = await subscriptionsDue(tx, NOW, 1000);
      expect(due.slice(0, 2)).toEqual([cancelled, live]);
      expect(due).not.toContain(fresh);
      expect(due).not.toContain(final);
      expect(due).not.toContain(customerOnly);
      expect(due).not.toContain(proWithoutStripe);

      const summary = await reconcileSubscriptions({ ctx: systemCtx(tx, NOW), billing: fake, limit: 2 });
      expect(summary).toEqual({ unchanged: 1, downgraded: 1, upgraded: 0, unknown: 0, failed: 0, aborted: false });
      expect(await stateOf(cancelled, tx)).toMatchObject({ plan: "free", status: "canceled", endedNotices: 1 });
      expect(await stateOf(live, tx)).toMatchObject({ plan: "pro", status: "active", endedNotices: 0 });
      expect(await stateOf(fresh, tx)).toMatchObject({ plan: "pro", status: "active" });
      expect(await stateOf(proWithoutStripe, tx)).toMatchObject({ plan: "pro", status: null });
      const after = await subscriptionsDue(tx, NOW, 1000);
      expect(after).not.toContain(cancelled);
      expect(after).not.toContain(live);
    });
  });

  it("stops at the first sign of Stripe being down, changing nothing", async () => {
    await inRolledBackTransaction(db, async (tx) => {
      const down = new StripeDown();
      const cancelled = await tracked(tx, down, "active", "canceled", LONG_AGO);
      expect(await reconcileSubscriptions({ ctx: systemCtx(tx, NOW), billing: down, limit: 1 })).toMatchObject({ aborted: true, downgraded: 0, unchanged: 0 });
      expect(await stateOf(cancelled, tx)).toMatchObject({ plan: "pro", status: "active" });
      expect(await subscriptionsDue(tx, NOW, 1)).toEqual([cancelled]);
    });
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { subscriptions, users } from "@understudy/db/schema";
import { createTestUser } from "@understudy/db/test";
import { createStripeBilling } from "@understudy/integrations/stripe";
import { fixedClock } from "../clock";
import { ServiceError } from "../errors";
import { DECLINED_CARD, PAID_CARD, payHostedCheckout, startBillingRig, type BillingRig } from "../../testing/billing";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { getPaymentHistory } from "../subscription";
import { confirmCheckout, openBillingPortal, startCheckout, type BillingDeps } from "./index";

const { db, close } = connectTestDb();
const clock = fixedClock("2026-11-22T10:00:00Z");
let rig: BillingRig;
let deps: BillingDeps;

beforeAll(async () => {
  rig = await startBillingRig(db, clock);
});
afterAll(async () => {
  await rig.close();
  await close();
});
beforeEach(async () => {
  await rig.reset();
  deps = { billing: rig.billing, appUrl: "http://app.test" };
});

const ctxFor = (userId: string) => makeUserCtx(db, userId, { clock });
const checkout = (userId: string, input: Record<string, unknown> = { plan_id: "pro" }) => startCheckout({ ctx: ctxFor(userId), input, deps });
const customersAtStripe = async (email: string) => ((await rig.stripe("GET", "/v1/customers", { email })).data as unknown[]).length;
const sessionAtStripe = (url: string) => rig.stripe("GET", `/v1/checkout/sessions/${url.split("/").pop() ?? ""}`);

async function rejection(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.catch((e: unknown) => e);
  if (!(error instanceof ServiceError)) throw new Error(`expected a ServiceError, got ${String(error)}`);
  return error;
}

describe("startCheckout", () => {
  it("refuses a missing, free, unknown or malformed plan with 'Invalid plan selection' and calls nobody", async () => {
    const user = await createTestUser(db);
    for (const input of [{}, { plan_id: "" }, { plan_id: "free" }, { plan_id: "enterprise" }, { plan_id: "pro ".repeat(30) }]) {
      const error = await rejection(checkout(user.id, input));
      expect([error.code, error.message]).toEqual(["BAD_REQUEST", "Invalid plan selection"]);
    }
    expect(await customersAtStripe(user.email)).toBe(0);
  });

  it("returns a hosted checkout URL for $29.99 a month with the user's metadata and return URLs", async () => {
    const user = await createTestUser(db, { name: "Ada Lovelace" });
    const result = await checkout(user.id, { plan_id: "pro", metadata: { user_name: "Ada Lovelace", upgrade_from: "free" } });
    expect(result.checkout_url).toBe(`${rig.sandbox.url}/c/pay/${result.session_id}`);
    const session = await sessionAtStripe(result.checkout_url);
    expect(session).toMatchObject({
      mode: "subscription",
      status: "open",
      amount_total: 2999,
      currency: "usd",
      client_reference_id: user.id,
      metadata: { plan_id: "pro", user_id: user.id, user_name: "Ada Lovelace", upgrade_from: "free" },
      success_url: "http://app.test/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://app.test/subscription?checkout=cancelled",
    });
    const customer = await rig.stripe("GET", `/v1/customers/${String(session.customer)}`);
    expect(customer).toMatchObject({ email: user.email, name: "Ada Lovelace", metadata: { user_id: user.id } });
  });

  it("ignores a tampered amount: the price is the server's", async () => {
    const user = await createTestUser(db);
    const result = await checkout(user.id, { plan_id: "pro", amount: 1, price: 0.01, unit_amount: 1 });
    expect((await sessionAtStripe(result.checkout_url)).amount_total).toBe(2999);
  });

  it("creates the Stripe customer once and reuses it; a double click gets the same session", async () => {
    const user = await createTestUser(db);
    const first = await checkout(user.id);
    const second = await checkout(user.id);
    expect(second.session_id).toBe(first.session_id);
    clock.advance(11 * 60_000);
    const later = await checkout(user.id);
    expect(later.session_id).not.toBe(first.session_id);
    expect(await customersAtStripe(user.email)).toBe(1);
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect((await sessionAtStripe(later.checkout_url)).customer).toBe(row?.stripeCustomerId);
  });

  it("concurrent first checkouts share one customer", async () => {
    const user = await createTestUser(db);
    await Promise.all([checkout(user.id), checkout(user.id), checkout(user.id)]);
    expect(await customersAtStripe(user.email)).toBe(1);
  });

  it("answers 409 to a Pro user and to a user whose subscription is live", async () => {
    const pro = await createTestUser(db, { subscriptionPlan: "pro" });
    expect((await rejection(checkout(pro.id))).code).toBe("CONFLICT");
    const live = await createTestUser(db);
    await db.insert(subscriptions).values({ userId: live.id, stripeCustomerId: `cus_live_${live.id}`, stripeSubscriptionId: `sub_${live.id}`, status: "past_due" });
    const error = await rejection(checkout(live.id));
    expect([error.code, error.message]).toEqual(["CONFLICT", "You are already on the Pro plan"]);
  });

  it("replaces a customer Stripe no longer knows", async () => {
    const user = await createTestUser(db);
    await db.insert(subscriptions).values({ userId: user.id, stripeCustomerId: `cus_gone_${user.id.slice(0, 8)}` });
    const result = await checkout(user.id);
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(row?.stripeCustomerId).toMatch(/^cus_(?!gone)/);
    expect((await sessionAtStripe(result.checkout_url)).customer).toBe(row?.stripeCustomerId);
  });

  it("a user who paid while our webhooks were down gets 409 and Pro from Stripe's records, not a second subscription", async () => {
    const user = await createTestUser(db);
    rig.down = true;
    const first = await checkout(user.id);
    expect(await payHostedCheckout(first.checkout_url, PAID_CARD)).toBe(303);
    await rig.flush();
    const [before] = await db.select({ plan: users.subscriptionPlan }).from(users).where(eq(users.id, user.id));
    expect(before?.plan).toBe("free");
    const error = await rejection(checkout(user.id));
    expect(error.code).toBe("CONFLICT");
    const [after] = await db.select({ plan: users.subscriptionPlan }).from(users).where(eq(users.id, user.id));
    expect(after?.plan).toBe("pro");
    expect(((await rig.stripe("GET", "/v1/subscriptions", { status: "all" })).data as unknown[]).length).toBe(1);
  });

  it("starts a fresh session when the replayed one is no longer open", async () => {
    const user = await createTestUser(db);
    rig.down = true;
    const first = await checkout(user.id);
    await payHostedCheckout(first.checkout_url, PAID_CARD);
    const completed = await sessionAtStripe(first.checkout_url);
    await rig.stripe("DELETE", `/v1/subscriptions/${String(completed.subscription)}`);
    const again = await checkout(user.id);
    expect(again.session_id).not.toBe(first.session_id);
    expect((await sessionAtStripe(again.checkout_url)).status).toBe("open");
  });

  it("answers 503 when Stripe is down, and leaves nothing half-done", async () => {
    const user = await createTestUser(db);
    const down = { billing: createStripeBilling({ secretKey: "sk_test_x", webhookSecret: null, apiBase: "http://127.0.0.1:9", maxNetworkRetries: 0, proPlan: { lookupKey: "k", productName: "P", unitAmount: 2999, currency: "usd", interval: "month" } }), appUrl: "http://app.test" };
    const error = await rejection(startCheckout({ ctx: ctxFor(user.id), input: { plan_id: "pro" }, deps: down }));
    expect([error.code, error.message]).toEqual(["UPSTREAM_UNAVAILABLE", "Stripe is unavailable, please try again shortly"]);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([]);
  });
});

describe("confirmCheckout", () => {
  it("makes the payer Pro at once from the session, without waiting for webhooks", async () => {
    const user = await createTestUser(db);
    const { checkout_url, session_id } = await checkout(user.id);
    expect(await payHostedCheckout(checkout_url, PAID_CARD)).toBe(303);
    const status = await confirmCheckout({ ctx: ctxFor(user.id), input: { session_id }, deps });
    expect(status).toMatchObject({ current_plan: { id: "pro" }, subscription_status: "active", can_upgrade: false });
    expect(status.days_remaining).toBeGreaterThanOrEqual(28);
    const [row] = await db.select({ plan: users.subscriptionPlan }).from(users).where(eq(users.id, user.id));
    expect(row?.plan).toBe("pro");
    // Twice is harmless, and the first payment is already in the history, once.
    expect((await confirmCheckout({ ctx: ctxFor(user.id), input: { session_id }, deps })).current_plan.id).toBe("pro");
    expect((await getPaymentHistory({ ctx: ctxFor(user.id) })).transactions.map((t) => [t.payment_status, t.amount])).toEqual([["paid", 29.99]]);
  });

  it("leaves a declined payer on the trial", async () => {
    const user = await createTestUser(db);
    const { checkout_url, session_id } = await checkout(user.id);
    expect(await payHostedCheckout(checkout_url, DECLINED_CARD)).toBe(402);
    const status = await confirmCheckout({ ctx: ctxFor(user.id), input: { session_id }, deps });
    expect(status).toMatchObject({ current_plan: { id: "free" }, subscription_status: "active", can_upgrade: true });
  });

  it("answers 404 for another user's session and for an unknown one", async () => {
    const owner = await createTestUser(db);
    const intruder = await createTestUser(db);
    const { checkout_url, session_id } = await checkout(owner.id);
    await payHostedCheckout(checkout_url, PAID_CARD);
    expect((await rejection(confirmCheckout({ ctx: ctxFor(intruder.id), input: { session_id }, deps }))).code).toBe("NOT_FOUND");
    expect((await rejection(confirmCheckout({ ctx: ctxFor(intruder.id), input: { session_id: "cs_test_nope" }, deps }))).code).toBe("NOT_FOUND");
    const [row] = await db.select({ plan: users.subscriptionPlan }).from(users).where(eq(users.id, intruder.id));
    expect(row?.plan).toBe("free");
  });
});

describe("openBillingPortal", () => {
  it("answers 412 before the user has a billing account", async () => {
    const user = await createTestUser(db);
    const error = await rejection(openBillingPortal({ ctx: ctxFor(user.id), deps }));
    expect([error.code, error.message]).toEqual(["PRECONDITION_FAILED", "No billing account yet: upgrade to Pro first"]);
  });

  it("opens the portal for the user's own customer, returning to /subscription", async () => {
    const user = await createTestUser(db);
    await checkout(user.id);
    const { portal_url } = await openBillingPortal({ ctx: ctxFor(user.id), deps });
    expect(portal_url).toMatch(new RegExp(`^${rig.sandbox.url}/p/session/bps_`));
    const page = await (await fetch(portal_url)).text();
    expect(page).toContain(user.email);
    expect(page).toContain('href="http://app.test/subscription"');
  });

  it("works on a fresh Stripe account, which has no default portal configuration: the app makes its own once and names it", async () => {
    const user = await createTestUser(db);
    await checkout(user.id);
    const configurations = async () => (await rig.stripe("GET", "/v1/billing_portal/configurations")).data as { id: string; is_default: boolean; metadata: Record<string, string> }[];
    expect(await configurations()).toEqual([]);
    // What Stripe answers a session that names no configuration here.
    const refused = (await rig.stripe("POST", "/v1/billing_portal/sessions", { customer: String((await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)))[0]?.stripeCustomerId) })) as { error?: { message?: string } };
    expect(refused.error?.message).toMatch(/^No configuration provided/);

    await openBillingPortal({ ctx: ctxFor(user.id), deps });
    await openBillingPortal({ ctx: ctxFor(user.id), deps });
    const made = await configurations();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ is_default: false, metadata: { understudy_portal: "v1" } });
    // A new process (a restart) finds it instead of making another.
    const restarted = { billing: createStripeBilling({ secretKey: "sk_test_understudy_api", webhookSecret: null, apiBase: rig.sandbox.url, maxNetworkRetries: 0, proPlan: { lookupKey: "understudy_pro_monthly", productName: "Understudy Pro", unitAmount: 2999, currency: "usd", interval: "month" } }), appUrl: "http://app.test" };
    await openBillingPortal({ ctx: ctxFor(user.id), deps: restarted });
    expect(await configurations()).toHaveLength(1);
  });
});

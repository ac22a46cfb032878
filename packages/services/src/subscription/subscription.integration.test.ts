import { afterAll, describe, expect, it } from "vitest";
import { payments } from "@understudy/db/schema";
import { createTestUser } from "@understudy/db/test";
import { DAY_MS, fixedClock } from "../clock";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { PaymentHistoryResponse, PlansResponse, SubscriptionStatusResponse } from "./schemas";
import { getPaymentHistory, getSubscriptionStatus, listPlans, trialEndFor } from "./index";

const { db, close } = connectTestDb();
afterAll(close);

const SIGNUP = new Date("2026-03-01T09:00:00Z");
const day = (n: number) => new Date(SIGNUP.getTime() + n * DAY_MS);
const AVAILABLE = [
  { id: "free", name: "Free Trial", price: 0 },
  { id: "pro", name: "Pro", price: 29.99 },
];

describe("subscription status", () => {
  it("counts trial days down from 14 and reports trial_expired once they run out", async () => {
    const user = await createTestUser(db, { createdAt: SIGNUP, trialEndsAt: trialEndFor(SIGNUP) });
    const clock = fixedClock(SIGNUP);
    const ctx = makeUserCtx(db, user.id, { clock });
    const at = async (n: number) => {
      clock.set(day(n));
      return getSubscriptionStatus({ ctx });
    };
    const first = SubscriptionStatusResponse.parse(await at(0));
    expect(first).toEqual({
      current_plan: { id: "free", name: "Free Trial", price: 0 },
      subscription_status: "active",
      days_remaining: 14,
      trial_ends_at: "2026-03-15T09:00:00.000Z",
      can_upgrade: true,
      available_plans: AVAILABLE,
    });
    expect((await at(11)).days_remaining).toBe(3);
    // Part of a day left still counts as a day.
    expect((await at(11.5)).days_remaining).toBe(3);
    expect((await at(13.99)).subscription_status).toBe("active");
    expect(await at(14)).toMatchObject({ days_remaining: 0, subscription_status: "trial_expired", can_upgrade: true });
    expect(await at(15)).toMatchObject({ days_remaining: 0, subscription_status: "trial_expired", can_upgrade: true });
    expect(await at(40)).toMatchObject({ days_remaining: 0, subscription_status: "trial_expired" });
  });

  it("treats a free user without a trial end as expired", async () => {
    const user = await createTestUser(db, { trialEndsAt: null });
    const status = await getSubscriptionStatus({ ctx: makeUserCtx(db, user.id, { clock: fixedClock(SIGNUP) }) });
    expect(status).toMatchObject({ subscription_status: "trial_expired", days_remaining: 0, trial_ends_at: null, can_upgrade: true });
  });

  it("reports pro users as active without an upgrade, whatever their old trial says", async () => {
    const user = await createTestUser(db, { subscriptionPlan: "pro", trialEndsAt: day(14) });
    const status = await getSubscriptionStatus({ ctx: makeUserCtx(db, user.id, { clock: fixedClock(day(30)) }) });
    expect(status).toEqual({
      current_plan: { id: "pro", name: "Pro", price: 29.99 },
      subscription_status: "active",
      days_remaining: 0,
      trial_ends_at: day(14).toISOString(),
      can_upgrade: false,
      available_plans: AVAILABLE,
    });
  });
});

describe("plans", () => {
  it("offers free and pro, pro at 29.99 a month", () => {
    const { plans } = PlansResponse.parse(listPlans());
    expect(Object.keys(plans).sort()).toEqual(["free", "pro"]);
    expect(plans.free).toMatchObject({ id: "free", name: "Free Trial", price: 0, currency: "usd", interval: "month" });
    expect(plans.pro).toMatchObject({ id: "pro", name: "Pro", price: 29.99, currency: "usd", interval: "month" });
    expect(plans.pro?.features.every((f) => f.included)).toBe(true);
    expect(plans.free?.features.some((f) => !f.included)).toBe(true);
  });
});

describe("payment history", () => {
  it("lists the user's own transactions, newest first, amounts in dollars", async () => {
    const user = await createTestUser(db);
    const other = await createTestUser(db);
    await db.insert(payments).values([
      { userId: user.id, planId: "pro", amountCents: 2999, paymentStatus: "paid", createdAt: new Date("2026-04-01T00:00:00Z") },
      { userId: user.id, planId: "pro", amountCents: 2999, paymentStatus: "failed", createdAt: new Date("2026-05-01T00:00:00Z") },
      { userId: user.id, planId: "pro", amountCents: 1500, createdAt: new Date("2026-03-01T00:00:00Z") },
      { userId: other.id, planId: "pro", amountCents: 2999, paymentStatus: "paid" },
    ]);
    const history = PaymentHistoryResponse.parse(await getPaymentHistory({ ctx: makeUserCtx(db, user.id) }));
    expect(history.transactions.map((t) => [t.payment_status, t.amount, t.created_at])).toEqual([
      ["failed", 29.99, "2026-05-01T00:00:00.000Z"],
      ["paid", 29.99, "2026-04-01T00:00:00.000Z"],
      ["pending", 15, "2026-03-01T00:00:00.000Z"],
    ]);
    expect(Object.keys(history.transactions[0] ?? {}).sort()).toEqual(["amount", "created_at", "currency", "id", "payment_status", "plan_id"]);
    expect(history.transactions[0]).toMatchObject({ plan_id: "pro", currency: "usd" });
  });

  it("is empty for a user who never paid", async () => {
    const user = await createTestUser(db);
    expect(await getPaymentHistory({ ctx: makeUserCtx(db, user.id) })).toEqual({ transactions: [] });
  });
});

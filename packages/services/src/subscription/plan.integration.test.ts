import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { notifications, subscriptions, users } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { DAY_MS, fixedClock } from "../clock";
import { onBehalfOf, systemContext } from "../context";
import { NotFoundError, ServiceError } from "../errors";
import { silentLogger } from "../logger";
import { testDeps } from "../../testing/deps";
import { connectTestDb } from "../../testing/helpers";
import { assertEntitled, entitlementsFor } from "./entitlements";
import { planStateFor, planStates } from "./plan-state";
import { BILLING_NOTIFICATION_KIND, followSubscription, lockPlan, settlePlan, type FollowedSubscription } from "./plan-writes";
import { TRIAL_DAYS, trialEndFor } from "./trial";

const { db, close } = connectTestDb();
afterAll(close);

const SIGNUP = new Date("2026-03-01T09:00:00Z");
const END = trialEndFor(SIGNUP);
const day = (n: number) => new Date(SIGNUP.getTime() + n * DAY_MS);
const stripeSub = (status: FollowedSubscription["status"], over: Partial<FollowedSubscription> = {}): FollowedSubscription => ({
  id: `sub_${randomUUID()}`,
  customerId: `cus_${randomUUID()}`,
  status,
  currentPeriodEnd: day(40),
  cancelAtPeriodEnd: false,
  cancelAt: null,
  endedAt: null,
  created: day(10),
  ...over,
});

describe("entitlementsFor: the trial's boundaries by a fixed clock", () => {
  it("allows the trial from sign-up to the last millisecond before its end, and nothing new from the end on", async () => {
    const user = await createTestUser(db, { createdAt: SIGNUP, trialEndsAt: END });
    expect(END.getTime() - SIGNUP.getTime()).toBe(TRIAL_DAYS * DAY_MS);
    const trial = { plan: "free", status: "active", canDeployBots: true, summaryLimit: 10, export: false };
    expect(await entitlementsFor(db, user.id, SIGNUP)).toMatchObject(trial);
    expect(await entitlementsFor(db, user.id, new Date(END.getTime() - 1))).toMatchObject(trial);
    const ended = { plan: "free", status: "trial_expired", canDeployBots: false, summaryLimit: 0 };
    expect(await entitlementsFor(db, user.id, END)).toMatchObject(ended);
    expect(await entitlementsFor(db, user.id, day(TRIAL_DAYS + 1))).toMatchObject(ended);
  });

  it("is NOT_FOUND for an unknown user", async () => {
    await expect(entitlementsFor(db, randomUUID(), SIGNUP)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("planStates: many users in one read", () => {
  it("gives each user the state planStateFor gives alone; unknown and repeated ids change nothing", async () => {
    const onTrial = await createTestUser(db, { trialEndsAt: END });
    const trialOver = await createTestUser(db, { trialEndsAt: day(-1) });
    const noTrial = await createTestUser(db, { trialEndsAt: null });
    const pro = await createTestUser(db, { subscriptionPlan: "pro", trialEndsAt: day(-30) });
    const dunning = await createTestUser(db, { subscriptionPlan: "pro", trialEndsAt: day(-30) });
    const lapsed = await createTestUser(db, { trialEndsAt: day(-30) });
    await db.insert(subscriptions).values([
      { userId: pro.id, stripeSubscriptionId: `sub_${randomUUID()}`, status: "active", currentPeriodEnd: day(20), cancelAtPeriodEnd: true },
      { userId: dunning.id, stripeSubscriptionId: `sub_${randomUUID()}`, status: "past_due", currentPeriodEnd: day(-2) },
      { userId: lapsed.id, stripeSubscriptionId: `sub_${randomUUID()}`, status: "canceled", currentPeriodEnd: day(-5) },
    ]);
    const now = day(2);
    const ids = [onTrial, trialOver, noTrial, pro, dunning, lapsed].map((u) => u.id);
    const states = await planStates(db, [...ids, randomUUID(), onTrial.id], now);

    expect([...states.keys()].sort()).toEqual([...ids].sort());
    expect(ids.map((id) => states.get(id)).map((s) => s && [s.plan, s.status, s.daysRemaining, s.onTrial, s.pastDue, s.cancelAtPeriodEnd])).toEqual([
      ["free", "active", 12, true, false, false],
      ["free", "trial_expired", 0, false, false, false],
      ["free", "trial_expired", 0, false, false, false],
      ["pro", "active", 18, false, false, true],
      ["pro", "active", 0, false, true, false],
      ["free", "expired", 0, false, false, false],
    ]);
    expect(ids.map((id) => states.get(id)?.lastEndedAt ?? null)).toEqual([null, day(-1), null, day(-30), day(-2), day(-5)]);
    for (const id of ids) expect(await planStateFor(db, id, now)).toEqual(states.get(id));
  });

  it("reads nothing for no users", async () => {
    expect(await planStates(db, [], SIGNUP)).toEqual(new Map());
  });
});

describe("plan writes", () => {
  const notices = async (userId: string) =>
    (await db.select({ title: notifications.title }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, BILLING_NOTIFICATION_KIND)))).map((n) => n.title);

  it("a followed subscription sets the plan, with one notice per change, and plan state reads what was written", async () => {
    const user = await createTestUser(db, { trialEndsAt: day(-1) });
    const sub = stripeSub("active");
    const apply = (status: FollowedSubscription["status"]) =>
      db.transaction(async (tx) => {
        const locked = await lockPlan(tx, user.id);
        if (!locked) throw new Error("no user");
        await followSubscription(tx, user.id, { ...sub, status }, day(1));
        return settlePlan(tx, user.id, { current: locked.plan, status }, day(1));
      });

    expect(await apply("active")).toBe("pro");
    expect(await planStateFor(db, user.id, day(2))).toMatchObject({ plan: "pro", status: "active", daysRemaining: 38 });
    expect(await apply("past_due")).toBe("pro");
    expect(await planStateFor(db, user.id, day(2))).toMatchObject({ plan: "pro", pastDue: true });
    expect(await notices(user.id)).toEqual(["Welcome to Pro"]);

    expect(await apply("canceled")).toBe("free");
    expect(await planStateFor(db, user.id, day(2))).toMatchObject({ plan: "free", status: "expired" });
    const [row] = await db.select({ plan: users.subscriptionPlan }).from(users).where(eq(users.id, user.id));
    expect(row?.plan).toBe("free");
    expect((await notices(user.id)).sort()).toEqual(["Welcome to Pro", "Your Pro plan has ended"]);
  });

  it("lockPlan finds no plan for an unknown user", async () => {
    expect(await db.transaction((tx) => lockPlan(tx, randomUUID()))).toBeNull();
  });
});

describe("the entitlement gate on a user's behalf", () => {
  const system = (at: Date) => systemContext(testDeps(db, { clock: fixedClock(at) }), silentLogger);

  it("reads that user's plan and summaries, with no credential of theirs", async () => {
    const user = await createTestUser(db, { trialEndsAt: END });
    const other = await createTestUser(db, { trialEndsAt: END });
    for (let i = 0; i < 10; i += 1) await createTestMeeting(db, other.id, { summary: "theirs" });
    const ctx = onBehalfOf(system(day(3)), user.id, "after-meeting");
    expect(ctx.actor).toEqual({ type: "system", onBehalfOf: user.id, reason: "after-meeting" });
    await expect(assertEntitled(ctx, "ai_summary")).resolves.toMatchObject({ summaryLimit: 10 });
    await expect(assertEntitled(onBehalfOf(system(day(3)), other.id, "after-meeting"), "ai_summary")).rejects.toThrow(/up to 10 AI summaries/);

    const ended = assertEntitled(onBehalfOf(system(END), user.id, "after-meeting"), "ai_summary");
    await expect(ended).rejects.toBeInstanceOf(ServiceError);
    await expect(ended).rejects.toMatchObject({ code: "SUBSCRIPTION_REQUIRED" });
  });
});

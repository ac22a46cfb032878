import { TRPCError } from "@trpc/server";
import { afterAll, describe, expect, it } from "vitest";
import { subscriptions } from "@understudy/db/schema";
import { createTestMeeting, createTestSession, createTestUser } from "@understudy/db/test";
import { DAY_MS, fixedClock } from "@understudy/services/clock";
import { ServiceError } from "../../src/errors";
import { makeCaller, connectTestDb, makeUserCtx } from "../support/helpers";
import { createCallerFactory, createTRPCContext, createTRPCRouter, proProcedure } from "../../src/trpc";
import { assertEntitled, getEntitlements, trialEndFor, getSubscriptionStatus } from "@understudy/services/subscription";
import { testDeps } from "@understudy/services/testing/deps";

const { db, close } = connectTestDb();
afterAll(close);

const SIGNUP = new Date("2026-03-01T09:00:00Z");
const day = (n: number) => new Date(SIGNUP.getTime() + n * DAY_MS);

async function refusal(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.catch((e: unknown) => e);
  if (!(error instanceof ServiceError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe("assertEntitled with the injected clock", () => {
  it("day 0 and day 11 deploy bots; day 14 and 15 are refused with 403 naming the Pro plan", async () => {
    const user = await createTestUser(db, { createdAt: SIGNUP, trialEndsAt: trialEndFor(SIGNUP) });
    const clock = fixedClock(day(0));
    const ctx = makeUserCtx(db, user.id, { clock });
    await expect(assertEntitled(ctx, "bot_deploy")).resolves.toMatchObject({ canDeployBots: true });
    clock.set(day(11));
    await expect(assertEntitled(ctx, "bot_deploy")).resolves.toMatchObject({ status: "active" });
    for (const n of [14, 15]) {
      clock.set(day(n));
      const error = await refusal(assertEntitled(ctx, "bot_deploy"));
      expect(error.code).toBe("SUBSCRIPTION_REQUIRED");
      expect(error.message).toContain("Pro plan");
    }
  });

  it("counts the trial's summaries from the user's own meetings: the 11th is refused", async () => {
    const user = await createTestUser(db, { trialEndsAt: trialEndFor(SIGNUP) });
    const other = await createTestUser(db);
    const ctx = makeUserCtx(db, user.id, { clock: fixedClock(day(3)) });
    for (let i = 0; i < 9; i += 1) await createTestMeeting(db, user.id, { summary: `summary ${i}` });
    for (let i = 0; i < 5; i += 1) await createTestMeeting(db, other.id, { summary: "theirs" });
    await createTestMeeting(db, user.id, { summary: null });
    await expect(assertEntitled(ctx, "ai_summary")).resolves.toMatchObject({ summaryLimit: 10 });
    await createTestMeeting(db, user.id, { summary: "the tenth" });
    const error = await refusal(assertEntitled(ctx, "ai_summary"));
    expect(error.message).toBe("The free trial includes up to 10 AI summaries. Upgrade to the Pro plan ($29.99/month) for unlimited summaries.");
    expect(await getEntitlements({ ctx })).toMatchObject({ plan: "free", summaries_used: 10, summary_limit: 10, can_deploy_bots: true, export: false });
  });

  it("Pro is unlimited; a cancelled Pro is expired and refused like an ended trial", async () => {
    const pro = await createTestUser(db, { subscriptionPlan: "pro", trialEndsAt: day(14) });
    const proCtx = makeUserCtx(db, pro.id, { clock: fixedClock(day(100)) });
    for (let i = 0; i < 12; i += 1) await createTestMeeting(db, pro.id, { summary: "s" });
    await expect(assertEntitled(proCtx, "ai_summary")).resolves.toMatchObject({ summaryLimit: null });
    await expect(assertEntitled(proCtx, "export")).resolves.toMatchObject({ export: true });

    const lapsed = await createTestUser(db, { trialEndsAt: day(14) });
    await db.insert(subscriptions).values({ userId: lapsed.id, stripeCustomerId: `cus_${lapsed.id}`, stripeSubscriptionId: `sub_${lapsed.id}`, status: "canceled" });
    const lapsedCtx = makeUserCtx(db, lapsed.id, { clock: fixedClock(day(60)) });
    expect((await getSubscriptionStatus({ ctx: lapsedCtx })).subscription_status).toBe("expired");
    expect((await refusal(assertEntitled(lapsedCtx, "ai_summary"))).message).toMatch(/^Your Pro plan has ended: new AI summaries need the Pro plan/);
    expect((await refusal(assertEntitled(lapsedCtx, "advanced_analytics"))).message).toBe(
      "Advanced analytics is part of the Pro plan. Upgrade to the Pro plan ($29.99/month) to use it.",
    );
  });
});

describe("proProcedure", () => {
  const router = createTRPCRouter({ report: proProcedure.query(() => ({ ok: true })) });
  const callerFor = async (token: string, now: Date) =>
    createCallerFactory(router)(await createTRPCContext({ headers: new Headers({ authorization: `Bearer ${token}` }), deps: testDeps(db, { clock: fixedClock(now) }) }));

  it("lets Pro through and answers FORBIDDEN naming the plan to trial, expired and anonymous callers", async () => {
    const pro = await createTestUser(db, { subscriptionPlan: "pro" });
    expect(await (await callerFor(await createTestSession(db, pro.id, new Date(Date.now() + 30 * DAY_MS)), new Date())).report()).toEqual({ ok: true });

    const onTrial = await createTestUser(db, { trialEndsAt: new Date(Date.now() + 5 * DAY_MS) });
    const error = await (await callerFor(await createTestSession(db, onTrial.id), new Date())).report().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: "FORBIDDEN", message: "This feature is part of the Pro plan. Upgrade to the Pro plan ($29.99/month) to use it." });

    const anonymous = await makeCaller(db, null);
    await expect(anonymous.subscription.entitlements()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

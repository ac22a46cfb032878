import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { deployBot } from "@understudy/services/bots";
import { startBotRig, type BotRig } from "@understudy/services/testing/bots";
import { connectTestDb, makeCaller, makeUserCtx, signedInUser } from "../support/helpers";
import { countSummaries, hasSummary } from "@understudy/services/subscription";

const { db, close } = connectTestDb();
let rig: BotRig;
beforeAll(async () => {
  rig = await startBotRig(db);
});
afterAll(async () => {
  await rig.close();
  await close();
});

const DAY = 86_400_000;
const MEET = "https://meet.google.com/abc-defg-hij?scenario=nobody-joins";

describe("plan limits enforced in the services", () => {
  it("refuses a new bot after the trial has ended, naming the Pro plan; nothing is created", async () => {
    const user = await createTestUser(db, { trialEndsAt: new Date(Date.now() - DAY) });
    const ctx = makeUserCtx(db, user.id);
    await expect(deployBot({ ctx: rig.ctx(ctx), input: { meeting_url: MEET } })).rejects.toMatchObject({
      code: "SUBSCRIPTION_REQUIRED",
      message: expect.stringContaining("Pro plan"),
    });
    const caller = await makeCaller(db, (await signedInUser(db, { trialEndsAt: new Date(Date.now() - DAY) })).token);
    expect((await caller.bots.sessions()).sessions).toEqual([]);
  });

  it("lets a trial user and a Pro user deploy", async () => {
    const trial = await createTestUser(db);
    await expect(deployBot({ ctx: rig.ctx(makeUserCtx(db, trial.id)), input: { meeting_url: MEET } })).resolves.toMatchObject({ status: "idle" });
    const pro = await createTestUser(db, { subscriptionPlan: "pro", trialEndsAt: new Date(Date.now() - 30 * DAY) });
    await expect(deployBot({ ctx: rig.ctx(makeUserCtx(db, pro.id)), input: { meeting_url: MEET } })).resolves.toMatchObject({ status: "idle" });
  });

  it("refuses new summaries after the trial, and an 11th during it, through tRPC with a 403 that names the plan", async () => {
    const expired = await signedInUser(db, { trialEndsAt: new Date(Date.now() - DAY) });
    const meeting = await createTestMeeting(db, expired.user.id);
    const expiredCaller = await makeCaller(db, expired.token);
    await expect(expiredCaller.summaries.regenerate({ meeting_id: meeting.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("Pro plan"),
    });

    const trial = await signedInUser(db);
    for (let i = 0; i < 10; i++) await createTestMeeting(db, trial.user.id, { summary: `Summary ${i}` });
    const fresh = await createTestMeeting(db, trial.user.id);
    const ctx = makeUserCtx(db, trial.user.id);
    expect(await countSummaries(ctx)).toBe(10);
    expect(await hasSummary(ctx, fresh.id)).toBe(false);
    await expect((await makeCaller(db, trial.token)).summaries.regenerate({ meeting_id: fresh.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("up to 10 AI summaries"),
    });
  });
});

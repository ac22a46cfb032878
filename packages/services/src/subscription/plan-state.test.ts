import { describe, expect, it } from "vitest";
import { DAY_MS } from "../clock";
import { entitlementsOf, refusalFor, TRIAL_SUMMARY_LIMIT } from "./entitlements";
import { planStateOf, type PlanInputs } from "./plan-state";
import { trialEndFor } from "./trial";

const SIGNUP = new Date("2026-03-01T09:00:00Z");
const day = (n: number) => new Date(SIGNUP.getTime() + n * DAY_MS);
const trial: PlanInputs = { plan: "free", trialEndsAt: trialEndFor(SIGNUP), subscription: null };
const sub = (status: string, over: Partial<NonNullable<PlanInputs["subscription"]>> = {}) => ({
  id: "sub_1",
  status,
  currentPeriodEnd: day(40),
  cancelAtPeriodEnd: false,
  ...over,
});

describe("planStateOf: the free trial by the injected clock", () => {
  it.each([
    [0, "active", 14, true],
    [11, "active", 3, true],
    [13.5, "active", 1, true],
    [14, "trial_expired", 0, false],
    [15, "trial_expired", 0, false],
  ] as const)("day %s: %s with %s days left", (n, status, days, onTrial) => {
    expect(planStateOf(trial, day(n))).toEqual({ plan: "free", status, daysRemaining: days, onTrial, pastDue: false, cancelAtPeriodEnd: false });
  });

  it("a free user without a trial end has no trial", () => {
    expect(planStateOf({ ...trial, trialEndsAt: null }, day(0))).toMatchObject({ status: "trial_expired", daysRemaining: 0, onTrial: false });
  });
});

describe("planStateOf: Stripe's statuses", () => {
  it("Pro (active or trialing at Stripe) is active, counting the days left in the paid period", () => {
    for (const status of ["active", "trialing"]) {
      expect(planStateOf({ plan: "pro", trialEndsAt: day(14), subscription: sub(status) }, day(30))).toEqual({
        plan: "pro",
        status: "active",
        daysRemaining: 10,
        onTrial: false,
        pastDue: false,
        cancelAtPeriodEnd: false,
      });
    }
  });

  it("past_due keeps Pro active during dunning, flagged for the banner", () => {
    expect(planStateOf({ plan: "pro", trialEndsAt: day(14), subscription: sub("past_due") }, day(30))).toMatchObject({ plan: "pro", status: "active", pastDue: true });
  });

  it("a scheduled cancellation is still Pro until Stripe ends it", () => {
    expect(planStateOf({ plan: "pro", trialEndsAt: null, subscription: sub("active", { cancelAtPeriodEnd: true }) }, day(30))).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
  });

  it("canceled after the trial is expired; canceled while trial days remain is still the trial", () => {
    expect(planStateOf({ plan: "free", trialEndsAt: day(14), subscription: sub("canceled") }, day(15))).toMatchObject({ plan: "free", status: "expired", daysRemaining: 0 });
    expect(planStateOf({ plan: "free", trialEndsAt: day(14), subscription: sub("canceled") }, day(11))).toMatchObject({ status: "active", onTrial: true, daysRemaining: 3 });
  });

  it("a customer who never completed a subscription is not 'expired'", () => {
    expect(planStateOf({ plan: "free", trialEndsAt: day(14), subscription: { id: null, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false } }, day(15)).status).toBe("trial_expired");
  });

  it("a subscription whose first payment never went through (incomplete, then incomplete_expired) was never Pro: the trial ran out", () => {
    for (const status of ["incomplete", "incomplete_expired"]) {
      expect(planStateOf({ plan: "free", trialEndsAt: day(14), subscription: sub(status) }, day(15))).toMatchObject({ plan: "free", status: "trial_expired", daysRemaining: 0 });
      expect(planStateOf({ plan: "free", trialEndsAt: day(14), subscription: sub(status) }, day(11))).toMatchObject({ status: "active", onTrial: true });
    }
  });
});

describe("entitlements", () => {
  const at = (n: number, inputs: PlanInputs = trial) => entitlementsOf(planStateOf(inputs, day(n)));

  it("the trial deploys bots and allows 10 summaries, nothing Pro-only", () => {
    expect(at(11)).toEqual({
      plan: "free",
      status: "active",
      canDeployBots: true,
      summaryLimit: TRIAL_SUMMARY_LIMIT,
      advancedAnalytics: false,
      priorityBots: false,
      export: false,
      emailSupport: false,
      aiAvatar: false,
    });
    expect(refusalFor("ai_summary", at(11), { summariesUsed: 9 })).toBeNull();
    expect(refusalFor("ai_summary", at(11), { summariesUsed: 10 })).toBe("The free trial includes up to 10 AI summaries. Upgrade to the Pro plan ($29.99/month) for unlimited summaries.");
    expect(refusalFor("export", at(0))).toBe("Export is part of the Pro plan. Upgrade to the Pro plan ($29.99/month) to use it.");
  });

  it("after the trial: no new bots, no new summaries", () => {
    expect(at(15)).toMatchObject({ canDeployBots: false, summaryLimit: 0 });
    expect(refusalFor("bot_deploy", at(15))).toBe(
      "Your free trial has ended: sending new bots needs the Pro plan. Upgrade to the Pro plan ($29.99/month); your past meetings stay available.",
    );
    expect(refusalFor("ai_summary", at(14), { summariesUsed: 0 })).toMatch(/^Your free trial has ended: new AI summaries need the Pro plan\./);
    const lapsed = at(15, { plan: "free", trialEndsAt: day(14), subscription: sub("canceled") });
    expect(refusalFor("bot_deploy", lapsed)).toMatch(/^Your Pro plan has ended: /);
  });

  it("Pro allows everything, summaries unlimited", () => {
    const pro = at(400, { plan: "pro", trialEndsAt: day(14), subscription: sub("active") });
    expect(pro).toMatchObject({ canDeployBots: true, summaryLimit: null, advancedAnalytics: true, priorityBots: true, export: true, emailSupport: true, aiAvatar: true });
    for (const feature of ["bot_deploy", "ai_summary", "advanced_analytics", "priority_bots", "export", "email_support", "ai_avatar"] as const) {
      expect(refusalFor(feature, pro, { summariesUsed: 10_000 })).toBeNull();
    }
  });
});

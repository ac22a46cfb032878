import { describe, expect, it } from "vitest";
import { planBadgeLabel, showTrialBanner, trialDaysLeft, trialLabel } from "./trial";

const now = new Date("2026-11-24T12:00:00Z");
const inDays = (d: number) => new Date(now.getTime() + d * 24 * 60 * 60 * 1000).toISOString();

describe("trialDaysLeft", () => {
  it("rounds partial days up and is 0 when absent, past or invalid", () => {
    expect(trialDaysLeft(inDays(9), now)).toBe(9);
    expect(trialDaysLeft(inDays(8.2), now)).toBe(9);
    expect(trialDaysLeft(inDays(0.01), now)).toBe(1);
    expect(trialDaysLeft(inDays(0), now)).toBe(0);
    expect(trialDaysLeft(inDays(-2), now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBe(0);
    expect(trialDaysLeft("not a date", now)).toBe(0);
  });
});

describe("trialLabel", () => {
  it("is Pro for the pro plan regardless of the trial date", () => {
    expect(trialLabel({ subscription_plan: "pro", trial_ends_at: inDays(-30) }, now)).toMatchObject({
      state: "pro",
      label: "Pro",
    });
  });

  it("is 'No Trial' without an end date", () => {
    expect(trialLabel({ subscription_plan: "free", trial_ends_at: null }, now)).toEqual({
      state: "none",
      label: "No Trial",
      daysLeft: 0,
      tone: "destructive",
    });
  });

  it("is active and green above 3 days left", () => {
    expect(trialLabel({ subscription_plan: "free", trial_ends_at: inDays(9) }, now)).toEqual({
      state: "active",
      label: "9 days left",
      daysLeft: 9,
      tone: "success",
    });
    expect(trialLabel({ subscription_plan: "free", trial_ends_at: inDays(3.5) }, now)).toMatchObject({
      daysLeft: 4,
      tone: "success",
    });
  });

  it("is active and yellow at 3 days or fewer", () => {
    expect(trialLabel({ subscription_plan: "free", trial_ends_at: inDays(3) }, now)).toMatchObject({
      label: "3 days left",
      tone: "warning",
    });
    expect(trialLabel({ subscription_plan: "free", trial_ends_at: new Date(inDays(0.5)) }, now)).toMatchObject({
      label: "1 day left",
      tone: "warning",
    });
  });

  it("is Expired once the end date has passed", () => {
    expect(trialLabel({ subscription_plan: "free", trial_ends_at: inDays(-1) }, now)).toEqual({
      state: "expired",
      label: "Expired",
      daysLeft: 0,
      tone: "destructive",
    });
  });
});

describe("planBadgeLabel / showTrialBanner", () => {
  it("labels the plan", () => {
    expect(planBadgeLabel("pro")).toBe("Pro Plan");
    expect(planBadgeLabel("free")).toBe("Free Trial");
  });

  it("shows the banner only for a free plan with days remaining", () => {
    expect(showTrialBanner({ subscription_plan: "free", trial_ends_at: inDays(9) }, now)).toBe(true);
    expect(showTrialBanner({ subscription_plan: "free", trial_ends_at: inDays(-1) }, now)).toBe(false);
    expect(showTrialBanner({ subscription_plan: "free", trial_ends_at: null }, now)).toBe(false);
    expect(showTrialBanner({ subscription_plan: "pro", trial_ends_at: inDays(9) }, now)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { planBadgeLabel, showTrialBanner, trialLabel, type TrialUserInput } from "./trial";

const ENDS = "2026-12-08T12:00:00.000Z";
const free = (days: number, trialEndsAt: string | null = ENDS): TrialUserInput => ({ subscription_plan: "free", trial_ends_at: trialEndsAt, trial_days_remaining: days });

describe("trialLabel: the server's days remaining", () => {
  it("counts the days the server sent, whatever the end date says against this machine's clock", () => {
    expect(trialLabel(free(9, "2020-01-01T00:00:00.000Z"))).toMatchObject({ state: "active", label: "9 days left", daysLeft: 9 });
    expect(trialLabel(free(0, "2999-01-01T00:00:00.000Z"))).toMatchObject({ state: "expired", daysLeft: 0 });
  });
});

describe("trialLabel", () => {
  it("is Pro for the pro plan regardless of the trial date", () => {
    expect(trialLabel({ subscription_plan: "pro", trial_ends_at: "2026-10-01T00:00:00.000Z", trial_days_remaining: 0 })).toMatchObject({
      state: "pro",
      label: "Pro",
    });
  });

  it("is 'No Trial' without an end date", () => {
    expect(trialLabel(free(0, null))).toEqual({
      state: "none",
      label: "No Trial",
      daysLeft: 0,
      tone: "destructive",
    });
  });

  it("is active and green above 3 days left", () => {
    expect(trialLabel(free(9))).toEqual({
      state: "active",
      label: "9 days left",
      daysLeft: 9,
      tone: "success",
    });
    expect(trialLabel(free(4))).toMatchObject({
      daysLeft: 4,
      tone: "success",
    });
  });

  it("is active and yellow at 3 days or fewer", () => {
    expect(trialLabel(free(3))).toMatchObject({
      label: "3 days left",
      tone: "warning",
    });
    expect(trialLabel(free(1))).toMatchObject({
      label: "1 day left",
      tone: "warning",
    });
  });

  it("is Expired once no days remain", () => {
    expect(trialLabel(free(0))).toEqual({
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
    expect(showTrialBanner(free(9))).toBe(true);
    expect(showTrialBanner(free(0))).toBe(false);
    expect(showTrialBanner(free(0, null))).toBe(false);
    expect(showTrialBanner({ subscription_plan: "pro", trial_ends_at: ENDS, trial_days_remaining: 9 })).toBe(false);
  });
});

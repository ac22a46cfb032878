import { describe, expect, it } from "vitest";
import { upgradeErrorMessage, validPlanId } from "./upgrade";

describe("validPlanId", () => {
  it("refuses a missing or free plan", () => {
    expect(validPlanId(undefined)).toBeNull();
    expect(validPlanId(null)).toBeNull();
    expect(validPlanId("")).toBeNull();
    expect(validPlanId("  ")).toBeNull();
    expect(validPlanId("free")).toBeNull();
    expect(validPlanId("pro")).toBe("pro");
  });
});

describe("upgradeErrorMessage", () => {
  it("shows the server's detail when there is one", () => {
    expect(upgradeErrorMessage({ message: "Stripe is not configured", data: { code: "PRECONDITION_FAILED" } })).toBe("Stripe is not configured");
    expect(upgradeErrorMessage({ detail: "Card declined" })).toBe("Card declined");
  });

  it("falls back to 'Failed to start upgrade process' otherwise", () => {
    expect(upgradeErrorMessage(new TypeError("Failed to fetch"))).toBe("Failed to start upgrade process");
    expect(upgradeErrorMessage({ message: "  ", data: {} })).toBe("Failed to start upgrade process");
    expect(upgradeErrorMessage(undefined)).toBe("Failed to start upgrade process");
    expect(upgradeErrorMessage("boom")).toBe("Failed to start upgrade process");
  });
});

import { describe, expect, it } from "vitest";
import { addMonths } from "./clock";

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe("addMonths", () => {
  it("keeps the day of month and clamps to the last day of shorter months", () => {
    expect(addMonths(at("2026-03-15T09:30:00Z"), 1)).toBe(at("2026-04-15T09:30:00Z"));
    expect(addMonths(at("2026-01-31T00:00:00Z"), 1)).toBe(at("2026-02-28T00:00:00Z"));
    expect(addMonths(at("2028-01-31T00:00:00Z"), 1)).toBe(at("2028-02-29T00:00:00Z"));
    expect(addMonths(at("2026-12-10T12:00:00Z"), 1)).toBe(at("2027-01-10T12:00:00Z"));
    expect(addMonths(at("2026-05-31T00:00:00Z"), 12)).toBe(at("2027-05-31T00:00:00Z"));
  });
});

import { describe, expect, it } from "vitest";
import { greeting } from "./greeting";

describe("greeting", () => {
  const now = new Date("2026-11-24T10:00:00Z");

  it("says Welcome to an account made in the last half hour", () => {
    expect(greeting("2026-11-24T09:59:00Z", now)).toBe("Welcome");
    expect(greeting("2026-11-24T09:31:00Z", now)).toBe("Welcome");
  });

  it("says Welcome back once the account is older", () => {
    expect(greeting("2026-11-24T09:30:00Z", now)).toBe("Welcome back");
    expect(greeting("2025-01-01T00:00:00Z", now)).toBe("Welcome back");
  });

  it("says Welcome when it cannot tell", () => {
    expect(greeting(null, now)).toBe("Welcome");
    expect(greeting("not a date", now)).toBe("Welcome");
  });
});

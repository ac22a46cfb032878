import { describe, expect, it } from "vitest";
import { pushFailure } from "./push-failure";

describe("pushFailure", () => {
  it("prefers the server's detail", () => {
    expect(pushFailure({ message: "Push notifications are not set up on this server.", data: { code: "CONFLICT" } })).toBe("Push notifications are not set up on this server.");
  });

  it("says what the browser refused, and what to try, when the push service or the window says no", () => {
    const said = pushFailure(new DOMException("Registration failed - push service not available", "AbortError"));
    expect(said).toContain("Registration failed - push service not available");
    expect(said).toContain("Private windows");
    expect(pushFailure(new DOMException("", "NotAllowedError"))).toContain("(NotAllowedError)");
  });

  it("falls back to a plain next step for anything else", () => {
    expect(pushFailure(new TypeError("Failed to fetch"))).toBe("Check your connection and try again.");
  });
});

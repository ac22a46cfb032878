import { describe, expect, it } from "vitest";
import { checkoutReturnFrom } from "./checkout-return";

describe("checkoutReturnFrom", () => {
  it("reads Stripe's success and cancel returns", () => {
    expect(checkoutReturnFrom("?checkout=success&session_id=cs_test_123")).toEqual({ kind: "success", sessionId: "cs_test_123" });
    expect(checkoutReturnFrom("checkout=success")).toEqual({ kind: "success", sessionId: null });
    expect(checkoutReturnFrom("?checkout=cancelled")).toEqual({ kind: "cancelled" });
  });

  it("ignores anything else", () => {
    expect(checkoutReturnFrom("")).toBeNull();
    expect(checkoutReturnFrom("?checkout=maybe")).toBeNull();
    expect(checkoutReturnFrom("?session_id=cs_test_123")).toBeNull();
  });
});

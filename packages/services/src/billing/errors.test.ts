/**
 * The web process's adapters are built once by whichever Next.js bundle asks first (App Router or Pages
 * Router, each with its own copy of @understudy/integrations): a checkout served by the other bundle receives
 * the first copy's errors. Stripe being down must still be a 503, never the 500 an unrecognised error becomes.
 */
import { describe, expect, it, vi } from "vitest";
import { billingFailure } from "./errors";

describe("billingFailure", () => {
  it("maps another copy's Stripe errors like its own: unavailable or refused is a 503, not INTERNAL", async () => {
    vi.resetModules();
    const other = await import("@understudy/integrations/stripe");
    expect(billingFailure(new other.BillingUnavailableError("connect ECONNREFUSED")).code).toBe("UPSTREAM_UNAVAILABLE");
    expect(billingFailure(new other.BillingRequestError("idempotency key in use", null)).code).toBe("UPSTREAM_UNAVAILABLE");
  });

  it("anything else stays INTERNAL", () => {
    expect(billingFailure(new Error("boom")).code).toBe("INTERNAL");
  });
});

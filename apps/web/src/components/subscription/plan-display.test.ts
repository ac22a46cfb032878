import { describe, expect, it } from "vitest";
import { firstPaymentNotice, formatMoney, paymentStatusBadge, priceLine, subscriptionStatusBadge } from "./plan-display";

describe("subscriptionStatusBadge", () => {
  it("maps the three statuses and shows anything else as active", () => {
    expect(subscriptionStatusBadge("active")).toEqual({ label: "Active", variant: "success" });
    expect(subscriptionStatusBadge("trial_expired")).toEqual({ label: "Trial Expired", variant: "warning" });
    expect(subscriptionStatusBadge("expired")).toEqual({ label: "Expired", variant: "destructive" });
    expect(subscriptionStatusBadge("past_due")).toEqual({ label: "Active", variant: "success" });
  });
});

describe("paymentStatusBadge", () => {
  it("is paid, failed, otherwise pending", () => {
    expect(paymentStatusBadge("paid").label).toBe("Paid");
    expect(paymentStatusBadge("failed").label).toBe("Failed");
    expect(paymentStatusBadge("pending").label).toBe("Pending");
    expect(paymentStatusBadge("refunded").label).toBe("Pending");
  });
});

describe("prices", () => {
  it("formats money from lower-case currency codes", () => {
    expect(formatMoney(29.99, "usd")).toBe("$29.99");
    expect(formatMoney(5, "eur")).toBe("€5.00");
    expect(formatMoney(1, "not-a-currency")).toBe("1.00 NOT-A-CURRENCY");
  });

  it("writes the price line of each plan", () => {
    expect(priceLine(29.99)).toBe("$29.99/month");
    expect(priceLine(0)).toBe("Free for 14 days");
  });
});

describe("firstPaymentNotice", () => {
  it("says a declined first payment left the user free with checkout open, an expired one that Stripe closed it, and nothing otherwise", () => {
    expect(firstPaymentNotice("declined")?.title).toBe("Your card was declined, so Pro has not started.");
    expect(firstPaymentNotice("declined")?.body).toContain("another card");
    expect(firstPaymentNotice("expired")?.title).toBe("Your upgrade to Pro did not go through.");
    expect(firstPaymentNotice("expired")?.body).toContain("upgrade again");
    expect(firstPaymentNotice(null)).toBeNull();
  });
});

/**
 * Webhook events come in the API version of the endpoint (https://docs.stripe.com/webhooks/versioning), which
 * may be older than the SDK's: the subscription's period and the invoice's subscription are read in both shapes
 * (before and from 2025-03-31.basil).
 */
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { toInvoice, toSubscription } from "./transform";

const START = 1_795_000_000;
const END = START + 30 * 86_400;

const item = (extra: Record<string, unknown>) => ({ id: "si_1", object: "subscription_item", price: { id: "price_1" }, quantity: 1, ...extra });
const subscription = (extra: Record<string, unknown>, itemExtra: Record<string, unknown>) =>
  ({
    id: "sub_1",
    object: "subscription",
    status: "active",
    customer: "cus_1",
    metadata: { user_id: "u1" },
    items: { object: "list", data: [item(itemExtra)] },
    cancel_at_period_end: false,
    cancel_at: null,
    ended_at: null,
    created: START,
    ...extra,
  }) as unknown as Stripe.Subscription;

describe("toSubscription", () => {
  it("reads the period from the items (basil and later)", () => {
    const s = toSubscription(subscription({}, { current_period_start: START, current_period_end: END }));
    expect(s.currentPeriodEnd).toEqual(new Date(END * 1000));
  });

  it("reads the period from the subscription (before basil), where the items have none", () => {
    const s = toSubscription(subscription({ current_period_start: START, current_period_end: END }, {}));
    expect(s.currentPeriodEnd).toEqual(new Date(END * 1000));
    expect(Number.isNaN(s.currentPeriodEnd?.getTime())).toBe(false);
  });

  it("has no period rather than an invalid date when neither shape carries one", () => {
    expect(toSubscription(subscription({}, {})).currentPeriodEnd).toBeNull();
  });
});

describe("toInvoice", () => {
  const invoice = (extra: Record<string, unknown>) =>
    ({
      id: "in_1",
      object: "invoice",
      customer: "cus_1",
      status: "paid",
      attempted: true,
      amount_due: 2999,
      amount_paid: 2999,
      currency: "usd",
      created: START,
      hosted_invoice_url: null,
      metadata: {},
      lines: { object: "list", data: [] },
      ...extra,
    }) as unknown as Stripe.Invoice;

  it("finds the subscription and the user under parent (basil and later)", () => {
    const i = toInvoice(invoice({ parent: { type: "subscription_details", subscription_details: { subscription: "sub_1", metadata: { user_id: "u1" } } } }));
    expect(i).toMatchObject({ subscriptionId: "sub_1", userId: "u1" });
  });

  it("finds them at the top (before basil)", () => {
    const i = toInvoice(invoice({ subscription: "sub_1", subscription_details: { metadata: { user_id: "u1" } }, paid: true }));
    expect(i).toMatchObject({ subscriptionId: "sub_1", userId: "u1" });
  });
});

/** Subscription page display rules (docs/product.md#plan-and-trial, docs/product.md#business-constants): status and payment badges, price lines, money. */
import { TRIAL_DAYS } from "@understudy/services/constants";

export type BadgeVariant = "success" | "warning" | "destructive";

/** active, trial_expired, expired; an unknown status shows as active. */
export function subscriptionStatusBadge(status: string): { label: string; variant: BadgeVariant } {
  if (status === "trial_expired") return { label: "Trial Expired", variant: "warning" };
  if (status === "expired") return { label: "Expired", variant: "destructive" };
  return { label: "Active", variant: "success" };
}

/** paid, failed, otherwise pending. */
export function paymentStatusBadge(status: string): { label: string; variant: BadgeVariant } {
  if (status === "paid") return { label: "Paid", variant: "success" };
  if (status === "failed") return { label: "Failed", variant: "destructive" };
  return { label: "Pending", variant: "warning" };
}

/** "$29.99" for 29.99 USD; the currency code may be lower case, as Stripe sends it. */
export function formatMoney(amount: number, currency = "usd", locale = "en-US"): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** '$29.99/month' for a paid plan, 'Free for 14 days' for the free one. */
export function priceLine(price: number, currency = "usd"): string {
  return price > 0 ? `${formatMoney(price, currency)}/month` : `Free for ${TRIAL_DAYS} days`;
}

/**
 * What the page says about an upgrade whose first payment did not go through (Stripe's `incomplete`, then
 * `incomplete_expired` after 23 hours): nothing was charged, Pro never started, and checkout is open again.
 */
export function firstPaymentNotice(firstPayment: "declined" | "expired" | null): { title: string; body: string } | null {
  if (firstPayment === "declined") {
    return {
      title: "Your card was declined, so Pro has not started.",
      body: "Nothing was charged. Upgrade again and pay with another card; the checkout you started stays open for a day.",
    };
  }
  if (firstPayment === "expired") {
    return {
      title: "Your upgrade to Pro did not go through.",
      body: "The first payment was declined and was not completed within 23 hours, so Stripe closed the subscription. Nothing was charged. You can upgrade again whenever you like.",
    };
  }
  return null;
}

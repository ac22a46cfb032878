import type Stripe from "stripe";
import type {
  BillingCheckoutSession,
  BillingEvent,
  BillingInvoice,
  BillingInvoiceStatus,
  BillingSubscription,
  BillingSubscriptionStatus,
} from "./interface";

const SUBSCRIPTION_STATUSES: readonly BillingSubscriptionStatus[] = [
  "trialing",
  "active",
  "incomplete",
  "incomplete_expired",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
];
const INVOICE_STATUSES: readonly BillingInvoiceStatus[] = ["draft", "open", "paid", "uncollectible", "void"];

const date = (seconds: number | null | undefined) => (seconds === null || seconds === undefined ? null : new Date(seconds * 1000));
const idOf = (value: string | { id: string } | null | undefined) => (value === null || value === undefined ? null : typeof value === "string" ? value : value.id);

/**
 * The billing period in either shape: on the items since 2025-03-31.basil (the earliest end counts), on the
 * subscription before it (https://docs.stripe.com/changelog/basil/2025-03-31/deprecate-subscription-current-period-start-and-end).
 * Webhooks come in the endpoint's API version, which may be older than the SDK's.
 */
function periodEndOf(s: Stripe.Subscription): number | null {
  const ends = s.items.data.map((item) => (item as Partial<Stripe.SubscriptionItem>).current_period_end).filter((end): end is number => typeof end === "number");
  if (ends.length) return Math.min(...ends);
  const legacy = (s as unknown as { current_period_end?: unknown }).current_period_end;
  return typeof legacy === "number" ? legacy : null;
}

export function toSubscription(s: Stripe.Subscription): BillingSubscription {
  return {
    id: s.id,
    customerId: idOf(s.customer) ?? "",
    // A status this SDK does not know is treated as not live: it never grants Pro.
    status: SUBSCRIPTION_STATUSES.find((status) => status === s.status) ?? "incomplete",
    userId: s.metadata.user_id ?? null,
    priceId: s.items.data[0]?.price.id ?? null,
    currentPeriodEnd: date(periodEndOf(s)),
    cancelAtPeriodEnd: s.cancel_at_period_end,
    cancelAt: date(s.cancel_at),
    endedAt: date(s.ended_at),
    created: new Date(s.created * 1000),
  };
}

/** Before basil an invoice named its subscription at the top (`subscription`, `subscription_details`), not under `parent`. */
interface LegacyInvoiceFields {
  subscription?: string | { id: string } | null;
  subscription_details?: { metadata?: Record<string, string> | null } | null;
}

export function toInvoice(i: Stripe.Invoice): BillingInvoice {
  const details = i.parent?.subscription_details ?? null;
  const legacy = i as unknown as LegacyInvoiceFields;
  const lineSubscription = i.lines.data.map((line) => idOf(line.subscription)).find((id) => id !== null) ?? null;
  return {
    id: i.id,
    customerId: idOf(i.customer) ?? "",
    subscriptionId: idOf(details?.subscription) ?? idOf(legacy.subscription) ?? lineSubscription,
    userId: details?.metadata?.user_id ?? legacy.subscription_details?.metadata?.user_id ?? i.metadata?.user_id ?? null,
    status: INVOICE_STATUSES.find((status) => status === i.status) ?? "draft",
    attempted: i.attempted,
    amountDue: i.amount_due,
    amountPaid: i.amount_paid,
    currency: i.currency,
    created: new Date(i.created * 1000),
    hostedUrl: i.hosted_invoice_url ?? null,
  };
}

export function toCheckoutSession(s: Stripe.Checkout.Session): BillingCheckoutSession {
  return {
    id: s.id,
    url: s.url,
    status: s.status === "complete" ? "complete" : s.status === "expired" ? "expired" : "open",
    paymentStatus: s.payment_status === "paid" ? "paid" : s.payment_status === "no_payment_required" ? "no_payment_required" : "unpaid",
    customerId: idOf(s.customer),
    subscriptionId: idOf(s.subscription),
    invoiceId: idOf(s.invoice),
    userId: s.client_reference_id,
    amountTotal: s.amount_total ?? 0,
  };
}

export function toEvent(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, type: event.type, created: new Date(event.created * 1000) };
  const object = event.data.object as { object?: string; id?: string };
  switch (object.object) {
    case "checkout.session":
      return { ...base, kind: "checkout_session", object: toCheckoutSession(object as Stripe.Checkout.Session) };
    case "subscription":
      return { ...base, kind: "subscription", object: toSubscription(object as Stripe.Subscription) };
    case "invoice":
      return { ...base, kind: "invoice", object: toInvoice(object as Stripe.Invoice) };
    default:
      return { ...base, kind: "other", object: { id: object.id ?? null } };
  }
}

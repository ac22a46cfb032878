import { newId } from "./ids";
import type { Customer, Invoice, InvoiceLine, Metadata, Price, Product, Subscription, SubscriptionItem } from "./types";

/** Fresh objects with Stripe's defaults; the engine fills in what changes. */

export function newCustomer(now: number, input: { email: string | null; name: string | null; metadata: Metadata; description?: string | null }): Customer {
  return {
    id: newId("cus", 14),
    object: "customer",
    address: null,
    balance: 0,
    created: now,
    currency: null,
    default_source: null,
    delinquent: false,
    description: input.description ?? null,
    email: input.email,
    invoice_prefix: newId("X", 8).slice(2).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: input.metadata,
    name: input.name,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
}

export function newProduct(now: number, input: { name: string; metadata: Metadata; description?: string | null }): Product {
  return {
    id: newId("prod", 14),
    object: "product",
    active: true,
    created: now,
    default_price: null,
    description: input.description ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: input.metadata,
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    unit_label: null,
    updated: now,
    url: null,
  };
}

export function newPrice(
  now: number,
  input: { product: string; unitAmount: number; currency: string; recurring: Price["recurring"]; lookupKey: string | null; nickname: string | null; metadata: Metadata },
): Price {
  return {
    id: newId("price", 24),
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created: now,
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey,
    metadata: input.metadata,
    nickname: input.nickname,
    product: input.product,
    recurring: input.recurring,
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: input.recurring ? "recurring" : "one_time",
    unit_amount: input.unitAmount,
    unit_amount_decimal: String(input.unitAmount),
  };
}

export function newSubscription(
  now: number,
  input: { customer: string; price: Price; quantity: number; periodEnd: number; metadata: Metadata; defaultPaymentMethod: string | null },
): Subscription {
  const id = newId("sub", 24);
  const item: SubscriptionItem = {
    id: newId("si", 14),
    object: "subscription_item",
    created: now,
    current_period_end: input.periodEnd,
    current_period_start: now,
    discounts: [],
    metadata: {},
    price: input.price,
    quantity: input.quantity,
    subscription: id,
    tax_rates: [],
  };
  return {
    id,
    object: "subscription",
    application: null,
    automatic_tax: { enabled: false, liability: null },
    billing_cycle_anchor: now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: "charge_automatically",
    created: now,
    currency: input.price.currency,
    customer: input.customer,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    description: null,
    discounts: [],
    ended_at: null,
    items: { object: "list", data: [item], has_more: false, total_count: 1, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: input.metadata,
    pause_collection: null,
    start_date: now,
    status: "incomplete",
    test_clock: null,
    trial_end: null,
    trial_start: null,
  };
}

export function newInvoice(
  now: number,
  input: { subscription: Subscription; customer: Customer; reason: Invoice["billing_reason"]; trial?: boolean },
): Invoice {
  const id = newId("in", 24);
  const { subscription, customer } = input;
  const lines: InvoiceLine[] = subscription.items.data.map((item) => ({
    id: newId("il", 24),
    object: "line_item",
    amount: input.trial ? 0 : item.price.unit_amount * item.quantity,
    currency: item.price.currency,
    description: input.trial
      ? `Trial period for ${item.price.nickname ?? "Subscription"}`
      : `${item.quantity} × ${item.price.nickname ?? "Subscription"} (at $${(item.price.unit_amount / 100).toFixed(2)} / ${item.price.recurring?.interval ?? "once"})`,
    invoice: id,
    livemode: false,
    metadata: {},
    parent: {
      type: "subscription_item_details",
      subscription_item_details: { invoice_item: null, proration: false, subscription: subscription.id, subscription_item: item.id },
    },
    period: { start: item.current_period_start, end: item.current_period_end },
    pricing: { type: "price_details", price_details: { price: item.price.id, product: item.price.product }, unit_amount_decimal: item.price.unit_amount_decimal },
    quantity: item.quantity,
    subscription: subscription.id,
  }));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id,
    object: "invoice",
    account_country: "US",
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    billing_reason: input.reason,
    collection_method: "charge_automatically",
    created: now,
    currency: subscription.currency,
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name,
    default_payment_method: null,
    description: null,
    due_date: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: { object: "list", data: lines, has_more: false, total_count: lines.length, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
    },
    period_end: now,
    period_start: now,
    status: "draft",
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    total,
  };
}

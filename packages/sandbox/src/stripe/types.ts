/**
 * Wire shapes of the emulated objects (API version 2026-10-28.endive), kept as the JSON the API returns.
 * Only the fields stripe-node's callers read are modelled; the rest of Stripe's object is fixed filler.
 */
export const API_VERSION = "2026-10-28.endive";

export type Metadata = Record<string, string>;

export interface Customer {
  id: string;
  object: "customer";
  address: null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: { custom_fields: null; default_payment_method: string | null; footer: null; rendering_options: null };
  livemode: false;
  metadata: Metadata;
  name: string | null;
  phone: string | null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: "none";
  test_clock: null;
}

export interface DeletedCustomer {
  id: string;
  object: "customer";
  deleted: true;
}

export interface Product {
  id: string;
  object: "product";
  active: boolean;
  created: number;
  default_price: string | null;
  description: string | null;
  images: string[];
  livemode: false;
  marketing_features: [];
  metadata: Metadata;
  name: string;
  package_dimensions: null;
  shippable: null;
  statement_descriptor: null;
  tax_code: null;
  unit_label: null;
  updated: number;
  url: null;
}

export interface Price {
  id: string;
  object: "price";
  active: boolean;
  billing_scheme: "per_unit";
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: { interval: "day" | "week" | "month" | "year"; interval_count: number; meter: null; usage_type: "licensed" } | null;
  tax_behavior: "unspecified";
  tiers_mode: null;
  transform_quantity: null;
  type: "recurring" | "one_time";
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface PaymentMethod {
  id: string;
  object: "payment_method";
  billing_details: { email: string | null; name: string | null };
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: "credit" };
  created: number;
  customer: string | null;
  livemode: false;
  metadata: Metadata;
  type: "card";
}

export interface CheckoutSession {
  id: string;
  object: "checkout.session";
  allow_promotion_codes: boolean | null;
  amount_subtotal: number;
  amount_total: number;
  billing_address_collection: null;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_creation: "always" | "if_required" | null;
  customer_details: { email: string | null; name: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  invoice: string | null;
  livemode: false;
  locale: null;
  metadata: Metadata;
  mode: "subscription" | "payment" | "setup";
  payment_intent: null;
  payment_method_types: string[];
  payment_status: "paid" | "unpaid" | "no_payment_required";
  setup_intent: null;
  status: "open" | "complete" | "expired";
  submit_type: null;
  subscription: string | null;
  success_url: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: "hosted_page";
  url: string | null;
}

/** What the emulator remembers about a session beyond its wire shape. */
export interface SessionExtras {
  lineItems: { price: string; quantity: number }[];
  subscriptionData: { metadata: Metadata; trialPeriodDays: number | null };
  declines: number;
  /** The subscription a declined first payment left `incomplete`: a retry on the same session pays its invoice. */
  pendingSubscription?: string;
}

export type SubscriptionStatus =
  | "trialing"
  | "active"
  | "incomplete"
  | "incomplete_expired"
  | "past_due"
  | "canceled"
  | "unpaid"
  | "paused";

export interface SubscriptionItem {
  id: string;
  object: "subscription_item";
  created: number;
  current_period_end: number;
  current_period_start: number;
  discounts: [];
  metadata: Metadata;
  price: Price;
  quantity: number;
  subscription: string;
  tax_rates: [];
}

export interface Subscription {
  id: string;
  object: "subscription";
  application: null;
  automatic_tax: { enabled: false; liability: null };
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  collection_method: "charge_automatically";
  created: number;
  currency: string;
  customer: string;
  days_until_due: null;
  default_payment_method: string | null;
  description: null;
  discounts: [];
  ended_at: number | null;
  items: { object: "list"; data: SubscriptionItem[]; has_more: false; total_count: number; url: string };
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  pause_collection: null;
  start_date: number;
  status: SubscriptionStatus;
  test_clock: null;
  trial_end: number | null;
  trial_start: number | null;
}

export interface InvoiceLine {
  id: string;
  object: "line_item";
  amount: number;
  currency: string;
  description: string;
  invoice: string;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: "subscription_item_details";
    subscription_item_details: { invoice_item: null; proration: false; subscription: string; subscription_item: string };
  };
  period: { start: number; end: number };
  pricing: { type: "price_details"; price_details: { price: string; product: string }; unit_amount_decimal: string };
  quantity: number;
  subscription: string;
}

export type InvoiceStatus = "draft" | "open" | "paid" | "uncollectible" | "void";

export interface Invoice {
  id: string;
  object: "invoice";
  account_country: string;
  amount_due: number;
  amount_overpaid: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  auto_advance: boolean;
  billing_reason: "subscription_create" | "subscription_cycle" | "subscription_update" | "manual";
  collection_method: "charge_automatically";
  created: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  default_payment_method: null;
  description: null;
  due_date: null;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  lines: { object: "list"; data: InvoiceLine[]; has_more: false; total_count: number; url: string };
  livemode: false;
  metadata: Metadata;
  next_payment_attempt: number | null;
  number: string | null;
  parent: {
    type: "subscription_details";
    quote_details: null;
    subscription_details: { metadata: Metadata; subscription: string };
  };
  period_end: number;
  period_start: number;
  status: InvoiceStatus;
  status_transitions: { finalized_at: number | null; marked_uncollectible_at: number | null; paid_at: number | null; voided_at: number | null };
  subtotal: number;
  total: number;
}

export interface PortalSession {
  id: string;
  object: "billing_portal.session";
  configuration: string;
  created: number;
  customer: string;
  flow: null;
  livemode: false;
  locale: null;
  on_behalf_of: null;
  return_url: string | null;
  url: string;
}

/** `billing_portal.configuration`: what the customer portal offers. Only the features the portal page reads are typed. */
export interface PortalConfiguration {
  id: string;
  object: "billing_portal.configuration";
  active: boolean;
  application: null;
  business_profile: { headline: string | null; privacy_policy_url: string | null; terms_of_service_url: string | null };
  created: number;
  default_return_url: string | null;
  features: Record<string, unknown>;
  is_default: boolean;
  livemode: false;
  login_page: { enabled: false; url: null };
  metadata: Metadata;
  name: string | null;
  updated: number;
}

export interface WebhookEndpoint {
  id: string;
  object: "webhook_endpoint";
  api_version: string | null;
  application: null;
  created: number;
  description: string | null;
  enabled_events: string[];
  livemode: false;
  metadata: Metadata;
  status: "enabled" | "disabled";
  url: string;
}

export interface StripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

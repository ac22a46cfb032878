/**
 * What Understudy needs from a billing provider, in the app's own terms. The Stripe provider maps
 * these onto stripe-node; the fake keeps them in memory for tests.
 */

/** Stripe's subscription statuses, kept verbatim: the app maps them onto its plan states. */
export type BillingSubscriptionStatus =
  | "trialing"
  | "active"
  | "incomplete"
  | "incomplete_expired"
  | "past_due"
  | "canceled"
  | "unpaid"
  | "paused";

export type BillingInvoiceStatus = "draft" | "open" | "paid" | "uncollectible" | "void";

export interface BillingSubscription {
  id: string;
  customerId: string;
  status: BillingSubscriptionStatus;
  /** The app's user id, from the subscription metadata the checkout wrote (`user_id`). */
  userId: string | null;
  priceId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When a scheduled or immediate cancellation takes (took) effect. */
  cancelAt: Date | null;
  endedAt: Date | null;
  created: Date;
}

export interface BillingInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  userId: string | null;
  status: BillingInvoiceStatus;
  /** A payment was tried (and, unless `status` is paid, failed). */
  attempted: boolean;
  amountDue: number;
  amountPaid: number;
  currency: string;
  created: Date;
  hostedUrl: string | null;
}

export interface BillingCheckoutSession {
  id: string;
  url: string | null;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  customerId: string | null;
  subscriptionId: string | null;
  /** The first invoice, once the session completed. */
  invoiceId: string | null;
  /** `client_reference_id`: the app's user id. */
  userId: string | null;
  amountTotal: number;
}

/** A verified webhook event; `object` is the snapshot Stripe sent (re-read it before trusting its state). */
export type BillingEvent = {
  id: string;
  type: string;
  created: Date;
} & (
  | { kind: "checkout_session"; object: BillingCheckoutSession }
  | { kind: "subscription"; object: BillingSubscription }
  | { kind: "invoice"; object: BillingInvoice }
  | { kind: "other"; object: { id: string | null } }
);

export interface CreateCustomerInput {
  userId: string;
  email: string;
  name: string | null;
  idempotencyKey: string;
}

export interface CreateCheckoutInput {
  customerId: string;
  userId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface BillingProvider {
  createCustomer(input: CreateCustomerInput): Promise<{ id: string }>;
  /** The recurring Pro price, found by its lookup key and created on first use. */
  proPriceId(): Promise<string>;
  createCheckoutSession(input: CreateCheckoutInput): Promise<BillingCheckoutSession>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** null when Stripe does not know the id. */
  getSubscription(id: string): Promise<BillingSubscription | null>;
  getInvoice(id: string): Promise<BillingInvoice | null>;
  getCheckoutSession(id: string): Promise<BillingCheckoutSession | null>;
  /** Every subscription of a customer, including ended ones, newest first. */
  listSubscriptions(customerId: string): Promise<BillingSubscription[]>;
  /** No renewal: the subscription ends when the paid period does (asking twice changes nothing). */
  cancelSubscriptionAtPeriodEnd(id: string): Promise<BillingSubscription>;
  /** Verifies `Stripe-Signature` over the raw body (age measured at `receivedAt`) and parses the event. */
  parseWebhook(rawBody: string, signature: string | null, receivedAt: Date): BillingEvent;
}

import type {
  CheckoutSession,
  Customer,
  Invoice,
  PaymentMethod,
  PortalConfiguration,
  PortalSession,
  Price,
  Product,
  SessionExtras,
  StripeEvent,
  Subscription,
  WebhookEndpoint,
} from "./types";

export interface IdempotentResult {
  paramsFingerprint: string;
  path: string;
  status: number;
  body: string;
}

export interface EndpointRecord {
  endpoint: WebhookEndpoint;
  secret: string;
}

/** Every emulated Stripe object, in memory. Maps keep insertion order, which lists rely on. */
export class StripeStore {
  readonly customers = new Map<string, Customer>();
  readonly deletedCustomers = new Set<string>();
  readonly products = new Map<string, Product>();
  readonly prices = new Map<string, Price>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  /** The card number behind each payment method: it decides whether later charges succeed. */
  readonly cardNumbers = new Map<string, string>();
  readonly sessions = new Map<string, CheckoutSession>();
  readonly sessionExtras = new Map<string, SessionExtras>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly portalConfigurations = new Map<string, PortalConfiguration>();
  readonly portalSessions = new Map<string, PortalSession & { expires_at: number }>();
  readonly endpoints = new Map<string, EndpointRecord>();
  readonly events = new Map<string, StripeEvent>();
  readonly idempotency = new Map<string, IdempotentResult>();
  invoiceCounter = 0;

  clear(): void {
    for (const map of [
      this.customers,
      this.products,
      this.prices,
      this.paymentMethods,
      this.cardNumbers,
      this.sessions,
      this.sessionExtras,
      this.subscriptions,
      this.invoices,
      this.portalConfigurations,
      this.portalSessions,
      this.endpoints,
      this.events,
      this.idempotency,
    ]) {
      map.clear();
    }
    this.deletedCustomers.clear();
    this.invoiceCounter = 0;
  }

  /** Any stored object by id, for `expand[]`. */
  lookup(id: string): unknown {
    return (
      this.customers.get(id) ??
      this.products.get(id) ??
      this.prices.get(id) ??
      this.paymentMethods.get(id) ??
      this.sessions.get(id) ??
      this.subscriptions.get(id) ??
      this.invoices.get(id)
    );
  }
}

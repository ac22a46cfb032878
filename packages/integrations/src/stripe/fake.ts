import { createHmac, randomUUID } from "node:crypto";
import { BillingRequestError, WebhookSignatureError } from "./errors";
import type { BillingCheckoutSession, BillingEvent, BillingInvoice, BillingProvider, BillingSubscription, CreateCheckoutInput } from "./interface";

const FAKE_SECRET = "whsec_fake";

/**
 * An in-memory BillingProvider for tests: what it "knows" is whatever the test put in it, and
 * `calls` records every request so tests can assert on reuse and idempotency keys.
 */
export class FakeBilling implements BillingProvider {
  readonly customers = new Map<string, { id: string; userId: string; email: string }>();
  readonly subscriptions = new Map<string, BillingSubscription>();
  readonly invoices = new Map<string, BillingInvoice>();
  readonly sessions = new Map<string, BillingCheckoutSession & { input: CreateCheckoutInput }>();
  readonly calls: { method: string; idempotencyKey?: string }[] = [];
  #byKey = new Map<string, unknown>();
  /** Set to make the next calls fail as if Stripe were down. */
  unavailable = false;

  #guard(method: string, idempotencyKey?: string): void {
    this.calls.push({ method, ...(idempotencyKey ? { idempotencyKey } : {}) });
    if (this.unavailable) throw new BillingRequestError("fake Stripe is unavailable", "api_error");
  }

  createCustomer(input: { userId: string; email: string; name: string | null; idempotencyKey: string }): Promise<{ id: string }> {
    this.#guard("createCustomer", input.idempotencyKey);
    const replay = this.#byKey.get(input.idempotencyKey) as { id: string } | undefined;
    if (replay) return Promise.resolve(replay);
    const customer = { id: `cus_fake_${randomUUID().slice(0, 8)}`, userId: input.userId, email: input.email };
    this.customers.set(customer.id, customer);
    this.#byKey.set(input.idempotencyKey, { id: customer.id });
    return Promise.resolve({ id: customer.id });
  }

  proPriceId(): Promise<string> {
    this.#guard("proPriceId");
    return Promise.resolve("price_fake_pro");
  }

  createCheckoutSession(input: CreateCheckoutInput): Promise<BillingCheckoutSession> {
    this.#guard("createCheckoutSession", input.idempotencyKey);
    if (!this.customers.has(input.customerId)) throw new BillingRequestError(`No such customer: '${input.customerId}'`, "resource_missing");
    const replay = this.#byKey.get(input.idempotencyKey) as BillingCheckoutSession | undefined;
    if (replay) return Promise.resolve(this.sessions.get(replay.id) ?? replay);
    const id = `cs_fake_${randomUUID().slice(0, 8)}`;
    const session = {
      id,
      url: `https://checkout.fake/c/pay/${id}`,
      status: "open" as const,
      paymentStatus: "unpaid" as const,
      customerId: input.customerId,
      subscriptionId: null,
      invoiceId: null,
      userId: input.userId,
      amountTotal: 2999,
      input,
    };
    this.sessions.set(id, session);
    this.#byKey.set(input.idempotencyKey, session);
    return Promise.resolve(session);
  }

  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    this.#guard("createPortalSession");
    if (!this.customers.has(input.customerId)) throw new BillingRequestError(`No such customer: '${input.customerId}'`, "resource_missing");
    return Promise.resolve({ url: `https://billing.fake/p/session/${input.customerId}` });
  }

  getSubscription(id: string): Promise<BillingSubscription | null> {
    this.#guard("getSubscription");
    return Promise.resolve(this.subscriptions.get(id) ?? null);
  }

  getInvoice(id: string): Promise<BillingInvoice | null> {
    this.#guard("getInvoice");
    return Promise.resolve(this.invoices.get(id) ?? null);
  }

  getCheckoutSession(id: string): Promise<BillingCheckoutSession | null> {
    this.#guard("getCheckoutSession");
    return Promise.resolve(this.sessions.get(id) ?? null);
  }

  cancelSubscriptionAtPeriodEnd(id: string): Promise<BillingSubscription> {
    this.#guard("cancelSubscriptionAtPeriodEnd");
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new BillingRequestError(`No such subscription: '${id}'`, "resource_missing");
    const updated = { ...subscription, cancelAtPeriodEnd: true, cancelAt: subscription.currentPeriodEnd };
    this.subscriptions.set(id, updated);
    return Promise.resolve(updated);
  }

  listSubscriptions(customerId: string): Promise<BillingSubscription[]> {
    this.#guard("listSubscriptions");
    return Promise.resolve([...this.subscriptions.values()].filter((s) => s.customerId === customerId).sort((a, b) => b.created.getTime() - a.created.getTime()));
  }

  /** The signature `parseWebhook` accepts for a body. */
  static sign(rawBody: string): string {
    return `t=0,v1=${createHmac("sha256", FAKE_SECRET).update(rawBody).digest("hex")}`;
  }

  parseWebhook(rawBody: string, signature: string | null): BillingEvent {
    if (!signature || signature !== FakeBilling.sign(rawBody)) throw new WebhookSignatureError("No signatures found matching the expected signature for payload");
    return reviveDates(JSON.parse(rawBody)) as BillingEvent;
  }
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
function reviveDates(value: unknown): unknown {
  if (typeof value === "string" && ISO.test(value)) return new Date(value);
  if (Array.isArray(value)) return value.map(reviveDates);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reviveDates(v)]));
  return value;
}

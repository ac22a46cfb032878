import { chargeOutcome, type CardBehaviour, type Decline } from "./cards";
import { addMonths, type StripeClock } from "./clock";
import { StripeApiError } from "./errors";
import { newId } from "./ids";
import { newCustomer, newInvoice, newSubscription } from "./objects";
import type { StripeStore } from "./store";
import type { CheckoutSession, Customer, Invoice, Metadata, PaymentMethod, Price, StripeEvent, Subscription } from "./types";
import { API_VERSION } from "./types";
import type { WebhookDispatcher } from "./webhooks";

const DAY = 86_400;
/** Smart-retry stand-in: after the first failure, retry 3, 5 and 7 days later, then cancel. */
const RETRY_AFTER_DAYS = [3, 5, 7];
export const MAX_PAYMENT_ATTEMPTS = RETRY_AFTER_DAYS.length + 1;
/** An `incomplete` subscription's payment window (https://docs.stripe.com/billing/subscriptions/overview#payment-window). */
export const INCOMPLETE_EXPIRES_AFTER = 23 * 3600;

export interface EngineUrls {
  checkout(id: string): string;
  invoice(id: string): string;
}

type Live = Extract<Subscription["status"], "active" | "trialing" | "past_due">;
const LIVE: readonly Subscription["status"][] = ["active", "trialing", "past_due"] satisfies Live[];

/**
 * Stripe's billing behaviour: Checkout completion, subscriptions and their invoices, renewals,
 * dunning, cancellation at period end. Every state change raises the event Stripe would raise.
 */
export class StripeEngine {
  /** Set while the clock is being stepped, so objects and events carry the time they fell due. */
  #steppingAt: number | null = null;
  #request: StripeEvent["request"] = { id: null, idempotency_key: null };

  constructor(
    readonly store: StripeStore,
    readonly clock: StripeClock,
    readonly dispatcher: WebhookDispatcher,
    readonly urls: EngineUrls,
  ) {}

  now(): number {
    return this.#steppingAt ?? this.clock.nowSeconds();
  }

  /** Runs `fn` as one API request: its events name the request and go out together afterwards. */
  inRequest<T>(request: StripeEvent["request"], fn: () => T): T {
    this.tick();
    // What fell due before the request is announced whatever becomes of the request.
    this.dispatcher.endBurst();
    this.#request = request;
    try {
      return fn();
    } catch (error) {
      // A refused request announces nothing (routes validate before they write, so nothing was written either);
      // a declined charge (402) did happen, and its events stand.
      if (!(error instanceof StripeApiError && error.status === 402)) {
        for (const event of this.dispatcher.discardBurst()) this.store.events.delete(event.id);
      }
      throw error;
    } finally {
      this.#request = { id: null, idempotency_key: null };
      this.dispatcher.endBurst();
    }
  }

  emit(type: string, object: unknown, previous?: Record<string, unknown>): void {
    const event: StripeEvent = {
      id: newId("evt", 24),
      object: "event",
      api_version: API_VERSION,
      created: this.now(),
      data: previous ? { object: structuredClone(object), previous_attributes: previous } : { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 0,
      request: { ...this.#request },
      type,
    };
    this.store.events.set(event.id, event);
    this.dispatcher.record(event);
  }

  /* ----------------------------------------------------------------- customers and payment methods */

  createCustomer(input: { email: string | null; name: string | null; metadata: Metadata; description?: string | null }): Customer {
    const customer = newCustomer(this.now(), input);
    this.store.customers.set(customer.id, customer);
    this.emit("customer.created", customer);
    return customer;
  }

  attachCard(customer: Customer, card: { number: string; behaviour: CardBehaviour; expMonth: number; expYear: number }, billing: { email: string | null; name: string | null }): PaymentMethod {
    const pm: PaymentMethod = {
      id: newId("pm", 24),
      object: "payment_method",
      billing_details: billing,
      card: { brand: card.behaviour.brand, last4: card.number.slice(-4), exp_month: card.expMonth, exp_year: card.expYear, funding: "credit" },
      created: this.now(),
      customer: customer.id,
      livemode: false,
      metadata: {},
      type: "card",
    };
    this.store.paymentMethods.set(pm.id, pm);
    this.store.cardNumbers.set(pm.id, card.number);
    this.emit("payment_method.attached", pm);
    const previous = customer.invoice_settings.default_payment_method;
    customer.invoice_settings.default_payment_method = pm.id;
    this.emit("customer.updated", customer, { invoice_settings: { default_payment_method: previous } });
    return pm;
  }

  /** Portal "update payment method": the new card becomes the default and open invoices are retried with it. */
  replaceDefaultCard(customer: Customer, pm: PaymentMethod): void {
    for (const subscription of this.store.subscriptions.values()) {
      if (subscription.customer !== customer.id || !LIVE.includes(subscription.status)) continue;
      const previous = subscription.default_payment_method;
      subscription.default_payment_method = pm.id;
      this.emit("customer.subscription.updated", subscription, { default_payment_method: previous });
    }
    for (const invoice of this.store.invoices.values()) {
      if (invoice.customer === customer.id && invoice.status === "open") this.#attemptPayment(invoice);
    }
  }

  /* ----------------------------------------------------------------- checkout */

  /**
   * The hosted page accepted a card: create the subscription (or reuse the one a declined attempt left
   * `incomplete`), pay its first invoice, and complete the session only if that payment went through.
   *
   * A card that attaches and is then declined does not complete the session: Checkout shows the decline and
   * the customer may retry with another card on the same page; the session stays `open` and no
   * `checkout.session.completed` is sent (https://docs.stripe.com/payments/checkout/how-checkout-works#lifecycle).
   * The subscription whose first invoice is unpaid stays `incomplete`
   * (https://docs.stripe.com/billing/subscriptions/overview#payment-status).
   */
  checkoutWithCard(session: CheckoutSession, customer: Customer, pm: PaymentMethod): { ok: true; subscription: Subscription } | { ok: false; decline: Decline } {
    const extras = this.store.sessionExtras.get(session.id);
    const line = extras?.lineItems[0];
    const price = line ? this.store.prices.get(line.price) : undefined;
    if (!extras || !line || !price) throw new Error(`session ${session.id} has no recurring price`);
    const pending = extras.pendingSubscription ? this.store.subscriptions.get(extras.pendingSubscription) : undefined;
    let subscription: Subscription;
    let invoice: Invoice | undefined;
    if (pending?.status === "incomplete") {
      // The retry pays the same first invoice with the new card.
      subscription = pending;
      const previous = { default_payment_method: subscription.default_payment_method };
      subscription.default_payment_method = pm.id;
      this.emit("customer.subscription.updated", subscription, previous);
      invoice = subscription.latest_invoice ? this.store.invoices.get(subscription.latest_invoice) : undefined;
      if (invoice?.status === "open") this.#attemptPayment(invoice);
    } else {
      const now = this.now();
      const trialDays = extras.subscriptionData.trialPeriodDays;
      const trialEnd = trialDays ? now + trialDays * DAY : null;
      subscription = newSubscription(now, {
        customer: customer.id,
        price,
        quantity: line.quantity,
        periodEnd: trialEnd ?? periodEnd(now, price),
        metadata: { ...extras.subscriptionData.metadata },
        defaultPaymentMethod: pm.id,
      });
      if (trialEnd) Object.assign(subscription, { status: "trialing", trial_start: now, trial_end: trialEnd } satisfies Partial<Subscription>);
      this.store.subscriptions.set(subscription.id, subscription);
      this.emit("customer.subscription.created", subscription);
      invoice = this.#openInvoice(subscription, customer, "subscription_create", trialEnd !== null);
      subscription.latest_invoice = invoice.id;
      this.#attemptPayment(invoice);
    }
    if (!invoice) throw new Error(`subscription ${subscription.id} has no first invoice`);
    if (invoice.status !== "paid") {
      extras.pendingSubscription = subscription.id;
      extras.declines += 1;
      const outcome = chargeOutcome(this.store.cardNumbers.get(pm.id));
      return { ok: false, decline: outcome.ok ? { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." } : outcome.decline };
    }

    Object.assign(session, {
      status: "complete",
      payment_status: subscription.status === "trialing" ? "no_payment_required" : "paid",
      customer: customer.id,
      customer_details: { email: customer.email, name: pm.billing_details.name ?? customer.name },
      subscription: subscription.id,
      invoice: invoice.id,
      url: null,
    } satisfies Partial<CheckoutSession>);
    this.emit("checkout.session.completed", session);
    return { ok: true, subscription };
  }

  /**
   * A subscription whose first invoice is still unpaid 23 hours after it was created becomes
   * `incomplete_expired`, a terminal status, and its open invoice is voided
   * (https://docs.stripe.com/billing/subscriptions/overview#payment-window). The status change is a
   * `customer.subscription.updated`; the subscription has ended, which is what `customer.subscription.deleted`
   * announces (https://docs.stripe.com/billing/subscriptions/webhooks#events) ⚠ whether Stripe sends both is not
   * stated: both are sent, so the app is exercised with either.
   */
  #expireIncomplete(subscription: Subscription): void {
    if (subscription.status !== "incomplete") return;
    const invoice = subscription.latest_invoice ? this.store.invoices.get(subscription.latest_invoice) : undefined;
    if (invoice?.status === "open") {
      invoice.status = "void";
      invoice.next_payment_attempt = null;
      invoice.status_transitions.voided_at = this.now();
      this.emit("invoice.voided", invoice);
    }
    subscription.status = "incomplete_expired";
    subscription.ended_at = this.now();
    this.emit("customer.subscription.updated", subscription, { status: "incomplete" });
    this.emit("customer.subscription.deleted", subscription);
  }

  expireSession(session: CheckoutSession): void {
    if (session.status !== "open") return;
    session.status = "expired";
    session.url = null;
    this.emit("checkout.session.expired", session);
  }

  /* ----------------------------------------------------------------- subscriptions */

  setCancelAtPeriodEnd(subscription: Subscription, cancel: boolean): void {
    if (subscription.cancel_at_period_end === cancel) return;
    const previous = {
      cancel_at_period_end: subscription.cancel_at_period_end,
      cancel_at: subscription.cancel_at,
      canceled_at: subscription.canceled_at,
      cancellation_details: { ...subscription.cancellation_details },
    };
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? currentPeriodEnd(subscription) : null;
    subscription.canceled_at = cancel ? this.now() : null;
    subscription.cancellation_details = { comment: null, feedback: null, reason: cancel ? "cancellation_requested" : null };
    this.emit("customer.subscription.updated", subscription, previous);
  }

  updateMetadata(subscription: Subscription, metadata: Metadata): void {
    const previous = { metadata: { ...subscription.metadata } };
    for (const [key, value] of Object.entries(metadata)) {
      if (value === "") delete subscription.metadata[key];
      else subscription.metadata[key] = value;
    }
    this.emit("customer.subscription.updated", subscription, previous);
  }

  cancelNow(subscription: Subscription, reason: "cancellation_requested" | "payment_failed" = "cancellation_requested"): void {
    if (subscription.status === "canceled" || subscription.status === "incomplete_expired") return;
    const now = this.now();
    subscription.status = "canceled";
    subscription.canceled_at ??= now;
    subscription.ended_at = now;
    subscription.cancellation_details = { comment: null, feedback: null, reason };
    this.emit("customer.subscription.deleted", subscription);
  }

  /* ----------------------------------------------------------------- time */

  /** Stripe's clock moved: do, in order, everything that fell due (renewals, retries, period-end cancellations). */
  tick(): void {
    const target = this.clock.nowSeconds();
    for (let guard = 0; guard < 10_000; guard += 1) {
      const next = this.#nextDue(target);
      if (!next) break;
      this.#steppingAt = next.at;
      try {
        next.run();
      } finally {
        this.#steppingAt = null;
      }
    }
  }

  /** Moves Stripe's clock and runs what fell due; the resulting events go out as one burst. */
  advanceTo(seconds: number): number {
    const now = this.clock.advanceTo(seconds);
    this.tick();
    this.dispatcher.endBurst();
    return now;
  }

  #nextDue(target: number): { at: number; run: () => void } | null {
    let best: { at: number; run: () => void } | null = null;
    const consider = (at: number, run: () => void) => {
      if (at <= target && (!best || at < best.at)) best = { at, run };
    };
    for (const session of this.store.sessions.values()) {
      if (session.status === "open") consider(session.expires_at, () => this.expireSession(session));
    }
    for (const invoice of this.store.invoices.values()) {
      if (invoice.status === "open" && invoice.next_payment_attempt !== null) consider(invoice.next_payment_attempt, () => this.#attemptPayment(invoice));
    }
    for (const subscription of this.store.subscriptions.values()) {
      if (subscription.status === "incomplete") consider(subscription.created + INCOMPLETE_EXPIRES_AFTER, () => this.#expireIncomplete(subscription));
      if (!LIVE.includes(subscription.status)) continue;
      consider(currentPeriodEnd(subscription), () => this.#periodEnded(subscription));
    }
    return best;
  }

  #periodEnded(subscription: Subscription): void {
    if (subscription.cancel_at_period_end) {
      this.cancelNow(subscription);
      return;
    }
    const previousItems = structuredClone(subscription.items);
    for (const item of subscription.items.data) {
      item.current_period_start = item.current_period_end;
      item.current_period_end = periodEnd(item.current_period_start, item.price);
    }
    const customer = this.store.customers.get(subscription.customer);
    if (!customer) {
      this.cancelNow(subscription);
      return;
    }
    const invoice = this.#openInvoice(subscription, customer, "subscription_cycle");
    const previousInvoice = subscription.latest_invoice;
    subscription.latest_invoice = invoice.id;
    this.emit("customer.subscription.updated", subscription, { items: previousItems, latest_invoice: previousInvoice });
    this.#attemptPayment(invoice);
  }

  /* ----------------------------------------------------------------- invoices */

  #openInvoice(subscription: Subscription, customer: Customer, reason: Invoice["billing_reason"], trial = false): Invoice {
    const invoice = newInvoice(this.now(), { subscription, customer, reason, trial });
    this.store.invoices.set(invoice.id, invoice);
    this.emit("invoice.created", invoice);
    this.store.invoiceCounter += 1;
    invoice.status = "open";
    invoice.number = `${customer.invoice_prefix}-${String(this.store.invoiceCounter).padStart(4, "0")}`;
    invoice.hosted_invoice_url = this.urls.invoice(invoice.id);
    invoice.status_transitions.finalized_at = this.now();
    this.emit("invoice.finalized", invoice);
    return invoice;
  }

  #attemptPayment(invoice: Invoice): void {
    const subscription = this.store.subscriptions.get(invoice.parent.subscription_details.subscription);
    const customer = this.store.customers.get(invoice.customer);
    const pmId = subscription?.default_payment_method ?? customer?.invoice_settings.default_payment_method ?? undefined;
    // A $0 invoice (a trial's first) is paid without touching the card.
    const outcome = invoice.amount_due === 0 ? ({ ok: true } as const) : chargeOutcome(pmId ? this.store.cardNumbers.get(pmId) : undefined);
    const now = this.now();
    invoice.attempted = true;
    invoice.attempt_count += 1;

    if (outcome.ok) {
      invoice.status = "paid";
      invoice.amount_paid = invoice.amount_due;
      invoice.amount_remaining = 0;
      invoice.next_payment_attempt = null;
      invoice.status_transitions.paid_at = now;
      this.emit("invoice.paid", invoice);
      this.emit("invoice.payment_succeeded", invoice);
      const endsTrial = subscription?.status === "trialing" && invoice.billing_reason === "subscription_cycle";
      if (subscription && (subscription.status === "incomplete" || subscription.status === "past_due" || endsTrial)) {
        const previous = { status: subscription.status };
        subscription.status = "active";
        this.emit("customer.subscription.updated", subscription, previous);
      }
      return;
    }

    // A first invoice is paid on the session, by the customer: Stripe does not retry it on its own
    // (https://docs.stripe.com/billing/subscriptions/overview#payment-window), and it never counts towards dunning.
    if (subscription?.status === "incomplete") {
      invoice.next_payment_attempt = null;
      this.emit("invoice.payment_failed", invoice);
      return;
    }
    const final = invoice.attempt_count >= MAX_PAYMENT_ATTEMPTS;
    const retryIn = RETRY_AFTER_DAYS[invoice.attempt_count - 1];
    invoice.next_payment_attempt = final || retryIn === undefined ? null : now + retryIn * DAY;
    this.emit("invoice.payment_failed", invoice);
    if (!subscription) return;
    if (final) {
      invoice.status = "uncollectible";
      invoice.status_transitions.marked_uncollectible_at = now;
      this.emit("invoice.marked_uncollectible", invoice);
      this.cancelNow(subscription, "payment_failed");
    } else if (subscription.status === "active" || subscription.status === "trialing") {
      const previous = { status: subscription.status };
      subscription.status = "past_due";
      this.emit("customer.subscription.updated", subscription, previous);
    }
  }
}

export function currentPeriodEnd(subscription: Subscription): number {
  return Math.min(...subscription.items.data.map((item) => item.current_period_end));
}

export function periodEnd(start: number, price: Price): number {
  const recurring = price.recurring;
  if (!recurring) return start;
  const n = recurring.interval_count;
  switch (recurring.interval) {
    case "day":
      return start + n * DAY;
    case "week":
      return start + n * 7 * DAY;
    case "month":
      return addMonths(start, n);
    case "year":
      return addMonths(start, 12 * n);
  }
}

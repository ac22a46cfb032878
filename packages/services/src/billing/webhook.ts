import { eq } from "drizzle-orm";
import { processedWebhookEvents } from "@understudy/db/schema";
import {
  BillingUnavailableError,
  WebhookSignatureError,
  type BillingEvent,
  type BillingInvoice,
  type BillingProvider,
  type BillingSubscription,
} from "@understudy/integrations/stripe";
import { actingAs, type ServiceContext } from "../context";
import type { AppDeps } from "../deps";
import type { Logger } from "../logger";
import { BadRequestError, ServiceError } from "../errors";
import { lockPlan } from "../subscription/plan-writes";
import { decidingSubscription } from "./deciding";
import { applyInvoice, applySubscription, linkCustomer, notifyPaymentFailed, resolveBillingUser } from "./sync";

export const STRIPE_WEBHOOK_SOURCE = "stripe";

/** The service context a Stripe delivery runs under: no user, the webhook itself is the actor. */
export function webhookContext(deps: AppDeps, log: Logger): ServiceContext {
  return actingAs(deps, log.child({ webhook: STRIPE_WEBHOOK_SOURCE }), { type: "webhook", source: STRIPE_WEBHOOK_SOURCE });
}

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

/** What to read back from Stripe for an event: its object as it is now, not as the (possibly stale) snapshot says. */
interface FreshFacts {
  customerId: string | null;
  userIdHint: string | null;
  subscription: BillingSubscription | null;
  /** Every subscription of the customer, as read with `subscription`. */
  others: BillingSubscription[];
  invoice: BillingInvoice | null;
  /** The status of the invoice's own subscription: `incomplete` while its first payment is still owed. */
  invoiceSubscriptionStatus: string | null;
}

const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
]);
const INVOICE_EVENTS = new Set([
  "invoice.created",
  "invoice.finalized",
  "invoice.paid",
  "invoice.payment_succeeded",
  "invoice.payment_failed",
  "invoice.marked_uncollectible",
  "invoice.voided",
  "invoice.updated",
]);

async function readFresh(billing: BillingProvider, event: BillingEvent): Promise<FreshFacts | null> {
  switch (event.kind) {
    case "checkout_session": {
      if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.async_payment_succeeded") return null;
      const session = (await billing.getCheckoutSession(event.object.id)) ?? event.object;
      const subscription = session.subscriptionId ? await billing.getSubscription(session.subscriptionId) : null;
      return { customerId: session.customerId, userIdHint: session.userId, ...(await decidingSubscription(billing, session.customerId, subscription)), invoice: null, invoiceSubscriptionStatus: null };
    }
    case "subscription": {
      if (!SUBSCRIPTION_EVENTS.has(event.type)) return null;
      // Stripe keeps ended subscriptions readable; a 404 means the snapshot is all there is.
      const subscription = (await billing.getSubscription(event.object.id)) ?? event.object;
      return { customerId: subscription.customerId, userIdHint: subscription.userId, ...(await decidingSubscription(billing, subscription.customerId, subscription)), invoice: null, invoiceSubscriptionStatus: null };
    }
    case "invoice": {
      if (!INVOICE_EVENTS.has(event.type)) return null;
      const invoice = (await billing.getInvoice(event.object.id)) ?? event.object;
      if (!invoice.subscriptionId) return null;
      const subscription = await billing.getSubscription(invoice.subscriptionId);
      return {
        customerId: invoice.customerId,
        userIdHint: invoice.userId ?? subscription?.userId ?? null,
        ...(await decidingSubscription(billing, invoice.customerId, subscription)),
        invoice,
        invoiceSubscriptionStatus: subscription?.status ?? null,
      };
    }
    case "other":
      return null;
  }
}

/**
 * Applies one verified event exactly once. Stripe is re-read first (outside the transaction), then the
 * event id is claimed and the facts written in one transaction: a failure leaves the id unclaimed, so
 * Stripe's retry applies it later.
 */
export async function applyBillingEvent({ ctx, billing, event }: { ctx: ServiceContext; billing: BillingProvider; event: BillingEvent }): Promise<WebhookOutcome> {
  const [seen] = await ctx.db.select({ id: processedWebhookEvents.eventId }).from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, event.id)).limit(1);
  if (seen) return "duplicate";
  const facts = await readFresh(billing, event);
  const now = ctx.clock.now();

  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(processedWebhookEvents)
      .values({ source: STRIPE_WEBHOOK_SOURCE, eventId: event.id, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.eventId });
    if (claimed.length === 0) return "duplicate";
    if (!facts) return "ignored";

    const userId = await resolveBillingUser(tx, { customerId: facts.customerId, userIdHint: facts.userIdHint });
    if (!userId) {
      ctx.log.warn({ eventId: event.id, type: event.type, customerId: facts.customerId }, "stripe event for an unknown customer ignored");
      return "ignored";
    }
    // The account may be deleted while this event waited for its lock: nothing of theirs is written then.
    if (!(await lockPlan(tx, userId))) {
      ctx.log.warn({ eventId: event.id, type: event.type }, "stripe event for a deleted account ignored");
      return "ignored";
    }
    if (facts.customerId) await linkCustomer(tx, userId, facts.customerId, now);
    if (facts.subscription) await applySubscription(tx, userId, facts.subscription, now, facts.others);
    if (facts.invoice) {
      await applyInvoice(tx, userId, facts.invoice);
      // A declined first payment is shown on Stripe's checkout page, and the user never had Pro: the
      // dunning notice ("Pro stays active while Stripe retries") is for renewals only.
      const renewal = facts.invoiceSubscriptionStatus !== "incomplete" && facts.invoiceSubscriptionStatus !== "incomplete_expired";
      if (event.type === "invoice.payment_failed" && facts.invoice.status !== "paid" && renewal) await notifyPaymentFailed(tx, userId, facts.invoice, now);
    }
    return "applied";
  });
}

export interface WebhookRequest {
  rawBody: string;
  signature: string | null;
}

/**
 * `/api/webhooks/stripe` without the HTTP: the outcome once the event is applied or known. What Stripe
 * should not retry (no configuration, a bad or stale signature) is BAD_REQUEST; failures worth a retry
 * are UPSTREAM_UNAVAILABLE (Stripe itself) or INTERNAL, with a message meant for the sender.
 */
export async function receiveStripeWebhook({ ctx, billing, request }: { ctx: ServiceContext; billing: BillingProvider | null; request: WebhookRequest }): Promise<WebhookOutcome> {
  if (!billing) throw new BadRequestError("Stripe webhooks are not configured on this server");
  let event: BillingEvent;
  try {
    event = billing.parseWebhook(request.rawBody, request.signature, ctx.clock.now());
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new BadRequestError(`Invalid Stripe signature: ${error.message}`);
    throw error;
  }
  try {
    const outcome = await applyBillingEvent({ ctx, billing, event });
    ctx.log.info({ eventId: event.id, type: event.type, outcome }, "stripe webhook");
    return outcome;
  } catch (error) {
    const unavailable = error instanceof BillingUnavailableError || (error instanceof ServiceError && error.code === "UPSTREAM_UNAVAILABLE");
    ctx.log.error({ err: error, eventId: event.id, type: event.type }, "stripe webhook failed");
    throw unavailable
      ? new ServiceError("UPSTREAM_UNAVAILABLE", "Stripe is unavailable; retry later", { cause: error })
      : new ServiceError("INTERNAL", "Webhook processing failed; retry later", { cause: error, expose: true });
  }
}

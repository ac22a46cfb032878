import { eq, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { notifications, payments, subscriptions, users, type SubscriptionRow } from "@understudy/db/schema";
import type { BillingInvoice, BillingSubscription } from "@understudy/integrations/stripe";
import { isLiveStatus } from "../subscription/plan-state";
import { BILLING_NOTIFICATION_KIND, followSubscription, lockPlan, settlePlan } from "../subscription/plan-writes";
import { PRO_PRICE_CENTS, type PlanId } from "../subscription/plans";

/**
 * Writing what Stripe says into our tables. Every function takes a fresh read from Stripe (never a
 * webhook snapshot), so applying the same facts in any order ends in the same state.
 */

/** Our user for a Stripe customer: by the stored customer id, else by the user id our checkout wrote into Stripe. */
export async function resolveBillingUser(tx: Executor, ref: { customerId: string | null; userIdHint: string | null }): Promise<string | null> {
  if (ref.customerId) {
    const [row] = await tx.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.stripeCustomerId, ref.customerId)).limit(1);
    if (row) return row.userId;
  }
  if (ref.userIdHint) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, ref.userIdHint)).limit(1);
    if (user) return user.id;
  }
  return null;
}

/** Remembers the user's Stripe customer; `replace` swaps out one Stripe no longer knows. */
export async function linkCustomer(tx: Executor, userId: string, customerId: string, now: Date, options: { replace?: boolean } = {}): Promise<string> {
  const [row] = await tx
    .insert(subscriptions)
    .values({ userId, stripeCustomerId: customerId, updatedAt: now })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        stripeCustomerId: options.replace ? customerId : sql`coalesce(${subscriptions.stripeCustomerId}, excluded.stripe_customer_id)`,
        updatedAt: now,
      },
    })
    .returning({ customerId: subscriptions.stripeCustomerId });
  return row?.customerId ?? customerId;
}

/**
 * Which of two subscriptions a user's row should follow: a live one beats an ended one, then the newer
 * one wins (ids break ties). A total order, so the outcome does not depend on arrival order.
 */
export function preferSubscription<T extends { id: string; status: string | null; created: Date | null }>(a: T, b: T): T {
  const aLive = isLiveStatus(a.status);
  if (aLive !== isLiveStatus(b.status)) return aLive ? a : b;
  const at = a.created?.getTime() ?? 0;
  const bt = b.created?.getTime() ?? 0;
  if (at !== bt) return at > bt ? a : b;
  return a.id >= b.id ? a : b;
}

/**
 * The same subscription always takes the fresh read; a different one must win `preferSubscription`
 * against the one the row follows, judged by Stripe's fresh word on it when we have that.
 */
export function shouldTrack(
  current: Pick<SubscriptionRow, "stripeSubscriptionId" | "status" | "stripeCreatedAt"> | undefined,
  incoming: BillingSubscription,
  fresh: readonly BillingSubscription[] = [],
): boolean {
  if (!current?.stripeSubscriptionId || current.stripeSubscriptionId === incoming.id) return true;
  const reread = fresh.find((s) => s.id === current.stripeSubscriptionId);
  const stored = reread
    ? { id: reread.id, status: reread.status as string | null, created: reread.created as Date | null }
    : { id: current.stripeSubscriptionId, status: current.status, created: current.stripeCreatedAt };
  return preferSubscription(stored, { id: incoming.id, status: incoming.status, created: incoming.created }) !== stored;
}

export interface AppliedSubscription {
  plan: PlanId;
  previousPlan: PlanId;
  tracked: boolean;
}

/**
 * Applies a subscription as Stripe reports it now (`fresh`: the customer's other subscriptions, read at
 * the same time), and sets the user's plan from the subscription the row follows.
 */
export async function applySubscription(
  tx: Executor,
  userId: string,
  subscription: BillingSubscription,
  now: Date,
  fresh: readonly BillingSubscription[] = [],
): Promise<AppliedSubscription | null> {
  const user = await lockPlan(tx, userId);
  if (!user) return null;
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  const tracked = shouldTrack(row, subscription, fresh);
  if (tracked) await followSubscription(tx, userId, subscription, now);
  const plan = await settlePlan(tx, userId, { current: user.plan, status: tracked ? subscription.status : (row?.status ?? null) }, now);
  return { plan, previousPlan: user.plan, tracked };
}

/** How an invoice reads in payment history: paid, failed (tried and not paid, or written off), otherwise pending. */
export function paymentStatusOf(invoice: BillingInvoice): "paid" | "failed" | "pending" | null {
  if (invoice.status === "paid") return "paid";
  if (invoice.status === "uncollectible") return "failed";
  if (invoice.status === "void") return invoice.attempted ? "failed" : null;
  return invoice.attempted ? "failed" : "pending";
}

/** One payment row per invoice, whatever the order or number of invoice events; a paid row never goes back. */
export async function applyInvoice(tx: Executor, userId: string, invoice: BillingInvoice): Promise<void> {
  const status = paymentStatusOf(invoice);
  // $0 invoices (a trial's first) are not payments; voided drafts never were.
  if (status === null || (invoice.amountDue === 0 && invoice.amountPaid === 0)) return;
  const amount = status === "paid" ? invoice.amountPaid : invoice.amountDue;
  await tx
    .insert(payments)
    .values({
      userId,
      planId: "pro",
      amountCents: amount || PRO_PRICE_CENTS,
      currency: invoice.currency,
      paymentStatus: status,
      stripeInvoiceId: invoice.id,
      createdAt: invoice.created,
    })
    .onConflictDoUpdate({
      target: payments.stripeInvoiceId,
      set: {
        paymentStatus: sql`case when ${payments.paymentStatus} = 'paid' then 'paid'::payment_status else excluded.payment_status end`,
        amountCents: sql`case when ${payments.paymentStatus} = 'paid' then ${payments.amountCents} else excluded.amount_cents end`,
      },
    });
}

export async function notifyPaymentFailed(tx: Executor, userId: string, invoice: BillingInvoice, now: Date): Promise<void> {
  const amount = `$${(invoice.amountDue / 100).toFixed(2)}`;
  await tx.insert(notifications).values({
    userId,
    kind: BILLING_NOTIFICATION_KIND,
    title: "Payment failed",
    message: `We couldn't charge your card ${amount} for Understudy Pro. Update your payment method in Manage billing; Pro stays active while Stripe retries.`,
    createdAt: now,
  });
}

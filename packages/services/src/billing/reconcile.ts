import { and, asc, eq, isNotNull, isNull, lt, notInArray, or } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { subscriptions } from "@understudy/db/schema";
import { BillingUnavailableError, type BillingProvider } from "@understudy/integrations/stripe";
import type { ServiceContext } from "../context";
import { decidingSubscription } from "./deciding";
import { applySubscription } from "./sync";

/** Stripe never changes these again, so there is nothing to reconcile. */
const FINAL_STATUSES = ["canceled", "incomplete_expired"];
/** A row written this recently came from Stripe moments ago (a webhook or a checkout return). */
export const RECONCILE_FRESH_MS = 10 * 60_000;
export const RECONCILE_BATCH = 100;

export type ReconcileOutcome = "unchanged" | "downgraded" | "upgraded" | "unknown";

/**
 * One user's subscription as Stripe has it now, applied exactly as a webhook would (the same fresh read of
 * every subscription of the customer, the same write), so it is idempotent and safe next to late webhooks.
 * A subscription Stripe does not know at all (another account or mode, a reset sandbox) is no proof of a
 * cancellation: it is left as it is.
 */
export async function reconcileUser({ ctx, billing, userId }: { ctx: ServiceContext; billing: BillingProvider; userId: string }): Promise<ReconcileOutcome> {
  const [row] = await ctx.db
    .select({ customerId: subscriptions.stripeCustomerId, subscriptionId: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  if (!row?.subscriptionId) return "unknown";
  const seen = await billing.getSubscription(row.subscriptionId);
  const { subscription, others } = await decidingSubscription(billing, row.customerId ?? seen?.customerId ?? null, seen);
  if (!subscription) {
    await touch(ctx.db, userId, ctx.clock.now());
    return "unknown";
  }
  const applied = await ctx.db.transaction((tx) => applySubscription(tx, userId, subscription, ctx.clock.now(), others));
  if (!applied || applied.plan === applied.previousPlan) return "unchanged";
  return applied.plan === "free" ? "downgraded" : "upgraded";
}

/** Subscriptions whose state could be stale: not final at Stripe, and not written in the last minutes. Oldest first. */
export async function subscriptionsDue(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        isNotNull(subscriptions.stripeSubscriptionId),
        or(isNull(subscriptions.status), notInArray(subscriptions.status, FINAL_STATUSES)),
        lt(subscriptions.updatedAt, new Date(now.getTime() - RECONCILE_FRESH_MS)),
      ),
    )
    .orderBy(asc(subscriptions.updatedAt))
    .limit(limit);
  return rows.map((r) => r.userId);
}

export type ReconcileSummary = Record<ReconcileOutcome | "failed", number> & {
  /** Stripe was unavailable: the run stopped early; the next one starts again with the oldest rows. */
  aborted: boolean;
};

/**
 * The periodic catch-up for webhooks that never arrived (the app down past Stripe's retries, or the endpoint
 * disabled): so a subscription cancelled at Stripe meanwhile is downgraded. Every row checked gets a newer
 * `updated_at`, so consecutive runs walk through all live subscriptions, a batch at a time.
 */
export async function reconcileSubscriptions({
  ctx,
  billing,
  limit = RECONCILE_BATCH,
}: {
  ctx: ServiceContext;
  billing: BillingProvider;
  limit?: number;
}): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { unchanged: 0, downgraded: 0, upgraded: 0, unknown: 0, failed: 0, aborted: false };
  for (const userId of await subscriptionsDue(ctx.db, ctx.clock.now(), limit)) {
    const log = ctx.log.child({ userId });
    try {
      const outcome = await reconcileUser({ ctx, billing, userId });
      summary[outcome] += 1;
      if (outcome === "downgraded" || outcome === "upgraded") log.info({ outcome }, "plan reconciled with Stripe");
      if (outcome === "unknown") log.warn("subscription unknown at Stripe; left as it is");
    } catch (error) {
      if (error instanceof BillingUnavailableError) {
        summary.aborted = true;
        log.warn({ err: error }, "Stripe unavailable: reconciliation stopped");
        break;
      }
      summary.failed += 1;
      log.error({ err: error }, "reconciling a subscription failed");
      // Not at the head of every later batch: it comes round again after the others.
      await touch(ctx.db, userId, ctx.clock.now());
    }
  }
  return summary;
}

async function touch(db: Executor, userId: string, now: Date) {
  await db.update(subscriptions).set({ updatedAt: now }).where(eq(subscriptions.userId, userId));
}

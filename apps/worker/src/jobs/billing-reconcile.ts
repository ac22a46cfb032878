import type { PgBoss } from "pg-boss";
import { systemClock, type Logger } from "@understudy/services";
import { configuredBillingProvider, reconcileSubscriptions, RECONCILE_BATCH } from "@understudy/services/billing";
import type { Database } from "@understudy/db";
import type { BillingProvider } from "@understudy/integrations/stripe";

export const BILLING_RECONCILE_QUEUE = "billing.reconcile";
/** Every 15 minutes: a cancellation whose webhooks were lost is applied within the quarter hour. */
export const BILLING_RECONCILE_CRON = "*/15 * * * *";

/**
 * `billing.reconcile`: re-reads from Stripe the subscriptions whose webhooks may have been lost and applies
 * them as the webhook path does. Without Stripe configured there is nothing to reconcile with: not worked.
 */
export async function registerBillingReconcile(
  boss: PgBoss,
  db: Database,
  log: Logger,
  billing: BillingProvider | null = configuredBillingProvider(),
  options: { limit?: number; pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(BILLING_RECONCILE_QUEUE);
  if (!billing) {
    log.warn("Stripe is not configured: billing.reconcile is not worked");
    return;
  }
  await boss.schedule(BILLING_RECONCILE_QUEUE, BILLING_RECONCILE_CRON);
  const jobLog = log.child({ job: BILLING_RECONCILE_QUEUE });
  await boss.work(BILLING_RECONCILE_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
    const summary = await reconcileSubscriptions({
      ctx: { db, clock: systemClock, log: jobLog, actor: { type: "system" } },
      billing,
      limit: options.limit ?? RECONCILE_BATCH,
    });
    jobLog.info(summary, "subscriptions reconciled with Stripe");
  });
}

import { systemContext } from "../context";
import { defineJob } from "../jobs/define-job";
import { defineQueue } from "../jobs/queue";
import { billingProvider } from "./provider";
import { reconcileSubscriptions, RECONCILE_BATCH } from "./reconcile";

export interface ReconcileJobData {
  /** Subscriptions re-read in this run (RECONCILE_BATCH by default). */
  limit?: number;
}

/**
 * `billing.reconcile`, every 15 minutes: re-reads from Stripe the subscriptions whose webhooks may have been
 * lost and applies them as the webhook path does, so a lost cancellation lands within the quarter hour.
 * Without Stripe configured there is nothing to reconcile with: not worked.
 */
export const billingReconcileJob = defineJob({
  queue: defineQueue<ReconcileJobData>({ name: "billing.reconcile" }),
  schedule: { cron: "*/15 * * * *" },
  work: { pollingIntervalSeconds: 2 },
  unavailable: (deps) => (deps.billing ? null : "Stripe is not configured: billing.reconcile is not worked"),
  async handle([job], { deps, log }) {
    const summary = await reconcileSubscriptions({ ctx: systemContext(deps, log), billing: billingProvider(deps), limit: job?.data.limit ?? RECONCILE_BATCH });
    log.info(summary, "subscriptions reconciled with Stripe");
  },
});

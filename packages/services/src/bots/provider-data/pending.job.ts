import { systemContext } from "../../context";
import { defineJob } from "../../jobs/define-job";
import { defineQueue } from "../../jobs/queue";
import { retryProviderDataDeletions } from "./pending";

/** `bots.provider-data-delete`, every minute: provider data whose deletion the provider refused for now (docs/decisions/043-deletion-that-waits.md). */
export const providerDataDeleteQueue = defineQueue<Record<string, never>>({ name: "bots.provider-data-delete", policy: { policy: "singleton", retryLimit: 0 } });

export const providerDataDeleteJob = defineJob({
  queue: providerDataDeleteQueue,
  schedule: { cron: "* * * * *", data: {} },
  work: { pollingIntervalSeconds: 5 },
  unavailable: (deps) => (deps.bots ? null : "no meeting-bot provider configured: bots.provider-data-delete is not worked"),
  async handle(_jobs, { deps, log }) {
    if (!deps.bots) return;
    const ctx = systemContext(deps, log);
    const counts = await retryProviderDataDeletions(ctx, deps.bots);
    if (counts.deleted + counts.waiting > 0) ctx.log.info(counts, "pending provider data deletions retried");
  },
});

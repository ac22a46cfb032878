import { systemContext } from "../../context";
import { defineJob } from "../../jobs/define-job";
import { defineQueue } from "../../jobs/queue";
import { reconcileQuietSessions } from "./reconcile";

/**
 * `bots.reconcile`, every minute: a webhook the provider gave up on (Attendee tries three times within seconds)
 * must not leave a meeting "recording" forever with no summary. `singleton`: one run at a time across workers.
 */
export const reconcileQueue = defineQueue<Record<string, never>>({ name: "bots.reconcile", policy: { policy: "singleton", retryLimit: 0 } });

export const reconcileJob = defineJob({
  queue: reconcileQueue,
  schedule: { cron: "* * * * *", data: {} },
  work: { pollingIntervalSeconds: 5 },
  unavailable: (deps) => (deps.bots ? null : "no meeting-bot provider configured: bots.reconcile is not worked"),
  async handle(_jobs, { deps, log }) {
    const ctx = systemContext(deps, log);
    const counts = await reconcileQuietSessions(ctx);
    if (counts.applied + counts.gone + counts.failed > 0) ctx.log.info(counts, "quiet bot sessions reconciled with the provider");
  },
});

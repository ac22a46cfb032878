import { systemContext } from "../context";
import { defineJob } from "../jobs/define-job";
import { defineQueue } from "../jobs/queue";
import { backfillActionItems } from "./backfill";

/** singleton: one run at a time, however many workers start together. */
export const actionItemsBackfillQueue = defineQueue<object>({ name: "action-items.backfill", policy: { policy: "singleton" } });

/** `action-items.backfill`, once when a worker starts: rows for summaries stored before action items were records. */
export const actionItemsBackfillJob = defineJob({
  queue: actionItemsBackfillQueue,
  runOnStart: true,
  async handle(_jobs, { deps, log }) {
    await backfillActionItems(systemContext(deps, log));
  },
});

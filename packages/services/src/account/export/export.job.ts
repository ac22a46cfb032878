import { defineJob } from "../../jobs/define-job";
import { defineQueue } from "../../jobs/queue";
import { ACCOUNT_EXPORT_RETRY_LIMIT, accountExportQueue } from "./queue";
import { buildAccountExport, cleanupAccountExports, failAccountExport } from "./run";

/** `account.export`: builds the archive a user asked for; the last failed attempt marks the export failed. */
export const accountExportJob = defineJob({
  queue: accountExportQueue,
  work: { pollingIntervalSeconds: 2 },
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      try {
        await buildAccountExport(deps, log.child({ job: job.id }), job.data.exportId);
      } catch (error) {
        const final = job.retryCount >= ACCOUNT_EXPORT_RETRY_LIMIT;
        log.error({ err: error, exportId: job.data.exportId, final }, "account export failed");
        if (final) await failAccountExport(deps, job.data.exportId, "The export could not be built; start a new one");
        throw error;
      }
    }
  },
});

/** `account.export-cleanup`, every 15 minutes and at start: expired archives are deleted, stuck exports failed. */
export const accountExportCleanupJob = defineJob({
  queue: defineQueue<object>({ name: "account.export-cleanup" }),
  schedule: { cron: "*/15 * * * *" },
  runOnStart: true,
  async handle(_jobs, { deps, log }) {
    const run = await cleanupAccountExports(deps);
    log.info(run, `account exports: ${run.expired} archives expired and deleted`);
  },
});

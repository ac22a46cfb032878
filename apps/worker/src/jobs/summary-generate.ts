import type { PgBoss } from "pg-boss";
import type { Database } from "@understudy/db";
import type { LanguageModel } from "@understudy/integrations/ai";
import { systemClock, type Logger } from "@understudy/services";
import { generateSummary, resolveLanguageModel, SUMMARY_GENERATE_QUEUE, type SummaryJobData } from "@understudy/services/summaries";

export { SUMMARY_GENERATE_QUEUE };

/**
 * `summary.generate`: writes one pending summary version. A transient model failure throws so that pg-boss
 * retries with backoff (the job is sent with SUMMARY_JOB_OPTIONS); the last attempt records `failed`.
 * Without a configured model the queue is not worked: the API refuses to queue summaries then anyway.
 */
export async function registerSummaryGenerate(
  boss: PgBoss,
  db: Database,
  log: Logger,
  model: LanguageModel | null = configuredModel(log),
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(SUMMARY_GENERATE_QUEUE);
  if (!model) return;
  await boss.work<SummaryJobData>(SUMMARY_GENERATE_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
    for (const job of jobs) {
      const ctx = { db, clock: systemClock, log: log.child({ job: job.id }), actor: { type: "system" as const } };
      const outcome = await generateSummary({ ctx, model, summaryId: job.data.summaryId });
      if (outcome === "retry") throw new Error(`summary ${job.data.summaryId}: transient model failure, retrying`);
    }
  });
}

function configuredModel(log: Logger): LanguageModel | null {
  try {
    return resolveLanguageModel();
  } catch (error) {
    log.warn({ err: error }, "no language model configured: summary.generate is not worked");
    return null;
  }
}

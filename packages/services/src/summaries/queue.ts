import { defineQueue } from "../jobs/queue";

export interface SummaryJobData {
  summaryId: string;
}

/** pg-boss retries a failed run (429/5xx after the SDK's own retries) with exponential backoff. */
export const SUMMARY_JOB_OPTIONS = { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 900 } as const;

/** `summary.generate`: writes one pending summary version; one queued job per version. */
export const summaryGenerateQueue = defineQueue<SummaryJobData>({
  name: "summary.generate",
  sendOptions: (data) => ({ ...SUMMARY_JOB_OPTIONS, singletonKey: data.summaryId }),
});
export const SUMMARY_GENERATE_QUEUE = summaryGenerateQueue.name;

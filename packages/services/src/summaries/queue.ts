import { defineQueue } from "../jobs/queue";

export interface SummaryJobData {
  summaryId: string;
}

/**
 * pg-boss retries a failed run (429/5xx after the SDK's own retries) with exponential backoff. A recap waits on
 * this job, so a worker that dies holding it must not hold it until it expires: with a heartbeat the job is
 * retried by another worker within about 20 s (the heartbeat and the workers' 10 s supervision). The expiry stays
 * the bound on a slow model's run.
 */
export const SUMMARY_JOB_OPTIONS = { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 900, heartbeatSeconds: 10 } as const;

/**
 * `summary.generate`: writes one pending summary version; one queued job per version. NOTIFY wakes a worker when one
 * is queued: meetings end together and each recap waits on its summary, and a worker that only polled took one every
 * poll (bench:recaps, 200 meetings ending within a minute: p95 328 s at a 2 s poll).
 */
export const summaryGenerateQueue = defineQueue<SummaryJobData>({
  name: "summary.generate",
  policy: { notify: true },
  sendOptions: (data) => ({ ...SUMMARY_JOB_OPTIONS, singletonKey: data.summaryId }),
});
export const SUMMARY_GENERATE_QUEUE = summaryGenerateQueue.name;

import { defineQueue } from "../jobs/queue";

export interface SummaryJobData {
  summaryId: string;
}

/** pg-boss retries a failed run (429/5xx after the SDK's own retries) with exponential backoff; the expiry bounds a slow model's run. */
export const SUMMARY_JOB_OPTIONS = { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 900 } as const;

/**
 * `summary.generate`: writes one pending summary version; one queued job per version. NOTIFY wakes a worker when one
 * is queued: meetings end together and each recap waits on its summary, and a worker that only polled took one every
 * poll (bench:recaps, 200 meetings ending within a minute: p95 328 s at a 2 s poll). A worker that dies holding one
 * stops its heartbeat, and another retries the job within about 20 s rather than at its expiry (decision 082).
 */
export const summaryGenerateQueue = defineQueue<SummaryJobData>({
  name: "summary.generate",
  policy: { notify: true, heartbeatSeconds: 10 },
  sendOptions: (data) => ({ ...SUMMARY_JOB_OPTIONS, singletonKey: data.summaryId }),
});
export const SUMMARY_GENERATE_QUEUE = summaryGenerateQueue.name;

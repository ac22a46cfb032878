import { sendJob } from "../lib/job-queue";

export const SUMMARY_GENERATE_QUEUE = "summary.generate";
export interface SummaryJobData {
  summaryId: string;
}

/** pg-boss retries a failed run (429/5xx after the SDK's own retries) with exponential backoff. */
export const SUMMARY_JOB_OPTIONS = { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 900 } as const;

export type SummaryJobSender = (data: SummaryJobData) => Promise<void>;

let sender: SummaryJobSender = async (data) => {
  await sendJob({ name: SUMMARY_GENERATE_QUEUE }, data, { ...SUMMARY_JOB_OPTIONS, singletonKey: data.summaryId });
};

/** Replaces how jobs are sent (tests record them and run the job body themselves). */
export function setSummaryJobSender(next: SummaryJobSender): void {
  sender = next;
}

export function sendSummaryJob(data: SummaryJobData): Promise<void> {
  return sender(data);
}

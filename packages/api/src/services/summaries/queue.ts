import { PgBoss } from "pg-boss";
import { queueEnv } from "./env";

export const SUMMARY_GENERATE_QUEUE = "summary.generate";
export interface SummaryJobData {
  summaryId: string;
}

/** pg-boss retries a failed run (429/5xx after the SDK's own retries) with exponential backoff. */
export const SUMMARY_JOB_OPTIONS = { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 900 } as const;

export type SummaryJobSender = (data: SummaryJobData) => Promise<void>;

let boss: Promise<PgBoss> | undefined;

/** A send-only pg-boss on the app database (no maintenance or scheduling: the worker does that). */
function sendOnlyBoss(): Promise<PgBoss> {
  boss ??= (async () => {
    const url = queueEnv().DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set");
    const instance = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false, migrate: true });
    await instance.start();
    await instance.createQueue(SUMMARY_GENERATE_QUEUE);
    return instance;
  })().catch((error: unknown) => {
    boss = undefined;
    throw error;
  });
  return boss;
}

let sender: SummaryJobSender = async (data) => {
  await (await sendOnlyBoss()).send(SUMMARY_GENERATE_QUEUE, data, { ...SUMMARY_JOB_OPTIONS, singletonKey: data.summaryId });
};

/** Replaces how jobs are sent (tests record them and run the job body themselves). */
export function setSummaryJobSender(next: SummaryJobSender): void {
  sender = next;
}

export function sendSummaryJob(data: SummaryJobData): Promise<void> {
  return sender(data);
}

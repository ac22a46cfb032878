import type { Queue } from "pg-boss";
import { defineQueue } from "../jobs/queue";

export interface RecapEmailJobData {
  meetingId: string;
  userId: string;
}

export interface RecapShareJobData {
  shareId: string;
}

/**
 * A recap is waited for (the meeting just ended), so its queues wake a worker through NOTIFY and a job whose
 * worker died is retried within about 20 s (heartbeat). A 4xx or an unreachable server is retried with backoff,
 * about 20 minutes in all (5 s doubling, 8 retries); then the delivery stays `failed` with the server's answer.
 */
export const RECAP_QUEUE_POLICY = { notify: true, retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 120, heartbeatSeconds: 10 } as const satisfies Omit<Queue, "name">;

/** `recap.email`: the owner's recap of one meeting; one queued job per meeting. */
export const recapEmailQueue = defineQueue<RecapEmailJobData>({
  name: "recap.email",
  policy: RECAP_QUEUE_POLICY,
  sendOptions: (data) => ({ singletonKey: data.meetingId }),
});

/** `recap.share`: one share's emails to the people the owner picked. */
export const recapShareQueue = defineQueue<RecapShareJobData>({
  name: "recap.share",
  policy: RECAP_QUEUE_POLICY,
  sendOptions: (data) => ({ singletonKey: data.shareId }),
});

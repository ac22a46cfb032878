import { defineQueue } from "../jobs/queue";

export interface SlackRecapJobData {
  meetingId: string;
  userId: string;
}

/**
 * `recap.slack`: posts one meeting's recap to its owner's channel. pg-boss retries a run that threw (Slack 5xx or
 * unreachable) with backoff; a 429 is re-sent after Slack's Retry-After instead (decisions/078). Woken by NOTIFY like
 * the recap email's queue: a lane that only polled took one recap every 2 s when meetings end together (decision 082).
 */
export const slackRecapQueue = defineQueue<SlackRecapJobData>({
  name: "recap.slack",
  policy: { notify: true },
  sendOptions: () => ({ retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 }),
});

import { sendJob } from "../lib/job-queue";

/**
 * `bots.owner-grace`: the fallback that announces the stand-in when no provider event arrives after the
 * grace. Stored by pg-boss in the app database, so a job survives a crash of the process that sent it;
 * running it twice does nothing the second time (the announcement is claimed once in the database).
 */
export const OWNER_GRACE_QUEUE = "bots.owner-grace";
export interface OwnerGraceJobData {
  sessionId: string;
}
/** `short`: one queued job per session (the singleton key), so a replayed admission does not queue a second. */
export const OWNER_GRACE_QUEUE_OPTIONS = { policy: "short", retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 } as const;

export type OwnerGraceJobSender = (data: OwnerGraceJobData, startAfterSeconds: number) => Promise<void>;

let sender: OwnerGraceJobSender = async (data, startAfterSeconds) => {
  await sendJob({ name: OWNER_GRACE_QUEUE, options: OWNER_GRACE_QUEUE_OPTIONS }, data, { startAfter: startAfterSeconds, singletonKey: data.sessionId });
};

/** Replaces how jobs are sent (tests record them, or send them through their own pg-boss). */
export function setOwnerGraceJobSender(next: OwnerGraceJobSender): OwnerGraceJobSender {
  const previous = sender;
  sender = next;
  return previous;
}

export function sendOwnerGraceJob(data: OwnerGraceJobData, startAfterSeconds: number): Promise<void> {
  return sender(data, startAfterSeconds);
}

import { PgBoss } from "pg-boss";
import { queueEnv } from "../summaries/env";

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

let boss: Promise<PgBoss> | undefined;

/** A send-only pg-boss on the app database (the worker does maintenance and works the queue). */
function sendOnlyBoss(): Promise<PgBoss> {
  boss ??= (async () => {
    const url = queueEnv().DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set");
    const instance = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false, migrate: true });
    await instance.start();
    await instance.createQueue(OWNER_GRACE_QUEUE, OWNER_GRACE_QUEUE_OPTIONS);
    return instance;
  })().catch((error: unknown) => {
    boss = undefined;
    throw error;
  });
  return boss;
}

let sender: OwnerGraceJobSender = async (data, startAfterSeconds) => {
  await (await sendOnlyBoss()).send(OWNER_GRACE_QUEUE, data, { startAfter: startAfterSeconds, singletonKey: data.sessionId });
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

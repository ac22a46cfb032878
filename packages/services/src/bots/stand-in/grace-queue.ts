import { defineQueue } from "../../jobs/queue";

/**
 * `bots.owner-grace`: the fallback that announces the stand-in when no provider event arrives after the
 * grace. Stored by pg-boss in the app database, so a job survives a crash of the process that sent it;
 * running it twice does nothing the second time (the announcement is claimed once in the database).
 */
export interface OwnerGraceJobData {
  sessionId: string;
}
/** `short`: one queued job per session (the singleton key), so a replayed admission does not queue a second. */
export const OWNER_GRACE_QUEUE_OPTIONS = { policy: "short", retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 } as const;

export const ownerGraceQueue = defineQueue<OwnerGraceJobData>({
  name: "bots.owner-grace",
  policy: OWNER_GRACE_QUEUE_OPTIONS,
  sendOptions: (data) => ({ singletonKey: data.sessionId }),
});
export const OWNER_GRACE_QUEUE = ownerGraceQueue.name;

import type { ServiceContext } from "../../context";
import { defineQueue } from "../../jobs/queue";
import { requestPreflight } from "../preflight/queue";

/**
 * `bots.schedule`: books stand-in bots for covered meetings and moves or cancels them. The worker runs
 * it every minute for everyone; a change that can alter what is covered (a calendar sync, a meeting
 * created, edited or deleted, a cover rule or toggle changed) queues one for that user at once.
 * Runs are idempotent (the database allows one live bot per meeting), so a duplicate or retried run
 * never books twice.
 */
export interface BotScheduleJobData {
  /** Only this user's meetings; absent = everyone's. */
  userId?: string;
}
/** `short`: one queued run per key (per user, or the global one) however many changes arrive; runs may overlap safely. */
export const BOT_SCHEDULE_QUEUE_OPTIONS = { policy: "short", retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 } as const;

export const botScheduleQueue = defineQueue<BotScheduleJobData>({
  name: "bots.schedule",
  policy: BOT_SCHEDULE_QUEUE_OPTIONS,
  sendOptions: (data) => (data.userId ? { singletonKey: data.userId } : {}),
});
export const BOT_SCHEDULE_QUEUE = botScheduleQueue.name;

/**
 * Asks for a scheduling run for one user, without waiting and without failing the caller: the change
 * that prompted it is already committed, and the every-minute run picks it up anyway if this is lost.
 * What changes bookings also changes pre-flight results, so a pre-flight run for the user goes with it.
 */
export function requestBotSchedule(ctx: Pick<ServiceContext, "log" | "deps">, userId: string): void {
  ctx.deps.jobs.send(botScheduleQueue, { userId }).catch((error: unknown) => ctx.log.warn({ err: error, userId }, "could not queue a bot scheduling run"));
  requestPreflight(ctx, userId);
}

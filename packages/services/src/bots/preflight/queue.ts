import type { ServiceContext } from "../../context";
import { defineQueue } from "../../jobs/queue";

/**
 * `bots.preflight`: checks covered meetings 24 hours and 10 minutes before they start. The worker runs it
 * every minute for everyone (each meeting is checked once per window, and again when it changes); a change
 * that can alter a result (a meeting added, moved or cancelled, a cover rule changed) queues a run for that
 * user at once, which checks all their meetings in the window again.
 */
export interface PreflightJobData {
  /** Only this user's meetings, all of them checked again; absent = everyone's meetings that are due. */
  userId?: string;
}

export const PREFLIGHT_QUEUE_OPTIONS = { policy: "short", retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 } as const;

export const preflightQueue = defineQueue<PreflightJobData>({
  name: "bots.preflight",
  policy: PREFLIGHT_QUEUE_OPTIONS,
  sendOptions: (data) => (data.userId ? { singletonKey: data.userId } : {}),
});

/** Asks for a pre-flight run for one user without waiting or failing the caller (the minute run catches a lost one). */
export function requestPreflight(ctx: Pick<ServiceContext, "log" | "deps">, userId: string): void {
  ctx.deps.jobs.send(preflightQueue, { userId }).catch((error: unknown) => ctx.log.warn({ err: error, userId }, "could not queue a pre-flight run"));
}

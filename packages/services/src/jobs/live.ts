import type { Queue } from "pg-boss";
import type { WorkSettings } from "./define-job";

/**
 * Work that someone in a meeting is waiting on (the stand-in's announcement, leaving on "opt out" or a
 * hand-over, the avatar's answer). Its queues wake the worker through NOTIFY the moment a job is stored,
 * instead of waiting for a poll, and run many jobs at once: each mostly waits on a provider or a model.
 * A worker that dies holding one stops its heartbeat, and the job is retried by another within about
 * 20 s (the heartbeat and the workers' supervision interval) rather than at its expiry.
 */
export const LIVE_QUEUE_POLICY = { notify: true, retryLimit: 3, retryDelay: 1, retryBackoff: true, expireInSeconds: 60, heartbeatSeconds: 10 } as const satisfies Omit<Queue, "name">;

/** Polling is only the fallback when NOTIFY is not available (pgbouncer in transaction mode, say). */
export const LIVE_WORK: WorkSettings = { pollingIntervalSeconds: 0.5, localConcurrency: 16 };

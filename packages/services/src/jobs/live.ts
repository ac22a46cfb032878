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

/**
 * Polling is only the fallback when NOTIFY is not available (pgbouncer in transaction mode, say). Every
 * worker of a queue fetches when NOTIFY wakes it, so the concurrency is what one process needs at once
 * (answers wait seconds on a model), not more: each extra worker is one more fetch per job.
 */
export const LIVE_WORK: WorkSettings = { pollingIntervalSeconds: 0.5, localConcurrency: 8 };

/**
 * The avatar's answers wait on a model for seconds each (2 s a call in bench:webhooks), and questions come in bursts
 * from every live meeting at once: at 8 at a time a worker answers about 3.5 a second and the rest queue (p95 7 s
 * from utterance to audio in bench:webhooks, 28 Nov 2026). They hold a database connection only between the model
 * and the provider calls, so a worker runs many more of them than of the other live jobs.
 */
export const AVATAR_ANSWER_WORK: WorkSettings = { ...LIVE_WORK, localConcurrency: 16 };

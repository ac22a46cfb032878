import type { Queue, SendOptions } from "pg-boss";
import type { Executor } from "@understudy/db";

/** A queue of the app database: its name, its pg-boss policy, and how one job's data becomes send options. */
export interface QueueDef<D extends object> {
  name: string;
  policy?: Omit<Queue, "name">;
  /** Send options every job of this queue gets (retries, a singleton key from the data); a send may add more. */
  sendOptions?(data: D): SendOptions;
}

/** A queue by name and policy, whatever its data: enough to create it. */
export type QueueRef = Pick<QueueDef<never>, "name" | "policy">;

export function defineQueue<D extends object>(queue: QueueDef<D>): QueueDef<D> {
  return queue;
}

/** How services put work on a queue. Jobs are stored (in the app database) before `send` resolves. */
export interface JobQueue {
  /** Returns the job id, or null when pg-boss dropped the job (a singleton already queued). */
  send<D extends object>(queue: QueueDef<D>, data: D, options?: SendOptions): Promise<string | null>;
  /**
   * The same, written by the caller's open transaction: the job exists exactly when the transaction
   * commits, so a crash between a stored fact and its job loses neither. The queue must be `prepare`d
   * before the transaction opens (creating it needs a connection of its own).
   */
  sendWithin<D extends object>(tx: Executor, queue: QueueDef<D>, data: D, options?: SendOptions): Promise<string | null>;
  /** Creates the queues (once per process) so that `sendWithin` can write to them. */
  prepare(queues: readonly QueueRef[]): Promise<void>;
  /** Whether a job with this singleton key is still queued, retrying or running. */
  hasLiveJob(queue: QueueDef<object>, singletonKey: string): Promise<boolean>;
}

/** The options a send goes out with: the queue's own, then the caller's. */
export function sendOptionsFor<D extends object>(queue: QueueDef<D>, data: D, options: SendOptions = {}): SendOptions {
  return { ...queue.sendOptions?.(data), ...options };
}

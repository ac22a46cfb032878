import type { Job } from "pg-boss";
import type { AppDeps } from "../deps";
import type { Logger } from "../logger";
import type { QueueDef } from "./queue";

/** What a job's handler gets: the process's deps (its db, clock, clients and job queue) and a logger. */
export interface JobRuntime {
  deps: AppDeps;
  log: Logger;
}

export interface WorkSettings {
  pollingIntervalSeconds?: number;
  localConcurrency?: number;
  batchSize?: number;
}

/**
 * One background job: the queue it works, when it runs on its own (a cron, once at start) and its handler.
 * It lives next to its service; apps/worker registers the list of them (`JOBS` in ../jobs.ts).
 */
export interface JobDefinition<D extends object> {
  queue: QueueDef<D>;
  /** A periodic run (cron in UTC) with the data it gets. */
  schedule?: { cron: string; data?: NoInfer<D> };
  /** Queue one run (with `schedule.data`, or `{}`) when a worker starts. */
  runOnStart?: boolean;
  work?: WorkSettings;
  /** Why this process cannot work the queue (a client that is not configured), or null. The queue is still created. */
  unavailable?(deps: AppDeps): string | null;
  /** Loads what the first job would otherwise wait for (started when the worker registers the job, not awaited). */
  warmUp?(deps: AppDeps): Promise<unknown>;
  handle(jobs: Job<D>[], runtime: JobRuntime): Promise<void>;
}

export function defineJob<D extends object>(job: JobDefinition<D>): JobDefinition<D> {
  return job;
}

import type { PgBoss } from "pg-boss";
import type { JobDefinition, JobRuntime } from "./define-job";
import type { QueueRef } from "./queue";

/** What a test or an operator may change about one job in this process. */
export interface JobOverrides {
  /** Another cron, or null for no periodic run. */
  cron?: string | null;
  runOnStart?: boolean;
  pollingIntervalSeconds?: number;
}

/**
 * Creates the job's queue (with its policy), and unless the job says this process cannot work it (a client not
 * configured), schedules its periodic run, works it with the process's deps, and queues its start-up run.
 */
export async function registerJob<D extends object>(boss: PgBoss, job: JobDefinition<D>, runtime: JobRuntime, overrides: JobOverrides = {}): Promise<void> {
  const { name, policy } = job.queue;
  await boss.createQueue(name, policy);
  await carryPolicy(boss, name, policy);
  const log = runtime.log.child({ job: name });
  const unavailable = job.unavailable?.(runtime.deps) ?? null;
  if (unavailable) {
    log.warn(unavailable);
    return;
  }
  const cron = overrides.cron === undefined ? job.schedule?.cron : overrides.cron;
  if (cron) await boss.schedule(name, cron, job.schedule?.data ?? {});
  else if (job.schedule) await boss.unschedule(name);
  const work = { ...job.work, ...(overrides.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: overrides.pollingIntervalSeconds }) };
  await boss.work<D>(name, work, (jobs) => job.handle(jobs, { deps: runtime.deps, log }));
  job.warmUp?.(runtime.deps).catch((error: unknown) => log.warn({ err: error }, "warm-up failed; the first job loads it"));
  if (overrides.runOnStart ?? job.runOnStart) await boss.send(name, job.schedule?.data ?? {});
}

/**
 * createQueue leaves a queue that exists as it was, so a setting changed in code (NOTIFY, a heartbeat, retries) would
 * reach new installs only. Every setting pg-boss lets change is written again here; its kind (`policy`) and
 * partitioning are fixed at creation (pg-boss refuses to update them).
 */
export async function carryPolicy(boss: Pick<PgBoss, "updateQueue">, name: string, policy: QueueRef["policy"]): Promise<void> {
  if (!policy) return;
  const { policy: _kind, partition: _partition, ...changeable } = policy;
  if (Object.keys(changeable).length > 0) await boss.updateQueue(name, changeable);
}

import { PgBoss } from "pg-boss";
import { createDb } from "@understudy/db";
import type { Logger } from "@understudy/services";
import { createAppDeps, type AppDeps } from "@understudy/services/deps";
import { JOBS } from "@understudy/services/job-list";
import { bossJobQueue } from "@understudy/services/jobs";
import { startHeartbeat } from "./heartbeat";
import { registerJob, type JobOverrides } from "./register-job";

export interface RunningWorker {
  boss: PgBoss;
  deps: AppDeps;
  stop(): Promise<void>;
}

export interface WorkerOptions {
  databaseUrl: string;
  log: Logger;
  /** Per queue name: another cron, no start-up run, faster polling (tests, operators). */
  overrides?: Record<string, JobOverrides>;
}

/** Starts pg-boss on the app database, builds the process's deps once, and works every job of the product. */
export async function startWorker({ databaseUrl, log, overrides = {} }: WorkerOptions): Promise<RunningWorker> {
  const { db, close } = createDb(databaseUrl, { max: 2 });
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4 });
  boss.on("error", (error) => log.error({ err: error }, "pg-boss error"));
  await boss.start();
  // Jobs a job queues go through this worker's own pg-boss.
  const deps = createAppDeps({ db, jobs: bossJobQueue(boss) });
  for (const job of JOBS) await registerJob(boss, job, { deps, log }, overrides[job.queue.name]);

  const heartbeat = startHeartbeat(db, (error) => log.warn({ err: error }, "heartbeat failed"));
  await heartbeat.first;
  log.info({ workerId: heartbeat.workerId }, "worker started");

  return {
    boss,
    deps,
    async stop() {
      heartbeat.stop();
      await boss.stop({ graceful: true, timeout: 10_000 });
      await close();
    },
  };
}

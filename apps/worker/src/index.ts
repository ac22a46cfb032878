import { PgBoss } from "pg-boss";
import { createDb } from "@understudy/db";
import { migrateWithRetry } from "@understudy/db/migrate";
import type { Logger } from "@understudy/services";
import { createAppDeps, type AppDeps } from "@understudy/services/deps";
import type { EnvSource } from "@understudy/integrations/env";
import { checkReadiness, type ReadinessReport } from "@understudy/services/health";
import { JOBS } from "@understudy/services/job-list";
import { bossJobQueue, registerJob, type JobOverrides } from "@understudy/services/jobs";
import { startHealthServer, type HealthServer } from "./health";
import { startHeartbeat } from "./heartbeat";

export interface RunningWorker {
  boss: PgBoss;
  deps: AppDeps;
  /** The probes' port, when a health port was asked for. */
  healthPort: number | null;
  readiness(): Promise<ReadinessReport>;
  stop(): Promise<void>;
}

export interface WorkerOptions {
  databaseUrl: string;
  log: Logger;
  /** Per queue name: another cron, no start-up run, faster polling (tests, operators). */
  overrides?: Record<string, JobOverrides>;
  /** Serve /health/live and /health/ready on this port (0: any free one); none when undefined. */
  healthPort?: number;
  /** How long stop() lets running jobs finish before pg-boss fails them back to the queue for a retry. */
  shutdownTimeoutMs?: number;
  /** Apply pending migrations first (under the advisory lock), retrying while the database is unreachable. */
  migrate?: boolean;
  /** Where the outside clients' configuration is read from (process.env by default). */
  env?: EnvSource;
}

/** Starts pg-boss on the app database, builds the process's deps once, and works every job of the product. */
export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const { databaseUrl, log, overrides = {}, healthPort, shutdownTimeoutMs = 10_000 } = options;
  // Live jobs (announcements, avatar answers) run many at once, each touching the database briefly.
  const { db, close } = createDb(databaseUrl, { max: 8, applicationName: "understudy-worker" });
  // LISTEN/NOTIFY wakes the live queues' workers the moment a webhook stores their job; supervising every
  // 10 s retries a live job whose worker died (its heartbeat stopped) while the meeting is still on.
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4, useListenNotify: true, superviseIntervalSeconds: 10, monitorIntervalSeconds: 10 });
  boss.on("error", (error) => log.error({ err: error }, "pg-boss error"));
  let draining = false;
  let working = false;
  const readiness = async (): Promise<ReadinessReport> => {
    const report = await checkReadiness(db, { draining });
    return report.ready && !working ? { ...report, ready: false, reason: "registering jobs" } : report;
  };
  // Up before pg-boss, so an orchestrator sees the process live (and not ready) while it starts.
  const health: HealthServer | null = healthPort === undefined ? null : await startHealthServer(healthPort, readiness);
  if (options.migrate) {
    const result = await migrateWithRetry(databaseUrl, { onError: (error, attempt, retryInMs) => log.error({ err: error, attempt, retryInMs }, "start-up migration failed") });
    log.info({ ...result }, result?.applied ? "migrations applied" : "database schema up to date");
  }

  await boss.start();
  // Jobs a job queues go through this worker's own pg-boss.
  const deps = createAppDeps({ db, jobs: bossJobQueue(boss), ...(options.env ? { env: options.env } : {}) });
  for (const job of JOBS) await registerJob(boss, job, { deps, log }, overrides[job.queue.name]);
  working = true;

  const heartbeat = startHeartbeat(db, (error) => log.warn({ err: error }, "heartbeat failed"));
  await heartbeat.first;
  log.info({ workerId: heartbeat.workerId, healthPort: health?.port ?? null }, "worker started");

  return {
    boss,
    deps,
    healthPort: health?.port ?? null,
    readiness,
    async stop() {
      draining = true;
      heartbeat.stop();
      // Stops fetching at once, waits for running jobs up to the deadline, then fails what is left so its
      // lease is released and another worker retries it (no job stays "active" until expiry).
      await boss.stop({ graceful: true, timeout: shutdownTimeoutMs });
      await health?.close();
      await close();
    },
  };
}

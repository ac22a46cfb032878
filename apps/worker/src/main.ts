import { createLogger } from "@understudy/services";
import { startWorker, type RunningWorker } from "./index";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is required to run the worker on its own");
  process.exit(2);
}
const log = createLogger({ name: "worker", level: process.env.LOG_LEVEL });
const healthPort = process.env.WORKER_HEALTH_PORT ? Number(process.env.WORKER_HEALTH_PORT) : undefined;
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000);

let worker: RunningWorker | null = null;
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // A second signal, or one before the worker is up, means "now".
    if (stopping || !worker) process.exit(1);
    stopping = true;
    log.info({ signal, shutdownTimeoutMs }, "stopping: no new jobs, finishing running ones");
    void worker.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, "worker stop failed");
        process.exit(1);
      },
    );
  });
}

// Every instance (web or worker) migrates at start; the advisory lock makes the first one do it and the others wait.
worker = await startWorker({ databaseUrl, log, healthPort, shutdownTimeoutMs, migrate: process.env.MIGRATE_ON_START !== "false" });

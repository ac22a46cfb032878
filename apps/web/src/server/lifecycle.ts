import "server-only";
import path from "node:path";
import { migrateWithRetry } from "@understudy/db/migrate";
import { env } from "~/env";
import { log } from "./log";

/**
 * The web process's own state for the probes: whether it is draining (SIGTERM received) and how its start-up
 * migration went. Kept on globalThis so the instrumentation hook and the route handlers (separate bundles)
 * see one object.
 */
interface Lifecycle {
  draining: boolean;
  migration: "off" | "running" | "done" | "retrying";
}
const globalForLifecycle = globalThis as unknown as { understudyLifecycle?: Lifecycle };
export const lifecycle: Lifecycle = (globalForLifecycle.understudyLifecycle ??= { draining: false, migration: "off" });

/**
 * `next start` and the standalone server.js both run from apps/web (server.js chdirs there), and the build
 * traces packages/db/migrations into the standalone output at the same relative place.
 */
function migrationsFolder(): string {
  return env.MIGRATIONS_DIR ?? path.resolve(process.cwd(), "../../packages/db/migrations");
}

/** In the background, so the process answers liveness at once; readiness stays false until the database has every migration. */
async function migrateInBackground(): Promise<void> {
  lifecycle.migration = "running";
  const result = await migrateWithRetry(env.DATABASE_URL, {
    migrationsFolder: migrationsFolder(),
    onError: (error, attempt, retryInMs) => {
      lifecycle.migration = "retrying";
      log.error({ err: error, attempt, retryInMs }, "start-up migration failed");
    },
    stopped: () => lifecycle.draining,
  });
  if (!result) return;
  lifecycle.migration = "done";
  log.info(result, result.applied ? "migrations applied" : "database schema up to date");
}

/**
 * The server's own handler (src/server/web-server.ts; Next's in the standalone image) closes the listener on
 * SIGTERM and waits for in-flight requests before exiting; this one marks the process not ready (a request on a kept-alive connection gets 503 from /ready) and bounds
 * the wait, so one stuck request cannot hold a deploy.
 */
function drainOnSignal(): void {
  const timeoutMs = env.SHUTDOWN_TIMEOUT_MS;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      lifecycle.draining = true;
      log.info({ signal, timeoutMs }, "draining: finishing in-flight requests");
      setTimeout(() => {
        log.warn("shutdown deadline passed with requests still open: exiting");
        process.exit(1);
      }, timeoutMs).unref();
    });
  }
}

let started = false;
export function startLifecycle(): void {
  if (started) return;
  started = true;
  drainOnSignal();
  if (env.MIGRATE_ON_START === "true") void migrateInBackground();
}

import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const WORKER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The worker as production runs it (apps/worker/src/main.ts), in its own process group so that `killWorker`'s
 * SIGKILL reaches tsx's child too. `env` adds the outside services' settings to the database's.
 */
export function spawnWorker(env: Record<string, string>): ChildProcess {
  const base = { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: process.env.DATABASE_URL, LOG_LEVEL: "warn", MIGRATE_ON_START: "false" };
  return spawn(path.join(WORKER_DIR, "node_modules/.bin/tsx"), ["src/main.ts"], { cwd: WORKER_DIR, detached: true, stdio: "ignore", env: { ...base, ...env } });
}

/** SIGKILL to the worker's whole process group: a crash, with no chance to finish or hand back its jobs. */
export function killWorker(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

/** Sets the sandbox OpenAI's switches (latency, faults) for the next calls. */
export const configureSandboxOpenAI = (sandboxUrl: string, body: unknown) =>
  fetch(`${sandboxUrl}/__sandbox/openai/config`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WEB_DIR = path.join(REPO_ROOT, "apps/web");
const WORKER_DIR = path.join(REPO_ROOT, "apps/worker");
const LAUNCHER_DIR = path.join(REPO_ROOT, "tooling/launcher");

export interface Managed {
  name: string;
  child: ChildProcess;
  /** Exits nobody asked for (a crash), as opposed to the test's own kill -9 and the final stop. */
  unexpectedExit: boolean;
  /** Lines of stderr/stdout that report an unhandled rejection or exception. */
  unhandled: number;
  /** Started as the leader of its own process group: signals go to the whole group. */
  group: boolean;
  expectExit(): void;
}

const children = new Set<ChildProcess>();
// Whatever way the bench ends (a failed check, a thrown error), no server it started outlives it.
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) signal(child, "SIGKILL", groups.has(child));
});
const groups = new WeakSet<ChildProcess>();

function signal(child: ChildProcess, sig: NodeJS.Signals, group: boolean): void {
  if (group && child.pid) {
    try {
      process.kill(-child.pid, sig);
      return;
    } catch {
      // the group is gone already: fall through to the leader alone
    }
  }
  child.kill(sig);
}

const UNHANDLED = /unhandled ?rejection|uncaught ?exception|unhandledRejection/i;

function manage(name: string, child: ChildProcess, group = false): Managed {
  children.add(child);
  if (group) groups.add(child);
  let expected = false;
  const managed: Managed = {
    name,
    child,
    group,
    unexpectedExit: false,
    unhandled: 0,
    expectExit: () => void (expected = true),
  };
  const scan = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    if (UNHANDLED.test(text)) managed.unhandled++;
    if (process.env.BENCH_SCALE_VERBOSE || process.env.BENCH_VERBOSE) process.stderr.write(`[${name}] ${text}`);
  };
  child.stdout?.on("data", scan);
  child.stderr?.on("data", scan);
  child.on("exit", () => {
    if (!expected) managed.unexpectedExit = true;
  });
  return managed;
}

/** A production build of the Next app in `appDir` (`next start`) on its own port. */
export function startNext(name: string, appDir: string, port: number, env: Record<string, string>): Managed {
  const child = spawn(path.join(appDir, "node_modules/.bin/next"), ["start", "--port", String(port)], {
    cwd: appDir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return manage(name, child);
}

/**
 * What an operator sets for a production web process (docs/deploy.md) on `port`, and nothing else: a bench adds
 * the outside services it needs. The database is migrated by the bench before the process starts.
 */
export function productWebEnv(databaseUrl: string, port: number): Record<string, string> {
  const url = `http://127.0.0.1:${port}`;
  return {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    AUTH_TRUST_HOST: "true",
    AUTH_URL: url,
    APP_URL: url,
    AUTH_GOOGLE_ID: "bench-client",
    AUTH_GOOGLE_SECRET: "bench-secret",
    TOKEN_ENCRYPTION_KEY: `bench:${randomBytes(32).toString("base64url")}`,
    MIGRATE_ON_START: "false",
  };
}

/** A production web instance of the product (apps/web's `pnpm start:web`: src/main.ts) on its own port. */
export function startWeb(name: string, port: number, env: Record<string, string>): Managed {
  return startTsProcess(name, path.join(WEB_DIR, "src/main.ts"), { ...env, PORT: String(port) }, WEB_DIR);
}

/** A TypeScript entry point run by this Node with tsx's loader, as `pnpm start:worker` runs the worker. */
export function startTsProcess(name: string, entry: string, env: Record<string, string>, cwd = path.dirname(entry)): Managed {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return manage(name, child);
}

/**
 * `pnpm start` as a user runs it (tooling/launcher: the in-process worker, the sandbox, and `next start` as its
 * child), in a process group of its own so that stopping it stops the Next server it spawned too.
 */
export function startLauncher(name: string, env: Record<string, string>): Managed {
  const child = spawn(process.execPath, ["--import", "tsx", "src/run-all.ts", "start"], {
    cwd: LAUNCHER_DIR,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  return manage(name, child, true);
}

/** A job worker (`pnpm start:worker`'s command) with its probes on `healthPort`. */
export function startWorkerProcess(name: string, healthPort: number, env: Record<string, string>): Managed {
  return startTsProcess(name, path.join(WORKER_DIR, "src/main.ts"), { ...env, WORKER_HEALTH_PORT: String(healthPort) }, WORKER_DIR);
}

export async function waitReady(url: string, timeoutMs = 120_000, headers: Record<string, string> = {}): Promise<number> {
  return (await waitReadyExplained(url, timeoutMs, headers)).ms;
}

/**
 * How long until `url` answered 200, and where the wait went: when the process first accepted a connection
 * (`listeningMs`; before that it was still starting) and the last answer before ready (a probe's 503 says why).
 */
export async function waitReadyExplained(
  url: string,
  timeoutMs = 120_000,
  headers: Record<string, string> = {},
): Promise<{ ms: number; listeningMs: number | null; lastNotReady: string | null }> {
  const started = Date.now();
  let listeningMs: number | null = null;
  let lastNotReady: string | null = null;
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(2_000) });
      listeningMs ??= Date.now() - started;
      if (res.ok) return { ms: Date.now() - started, listeningMs, lastNotReady };
      lastNotReady = `${res.status} ${(await res.text()).slice(0, 300)}`;
    } catch (error) {
      // Not listening yet, or the probe took longer than 2 s.
      if (listeningMs !== null) lastNotReady = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (last: ${lastNotReady ?? "never listening"})`);
}

export function kill9(managed: Managed): void {
  managed.expectExit();
  signal(managed.child, "SIGKILL", managed.group);
}

export async function stop(managed: Managed): Promise<void> {
  if (managed.child.exitCode !== null || managed.child.signalCode !== null) return;
  managed.expectExit();
  const exited = new Promise<void>((resolve) => managed.child.once("exit", () => resolve()));
  signal(managed.child, "SIGTERM", managed.group);
  await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
  if (managed.child.exitCode === null && managed.child.signalCode === null) signal(managed.child, "SIGKILL", managed.group);
}

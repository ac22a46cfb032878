/*
 * The load generator, run in a process of its own (`runLoadInChild` forks this file) so that autocannon's
 * own work sits on no server's event loop. It records every response's latency itself, because autocannon's histogram
 * reports p97.5 but not p95. Input: one JSON message over IPC; output: one JSON message back.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  connections: number;
  /** Seconds. */
  duration: number;
}

export interface LoadResult {
  requests: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; mean: number; max: number };
  statusCodes: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** autocannon's own figures, for cross-checking. */
  autocannon: { requestsPerSecondAverage: number; p50: number; p97_5: number; p99: number; non2xx: number };
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

const round = (n: number) => Math.round(n * 100) / 100;

export async function runLoad(req: LoadRequest): Promise<LoadResult> {
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  const statusCodes: Record<string, number> = {};
  const started = process.hrtime.bigint();
  let finish!: (error: Error | null, result: autocannon.Result) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = (error, result) => (error ? reject(error) : resolve(result));
  });
  const instance = autocannon(
    { url: req.url, method: "GET", headers: req.headers, connections: req.connections, duration: req.duration, timeout: 10 },
    (error, result) => finish(error, result),
  );
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[count++] = responseTime;
    const key = String(statusCode);
    statusCodes[key] = (statusCodes[key] ?? 0) + 1;
  });
  const result = await done;
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const sorted = latencies.slice(0, count).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  const non2xx = Object.entries(statusCodes).reduce((n, [code, c]) => (code.startsWith("2") ? n : n + c), 0);
  const durationSeconds = result.duration || elapsed;
  return {
    requests: count,
    durationSeconds: round(durationSeconds),
    requestsPerSecond: round(count / durationSeconds),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      mean: round(count ? sum / count : Number.NaN),
      max: round(sorted[count - 1] ?? Number.NaN),
    },
    statusCodes,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    autocannon: {
      requestsPerSecondAverage: result.requests.average,
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      non2xx: result.non2xx,
    },
  };
}

if (process.send) {
  process.once("message", (message: LoadRequest) => {
    runLoad(message).then(
      (result) => process.send?.({ ok: true, result }, undefined, undefined, () => process.exit(0)),
      (error: unknown) => process.send?.({ ok: false, error: String((error as Error)?.stack ?? error) }, undefined, undefined, () => process.exit(1)),
    );
  });
}

/** Runs `request` in a forked child process and resolves with its result. */
export function runLoadInChild(request: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // fork() inherits this process's execArgv, i.e. tsx's loader, so the child can run TypeScript too.
    const child = fork(fileURLToPath(import.meta.url), [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    let settled = false;
    child.once("message", (message: { ok: true; result: LoadResult } | { ok: false; error: string }) => {
      settled = true;
      if (message.ok) resolve(message.result);
      else reject(new Error(`load generator failed: ${message.error}`));
    });
    child.once("error", (error) => {
      if (!settled) reject(error);
      settled = true;
    });
    child.once("exit", (code) => {
      if (!settled) reject(new Error(`load generator exited with code ${code} before reporting`));
      settled = true;
    });
    child.send(request);
  });
}

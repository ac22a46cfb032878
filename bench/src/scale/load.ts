import type { ScaleUser } from "./seed";

/** Every answer of a load phase: latency and status, and what kind of failure it was. */
export interface LoadReport {
  requests: number;
  byStatus: Record<string, number>;
  /** Network errors (connection reset or refused as seen by the client). */
  networkErrors: number;
  latencyMs: { p50: number; p95: number; p99: number };
  /** 5xx answers whose body was not `{detail}`: a user-facing error without a clear message. */
  unclearErrors: number;
}

/**
 * Server errors any client of the run was answered, whatever it was doing (reads, writes, checkouts, syncs):
 * a 500 is a failure the product did not handle, and a 5xx must carry a `{detail}` a person can read.
 */
export interface ServerErrors {
  /** Answers with status 500. */
  internal: number;
  /** 5xx answers whose body is not `{"detail": "..."}`. */
  unclear: number;
  /** The first few, as "<what> <status> <body>", for the report. */
  examples: string[];
}

export const newServerErrors = (): ServerErrors => ({ internal: 0, unclear: 0, examples: [] });

const CLEAR_DETAIL = /^\{"detail":"[^"]+"\}$/;

/** Counts one answer; `what` names the call in the report. */
export function noteAnswer(errors: ServerErrors, what: string, status: number, body: string): void {
  if (status < 500) return;
  const unclear = !CLEAR_DETAIL.test(body);
  if (status === 500) errors.internal++;
  if (unclear) errors.unclear++;
  if ((status === 500 || unclear) && errors.examples.length < 10) errors.examples.push(`${what} ${status} ${body.slice(0, 200)}`);
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

const QUERIES = ["budget plan", "hiring", "what about the migration", "pricing launch", "customer security"];

/**
 * `connections` loops, each a random user reading their meetings (list) or searching, until `until`.
 * The same mix for the baseline and the scaled phase.
 */
export async function readLoad(baseUrl: string, users: ScaleUser[], connections: number, until: number): Promise<LoadReport> {
  const latencies: number[] = [];
  const byStatus: Record<string, number> = {};
  let networkErrors = 0;
  let unclearErrors = 0;
  let n = 0;
  const loop = async () => {
    while (Date.now() < until) {
      const user = users[Math.floor(Math.random() * users.length)] as ScaleUser;
      const path = n++ % 3 === 2 ? `/api/search?q=${encodeURIComponent(QUERIES[n % QUERIES.length] ?? "budget")}` : "/api/meetings?limit=20";
      const started = performance.now();
      try {
        const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${user.token}` }, signal: AbortSignal.timeout(30_000) });
        const text = await res.text();
        latencies.push(performance.now() - started);
        byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
        if (res.status >= 500 && !/^\{"detail":"[^"]+"\}$/.test(text)) unclearErrors++;
      } catch {
        networkErrors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  latencies.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    requests: latencies.length + networkErrors,
    byStatus,
    networkErrors,
    unclearErrors,
    latencyMs: { p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), p99: round(percentile(latencies, 99)) },
  };
}

/**
 * One user's writes, spread over every web instance by the proxy, faster than the per-user limit allows:
 * the limit holds across processes when no more are accepted than the shared counter admits.
 */
export async function writeBurst(baseUrl: string, user: ScaleUser, perSecond: number, until: number, errors: ServerErrors): Promise<{ sent: number; accepted: number; limited: number; windows: number }> {
  let sent = 0;
  let accepted = 0;
  let limited = 0;
  const windows = new Set<number>();
  const inFlight: Promise<void>[] = [];
  // On a fixed schedule, whatever the answers' speed: the limit is judged on what was offered.
  while (Date.now() < until) {
    const tick = Date.now();
    for (let i = 0; i < perSecond; i++) {
      sent++;
      windows.add(Math.floor(Date.now() / 60_000));
      inFlight.push(
        fetch(`${baseUrl}/api/bot/preferences`, {
          method: "PUT",
          headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
          body: JSON.stringify({ on_owner_join: sent % 2 ? "leave" : "stay_silent" }),
          signal: AbortSignal.timeout(60_000),
        })
          .then(async (res) => {
            noteAnswer(errors, "PUT /api/bot/preferences", res.status, await res.text());
            if (res.status === 429) limited++;
            else if (res.status < 300) accepted++;
          })
          .catch(() => {
            // a kill or a timeout: neither accepted nor limited
          }),
      );
    }
    await new Promise((r) => setTimeout(r, Math.max(0, 1_000 - (Date.now() - tick))));
  }
  await Promise.all(inFlight);
  return { sent, accepted, limited, windows: windows.size };
}

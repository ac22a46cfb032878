/*
 * pnpm bench:sync — Google Calendar sync through the real SDKs against the sandbox over HTTP.
 *
 *   1. first (full) sync of a calendar with BENCH_EVENTS events (default 1,000): every page, every insert;
 *   2. incremental sync after 10 changes (1 new, 4 moved, 3 retitled, 2 cancelled).
 *
 * Each run uses a fresh user and calendar; after BENCH_WARMUP uncounted runs (default 1), BENCH_RUNS runs
 * (default 5) are timed and the median is reported.
 * Database: DATABASE_URL when set, otherwise an in-process embedded PGlite. The sandbox runs in this
 * process on a loopback port. Targets (reported, never gating): first ≤ 2 s, incremental ≤ 5 % of the first.
 * Exit code: 0 when every run completed with the exact expected counts; 1 otherwise.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLogger } from "@understudy/services";
import type { UserContext } from "@understudy/services/context";
import { syncCalendar } from "@understudy/services/calendar";
import { completeGoogleConnection, createGoogleAuthUrl, type GoogleDeps } from "@understudy/services/google";
import { createDb, type Database } from "@understudy/db";
import { startEmbeddedPostgres } from "@understudy/db/embedded";
import { migrateDatabase } from "@understudy/db/migrate";
import { createTestUser } from "@understudy/db/test";
import { createTokenCipher } from "@understudy/integrations/crypto";
import { createGoogleConnector } from "@understudy/integrations/google";
import { grantConsent, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { benchDeps } from "./deps";
import { envCount } from "./env";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_DIR = path.resolve(HERE, "../results");


const EVENTS = envCount("BENCH_EVENTS", 1000);
const RUNS = envCount("BENCH_RUNS", 5);
// Warm-up runs (JIT, connection pools, prepared plans) are run in full but not counted.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const TARGET_FIRST_MS = 2000;
const TARGET_RATIO = 0.05;
// The sandbox and the services share one fixed clock, so the calendar does not drift during a run.
const NOW = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);

interface RunResult {
  firstMs: number;
  incrementalMs: number;
  first: { created: number; updated: number };
  incremental: { created: number; updated: number };
}

async function control(sandbox: RunningSandbox, method: string, pathname: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${sandbox.url}${pathname}`, {
    method,
    headers: { "Content-Type": "application/json" },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`sandbox ${method} ${pathname} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function oneRun(db: Database, sandbox: RunningSandbox, deps: GoogleDeps): Promise<RunResult> {
  const email = `bench-${randomUUID()}@example.com`;
  const base = `/__sandbox/google/calendar/${email}`;
  await control(sandbox, "POST", `${base}/seed`, { mode: "empty" });
  await control(sandbox, "POST", `${base}/events/bulk`, { count: EVENTS, startInHours: 1, days: 27 });

  const user = await createTestUser(db, { name: "Bench User" });
  const ctx: UserContext = {
    db,
    clock: { now: () => NOW },
    log: createLogger({ level: "silent" }),
    actor: { type: "user", userId: user.id, role: "user", via: "session", credentialId: "bench" },
    deps: benchDeps(db),
  };
  const { auth_url } = await createGoogleAuthUrl({ ctx, deps });
  const redirect = await grantConsent(auth_url, email);
  await completeGoogleConnection({ ctx, deps, input: { state: redirect.searchParams.get("state") ?? "", code: redirect.searchParams.get("code") ?? "" } });

  let started = performance.now();
  const first = await syncCalendar({ ctx, deps });
  const firstMs = performance.now() - started;

  const events = ((await control(sandbox, "GET", `${base}/events`)).events as { id: string; start: { dateTime: string }; end: { dateTime: string } }[]).slice(0, 9);
  const shift = (value: string) => new Date(new Date(value).getTime() + 30 * 60_000).toISOString();
  await control(sandbox, "POST", `${base}/events`, {
    summary: "Added after the first sync",
    start: { dateTime: new Date(NOW.getTime() + 2 * 86_400_000).toISOString() },
    end: { dateTime: new Date(NOW.getTime() + 2 * 86_400_000 + 1_800_000).toISOString() },
    hangoutLink: "https://meet.google.com/abc-defg-hij",
  });
  for (const [i, event] of events.entries()) {
    if (i < 4) await control(sandbox, "PATCH", `${base}/events/${event.id}`, { start: { dateTime: shift(event.start.dateTime) }, end: { dateTime: shift(event.end.dateTime) } });
    else if (i < 7) await control(sandbox, "PATCH", `${base}/events/${event.id}`, { summary: `Renamed ${i}` });
    else await control(sandbox, "DELETE", `${base}/events/${event.id}`);
  }

  started = performance.now();
  const incremental = await syncCalendar({ ctx, deps });
  const incrementalMs = performance.now() - started;
  return {
    firstMs,
    incrementalMs,
    first: { created: first.created_meetings, updated: first.updated_meetings },
    incremental: { created: incremental.created_meetings, updated: incremental.updated_meetings },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const round = (n: number) => Math.round(n * 10) / 10;

async function main() {
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres();
  const url = process.env.DATABASE_URL ?? embedded?.url ?? "";
  const kind = process.env.DATABASE_URL ? "postgres" : "pglite";
  await migrateDatabase(url);
  const { db, close } = createDb(url, { max: 10 });
  const sandbox = await startSandbox({ port: 0, clock: () => NOW });
  const deps: GoogleDeps = {
    google: createGoogleConnector({
      clientId: "understudy-bench",
      clientSecret: "bench-secret",
      redirectUri: "http://localhost:3000/api/google/callback",
      endpoints: { authorize: `${sandbox.url}/o/oauth2/v2/auth`, token: `${sandbox.url}/token`, revoke: `${sandbox.url}/revoke` },
      calendarRootUrl: `${sandbox.url}/`,
      gmailRootUrl: `${sandbox.url}/`,
    }),
    cipher: createTokenCipher({ current: randomBytes(32).toString("base64url") }),
  };

  let ok = true;
  const runs: RunResult[] = [];
  try {
    console.log(`bench:sync — ${EVENTS} events, ${WARMUP} warm-up + ${RUNS} runs, database ${kind}, sandbox ${sandbox.url}`);
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const run = await oneRun(db, sandbox, deps);
      if (i < WARMUP) {
        console.log(`  warm-up: first ${round(run.firstMs)} ms, incremental ${round(run.incrementalMs)} ms`);
        continue;
      }
      runs.push(run);
      const exact =
        run.first.created === EVENTS && run.first.updated === 0 && run.incremental.created === 1 && run.incremental.updated === 9;
      if (!exact) ok = false;
      console.log(
        `  run ${i + 1 - WARMUP}: first ${round(run.firstMs)} ms (${run.first.created} created, ${run.first.updated} updated), ` +
          `incremental ${round(run.incrementalMs)} ms (${run.incremental.created} created, ${run.incremental.updated} updated)${exact ? "" : "  ← unexpected counts"}`,
      );
    }
  } catch (error) {
    ok = false;
    console.error("bench:sync failed:", error);
  } finally {
    await sandbox.close();
    await close();
    await embedded?.close();
  }
  if (runs.length === 0) process.exit(1);

  const firstMs = median(runs.map((r) => r.firstMs));
  const incrementalMs = median(runs.map((r) => r.incrementalMs));
  const ratio = incrementalMs / firstMs;
  const result = {
    benchmark: "sync",
    date: new Date().toISOString(),
    database: kind,
    events: EVENTS,
    runs: runs.length,
    warmup_runs: WARMUP,
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? "unknown", node: process.version },
    first_sync_ms: round(firstMs),
    incremental_sync_ms: round(incrementalMs),
    ratio: Math.round(ratio * 1000) / 1000,
    targets: { first_sync_ms: TARGET_FIRST_MS, ratio: TARGET_RATIO },
    met: { first_sync: firstMs <= TARGET_FIRST_MS, ratio: ratio <= TARGET_RATIO },
    exact_counts: ok,
    all_runs: runs.map((r) => ({ first_ms: round(r.firstMs), incremental_ms: round(r.incrementalMs), first: r.first, incremental: r.incremental })),
  };
  console.log(
    `\nfirst sync ${result.first_sync_ms} ms (target ≤ ${TARGET_FIRST_MS} ms: ${result.met.first_sync ? "met" : "missed"}); ` +
      `incremental ${result.incremental_sync_ms} ms; ratio ${(ratio * 100).toFixed(1)} % (target ≤ ${TARGET_RATIO * 100} %: ${result.met.ratio ? "met" : "missed"})`,
  );
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `sync-${kind}.json`), `${JSON.stringify(result, null, 2)}\n`);
  process.exit(ok ? 0 : 1);
}

await main();

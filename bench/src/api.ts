/*
 * pnpm bench:api — the REST adapter against a bare node:http + postgres handler doing the same work.
 *
 *   GET /api/meetings?limit=20 with a bearer session token, 50 connections, BENCH_DURATION seconds each.
 *
 * Database: DATABASE_URL when set, otherwise an in-process embedded PGlite. Both servers run in this process,
 * each with its own pool of BENCH_POOL connections; autocannon runs in a forked child process (src/load.ts).
 * Targets (reported, never gating): adapter throughput ≥ 0.7× bare, adapter p95 ≤ 20 ms.
 * Exit code: 0 when the run completed (targets met or not); 1 on errors, including any non-2xx response.
 */
import { randomUUID } from "node:crypto";
import { fork } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { handleRestRequest } from "@understudy/api/rest";
import { createDb, eq, hashSecret, type Database } from "@understudy/db";
import { startEmbeddedPostgres } from "@understudy/db/embedded";
import { migrateDatabase } from "@understudy/db/migrate";
import { meetings, users, type NewMeeting } from "@understudy/db/schema";
import { createTestSession, createTestUser } from "@understudy/db/test";
import type { LoadRequest, LoadResult } from "./load";
import { benchDeps } from "./deps";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_DIR = path.resolve(HERE, "../results");

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got ${JSON.stringify(raw)}`);
  return n;
}

const DURATION_S = envNumber("BENCH_DURATION", 10);
const WARMUP_S = envNumber("BENCH_WARMUP", 3);
const CONNECTIONS = envNumber("BENCH_CONNECTIONS", 50);
const POOL = envNumber("BENCH_POOL", 10); // createDb's default pool size
// Diagnostic: BENCH_BARE_PREPARE=0 makes the bare pool send unnamed statements, as drizzle's postgres-js
// driver does for every query that is not built with .prepare(name).
const BARE_PREPARE = process.env.BENCH_BARE_PREPARE !== "0";
const MEETING_COUNT = 10_000;
const BATCH = 1_000;
const LIMIT = 20;
const PATH = `/api/meetings?limit=${LIMIT}`;
const TARGET_RATIO = 0.7;
const TARGET_P95_MS = 20;

/* ------------------------------------------------------------------------------------------------------- */

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "<unparseable DATABASE_URL>";
  }
}

async function seed(db: Database): Promise<{ userId: string; token: string }> {
  const user = await createTestUser(db, { name: "Bench User" });
  const token = await createTestSession(db, user.id);
  const platforms = ["zoom", "google_meet", "teams", "other"] as const;
  const statuses = ["scheduled", "in_progress", "completed", "cancelled"] as const;
  const now = Date.now();
  for (let start = 0; start < MEETING_COUNT; start += BATCH) {
    const rows: NewMeeting[] = [];
    for (let i = start; i < Math.min(start + BATCH, MEETING_COUNT); i++) {
      rows.push({
        userId: user.id,
        title: `Meeting #${i} — ${["Weekly sync", "Design review", "1:1", "Planning", "Retro"][i % 5]}`,
        description: i % 3 === 0 ? `Agenda for meeting ${i}: status, blockers, next steps.` : null,
        // Spread over roughly ±14 months around now, 1 h apart, so "latest" is a real index-ordered scan.
        scheduledAt: new Date(now + (i - MEETING_COUNT / 2) * 3_600_000),
        durationMinutes: [30, 45, 60, 90][i % 4],
        meetingUrl: i % 2 === 0 ? `https://zoom.us/j/${100000000 + i}` : null,
        platform: platforms[i % platforms.length],
        status: statuses[i % statuses.length],
        botAttended: i % 7 === 0,
        summary: i % 11 === 0 ? `Summary of meeting ${i}.` : null,
        source: i % 4 === 0 ? "calendar" : "manual",
        externalId: i % 4 === 0 ? `evt-${i}` : null,
      });
    }
    await db.insert(meetings).values(rows);
  }
  return { userId: user.id, token };
}

/* ------------------------------------------------------------------------------------------------------- */

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** (a) The REST adapter behind node:http, as packages/api/test/support/helpers.ts `startRestServer` does it. */
function adapterServer(db: Database): Server {
  const deps = benchDeps(db);
  return createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
      const response = await handleRestRequest(new Request(`http://localhost${req.url}`, { method: req.method, headers, body }), { deps });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error("adapter server error:", error);
      res.writeHead(500).end();
    }
  });
}

interface MeetingRow {
  id: string;
  title: string;
  description: string | null;
  scheduled_at: Date;
  duration_minutes: number;
  meeting_url: string | null;
  platform: string;
  status: string;
  bot_attended: boolean;
  summary: string | null;
  source: string;
  created_at: Date;
  updated_at: Date;
}

/** (b) The same work with the postgres driver directly: session (hashed token) + user lookup, the meetings query, JSON. */
function bareServer(sql: postgres.Sql): Server {
  const send = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", "x-request-id": randomUUID() });
    res.end(body);
  };
  return createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      if (req.method !== "GET" || url.pathname !== "/api/meetings") return send(res, 404, '{"detail":"Not Found"}');
      const limit = Math.min(500, Math.max(1, Number(url.searchParams.get("limit") ?? 100) | 0));
      const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "")?.[1];
      if (!token) return send(res, 401, '{"detail":"Not authenticated"}');
      const [user] = await sql<{ id: string; role: string }[]>`
        select u.id, u.role from sessions s inner join users u on u.id = s.user_id
        where s.session_token = ${hashSecret(token)} and s.expires > ${new Date()} and u.is_active = true limit 1`;
      if (!user) return send(res, 401, '{"detail":"Not authenticated"}');
      const rows = await sql<MeetingRow[]>`
        select * from meetings where user_id = ${user.id}
        order by scheduled_at desc, id desc limit ${limit} offset 0`;
      const body = JSON.stringify(
        rows.map((m) => ({
          id: m.id,
          title: m.title,
          description: m.description,
          scheduled_at: m.scheduled_at.toISOString(),
          duration_minutes: m.duration_minutes,
          meeting_url: m.meeting_url,
          platform: m.platform,
          status: m.status,
          bot_attended: m.bot_attended,
          summary: m.summary,
          source: m.source,
          created_at: m.created_at.toISOString(),
          updated_at: m.updated_at.toISOString(),
        })),
      );
      send(res, 200, body);
    } catch (error) {
      console.error("bare server error:", error);
      send(res, 500, '{"detail":"Internal Server Error"}');
    }
  });
}

/* ------------------------------------------------------------------------------------------------------- */

function runLoadInChild(request: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // fork() inherits this process's execArgv, i.e. tsx's loader, so the child can run TypeScript too.
    const child = fork(path.join(HERE, "load.ts"), [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
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

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ")).join("\n");
}

async function main() {
  const cores = os.availableParallelism();
  const externalUrl = process.env.DATABASE_URL;
  const dbKind = externalUrl ? "postgres" : "pglite";

  console.log("== @understudy/bench: REST adapter vs bare node:http + postgres ==");
  console.log(`node ${process.version} on ${os.platform()}/${os.arch()}, ${cores} CPU core(s) (${os.cpus()[0]?.model ?? "unknown"})`);
  const sharing = ["autocannon (a forked child process)", `both HTTP servers (this process${externalUrl ? "" : ", PGlite included"})`];
  if (externalUrl) sharing.push("the PostgreSQL server");
  console.log(`NOTE: ${sharing.slice(0, -1).join(", ")} and ${sharing.at(-1)} all share these ${cores} core(s): figures compare the two servers, they do not measure capacity.`);
  const load = () => os.loadavg().map((n) => n.toFixed(2)).join(" ");
  const loadBefore = load();
  console.log(`load average before: ${loadBefore} (other work on the machine skews results)`);

  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  let url: string;
  if (externalUrl) {
    url = externalUrl;
    console.log(`database: PostgreSQL from DATABASE_URL (${redact(url)})`);
  } else {
    embedded = await startEmbeddedPostgres();
    url = embedded.url;
    console.log(`database: embedded PGlite (in memory, loopback wire server at ${url}); set DATABASE_URL to use a real PostgreSQL`);
  }

  const cleanup: (() => Promise<unknown>)[] = [];
  let failed = false;
  try {
    await migrateDatabase(url);
    const adapterDb = createDb(url, { max: POOL });
    cleanup.push(() => adapterDb.close());
    const sql = postgres(url, {
      max: POOL,
      prepare: BARE_PREPARE,
      onnotice: () => {},
      connection: { application_name: "understudy-bench-bare" },
    });
    cleanup.push(() => sql.end({ timeout: 5 }));

    const [{ version: serverVersion } = { version: "unknown" }] = await sql<{ version: string }[]>`select version()`;
    console.log(`server: ${serverVersion}`);

    const seedStart = performance.now();
    const { userId, token } = await seed(adapterDb.db);
    console.log(`seeded 1 user, 1 session, ${MEETING_COUNT} meetings in ${fmt((performance.now() - seedStart) / 1000, 2)} s`);
    if (externalUrl) cleanup.unshift(() => adapterDb.db.delete(users).where(eq(users.id, userId)));

    const adapter = adapterServer(adapterDb.db);
    const bare = bareServer(sql);
    const adapterBase = await listen(adapter);
    const bareBase = await listen(bare);
    cleanup.unshift(() => closeServer(adapter), () => closeServer(bare));
    const headers = { authorization: `Bearer ${token}` };

    // Same answer from both before measuring anything.
    const [a, b] = await Promise.all([fetch(adapterBase + PATH, { headers }), fetch(bareBase + PATH, { headers })]);
    const [aText, bText] = await Promise.all([a.text(), b.text()]);
    if (a.status !== 200 || b.status !== 200) throw new Error(`sanity check: adapter ${a.status}, bare ${b.status}: ${aText.slice(0, 200)} | ${bText.slice(0, 200)}`);
    const aRows = JSON.parse(aText) as unknown[];
    if (aText !== bText) throw new Error("sanity check: adapter and bare bodies differ");
    if (aRows.length !== LIMIT) throw new Error(`sanity check: expected ${LIMIT} meetings, got ${aRows.length}`);
    console.log(`sanity: both answer 200 with the same ${aRows.length} meetings (${aText.length} bytes)`);

    const targets = { adapter: adapterBase + PATH, bare: bareBase + PATH } as const;
    console.log(`warm-up: ${WARMUP_S} s each at ${CONNECTIONS} connections`);
    for (const name of ["adapter", "bare"] as const) {
      const warm = await runLoadInChild({ url: targets[name], headers, connections: CONNECTIONS, duration: WARMUP_S });
      if (warm.non2xx || warm.errors) console.log(`  warm-up ${name}: ${warm.non2xx} non-2xx, ${warm.errors} errors`);
    }

    console.log(`measuring: GET ${PATH}, ${CONNECTIONS} connections, ${DURATION_S} s each, pool ${POOL} per server, bare statements ${BARE_PREPARE ? "named (prepared)" : "unnamed (BENCH_BARE_PREPARE=0)"}`);
    const results = {} as Record<"adapter" | "bare", LoadResult & { loadAverageAfter: string }>;
    for (const name of ["adapter", "bare"] as const) {
      const measured = await runLoadInChild({ url: targets[name], headers, connections: CONNECTIONS, duration: DURATION_S });
      const r = (results[name] = { ...measured, loadAverageAfter: load() });
      console.log(`  ${name}: ${r.requests} requests, ${fmt(r.requestsPerSecond)} req/s, statuses ${JSON.stringify(r.statusCodes)}, load average ${r.loadAverageAfter}`);
    }

    const ratio = results.adapter.requestsPerSecond / results.bare.requestsPerSecond;
    const ratioOk = ratio >= TARGET_RATIO;
    const p95Ok = results.adapter.latencyMs.p95 <= TARGET_P95_MS;
    const rows = [
      ["", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms", "non-2xx", "errors"],
      ...(["adapter", "bare"] as const).map((name) => {
        const r = results[name];
        return [name, fmt(r.requestsPerSecond), fmt(r.latencyMs.p50, 2), fmt(r.latencyMs.p95, 2), fmt(r.latencyMs.p99, 2), fmt(r.latencyMs.max, 2), String(r.non2xx), String(r.errors)];
      }),
    ];
    console.log("");
    console.log(table(rows));
    console.log("");
    console.log(`throughput ratio adapter/bare: ${fmt(ratio, 3)}`);
    console.log(`target adapter ≥ ${TARGET_RATIO}× bare throughput: ${ratioOk ? "MET" : "MISSED"} (${fmt(ratio, 3)})`);
    console.log(`target adapter p95 ≤ ${TARGET_P95_MS} ms: ${p95Ok ? "MET" : "MISSED"} (${fmt(results.adapter.latencyMs.p95, 2)} ms)`);

    const bad = (["adapter", "bare"] as const).filter((n) => results[n].non2xx > 0 || results[n].errors > 0);
    if (bad.length) {
      failed = true;
      for (const n of bad) console.error(`ERROR: ${n} had ${results[n].non2xx} non-2xx responses and ${results[n].errors} errors: ${JSON.stringify(results[n].statusCodes)}`);
    }

    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `api-${dbKind}${BARE_PREPARE ? "" : "-bare-unnamed"}.json`);
    const report = {
      benchmark: "api",
      request: `GET ${PATH}`,
      date: new Date().toISOString(),
      environment: { node: process.version, platform: `${os.platform()}/${os.arch()}`, cores, cpu: os.cpus()[0]?.model ?? null, sharedCores: true, loadAverageBefore: loadBefore },
      database: { kind: dbKind, server: serverVersion },
      config: { connections: CONNECTIONS, durationSeconds: DURATION_S, warmupSeconds: WARMUP_S, poolPerServer: POOL, barePreparedStatements: BARE_PREPARE, meetings: MEETING_COUNT, limit: LIMIT },
      results,
      throughputRatio: Math.round(ratio * 1000) / 1000,
      targets: {
        throughputRatio: { min: TARGET_RATIO, actual: Math.round(ratio * 1000) / 1000, met: ratioOk },
        adapterP95Ms: { max: TARGET_P95_MS, actual: results.adapter.latencyMs.p95, met: p95Ok },
      },
      valid: !failed,
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`results written to ${path.relative(process.cwd(), file) || file}`);
  } finally {
    for (const fn of cleanup) await fn().catch((error: unknown) => console.error("cleanup:", error));
    if (embedded) await embedded.close();
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

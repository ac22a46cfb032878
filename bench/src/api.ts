/*
 * pnpm bench:api — the product's GET /api/meetings?limit=20 against the two floors it is measured by, each
 * server a process of its own, the load generator (autocannon, src/load.ts) another:
 *   bare     node:http + postgres-js running the product's SQL (token hash lookup, the page with its LATERAL
 *            summary join), JSON — bench/src/api/bare-server.ts
 *   floor    a minimal Next.js app whose one route handler runs that same code: the framework's own floor
 *            (bench/next-floor, built by this bench when it has no build)
 *   floor-pages  the same app's Pages API route running that code: the framework's floor for a route that
 *            takes Node's request and response, the way the product serves its contract
 *   product  apps/web's production server, `pnpm start:web` alone (src/main.ts: the front door hands the contract's
 *            rows to the REST adapter, Next serves the rest; `pnpm build:web` first)
 *   launcher the same server as `pnpm start` runs it: tooling/launcher with the worker and the sandbox in its process
 * Data: 10 users × 10,000 meetings seeded for the run (the first user is the one asking, with a personal API
 * token), removed afterwards. Database: DATABASE_URL, else the embedded default: PGlite in memory behind the
 * loopback wire server the launcher uses, served from this process and shared by the three servers.
 * Each server: warm-up, then BENCH_DURATION seconds at BENCH_CONNECTIONS connections, BENCH_ROUNDS times
 * (round-robin; the median round is reported), the load average before and after each measurement.
 * Aims (reported, never gating): product ≥ 0.7× floor; product and launcher each ≥ 0.6× bare and p95 ≤ 50 ms;
 * product ÷ floor-pages is reported beside them.
 * Options: BENCH_API_SERVERS=product,floor (a subset), BENCH_API_WEB_DIST (apps/web's build folder, .next),
 * BENCH_API_CPU_PROF=<dir> (`--cpu-prof` of each server's process, into <dir>/<server>, written when it stops), BENCH_VERBOSE=1
 * (the servers' output). Exit 0 when the run completed; 1 on any error or non-2xx answer.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { startEmbeddedPostgres } from "@understudy/db/embedded";
import { migrateDatabase } from "@understudy/db/migrate";
import { runLoadInChild, type LoadResult } from "./load";
import { stop, waitReady, type Managed } from "./processes";
import { cpuSecondsOf } from "./api/cpu";
import { explainHotPath } from "./api/explain";
import { MEETINGS_PER_USER, USERS, seedApiBench, unseedApiBench } from "./api/seed";
import { DESCRIPTIONS, FLOOR_DIR, nextBuildOf, pathOf, SERVER_NAMES, startServer, type ServerName } from "./api/servers";
import { envNumber } from "./env";

const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../results");
const WEB_DIR = path.resolve(FLOOR_DIR, "../../apps/web");


const DURATION_S = envNumber("BENCH_DURATION", 10);
// 15 s: at 5 s the product, which has the most code to optimise, still measured a quarter slower in its first round.
const WARMUP_S = envNumber("BENCH_WARMUP", 15);
const CONNECTIONS = envNumber("BENCH_CONNECTIONS", 50);
const ROUNDS = envNumber("BENCH_ROUNDS", 1);
const WEB_DIST = process.env.BENCH_API_WEB_DIST || ".next";
const CPU_PROF_DIR = process.env.BENCH_API_CPU_PROF;
const LIMIT = 20;
const PATH = pathOf("product", LIMIT);
const PORTS: Record<ServerName, number> = { bare: 3411, floor: 3412, "floor-pages": 3414, product: 3413, launcher: 3415 };
const urlOf = (name: ServerName) => `http://127.0.0.1:${PORTS[name]}${pathOf(name, LIMIT)}`;
// Both shapes a user runs, `pnpm start:web` alone and `pnpm start` (the worker and sandbox beside it), are held to
// the same aims against the bare handler.
const AIMS = { productOverFloor: 0.7, productOverBare: 0.6, productP95Ms: 50 };

const servers: ServerName[] = process.env.BENCH_API_SERVERS
  ? process.env.BENCH_API_SERVERS.split(",").map((s) => {
      const name = s.trim() as ServerName;
      if (!SERVER_NAMES.includes(name)) throw new Error(`BENCH_API_SERVERS: unknown server ${JSON.stringify(s)} (${SERVER_NAMES.join(", ")})`);
      return name;
    })
  : [...SERVER_NAMES];

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(" ");
const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");
const round3 = (n: number) => Math.round(n * 1000) / 1000;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ")).join("\n");
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "<unparseable DATABASE_URL>";
  }
}

/** The newest modification time of the files under `dir`, in ms. */
function newestMtime(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((newest, e) => Math.max(newest, statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
}

/**
 * The floor app is the bench's own: built here when it has no build or its sources changed since (the
 * product's build is the operator's step, `pnpm build:web`).
 */
function ensureFloorBuild(): void {
  const buildId = path.join(FLOOR_DIR, ".next/BUILD_ID");
  if (!nextBuildOf(FLOOR_DIR, ".next") && statSync(buildId).mtimeMs >= newestMtime(path.join(FLOOR_DIR, "src"))) return;
  console.log("building bench/next-floor (next build) …");
  const result = spawnSync(path.join(FLOOR_DIR, "node_modules/.bin/next"), ["build"], { cwd: FLOOR_DIR, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error("bench/next-floor: next build failed");
}

type Measured = LoadResult & {
  loadAverageBefore: string;
  loadAverageAfter: string;
  /** The server process's CPU time (user + system) per answered request, in ms; null off Linux. */
  cpuMsPerRequest: number | null;
};

/** The round whose req/s is the median: its latencies belong to the same run as its throughput. */
function medianRound(rounds: Measured[]): Measured {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function main(): Promise<number> {
  const cores = os.availableParallelism();
  const externalUrl = process.env.DATABASE_URL;
  const dbKind = externalUrl ? "postgres" : "pglite";
  console.log("== @understudy/bench: GET /api/meetings — bare node:http, minimal Next route, the product ==");
  console.log(`node ${process.version} on ${os.platform()}/${os.arch()}, ${cores} CPU core(s) (${os.cpus()[0]?.model ?? "unknown"})`);
  console.log(`NOTE: the servers, the load generator${externalUrl ? ", PostgreSQL" : " and PGlite (in this process)"} share these ${cores} core(s) with whatever else runs here.`);
  const loadBefore = loadAverage();
  console.log(`load average before: ${loadBefore}`);

  if (servers.includes("product") || servers.includes("launcher")) {
    const missing = nextBuildOf(WEB_DIR, WEB_DIST);
    if (missing) throw new Error(`${missing}: run \`pnpm build:web\` first`);
  }
  if (servers.includes("floor") || servers.includes("floor-pages")) ensureFloorBuild();

  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  const url = externalUrl ?? (embedded = await startEmbeddedPostgres()).url;
  console.log(externalUrl ? `database: PostgreSQL from DATABASE_URL (${redact(url)})` : `database: embedded PGlite (in memory) behind the launcher's loopback wire server at ${url}`);

  const running = new Map<ServerName, Managed>();
  const sql = postgres(url, { max: 4, onnotice: () => {} });
  let seeded: Awaited<ReturnType<typeof seedApiBench>> = [];
  let failed = false;
  try {
    await migrateDatabase(url);
    const [{ version: serverVersion } = { version: "unknown" }] = await sql<{ version: string }[]>`select version()`;
    console.log(`server: ${serverVersion}`);
    const seedStart = performance.now();
    seeded = await seedApiBench(sql);
    const [{ total } = { total: 0 }] = await sql<{ total: number }[]>`select count(*)::int as total from meetings`;
    console.log(`seeded ${USERS} users × ${MEETINGS_PER_USER} meetings (${total} in the database), one personal API token each, in ${fmt((performance.now() - seedStart) / 1000, 1)} s`);
    const headers = { authorization: `Bearer ${seeded[0]!.token}` };
    const plans = await explainHotPath(sql, seeded[0]!, LIMIT);
    for (const plan of plans) {
      console.log(`EXPLAIN ${plan.statement}: ${fmt(plan.executionMs, 3)} ms, ${plan.buffers} buffers${plan.wholeSet ? " — SORTS OR SCANS THE WHOLE SET" : ""}`);
      console.log(`  ${plan.nodes.join(" > ")}`);
    }

    for (const name of servers) {
      const started = performance.now();
      running.set(name, startServer(name, { databaseUrl: url, port: PORTS[name], webDistDir: WEB_DIST, nodeOptions: CPU_PROF_DIR ? `--cpu-prof --cpu-prof-dir=${path.join(CPU_PROF_DIR, name)}` : undefined }));
      await waitReady(urlOf(name), 120_000, headers);
      console.log(`${name}: ${DESCRIPTIONS[name]} on :${PORTS[name]}, answering after ${fmt((performance.now() - started) / 1000, 1)} s`);
    }

    // The same answer from every server before measuring anything.
    const bodies = await Promise.all(
      servers.map(async (name) => {
        const res = await fetch(urlOf(name), { headers });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`sanity check: ${name} answered ${res.status}: ${text.slice(0, 200)}`);
        return text;
      }),
    );
    if (bodies.some((b) => b !== bodies[0])) throw new Error(`sanity check: the bodies differ (${servers.join(", ")})`);
    const rows = JSON.parse(bodies[0]!) as { summary: string | null }[];
    if (rows.length !== LIMIT) throw new Error(`sanity check: expected ${LIMIT} meetings, got ${rows.length}`);
    console.log(`sanity: ${servers.join(", ")} answer 200 with the same ${rows.length} meetings (${bodies[0]!.length} bytes, ${rows.filter((r) => r.summary).length} with a summary)`);

    console.log(`warm-up: ${WARMUP_S} s each`);
    for (const name of servers) {
      const warm = await runLoadInChild({ url: urlOf(name), headers, connections: CONNECTIONS, duration: WARMUP_S });
      if (warm.non2xx || warm.errors) console.log(`  warm-up ${name}: ${warm.non2xx} non-2xx, ${warm.errors} errors`);
    }

    console.log(`measuring: GET ${PATH}, ${CONNECTIONS} connections, ${DURATION_S} s per server, ${ROUNDS} round(s)`);
    const rounds = Object.fromEntries(servers.map((n) => [n, [] as Measured[]])) as Record<ServerName, Measured[]>;
    for (let r = 0; r < ROUNDS; r++) {
      for (const name of servers) {
        const before = loadAverage();
        const pid = running.get(name)?.child.pid;
        const cpuBefore = cpuSecondsOf(pid);
        const result = await runLoadInChild({ url: urlOf(name), headers, connections: CONNECTIONS, duration: DURATION_S });
        const cpuAfter = cpuSecondsOf(pid);
        const cpuMsPerRequest = cpuBefore !== null && cpuAfter !== null && result.requests ? Math.round(((cpuAfter - cpuBefore) * 1e5) / result.requests) / 100 : null;
        const measured = { ...result, loadAverageBefore: before, loadAverageAfter: loadAverage(), cpuMsPerRequest };
        rounds[name].push(measured);
        console.log(`  [${r + 1}/${ROUNDS}] ${name}: ${fmt(measured.requestsPerSecond)} req/s, p50 ${fmt(measured.latencyMs.p50)} / p95 ${fmt(measured.latencyMs.p95)} / p99 ${fmt(measured.latencyMs.p99)} ms, ${fmt(cpuMsPerRequest ?? NaN, 2)} CPU ms/req, statuses ${JSON.stringify(measured.statusCodes)}, load ${before} → ${measured.loadAverageAfter}`);
      }
    }
    const results = Object.fromEntries(servers.map((n) => [n, medianRound(rounds[n])])) as Partial<Record<ServerName, Measured>>;

    console.log("");
    console.log(
      table([
        ["server (median round)", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms", "CPU ms/req", "non-2xx", "errors", "load before → after"],
        ...servers.map((name) => {
          const r = results[name]!;
          return [name, fmt(r.requestsPerSecond), fmt(r.latencyMs.p50, 2), fmt(r.latencyMs.p95, 2), fmt(r.latencyMs.p99, 2), fmt(r.latencyMs.max, 2), fmt(r.cpuMsPerRequest ?? NaN, 2), String(r.non2xx), String(r.errors), `${r.loadAverageBefore} → ${r.loadAverageAfter}`];
        }),
      ]),
    );
    console.log("");

    const { product, floor, bare, "floor-pages": floorPages, launcher } = results;
    const ratio = (a?: Measured, b?: Measured) => (a && b ? round3(a.requestsPerSecond / b.requestsPerSecond) : null);
    const targets = {
      productOverFloor: { min: AIMS.productOverFloor, actual: ratio(product, floor), met: (ratio(product, floor) ?? -1) >= AIMS.productOverFloor },
      productOverBare: { min: AIMS.productOverBare, actual: ratio(product, bare), met: (ratio(product, bare) ?? -1) >= AIMS.productOverBare },
      productP95Ms: { max: AIMS.productP95Ms, actual: product?.latencyMs.p95 ?? null, met: product ? product.latencyMs.p95 <= AIMS.productP95Ms : false },
      launcherOverBare: { min: AIMS.productOverBare, actual: ratio(launcher, bare), met: (ratio(launcher, bare) ?? -1) >= AIMS.productOverBare },
      launcherP95Ms: { max: AIMS.productP95Ms, actual: launcher?.latencyMs.p95 ?? null, met: launcher ? launcher.latencyMs.p95 <= AIMS.productP95Ms : false },
    };
    if (product && floor) console.log(`product / floor throughput: ${fmt(targets.productOverFloor.actual ?? NaN, 3)} (aim ≥ ${AIMS.productOverFloor}: ${targets.productOverFloor.met ? "MET" : "MISSED"})`);
    if (product && bare) console.log(`product / bare throughput:  ${fmt(targets.productOverBare.actual ?? NaN, 3)} (aim ≥ ${AIMS.productOverBare}: ${targets.productOverBare.met ? "MET" : "MISSED"})`);
    if (floor && bare) console.log(`floor / bare throughput:    ${fmt(ratio(floor, bare) ?? NaN, 3)}`);
    if (product && floorPages) console.log(`product / floor-pages:      ${fmt(ratio(product, floorPages) ?? NaN, 3)} (the same framework's cheapest route)`);
    if (floorPages && bare) console.log(`floor-pages / bare:         ${fmt(ratio(floorPages, bare) ?? NaN, 3)}`);
    const cpu = (n: ServerName) => results[n]?.cpuMsPerRequest;
    if (servers.every((n) => cpu(n) != null)) console.log(`CPU ms per request (what the machine's load moves least): ${servers.map((n) => `${n} ${fmt(cpu(n)!, 2)}`).join(", ")}`);
    if (product) console.log(`product p95: ${fmt(product.latencyMs.p95, 2)} ms (aim ≤ ${AIMS.productP95Ms} ms: ${targets.productP95Ms.met ? "MET" : "MISSED"})`);
    if (launcher && bare) console.log(`pnpm start / bare throughput: ${fmt(targets.launcherOverBare.actual ?? NaN, 3)} (aim ≥ ${AIMS.productOverBare}: ${targets.launcherOverBare.met ? "MET" : "MISSED"})`);
    if (launcher) console.log(`pnpm start p95: ${fmt(launcher.latencyMs.p95, 2)} ms (aim ≤ ${AIMS.productP95Ms} ms: ${targets.launcherP95Ms.met ? "MET" : "MISSED"})`);
    const loadAfter = loadAverage();
    console.log(`load average after: ${loadAfter}`);

    for (const name of servers) {
      const bad = rounds[name].filter((r) => r.non2xx > 0 || r.errors > 0);
      if (bad.length) {
        failed = true;
        console.error(`ERROR: ${name} had non-2xx answers or errors: ${bad.map((r) => `${JSON.stringify(r.statusCodes)} ${r.errors} errors`).join("; ")}`);
      }
    }
    for (const [name, managed] of running) {
      if (managed.unexpectedExit || managed.unhandled) {
        failed = true;
        console.error(`ERROR: ${name} ${managed.unexpectedExit ? "exited" : `logged ${managed.unhandled} unhandled error(s)`} during the run`);
      }
    }

    mkdirSync(RESULTS_DIR, { recursive: true });
    const partial = servers.length < SERVER_NAMES.length || WEB_DIST !== ".next" || CPU_PROF_DIR;
    const file = path.join(RESULTS_DIR, partial ? `api-${dbKind}-partial.json` : `api-${dbKind}.json`);
    const report = {
      benchmark: "api",
      request: `GET ${PATH}`,
      date: new Date().toISOString(),
      environment: { node: process.version, platform: `${os.platform()}/${os.arch()}`, cores, cpu: os.cpus()[0]?.model ?? null, sharedCores: true, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter },
      database: { kind: dbKind, server: serverVersion },
      config: { connections: CONNECTIONS, durationSeconds: DURATION_S, warmupSeconds: WARMUP_S, rounds: ROUNDS, users: USERS, meetingsPerUser: MEETINGS_PER_USER, meetingsInDatabase: total, limit: LIMIT, webDistDir: WEB_DIST, cpuProfile: Boolean(CPU_PROF_DIR) },
      servers: Object.fromEntries(servers.map((n) => [n, DESCRIPTIONS[n]])),
      plans,
      results,
      rounds,
      ratios: {
        productOverFloor: ratio(product, floor),
        productOverBare: ratio(product, bare),
        floorOverBare: ratio(floor, bare),
        productOverFloorPages: ratio(product, floorPages),
        floorPagesOverBare: ratio(floorPages, bare),
        launcherOverBare: ratio(launcher, bare),
        launcherOverProduct: ratio(launcher, product),
      },
      targets,
      valid: !failed,
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`results written to ${path.relative(process.cwd(), file) || file}`);
  } finally {
    await Promise.all([...running.values()].map((m) => stop(m)));
    if (seeded.length && externalUrl) await unseedApiBench(sql, seeded).catch((error: unknown) => console.error("cleanup:", error));
    await sql.end({ timeout: 5 });
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

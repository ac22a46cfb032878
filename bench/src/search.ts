/*
 * pnpm bench:search — search at scale, retrieval quality, and the summary pipeline.
 *
 *   1. latency (PostgreSQL): BENCH_SEGMENTS transcript turns (default 1,000,000) across BENCH_USERS users (100),
 *      text drawn from QMSum transcripts read at run time from QMSUM_DIR (default .data/qmsum in the
 *      repository; see README, Benchmarks); p50/p95 of 40 rotating queries (corpus words, topic names) at
 *      BENCH_CONCURRENCY connections (8) for the product's full-text search path and, on the same data in the same run,
 *      the naive ILIKE scan it replaces. Database: BENCH_DATABASE_URL (default
 *      postgres://postgres@127.0.0.1:5432/understudy_bench, created and migrated when missing; a loaded corpus is
 *      reused unless BENCH_RELOAD=1; vacuumed, and its users keep captures forever so retention hides none of it).
 *      Targets (reported, not gating): p95 ≤ 40 ms and ≥ 20× faster than ILIKE. `src/search/explain.ts` prints the
 *      plans of every statement a search sends on this corpus.
 *   2. quality (embedded PGlite with pgvector, the sandbox's embeddings): QMSum's specific queries (BENCH_QMSUM_SPLIT,
 *      default val; train is for tuning) scored hit@1/5/10 and MRR@10 (a hit: one of the first k passages a user
 *      sees, meeting by meeting, overlaps a turn range of the answer in the question's meeting), with latency per
 *      query, for: Okapi BM25 over 5-turn windows computed here (the baseline), Search across all meetings, Search
 *      within the question's meeting, and Ask's retrieval (retrievePassages); full text alone and with embeddings.
 *   3. summary (the sandbox's OpenAI over HTTP): model calls and wall time to summarise a two-hour transcript.
 *
 * BENCH_PARTS picks parts (default "latency,quality,summary"). Results: bench/results/search-*.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { createDb } from "@understudy/db";
import { startEmbeddedPostgres } from "@understudy/db/embedded";
import { migrateDatabase } from "@understudy/db/migrate";
import { startSandbox } from "@understudy/sandbox";
import { loadCorpus } from "./search/corpus";
import { cpuPerCall, sampleCpu, type CpuPerCall } from "./search/cpu";
import { ftsSearch, ilikeSearch } from "./search/latency";
import { loadQmsum, QmsumMissingError, type QmsumMeeting } from "./search/qmsum";
import { measureRetrieval } from "./search/retrieval";
import { latencyStats, runConcurrently } from "./search/stats";
import { measureSummary } from "./search/summary";
import { envCount } from "./env";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_DIR = path.resolve(HERE, "../results");


const PARTS = new Set((process.env.BENCH_PARTS ?? "latency,quality,summary").split(",").map((p) => p.trim()));
const SEGMENTS = envCount("BENCH_SEGMENTS", 1_000_000);
const USERS = envCount("BENCH_USERS", 100);
const SEARCHES = envCount("BENCH_SEARCHES", 400);
const CONCURRENCY = envCount("BENCH_CONCURRENCY", 8);
const QUERY_COUNT = 40;
const TARGET_P95_MS = 40;
const TARGET_SPEEDUP = 20;
/** createDb names its connections so; the bench's own connection (postgres.js's default name) is not counted. */
const POOL_APPLICATION = "understudy";
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/understudy_bench";

function write(name: string, data: unknown) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, name);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`→ ${path.relative(process.cwd(), file)}`);
}

const machine = () => ({ cpus: os.cpus().length, cpu_model: os.cpus()[0]?.model ?? "unknown", load_avg_1m: Math.round((os.loadavg()[0] ?? 0) * 100) / 100, node: process.version });

const STOP = new Set("about after again because before being could doing during every going gonna there these their thing things think those through would which while where other really right maybe should still something yeah okay".split(" "));

/**
 * 40 queries people would type: 20 single words across the corpus's frequency range (common ones match many
 * meetings, so their snippets and headlines cost the most) and 20 QMSum topic names of one to three words.
 */
function rotatingQueries(corpus: QmsumMeeting[]): string[] {
  const counts = new Map<string, number>();
  for (const m of corpus) for (const t of m.turns) for (const w of t.content.toLowerCase().match(/[a-z]{5,}/g) ?? []) if (!STOP.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const byFrequency = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
  const words = Array.from({ length: QUERY_COUNT / 2 }, (_, i) => byFrequency[20 + i * 75] as string);
  const topics = [...new Set(corpus.flatMap((m) => m.topics).map((t) => t.trim().toLowerCase()).filter((t) => /^[a-z][a-z' -]*$/.test(t) && t.split(/\s+/).length <= 3))].sort();
  const step = topics.length / (QUERY_COUNT / 2);
  return [...words, ...Array.from({ length: QUERY_COUNT / 2 }, (_, i) => topics[Math.floor(i * step)] as string)];
}

async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    const [exists] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!exists) await sql.unsafe(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await sql.end();
  }
  await migrateDatabase(url);
}

async function latencyPart(corpus: QmsumMeeting[]) {
  await ensureDatabase(DATABASE_URL);
  const raw = postgres(DATABASE_URL, { max: 2, onnotice: () => {} });
  const [server] = await raw<{ version: string }[]>`select version()`;
  console.log(`loading ${SEGMENTS.toLocaleString()} turns across ${USERS} users into ${DATABASE_URL} …`);
  const loaded = await loadCorpus(raw, corpus, { users: USERS, segments: SEGMENTS, segmentsPerMeeting: 100 }, process.env.BENCH_RELOAD === "1");
  console.log(loaded.reused ? "corpus already loaded: reused" : `loaded in ${loaded.loadSeconds.toFixed(1)} s, GIN index in ${loaded.indexSeconds.toFixed(1)} s`);

  const queries = rotatingQueries(corpus);
  const { db, close } = createDb(DATABASE_URL, { max: CONCURRENCY });
  const at = (i: number) => ({ q: queries[i % queries.length] as string, user: loaded.userIds[(i * 7) % loaded.userIds.length] as string });
  // Warm-up first, then the measured searches between two CPU samples of the pool's backends and this process.
  const measured = async (call: (i: number) => Promise<void>) => {
    await runConcurrently(0, CONCURRENCY, QUERY_COUNT, call);
    const before = await sampleCpu(raw, POOL_APPLICATION);
    const samples = await runConcurrently(SEARCHES, CONCURRENCY, 0, (i) => call(i + QUERY_COUNT));
    const after = await sampleCpu(raw, POOL_APPLICATION);
    return { samples, cpu: cpuPerCall(before, after, SEARCHES) };
  };
  try {
    const found = { fts: 0, ilike: 0 };
    const { samples: fts, cpu: ftsCpu } = await measured(async (i) => {
      const n = await ftsSearch(db, at(i).user, at(i).q);
      found.fts += n;
    });
    const { samples: ilike, cpu: ilikeCpu } = await measured(async (i) => {
      const n = await ilikeSearch(db, at(i).user, at(i).q);
      found.ilike += n;
    });
    const ftsStats = latencyStats(fts);
    const ilikeStats = latencyStats(ilike);
    const speedup = { p50: Math.round((ilikeStats.p50_ms / ftsStats.p50_ms) * 10) / 10, p95: Math.round((ilikeStats.p95_ms / ftsStats.p95_ms) * 10) / 10 };
    const result = {
      benchmark: "search-latency",
      database: "postgresql",
      server: server?.version,
      corpus: { segments: SEGMENTS, users: USERS, segments_per_meeting: 100, source: "QMSum transcripts (train+val), read at run time", load_seconds: Math.round(loaded.loadSeconds * 10) / 10, gin_index_seconds: Math.round(loaded.indexSeconds * 10) / 10, reused: loaded.reused },
      concurrency: CONCURRENCY,
      searches_per_path: SEARCHES,
      queries,
      fts: { ...ftsStats, cpu_per_search: ftsCpu, meetings_returned_per_search: Math.round((found.fts / (SEARCHES + QUERY_COUNT)) * 10) / 10 },
      ilike: { ...ilikeStats, cpu_per_search: ilikeCpu, meetings_returned_per_search: Math.round((found.ilike / (SEARCHES + QUERY_COUNT)) * 10) / 10 },
      speedup,
      targets: { p95_ms: TARGET_P95_MS, speedup: TARGET_SPEEDUP, p95_met: ftsStats.p95_ms <= TARGET_P95_MS, speedup_met: speedup.p95 >= TARGET_SPEEDUP },
      machine: machine(),
      measured_at: new Date().toISOString(),
    };
    const cpuLine = (c: CpuPerCall) => `CPU/search ${c.server_ms ?? "?"} ms server + ${c.node_ms} ms node`;
    console.log(
      `FTS   p50 ${ftsStats.p50_ms} ms  p95 ${ftsStats.p95_ms} ms  p99 ${ftsStats.p99_ms} ms  ${cpuLine(ftsCpu)}\nILIKE p50 ${ilikeStats.p50_ms} ms  p95 ${ilikeStats.p95_ms} ms  p99 ${ilikeStats.p99_ms} ms  ${cpuLine(ilikeCpu)}\nspeed-up p50 ${speedup.p50}×  p95 ${speedup.p95}×  load ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`,
    );
    write(CONCURRENCY === 8 ? "search-latency-postgres.json" : `search-latency-postgres-c${CONCURRENCY}.json`, result);
  } finally {
    await close();
    await raw.end();
  }
}

async function withSandboxModel<T>(fn: () => Promise<T>): Promise<T> {
  const sandbox = await startSandbox({ port: 0 });
  Object.assign(process.env, {
    OPENAI_API_KEY: "sk-sandbox-bench",
    OPENAI_BASE_URL: `${sandbox.url}/v1`,
    OPENAI_EMBEDDING_DIMENSIONS: "256",
    // The sandbox's bag-of-words embeddings are close on a smaller scale than text-embedding-3's (as the launcher sets it).
    SEARCH_MIN_SIMILARITY: process.env.SEARCH_MIN_SIMILARITY ?? "0.1",
  });
  try {
    return await fn();
  } finally {
    await sandbox.close();
  }
}

async function qualityPart() {
  const split = (process.env.BENCH_QMSUM_SPLIT ?? "val") as "train" | "val" | "all";
  const corpus = qmsum(split);
  const embedded = await startEmbeddedPostgres();
  await migrateDatabase(embedded.url);
  const { db, close } = createDb(embedded.url, { max: 4 });
  try {
    const quality = await withSandboxModel(() => measureRetrieval(db, corpus, ["text", "hybrid"]));
    console.log(table(quality.rows));
    write(split === "val" ? "search-quality-pglite.json" : `search-quality-pglite-${split}.json`, {
      benchmark: "search-quality",
      database: "pglite (pgvector)",
      embeddings: "sandbox text-embedding-3-small stand-in (hashed bag of words, 256 dimensions)",
      min_similarity: Number(process.env.SEARCH_MIN_SIMILARITY),
      split,
      ...quality,
      machine: machine(),
      measured_at: new Date().toISOString(),
    });
  } finally {
    await close();
    await embedded.close();
  }
}

function table(rows: Record<string, { hit_at_1: number; hit_at_5: number; hit_at_10: number; mrr_at_10: number; mean_latency_ms: number; p95_latency_ms: number }>): string {
  const head = "row                          hit@1  hit@5  hit@10  MRR@10  mean ms  p95 ms";
  return [head, ...Object.entries(rows).map(([k, r]) => [k.padEnd(28), ...[r.hit_at_1, r.hit_at_5, r.hit_at_10, r.mrr_at_10].map((v) => v.toFixed(3).padStart(6)), r.mean_latency_ms.toFixed(1).padStart(8), r.p95_latency_ms.toFixed(1).padStart(7)].join(" "))].join("\n");
}

async function summaryPart(corpus: QmsumMeeting[]) {
  const result = await withSandboxModel(() => measureSummary(corpus));
  console.log(`summary of ${result.minutes} min (${result.words} words): ${result.model_calls} model calls, ${result.wall_seconds} s`);
  write("search-summary-sandbox.json", { benchmark: "summary-pipeline", model: "sandbox gpt-4o-mini stand-in over HTTP (openai SDK)", ...result, target_model_calls: 9, machine: machine(), measured_at: new Date().toISOString() });
}

/** QMSum from QMSUM_DIR; when it is missing, one line naming QMSUM_DIR and exit 1 (no stack trace). */
function qmsum(split: "train" | "val" | "all"): QmsumMeeting[] {
  try {
    return loadQmsum(split);
  } catch (error) {
    if (!(error instanceof QmsumMissingError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const corpus = qmsum("all");
if (PARTS.has("latency")) await latencyPart(corpus);
if (PARTS.has("quality")) await qualityPart();
if (PARTS.has("summary")) await summaryPart(corpus);

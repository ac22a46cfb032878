/*
 * pnpm bench:webhooks — the bot webhook while a thousand meetings are live, with a slow model.
 *
 * The product's shape, one process each as in a deployment: the worker (apps/worker's main, every job, woken
 * by NOTIFY); the receiver, a node:http server running what /api/webhooks/bot runs (src/webhooks/handler-server.ts:
 * receiveBotWebhook over createAppDeps and a send-only pg-boss, as the web process builds them); and in this
 * process the provider's side, the sandbox (bot API, OpenAI with a latency switch) and the load. Runs before
 * 29 Nov 2026 served the receiver from this process, so the sandbox's answers to the worker and the signing of
 * every line ran on the handler's event loop. BENCH_WORKER=inline puts the worker in this process instead. Seeded: BENCH_BOTS bots (default 1,000) of BENCH_USERS users (100), every bot
 * admitted and standing in (announced), and the first BENCH_AVATAR_USERS users (10) Pro with 40 meetings
 * of history and the AI Avatar on, so questions to them are answered by `avatar.answer` jobs.
 *
 * Load, open loop for BENCH_SECONDS (30) per round: every bot says a line every ~BENCH_LINE_SECONDS (6,
 * jittered); every 5th line of an avatar user's bot is a question to the owner. Three rounds on the same
 * bots: the model answering at once, then at BENCH_MODEL_MS (2,000) a call with speech at
 * BENCH_SPEECH_MS (250), both with the product's handler, and the model slow with a bare handler (read
 * the body, answer 200) on the same server as the baseline. Per round: webhook answer p50/p95/p99/max and
 * errors, and (product rounds) the avatar's utterance-to-first-audio p50/p95 (avatar_turns.latency_ms, from
 * the webhook's receipt to the clip handed to the provider) with how many answers were spoken.
 *
 * Database: DATABASE_URL's server (a scratch database, dropped after) or an in-process PGlite.
 * Results: bench/results/webhooks-<database>.json. Exit 1 when a webhook failed or the aims are missed:
 * p99 ≤ 100 ms with the slow model, and avatar p95 ≤ 3 s.
 */
import { randomUUID } from "node:crypto";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLogger } from "@understudy/services";
import { seedAvatarHistory, turnAvatarOn } from "@understudy/services/testing/avatar";
import { and, createDb, gte, inArray, isNotNull, type Database } from "@understudy/db";
import { migrateDatabase } from "@understudy/db/migrate";
import { avatarTurns, botSessions, meetings } from "@understudy/db/schema";
import { createTestUser } from "@understudy/db/test";
import { createRecallProvider, signRecallWebhook } from "@understudy/integrations/bots";
import { SANDBOX_BOT_API_KEY, SANDBOX_BOT_WEBHOOK_SECRET, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { startWorker } from "@understudy/worker";

import { sampleWaits } from "./webhooks/waits";
import { cpuSecondsOf } from "./api/cpu";
import { percentile, scratchDatabase } from "./scratch";
import { envNonNegative } from "./env";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const WORKER_MAIN = path.resolve(HERE, "../../apps/worker/src/main.ts");
const HANDLER_SERVER = path.resolve(HERE, "webhooks/handler-server.ts");
const RESULTS_DIR = path.resolve(HERE, "../results");

const BOTS = envNonNegative("BENCH_BOTS", 1000);
const USERS = envNonNegative("BENCH_USERS", 100);
const AVATAR_USERS = envNonNegative("BENCH_AVATAR_USERS", 10);
const SECONDS = envNonNegative("BENCH_SECONDS", 30);
const LINE_SECONDS = envNonNegative("BENCH_LINE_SECONDS", 6);
const MODEL_MS = envNonNegative("BENCH_MODEL_MS", 2000);
const SPEECH_MS = envNonNegative("BENCH_SPEECH_MS", 250);
const QUESTION_EVERY = 5;
// The nice value of this process (the sandbox standing in for the provider, and the load) once the product's
// processes are started; 0 shares the cores equally with them.
const PROVIDER_NICE = envNonNegative("BENCH_PROVIDER_NICE", 10);
const WARMUP_SECONDS = envNonNegative("BENCH_WARMUP_SECONDS", 10);
const AIM_P99_MS = 100;
const AIM_AVATAR_P95_MS = 3000;

const round = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface LiveBot {
  botId: string;
  sessionId: string;
  ownerFirstName: string;
  avatar: boolean;
  /** Seconds into the meeting of the next line (the provider's relative timestamps). */
  at: number;
  lines: number;
}

/** Users, their meetings and a bot standing in for each, as the product stores them once the grace ran out. */
async function seed(db: Database, sandbox: RunningSandbox): Promise<LiveBot[]> {
  const provider = createRecallProvider({ apiBase: sandbox.url, apiKey: SANDBOX_BOT_API_KEY, webhookSecret: SANDBOX_BOT_WEBHOOK_SECRET });
  const bots: LiveBot[] = [];
  const started = new Date(Date.now() - 10 * 60_000);
  for (let u = 0; u < USERS; u++) {
    const avatar = u < AVATAR_USERS;
    const first = `Owner${u}`;
    const user = await createTestUser(db, { name: `${first} Lovelace`, email: `owner-${u}-${randomUUID()}@acme.example`, subscriptionPlan: avatar ? "pro" : "free" });
    if (avatar) await seedAvatarHistory(db, user.id, `${first} Lovelace`, 40);
    for (let b = u; b < BOTS; b += USERS) {
      const [meeting] = await db.insert(meetings).values({ userId: user.id, title: `Live meeting ${b}`, scheduledAt: started, status: "in_progress", meetingUrl: "https://meet.google.com/abc-defg-hij", platform: "google_meet" }).returning({ id: meetings.id });
      if (!meeting) throw new Error("no meeting");
      // "Answer on my own": what is measured is the time to first audio, not the owner's approval.
      if (avatar) await turnAvatarOn(db, user.id, meeting.id, "Status of the migration: done except billing, which moves next sprint.", {}, { answerOnOwn: true });
      // A bot the sandbox keeps in the call, posting nothing of its own: the load below is the only traffic.
      const bot = await provider.createBot({ meetingUrl: "https://meet.google.com/abc-defg-hij?scenario=nobody-joins", botName: `${first} (via Understudy)`, joinAt: null, metadata: {}, realtimeWebhookUrl: null, idempotencyKey: randomUUID(), nooneJoinedTimeoutSeconds: 36_000 });
      const [session] = await db
        .insert(botSessions)
        .values({ userId: user.id, meetingId: meeting.id, provider: "recall", providerBotId: bot.id, botName: `${first} (via Understudy)`, meetingUrl: "https://meet.google.com/abc-defg-hij", platform: "google_meet", status: "recording", admittedAt: started, announcedAt: new Date(started.getTime() + 300_000), announcementSentAt: new Date(started.getTime() + 300_000) })
        .returning({ id: botSessions.id });
      if (!session) throw new Error("no session");
      bots.push({ botId: bot.id, sessionId: session.id, ownerFirstName: first, avatar, at: 600, lines: 0 });
    }
  }
  return bots;
}

function lineFor(bot: LiveBot): string {
  const nth = bot.lines++;
  const t = (bot.at += LINE_SECONDS * (0.5 + Math.random()));
  const question = bot.avatar && nth % QUESTION_EVERY === QUESTION_EVERY - 1;
  const text = question ? `${bot.ownerFirstName}, what's the status of the migration?` : `Line ${nth} about the quarterly plan and the hiring pipeline`;
  const iso = new Date().toISOString();
  return JSON.stringify({
    event: "transcript.data",
    data: {
      data: { participant: { id: 200, name: "Ben Okafor", is_host: false }, words: [{ text, start_timestamp: { relative: t, absolute: iso }, end_timestamp: { relative: t + 3, absolute: iso } }] },
      bot: { id: bot.botId, metadata: { session_id: bot.sessionId } },
    },
  });
}

type HandlerKind = "product" | "bare";

/**
 * The receiver in a process of its own (src/webhooks/handler-server.ts), as the web process is: this process
 * runs the sandbox and the load, whose work must not land on the handler's event loop.
 */
async function serve(kind: HandlerKind, env: Env): Promise<{ url: string; pid: number | undefined; close(): Promise<void> }> {
  const profile = process.env.BENCH_HANDLER_CPU_PROF ? [`--cpu-prof`, `--cpu-prof-dir=${path.resolve(process.env.BENCH_HANDLER_CPU_PROF, kind)}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", HANDLER_SERVER], {
    env: { ...env, WEBHOOK_HANDLER: kind },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    child.once("exit", (code) => reject(new Error(`the ${kind} webhook server exited with ${code} before it listened`)));
    child.stdout.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const m = /listening (\S+)/.exec(buffered);
      if (m?.[1]) resolve(m[1]);
    });
  });
  child.removeAllListeners("exit");
  return {
    url,
    pid: child.pid,
    async close() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

/** Every bot sends its lines on its own schedule (open loop: a slow answer does not slow the senders). */
async function drive(url: string, bots: LiveBot[], seconds = SECONDS) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    bots.map(async (bot) => {
      await sleep(Math.random() * LINE_SECONDS * 1000);
      const inFlight: Promise<void>[] = [];
      while (performance.now() < end) {
        const body = lineFor(bot);
        const headers = { "content-type": "application/json", ...signRecallWebhook(SANDBOX_BOT_WEBHOOK_SECRET, `msg_${randomUUID()}`, Math.floor(Date.now() / 1000), body) };
        const t = performance.now();
        inFlight.push(
          fetch(url, { method: "POST", headers, body }).then(
            async (res) => {
              await res.arrayBuffer();
              latencies.push(performance.now() - t);
              if (res.status !== 200) errors++;
            },
            () => void errors++,
          ),
        );
        await sleep(LINE_SECONDS * 1000 * (0.5 + Math.random()));
      }
      await Promise.all(inFlight);
    }),
  );
  return { latencies, errors };
}

async function avatarLatencies(db: Database, sessionIds: string[], since: Date) {
  const rows = await db
    .select({ latencyMs: avatarTurns.latencyMs })
    .from(avatarTurns)
    .where(and(inArray(avatarTurns.sessionId, sessionIds), gte(avatarTurns.createdAt, since), isNotNull(avatarTurns.latencyMs)));
  const values = rows.flatMap((r) => (r.latencyMs === null ? [] : [r.latencyMs]));
  return { spoken: values.length, p50_ms: round(percentile(values, 50)), p95_ms: round(percentile(values, 95)), max_ms: round(Math.max(...values, Number.NaN)) };
}

type Env = Record<string, string | undefined>;

/** The worker as production runs it, in a process of its own; resolves once it has said "worker started". */
async function workerProcess(env: Env): Promise<{ stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", WORKER_MAIN], {
    env: { ...env, LOG_LEVEL: "info", MIGRATE_ON_START: "false", WORKER_HEALTH_PORT: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let buffered = "";
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the worker exited with ${code} before it started`)));
    child.stdout.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      if (buffered.includes('"worker started"')) {
        buffered = "";
        resolve();
      } else if (buffered.length > 1_000_000) buffered = buffered.slice(-1000);
    });
  });
  child.removeAllListeners("exit");
  return {
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

async function runWorker(databaseUrl: string, env: Env): Promise<{ stop(): Promise<void> }> {
  if (process.env.BENCH_WORKER === "inline") return startWorker({ databaseUrl, log: createLogger({ level: "silent" }), env });
  return workerProcess(env);
}

async function main() {
  const target = await scratchDatabase("webhooks");
  await migrateDatabase(target.url);
  const { db, close } = createDb(target.url, { max: 10 });
  const sandbox: RunningSandbox = await startSandbox({ port: 0, bots: { webhookUrl: null, timeScale: 1 } });
  const env = {
    ...process.env,
    DATABASE_URL: target.url,
    RECALL_API_BASE: sandbox.url,
    RECALL_API_KEY: SANDBOX_BOT_API_KEY,
    RECALL_WEBHOOK_SECRET: SANDBOX_BOT_WEBHOOK_SECRET,
    OPENAI_API_KEY: "sk-sandbox",
    OPENAI_BASE_URL: `${sandbox.url}/v1`,
  };
  const openai = (body: unknown) => fetch(`${sandbox.url}/__sandbox/openai/config`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  console.log(`bench:webhooks — database ${target.kind}, ${BOTS} bots of ${USERS} users (${AVATAR_USERS} with the AI Avatar), a line every ~${LINE_SECONDS} s each, ${SECONDS} s a round`);
  const worker = await runWorker(target.url, env);
  let servers: Record<HandlerKind, Awaited<ReturnType<typeof serve>>> | null = null;
  let ok = true;
  try {
    const bots = await seed(db, sandbox);
    const sessionIds = bots.map((b) => b.sessionId);
    // Both receivers start before this process lowers its priority, so they keep the product's (nice 0) while
    // the provider's side and the load, which in production run on other machines, yield the cores to them.
    servers = { product: await serve("product", env), bare: await serve("bare", env) };
    if (PROVIDER_NICE > 0) os.setPriority(PROVIDER_NICE);
    // A fresh receiver compiles and plans its statements on its first requests: warmed up, not measured.
    await drive(servers.product.url, bots, WARMUP_SECONDS);
    const rounds: Record<string, unknown> = {};
    for (const [name, handler, modelMs, speechMs] of [
      ["product, model instant", "product", 0, 0],
      [`product, model ${MODEL_MS} ms`, "product", MODEL_MS, SPEECH_MS],
      [`bare handler, model ${MODEL_MS} ms`, "bare", MODEL_MS, SPEECH_MS],
    ] as const) {
      await openai({ chat_latency_ms: modelMs, speech_latency_ms: speechMs });
      const server = servers[handler];
      const load = os.loadavg()[0];
      const since = new Date();
      const cpuBefore = cpuSecondsOf(server.pid);
      const waits = sampleWaits(db, "understudy-web");
      const run = await drive(server.url, bots);
      const cpuAfter = cpuSecondsOf(server.pid);
      const connectionStates = await waits.stop();
      // Answers still being spoken finish before they are counted.
      await sleep(modelMs + speechMs + 3000);
      const avatar = handler === "product" ? await avatarLatencies(db, sessionIds, since) : null;
      const row = {
        model_ms: modelMs,
        speech_ms: speechMs,
        webhooks: run.latencies.length,
        per_second: round(run.latencies.length / SECONDS),
        errors: run.errors,
        p50_ms: round(percentile(run.latencies, 50)),
        p95_ms: round(percentile(run.latencies, 95)),
        p99_ms: round(percentile(run.latencies, 99)),
        max_ms: round(Math.max(...run.latencies)),
        // The receiver's own CPU per webhook: what the other processes on the machine move least.
        cpu_ms_per_webhook: cpuBefore !== null && cpuAfter !== null && run.latencies.length ? Math.round(((cpuAfter - cpuBefore) * 1e5) / run.latencies.length) / 100 : null,
        ...(avatar ? { avatar } : {}),
        load_before: round(load ?? 0),
        // % of the receiver's busy connection samples in each state (pg_stat_activity every 20 ms).
        connection_states: connectionStates,
      };
      rounds[name] = row;
      console.log(`  ${name.padEnd(32)} ${row.webhooks} webhooks (${row.per_second}/s), p50 ${row.p50_ms} ms, p95 ${row.p95_ms} ms, p99 ${row.p99_ms} ms, max ${row.max_ms} ms, ${row.cpu_ms_per_webhook ?? "?"} CPU ms each, errors ${row.errors}${avatar ? `; avatar spoke ${avatar.spoken}, p50 ${avatar.p50_ms} ms, p95 ${avatar.p95_ms} ms` : ""}`);
      if (handler === "product") console.log(`    receiver's connections: ${Object.entries(connectionStates).slice(0, 5).map(([k, v]) => `${k} ${v} %`).join(", ")}`);
      if (row.errors > 0) ok = false;
    }
    const slow = rounds[`product, model ${MODEL_MS} ms`] as { p99_ms: number; avatar: { p95_ms: number; spoken: number } };
    const aims = { webhook_p99_ms: { aim: AIM_P99_MS, got: slow.p99_ms, met: slow.p99_ms <= AIM_P99_MS }, avatar_p95_ms: { aim: AIM_AVATAR_P95_MS, got: slow.avatar.p95_ms, met: slow.avatar.spoken > 0 && slow.avatar.p95_ms <= AIM_AVATAR_P95_MS } };
    console.log(`  aims: webhook p99 ≤ ${AIM_P99_MS} ms with a ${MODEL_MS} ms model: ${aims.webhook_p99_ms.met ? "met" : "MISSED"}; avatar p95 ≤ ${AIM_AVATAR_P95_MS} ms: ${aims.avatar_p95_ms.met ? "met" : "MISSED"}`);
    ok = ok && aims.webhook_p99_ms.met && aims.avatar_p95_ms.met;
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `webhooks-${target.kind}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ bench: "webhooks", database: target.kind, worker: process.env.BENCH_WORKER === "inline" ? "inline" : "process", receiver: "process", provider_nice: PROVIDER_NICE, at: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, bots: BOTS, users: USERS, avatar_users: AVATAR_USERS, seconds: SECONDS, line_seconds: LINE_SECONDS, rounds, aims }, null, 2)}\n`,
    );
    console.log(`  results: ${path.relative(process.cwd(), file)}`);
  } catch (error) {
    ok = false;
    console.error("bench:webhooks failed:", error);
  } finally {
    if (servers) await Promise.all([servers.product.close(), servers.bare.close()]);
    await worker.stop();
    await sandbox.close();
    await close();
    await target.close();
  }
  process.exit(ok ? 0 : 1);
}

await main();

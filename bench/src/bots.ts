/*
 * pnpm bench:bots — the stand-in bot scheduler under a crash, and the bot webhook receiver.
 *
 *   (a) scheduler: BENCH_MEETINGS meetings (default 1,000) across BENCH_USERS users (default 100, a fifth
 *       of them Pro) all start in the same minute, 12 minutes from now, so all are due at once. The real
 *       worker process (apps/worker) runs in a child process; once half the bots are booked it is killed
 *       with SIGKILL (no cleanup of any kind), then started again. Checked at the provider (the sandbox's
 *       list of bots) and in the database: every meeting has exactly one bot and one booking.
 *       Lag = when the meeting's bot was booked (its provider id stored) − when the worker was started;
 *       reported p50/p99/max, for Pro and other users, with the wall time and bots per second. The
 *       provider's 60-creates-a-minute pacing is switched off (BOT_CREATE_RATE_PER_MINUTE=0): at Recall's
 *       limit 1,000 bots take 16.7 minutes whatever the code does, which is why bots are booked ahead.
 *   (b) webhooks: BENCH_WEBHOOK_EVENTS signed Recall webhooks (status, participant join/leave,
 *       transcript) for 100 bots, 30 % of them sent twice, in random order, BENCH_CONCURRENCY at a time,
 *       to the webhook handler the web route runs (signature check, apply once, stand-in rule) behind a
 *       node:http server in this process; baselines on the same server: bare (read the body, answer
 *       200) and verify (signature and parse only). Events/s and p50/p95 latency.
 *
 * Database: DATABASE_URL's server when set (a scratch database is created and dropped), otherwise an
 * in-process embedded PGlite that the child worker reaches over its socket. The sandbox runs in this
 * process. Results: bench/results/bots-<database>.json. Exit 1 when a meeting ends with no bot or more
 * than one, or the webhook run stores an event twice.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { answerWebhook } from "@understudy/api/rest";
import { createLogger, silentLogger } from "@understudy/services";
import { botWebhookContext, receiveBotWebhook } from "@understudy/services/bots";
import { and, count, createDb, eq, inArray, isNotNull, sql, type Database } from "@understudy/db";
import { migrateDatabase } from "@understudy/db/migrate";
import { botEvents, botSessions, meetings, transcriptSegments, type NewMeeting } from "@understudy/db/schema";
import { createTestUser } from "@understudy/db/test";
import { createRecallProvider, signRecallWebhook } from "@understudy/integrations/bots";
import { SANDBOX_BOT_API_KEY, SANDBOX_BOT_WEBHOOK_SECRET, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { benchDeps } from "./deps";

import { percentile, scratchDatabase } from "./scratch";
import { envCount } from "./env";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, "../..");
const RESULTS_DIR = path.resolve(HERE, "../results");
const WORKER_DIR = path.join(REPO, "apps/worker");


const MEETINGS = envCount("BENCH_MEETINGS", 1000);
const USERS = envCount("BENCH_USERS", 100);
const WEBHOOK_EVENTS = envCount("BENCH_WEBHOOK_EVENTS", 3000);
const CONCURRENCY = envCount("BENCH_CONCURRENCY", 16);
const SCHEDULE_CONCURRENCY = envCount("BENCH_SCHEDULE_CONCURRENCY", 8);
const DUPLICATE_SHARE = 0.3;
const BOOK_TIMEOUT_MS = 5 * 60_000;

const round = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------------
// (a) the scheduler, killed half-way

/** The real worker (apps/worker/src/main.ts) in its own process group, so SIGKILL reaches tsx's child too. */
function startWorkerProcess(databaseUrl: string, sandbox: RunningSandbox, label: string): ChildProcess {
  const child = spawn(path.join(WORKER_DIR, "node_modules/.bin/tsx"), ["src/main.ts"], {
    cwd: WORKER_DIR,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      RECALL_API_BASE: sandbox.url,
      RECALL_API_KEY: SANDBOX_BOT_API_KEY,
      RECALL_WEBHOOK_SECRET: SANDBOX_BOT_WEBHOOK_SECRET,
      BOT_CREATE_RATE_PER_MINUTE: "0",
      BOT_SCHEDULE_CONCURRENCY: String(SCHEDULE_CONCURRENCY),
    },
  });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`  [worker ${label}] ${chunk.toString()}`));
  return child;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

async function bookedCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(botSessions)
    .where(and(eq(botSessions.origin, "scheduled"), isNotNull(botSessions.providerBotId)));
  return row?.n ?? 0;
}

interface ProviderBot {
  id: string;
  metadata: Record<string, string>;
}

async function providerBots(sandbox: RunningSandbox): Promise<ProviderBot[]> {
  const all: ProviderBot[] = [];
  let next: string | null = `${sandbox.url}/api/v1/bot/?page_size=1000`;
  while (next) {
    const res = await fetch(next, { headers: { authorization: `Token ${SANDBOX_BOT_API_KEY}` } });
    const page = (await res.json()) as { next: string | null; results: ProviderBot[] };
    all.push(...page.results);
    next = page.next;
  }
  return all;
}

async function benchScheduler(db: Database, databaseUrl: string, sandbox: RunningSandbox) {
  // Users: a fifth Pro, the rest on their trial; meetings all start in the same minute, 12 minutes out.
  const people: Awaited<ReturnType<typeof createTestUser>>[] = [];
  for (let i = 0; i < USERS; i++) {
    people.push(
      await createTestUser(db, {
        name: `Bench User ${i}`,
        email: `bench-${i}-${randomUUID()}@acme.example`,
        subscriptionPlan: i % 5 === 0 ? "pro" : "free",
        trialEndsAt: new Date(Date.now() + 10 * 86_400_000),
      }),
    );
  }
  const start = new Date(Math.ceil((Date.now() + 12 * 60_000) / 60_000) * 60_000);
  const rows: NewMeeting[] = Array.from({ length: MEETINGS }, (_, i) => ({
    userId: people[i % USERS]?.id ?? "",
    title: `Bench meeting ${i}`,
    scheduledAt: new Date(start.getTime() + (i % 60) * 1000),
    meetingUrl: `https://zoom.us/j/${String(1_000_000_000 + i)}`,
    platform: "zoom" as const,
    source: "manual" as const,
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(meetings).values(rows.slice(i, i + 500));
  const meetingIds = (await db.select({ id: meetings.id }).from(meetings)).map((m) => m.id);
  const proUsers = new Set(people.filter((p) => p.subscriptionPlan === "pro").map((p) => p.id));

  console.log(`  (a) ${MEETINGS} meetings of ${USERS} users due at once; worker with ${SCHEDULE_CONCURRENCY} creates in flight, unpaced`);
  const t0 = Date.now();
  let worker = startWorkerProcess(databaseUrl, sandbox, "1");
  const half = Math.floor(MEETINGS / 2);
  let booked = 0;
  while ((booked = await bookedCount(db)) < half) {
    if (Date.now() - t0 > BOOK_TIMEOUT_MS) throw new Error(`only ${booked} bots booked before the kill deadline`);
    await sleep(20);
  }
  killGroup(worker, "SIGKILL");
  const killedAt = Date.now();
  await exited(worker);
  const bookedAtKill = await bookedCount(db);
  console.log(`      kill -9 after ${killedAt - t0} ms with ${bookedAtKill} booked; restarting`);
  const restartedAt = Date.now();
  worker = startWorkerProcess(databaseUrl, sandbox, "2");
  while ((booked = await bookedCount(db)) < MEETINGS) {
    if (Date.now() - t0 > BOOK_TIMEOUT_MS) break;
    await sleep(50);
  }
  const doneAt = Date.now();
  // Let anything still in flight land before counting duplicates.
  await sleep(1500);
  killGroup(worker, "SIGTERM");
  await Promise.race([exited(worker), sleep(15_000)]);
  killGroup(worker, "SIGKILL");

  const sessions = await db
    .select({ meetingId: botSessions.meetingId, userId: botSessions.userId, createdAt: botSessions.createdAt, updatedAt: botSessions.updatedAt, providerBotId: botSessions.providerBotId })
    .from(botSessions)
    .where(eq(botSessions.origin, "scheduled"));
  const bots = await providerBots(sandbox);
  const perMeeting = new Map<string, { sessions: number; bots: number }>(meetingIds.map((id) => [id, { sessions: 0, bots: 0 }]));
  for (const s of sessions) if (s.meetingId && s.providerBotId) perMeeting.get(s.meetingId)!.sessions++;
  for (const b of bots) {
    const entry = b.metadata.meeting_id ? perMeeting.get(b.metadata.meeting_id) : undefined;
    if (entry) entry.bots++;
  }
  const misses = [...perMeeting.values()].filter((m) => m.bots === 0 || m.sessions === 0).length;
  const duplicates = [...perMeeting.values()].reduce((n, m) => n + Math.max(0, m.bots - 1) + Math.max(0, m.sessions - 1), 0);
  const lag = (filter: (s: (typeof sessions)[number]) => boolean) => sessions.filter((s) => s.providerBotId && filter(s)).map((s) => s.updatedAt.getTime() - t0);
  const all = lag(() => true);
  const pro = lag((s) => proUsers.has(s.userId));
  const standard = lag((s) => !proUsers.has(s.userId));
  const lastBooked = Math.max(...all);
  const afterRestart = sessions.filter((s) => s.updatedAt.getTime() >= restartedAt);
  const firstAfterRestart = Math.min(...afterRestart.map((s) => s.updatedAt.getTime()));
  // Bookings the killed worker had claimed (and maybe sent) but not stored: finished by the new one after the lease.
  const resumedRows = sessions.filter((s) => s.createdAt.getTime() < killedAt && s.updatedAt.getTime() >= killedAt);
  const resumed = resumedRows.length;
  // Booking rate while a worker is up (the wall time above also holds the kill, the restart and the lease).
  const rate = (times: number[]) => (times.length > 1 ? round((times.length - 1) / ((Math.max(...times) - Math.min(...times)) / 1000)) : null);
  const firstWorker = sessions.filter((s) => s.providerBotId && s.updatedAt.getTime() < killedAt).map((s) => s.updatedAt.getTime());
  const secondWorker = sessions.filter((s) => s.providerBotId && s.updatedAt.getTime() >= restartedAt && !resumedRows.includes(s)).map((s) => s.updatedAt.getTime());

  const result = {
    meetings: MEETINGS,
    users: USERS,
    pro_users: proUsers.size,
    schedule_concurrency: SCHEDULE_CONCURRENCY,
    booked: all.length,
    misses,
    duplicates,
    provider_bots: bots.length,
    killed_after_ms: killedAt - t0,
    booked_at_kill: bookedAtKill,
    restart_to_first_booking_ms: Number.isFinite(firstAfterRestart) ? firstAfterRestart - restartedAt : null,
    resumed_after_lease: resumed,
    wall_ms: lastBooked,
    polled_done_ms: doneAt - t0,
    bots_per_s: round(all.length / (lastBooked / 1000)),
    bots_per_s_while_running: { first_worker: rate(firstWorker), restarted_worker: rate(secondWorker) },
    lag_ms: { p50: percentile(all, 50), p99: percentile(all, 99), max: lastBooked },
    lag_pro_ms: { p50: percentile(pro, 50), p99: percentile(pro, 99) },
    lag_standard_ms: { p50: percentile(standard, 50), p99: percentile(standard, 99) },
  };
  console.log(
    `      ${result.booked}/${MEETINGS} booked, ${misses} missed, ${duplicates} duplicates (${bots.length} provider bots); wall ${lastBooked} ms, ${result.bots_per_s} bots/s\n` +
      `      lag p50 ${result.lag_ms.p50} ms, p99 ${result.lag_ms.p99} ms, max ${result.lag_ms.max} ms; Pro p50 ${result.lag_pro_ms.p50} ms vs others ${result.lag_standard_ms.p50} ms\n` +
      `      while running: ${result.bots_per_s_while_running.first_worker} bots/s (first worker), ${result.bots_per_s_while_running.restarted_worker} bots/s (restarted)\n` +
      `      restart → first booking ${result.restart_to_first_booking_ms} ms; ${resumed} bookings the killed worker had claimed finished after their lease`,
  );
  return result;
}

// ---------------------------------------------------------------------------------------------------
// (b) webhook ingestion

interface Delivery {
  id: string;
  body: string;
  duplicate: boolean;
}

/** A bot's meeting as Recall would report it: status changes, three people coming and going, ten lines. */
function eventsFor(botId: string, sessionId: string, base: number): Delivery[] {
  const bot = { id: botId, metadata: { session_id: sessionId } };
  const at = (s: number) => new Date(base + s * 1000).toISOString();
  const out: unknown[] = [];
  const status = (s: number, code: string, sub: string | null = null) => out.push({ event: `bot.${code}`, data: { data: { code, sub_code: sub, updated_at: at(s) }, bot } });
  const people = [1, 2, 3].map((n) => ({ id: n * 100, name: `Person ${n}`, is_host: n === 1, platform: "desktop", extra_data: {}, email: `p${n}@example.test` }));
  status(0, "joining_call");
  status(5, "in_call_not_recording");
  status(6, "in_call_recording");
  for (const [i, p] of people.entries()) out.push({ event: "participant_events.join", data: { data: { participant: p, timestamp: { absolute: at(8 + i), relative: 8 + i }, data: null }, bot } });
  for (let line = 0; line < 10; line++) {
    const s = 20 + line * 15;
    const words = `Line ${line} of the meeting about the quarterly plan`.split(" ").map((text, w) => ({
      text,
      start_timestamp: { relative: s + w * 0.4, absolute: at(s + w * 0.4) },
      end_timestamp: { relative: s + w * 0.4 + 0.3, absolute: at(s + w * 0.4 + 0.3) },
    }));
    out.push({ event: "transcript.data", data: { data: { participant: people[line % 3], words }, bot } });
  }
  for (const [i, p] of people.entries()) out.push({ event: "participant_events.leave", data: { data: { participant: p, timestamp: { absolute: at(300 + i), relative: 300 + i }, data: null }, bot } });
  status(310, "call_ended", "timeout_exceeded_everyone_left");
  status(315, "done");
  return out.map((body) => ({ id: `msg_${randomUUID().replaceAll("-", "").slice(0, 20)}`, body: JSON.stringify(body), duplicate: false }));
}

type Handler = (headers: Headers, rawBody: string) => Promise<{ status: number; body: unknown }>;

async function serve(handler: Handler): Promise<{ url: string; server: Server }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      handler(headers, Buffer.concat(chunks).toString("utf8"))
        .then((r) => res.writeHead(r.status, { "content-type": "application/json" }).end(JSON.stringify(r.body)))
        .catch(() => res.writeHead(500).end());
    });
  });
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/bot`, server };
}

async function post(url: string, deliveries: Delivery[]): Promise<{ ms: number; latencies: number[]; statuses: Map<number, number>; outcomes: Map<string, number> }> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const outcomes = new Map<string, number>();
  let index = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (index < deliveries.length) {
        const d = deliveries[index++] as Delivery;
        const headers = { "content-type": "application/json", ...signRecallWebhook(SANDBOX_BOT_WEBHOOK_SECRET, d.id, Math.floor(Date.now() / 1000), d.body) };
        const t = performance.now();
        const res = await fetch(url, { method: "POST", headers, body: d.body });
        const json = (await res.json().catch(() => ({}))) as { outcome?: string };
        latencies.push(performance.now() - t);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (json.outcome) outcomes.set(json.outcome, (outcomes.get(json.outcome) ?? 0) + 1);
      }
    }),
  );
  return { ms: performance.now() - started, latencies, statuses, outcomes };
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

async function benchWebhooks(db: Database, sandbox: RunningSandbox) {
  // The stand-in rule's delayed jobs and the summary job go nowhere here: only the receiver is measured.
  const provider = createRecallProvider({ apiBase: sandbox.url, apiKey: SANDBOX_BOT_API_KEY, webhookSecret: SANDBOX_BOT_WEBHOOK_SECRET, maxAttempts: 1 });
  const ctx = botWebhookContext({ ...benchDeps(db), bots: provider }, createLogger({ level: "silent" }));

  const owner = await createTestUser(db, { name: "Webhook Owner", email: `owner-${randomUUID()}@acme.example` });
  const perBot = eventsFor("x", "x", 0).length;
  const botCount = Math.max(1, Math.round(WEBHOOK_EVENTS / (1 + DUPLICATE_SHARE) / perBot));
  const unique: Delivery[] = [];
  const warmup: Delivery[] = [];
  const sessionIds: string[] = [];
  const base = Date.now() - 10 * 60_000;
  // The first WARMUP_BOTS bots warm each server up (JIT, pools, prepared plans) and are not counted.
  const WARMUP_BOTS = 10;
  for (let i = 0; i < botCount + WARMUP_BOTS; i++) {
    const [meeting] = await db.insert(meetings).values({ userId: owner.id, title: `Webhook meeting ${i}`, scheduledAt: new Date(base), meetingUrl: "https://zoom.us/j/1234567890", platform: "zoom" }).returning();
    const botId = randomUUID();
    const [session] = await db
      .insert(botSessions)
      .values({ userId: owner.id, meetingId: meeting?.id, provider: provider.name, providerBotId: botId, botName: "Bench (via Understudy)", meetingUrl: "https://zoom.us/j/1234567890", platform: "zoom" })
      .returning();
    if (!session) throw new Error("no session");
    if (i < WARMUP_BOTS) {
      warmup.push(...eventsFor(botId, session.id, base));
      continue;
    }
    sessionIds.push(session.id);
    unique.push(...eventsFor(botId, session.id, base));
  }
  const duplicates = shuffle([...unique]).slice(0, Math.round(unique.length * DUPLICATE_SHARE)).map((d) => ({ ...d, duplicate: true }));
  const deliveries = shuffle([...unique, ...duplicates]);
  console.log(`  (b) ${deliveries.length} signed webhooks (${unique.length} events, ${duplicates.length} sent twice) for ${botCount} bots, random order, ${CONCURRENCY} at a time`);

  const handlers: [string, Handler][] = [
    ["bare", () => Promise.resolve({ status: 200, body: { received: true } })],
    [
      "verify",
      (headers, rawBody) => {
        provider.parseWebhook(headers, rawBody, new Date());
        return Promise.resolve({ status: 200, body: { received: true } });
      },
    ],
    [
      "full",
      async (headers, rawBody) => {
        // What /api/webhooks/bot answers: the receiver's outcome or domain error, rendered by the route's helper.
        const response = await answerWebhook(silentLogger, () => receiveBotWebhook({ ctx, request: { headers, rawBody } }));
        return { status: response.status, body: (await response.json()) as unknown };
      },
    ],
  ];
  const rows: Record<string, { events_per_s: number; p50_ms: number; p95_ms: number; statuses: Record<string, number>; outcomes?: Record<string, number> }> = {};
  for (const [name, handler] of handlers) {
    const { url, server } = await serve(handler);
    await post(url, warmup);
    const run = await post(url, deliveries);
    await new Promise((r) => server.close(r));
    rows[name] = {
      events_per_s: round(deliveries.length / (run.ms / 1000)),
      p50_ms: round(percentile(run.latencies, 50)),
      p95_ms: round(percentile(run.latencies, 95)),
      statuses: Object.fromEntries(run.statuses),
      ...(run.outcomes.size ? { outcomes: Object.fromEntries(run.outcomes) } : {}),
    };
    console.log(`      ${name.padEnd(6)} ${rows[name].events_per_s} events/s, p50 ${rows[name].p50_ms} ms, p95 ${rows[name].p95_ms} ms ${JSON.stringify(rows[name].outcomes ?? rows[name].statuses)}`);
  }

  // Each event stored once, whatever the duplicates and the order.
  const [stored] = await db.select({ n: count() }).from(botEvents).where(inArray(botEvents.sessionId, sessionIds));
  const meetingIds = (await db.select({ id: botSessions.meetingId }).from(botSessions).where(inArray(botSessions.id, sessionIds))).flatMap((r) => (r.id ? [r.id] : []));
  const [segments] = await db.select({ n: count() }).from(transcriptSegments).where(inArray(transcriptSegments.meetingId, meetingIds));
  const finished = await db
    .select({ n: count() })
    .from(botSessions)
    .where(and(inArray(botSessions.id, sessionIds), sql`${botSessions.status} = 'disconnected'`));
  const exact = (stored?.n ?? 0) === unique.length && (segments?.n ?? 0) === botCount * 10;
  console.log(`      stored ${stored?.n ?? 0}/${unique.length} events once, ${segments?.n ?? 0}/${botCount * 10} transcript segments, ${finished[0]?.n ?? 0}/${botCount} sessions ended`);
  return {
    deliveries: deliveries.length,
    unique_events: unique.length,
    duplicate_share: DUPLICATE_SHARE,
    bots: botCount,
    concurrency: CONCURRENCY,
    ...rows,
    full_vs_bare: round((rows.full?.events_per_s ?? 0) / (rows.bare?.events_per_s ?? 1)),
    stored_once: exact,
  };
}

async function main() {
  const target = await scratchDatabase("bots");
  await migrateDatabase(target.url);
  const { db, close } = createDb(target.url, { max: 10 });
  const sandbox = await startSandbox({ port: 0, bots: { webhookUrl: null, timeScale: 1 } });
  console.log(`bench:bots — database ${target.kind}, sandbox ${sandbox.url}`);
  let scheduler: Awaited<ReturnType<typeof benchScheduler>> | null = null;
  let webhooks: Awaited<ReturnType<typeof benchWebhooks>> | null = null;
  let ok = true;
  try {
    scheduler = await benchScheduler(db, target.url, sandbox);
    webhooks = await benchWebhooks(db, sandbox);
    ok = scheduler.misses === 0 && scheduler.duplicates === 0 && webhooks.stored_once;
  } catch (error) {
    ok = false;
    console.error("bench:bots failed:", error);
  } finally {
    await sandbox.close();
    await close();
    await target.close();
  }
  const result = {
    benchmark: "bots",
    date: new Date().toISOString(),
    database: target.kind,
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? "unknown", node: process.version, load_avg_1m: round(os.loadavg()[0] ?? 0) },
    scheduler,
    webhooks,
    targets: { lag_p99_ms: 2000, duplicates: 0, misses: 0 },
    met: scheduler ? { lag_p99: scheduler.lag_ms.p99 <= 2000, duplicates: scheduler.duplicates === 0, misses: scheduler.misses === 0 } : null,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `bots-${target.kind}.json`), `${JSON.stringify(result, null, 2)}\n`);
  process.exit(ok ? 0 : 1);
}

await main();

/*
 * pnpm bench:recaps — from a covered meeting's end to its recap in the inbox.
 *
 *   BENCH_MEETINGS covered meetings (default 200) of BENCH_USERS users (default 20), each with a stand-in session
 *   (origin scheduled), attendance and a short transcript, end within BENCH_SPREAD_S seconds (default 60): at its
 *   end the bench queues `bots.after-meeting` for it, as the bot's last webhook does. The real worker (apps/worker,
 *   a child process, with the sandbox's OpenAI and SMTP sink) works it: the summary is requested, written by
 *   `summary.generate`, which queues `recap.email`, which sends the recap. Once half the recaps have arrived the
 *   worker is killed with SIGKILL and started again. The sandbox's mailbox is read (`/__sandbox/mail/messages`):
 *   per meeting, end → first copy received; copies per meeting (duplicates: raw copies beyond the first, and
 *   distinct Message-IDs beyond one) and meetings with no copy after BENCH_TIMEOUT_S (default 600: lost). Every job
 *   a recap waits on has a heartbeat, so one the killed worker held is retried within about 20 s; the timeout is
 *   shorter than their expiry (summary.generate: 15 minutes), so a job left to expire counts as lost.
 *   Baseline in the same run: the SMTP send alone, the same rendered size, to the same sink, as many at once as the
 *   worker sends (4).
 *
 * Database: DATABASE_URL's server when set (a scratch database, dropped after), otherwise an in-process embedded
 * PGlite the worker reaches over its socket. Results: bench/results/recaps-<database>.json (recaps-<db>-partial.json
 * for a run of fewer than 200 meetings, a smoke run, which git ignores). Exit 1 on a lost recap or a duplicate.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, type Database } from "@understudy/db";
import { migrateDatabase } from "@understudy/db/migrate";
import { botParticipants, botSessions, transcriptSegments } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { createSmtpTransport } from "@understudy/integrations/mail";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { afterMeetingQueue } from "@understudy/services/bots";
import { sendOnlyJobQueue } from "@understudy/services/jobs";
import { kill9, startWorkerProcess, stop, waitReady, type Managed } from "./processes";
import { percentile, scratchDatabase } from "./scratch";
import { envCount } from "./env";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, "../..");
const RESULTS_DIR = path.resolve(HERE, "../results");

const MEETINGS = envCount("BENCH_MEETINGS", 200);
const USERS = Math.min(MEETINGS, envCount("BENCH_USERS", 20));
const SPREAD_MS = envCount("BENCH_SPREAD_S", 60) * 1000;
// Not the jobs' expiry any more (heartbeats retry a killed worker's job in about 20 s) but the backlog: the 200-meeting
// run of 29 Nov 2026 was still draining it 410 s after the first end while summary.generate took one job per 2 s poll.
const TIMEOUT_MS = envCount("BENCH_TIMEOUT_S", 600) * 1000;
const BASELINE_CONCURRENCY = 4;
const AIM_P95_MS = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (n: number) => Math.round(n);

interface Received {
  received_at: string;
  message_id: string | null;
  envelope_to: string[];
  headers: Record<string, string>;
  html: string | null;
  text: string;
}

/** A port free right now, for the worker's health server. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

/** The real worker (apps/worker's main) in a process of its own, its health server on `healthPort`. */
function startWorker(databaseUrl: string, sandbox: RunningSandbox, label: string, healthPort: number): Managed {
  return startWorkerProcess(`worker ${label}`, healthPort, {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    OPENAI_API_KEY: "sk-sandbox-bench",
    OPENAI_BASE_URL: `${sandbox.url}/v1`,
    OPENAI_MAX_RETRIES: "0",
    SMTP_URL: sandbox.smtpUrl,
    MAIL_FROM: "Understudy <recaps@understudy.test>",
    APP_URL: "http://localhost:3000",
    RECAP_LINK_SECRET: "bench-recap-link-secret-0123456789abcdef0123",
  });
}

const inbox = async (sandbox: RunningSandbox) => ((await (await fetch(`${sandbox.url}/__sandbox/mail/messages`)).json()) as { data: Received[] }).data;

/** Covered meetings with attendance and a few lines, each of a trial user (summaries are part of the trial). */
async function seed(db: Database) {
  const users = [];
  for (let i = 0; i < USERS; i++) {
    users.push(await createTestUser(db, { name: `Bench Owner ${i}`, email: `owner-${i}-${randomUUID().slice(0, 8)}@acme.example`, trialEndsAt: new Date(Date.now() + 10 * 86_400_000) }));
  }
  const meetings: { meetingId: string; userId: string; sessionId: string }[] = [];
  for (let i = 0; i < MEETINGS; i++) {
    const user = users[i % USERS];
    if (!user) throw new Error("no user");
    const meeting = await createTestMeeting(db, user.id, { title: `Bench meeting ${i}`, scheduledAt: new Date(Date.now() - 3_600_000), status: "completed", durationMinutes: 30 });
    const [session] = await db
      .insert(botSessions)
      .values({ userId: user.id, meetingId: meeting.id, provider: "recall", botName: "Stand-in", meetingUrl: "https://meet.google.com/abc-defg-hij", platform: "google_meet", status: "disconnected", origin: "scheduled" })
      .returning({ id: botSessions.id });
    if (!session) throw new Error("no session");
    await db.insert(botParticipants).values([
      { sessionId: session.id, providerParticipantId: "1", name: "Grace Hopper", email: "grace@acme.example", joinedAt: new Date() },
      { sessionId: session.id, providerParticipantId: "2", name: "Ben Okafor", email: "ben@okafor.example", joinedAt: new Date() },
    ]);
    const lines = [
      ["Grace Hopper", "We agreed the renewal discount is ten percent for two years."],
      ["Ben Okafor", "I will send the revised quote to Acme by Friday."],
      ["Grace Hopper", "Decision: we keep the current support tier and review it in March."],
      ["Ben Okafor", `Meeting ${i}: I'll check the invoice dates with finance before Tuesday.`],
    ] as const;
    await db.insert(transcriptSegments).values(lines.map(([speaker, content], seq) => ({ meetingId: meeting.id, userId: user.id, seq, speaker, content, startSeconds: seq * 40 + 5, endSeconds: seq * 40 + 20 })));
    meetings.push({ meetingId: meeting.id, userId: user.id, sessionId: session.id });
  }
  return meetings;
}

/** The SMTP send alone: the same transport, a message of the recap's size, BASELINE_CONCURRENCY at a time. */
async function smtpBaseline(sandbox: RunningSandbox, sample: Received | undefined, n: number): Promise<number[]> {
  const transport = createSmtpTransport({ url: sandbox.smtpUrl });
  const html = sample?.html ?? "<p>x</p>".repeat(1000);
  const text = sample?.text ?? "x".repeat(4000);
  const times: number[] = [];
  let next = 0;
  const lane = async () => {
    while (next < n) {
      const i = next++;
      const t0 = performance.now();
      await transport.send({ from: { name: "Understudy", address: "recaps@understudy.test" }, to: [{ address: `baseline-${i}@bench.example` }], subject: "Baseline", text, html, messageId: `<baseline-${i}-${randomUUID()}@understudy.test>` });
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: BASELINE_CONCURRENCY }, lane));
  return times;
}

async function main() {
  const scratch = await scratchDatabase("recaps");
  await migrateDatabase(scratch.url);
  const { db, close } = createDb(scratch.url, { max: 5 });
  const sandbox = await startSandbox({ port: 0 });
  const jobs = sendOnlyJobQueue(scratch.url);
  await jobs.prepare([afterMeetingQueue]);
  let worker: Managed | null = null;
  try {
    console.log(`recaps: ${MEETINGS} covered meetings of ${USERS} users ending within ${SPREAD_MS / 1000} s (${scratch.kind}); load ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
    const meetings = await seed(db);
    const healthPort = await freePort();
    worker = startWorker(scratch.url, sandbox, "1", healthPort);
    // The first meeting ends once the worker has registered its jobs.
    await waitReady(`http://127.0.0.1:${healthPort}/health/ready`);

    const endedAt = new Map<string, number>();
    const t0 = Date.now();
    const ends = meetings.map((m, i) =>
      (async () => {
        await sleep(Math.round((i / Math.max(1, MEETINGS - 1)) * SPREAD_MS));
        endedAt.set(m.meetingId, Date.now());
        await jobs.send(afterMeetingQueue, { sessionId: m.sessionId, userId: m.userId, meetingId: m.meetingId });
      })(),
    );

    let killedAt: number | null = null;
    let received: Received[] = [];
    const recapsOf = (all: Received[]) => all.filter((m) => m.headers["x-understudy-recap"]);
    while (Date.now() - t0 < SPREAD_MS + TIMEOUT_MS) {
      await sleep(500);
      received = recapsOf(await inbox(sandbox));
      const arrived = new Set(received.map((m) => m.headers["x-understudy-recap"])).size;
      if (killedAt === null && arrived >= MEETINGS / 2) {
        const gone = new Promise<void>((resolve) => worker?.child.once("exit", () => resolve()));
        kill9(worker);
        killedAt = Date.now();
        await gone;
        console.log(`  kill -9 after ${killedAt - t0} ms with ${arrived} recaps in; restarting`);
        worker = startWorker(scratch.url, sandbox, "2", healthPort);
      }
      if (arrived >= MEETINGS && endedAt.size === MEETINGS) break;
    }
    await Promise.all(ends);

    const byMeeting = new Map<string, Received[]>();
    for (const m of received) {
      const id = m.headers["x-understudy-recap"] ?? "";
      byMeeting.set(id, [...(byMeeting.get(id) ?? []), m]);
    }
    const latencies: number[] = [];
    let rawDuplicates = 0;
    let distinctDuplicates = 0;
    for (const m of meetings) {
      const copies = byMeeting.get(m.meetingId) ?? [];
      if (!copies.length) continue;
      rawDuplicates += copies.length - 1;
      distinctDuplicates += new Set(copies.map((c) => c.message_id)).size - 1;
      const first = Math.min(...copies.map((c) => new Date(c.received_at).getTime()));
      latencies.push(first - (endedAt.get(m.meetingId) ?? first));
    }
    const lost = meetings.filter((m) => !byMeeting.has(m.meetingId)).length;
    const baseline = await smtpBaseline(sandbox, received[0], Math.min(MEETINGS, 200));

    const result = {
      bench: "recaps",
      database: scratch.kind,
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, load_after: os.loadavg().map((l) => Math.round(l * 100) / 100) },
      meetings: MEETINGS,
      users: USERS,
      spread_s: SPREAD_MS / 1000,
      worker_killed_after_ms: killedAt === null ? null : killedAt - t0,
      end_to_inbox_ms: { p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), max: round(Math.max(...latencies)) },
      over_aim: latencies.filter((l) => l > AIM_P95_MS).length,
      duplicates: { raw_copies: rawDuplicates, distinct_message_ids: distinctDuplicates },
      lost,
      baseline_smtp_send_ms: { p50: round(percentile(baseline, 50)), p95: round(percentile(baseline, 95)), concurrency: BASELINE_CONCURRENCY },
      aims: { p95_ms: AIM_P95_MS, duplicates: 0, lost: 0 },
    };
    console.log(
      `  end → inbox p50 ${result.end_to_inbox_ms.p50} ms, p95 ${result.end_to_inbox_ms.p95} ms, max ${result.end_to_inbox_ms.max} ms (aim p95 ≤ ${AIM_P95_MS} ms; ${result.over_aim} over ${AIM_P95_MS} ms)\n` +
        `  duplicates: ${rawDuplicates} raw copies, ${distinctDuplicates} distinct Message-IDs; lost: ${lost}\n` +
        `  baseline, SMTP send alone: p50 ${result.baseline_smtp_send_ms.p50} ms, p95 ${result.baseline_smtp_send_ms.p95} ms`,
    );
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `recaps-${scratch.kind}${MEETINGS < 200 ? "-partial" : ""}.json`);
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`  wrote ${path.relative(REPO, file)}`);
    if (lost > 0 || rawDuplicates > 0) process.exitCode = 1;
  } finally {
    if (worker) await stop(worker);
    await jobs.stop().catch(() => undefined);
    await close();
    await sandbox.close();
    await scratch.close();
  }
}

await main();

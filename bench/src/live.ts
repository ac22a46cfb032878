/*
 * pnpm bench:live — the live room's latency: a covered meeting of BENCH_LIVE_LINES (1,000) lines watched by
 * BENCH_LIVE_VIEWERS (50) browsers, served by two web processes.
 *
 * Shape: two `next start` processes of apps/web's production build (`pnpm build:web` first) on one database
 * (DATABASE_URL's server, a scratch database dropped after; else PGlite behind the loopback wire server); in
 * this process the provider's side (the sandbox's Recall-compatible bot API) and the load. The provider's
 * transcript webhooks (signed as Recall signs them) go to the two processes in turn, BENCH_LIVE_RATE (10) a
 * second; half the viewers stream `GET /api/meetings/{id}/live` from each process with the owner's API token,
 * so most lines reach a viewer through the other process's LISTEN.
 *
 * Measured, per (line, viewer): from the webhook's send to the line arriving in the viewer's stream; every
 * viewer must get every line once (lost and repeated are counted). Chat: BENCH_LIVE_CHAT_OWNERS (20) other
 * owners, each with a bot in a call, send 5 lines each through `POST /api/meetings/{id}/live/chat` (the limit
 * is 5 a minute) while the lines flow; measured from the send to the product's answer, which comes after the
 * provider accepted the message; afterwards every line must be in the sandbox bot's chat.
 * Baselines, same run: the webhook's own answer (the event stored), PostgreSQL's NOTIFY → LISTEN round trip
 * on a connection of this process (the floor of any cross-process push), and the provider's chat call made
 * directly (`send_chat_message` with the bot API key).
 * Aims (reported; exit 1 when missed or a line is lost): line p95 ≤ 1,000 ms, chat p95 ≤ 2,000 ms.
 * Results: bench/results/live-<database>.json.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { createDb, type Database } from "@understudy/db";
import { migrateDatabase } from "@understudy/db/migrate";
import { apiTokens, botSessions, meetings } from "@understudy/db/schema";
import { createTestUser } from "@understudy/db/test";
import { createRecallProvider, signRecallWebhook } from "@understudy/integrations/bots";
import { SANDBOX_BOT_API_KEY, SANDBOX_BOT_WEBHOOK_SECRET, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { nextBuildOf } from "./api/servers";
import { productWebEnv, startWeb, stop, waitReady, type Managed } from "./processes";
import { percentile, scratchDatabase } from "./scratch";
import { envNumber } from "./env";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_DIR = path.resolve(HERE, "../results");
const WEB_DIR = path.resolve(HERE, "../../apps/web");

const LINES = envNumber("BENCH_LIVE_LINES", 1000);
const VIEWERS = envNumber("BENCH_LIVE_VIEWERS", 50);
const RATE = envNumber("BENCH_LIVE_RATE", 10);
const CHAT_OWNERS = envNumber("BENCH_LIVE_CHAT_OWNERS", 20);
const CHAT_LINES = 5; // the product's limit per owner per minute
const WEB_PORTS = [3431, 3432] as const;
const AIMS = { lineP95Ms: 1000, chatP95Ms: 2000 };

const round = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stats = (values: number[]) => ({ n: values.length, p50_ms: round(percentile(values, 50)), p95_ms: round(percentile(values, 95)), p99_ms: round(percentile(values, 99)), max_ms: round(Math.max(...values, Number.NaN)) });

interface Owner {
  userId: string;
  token: string;
  meetingId: string;
  botId: string;
}

/** An owner whose meeting has a bot in the call, standing in, with a personal API token (stored hashed, as the product does). */
async function seedOwner(db: Database, sandbox: RunningSandbox, n: number): Promise<Owner> {
  const provider = createRecallProvider({ apiBase: sandbox.url, apiKey: SANDBOX_BOT_API_KEY, webhookSecret: SANDBOX_BOT_WEBHOOK_SECRET });
  const user = await createTestUser(db, { name: `Owner${n} Lovelace`, email: `live-owner-${n}-${randomUUID()}@acme.example` });
  const token = `ust_${randomBytes(24).toString("base64url")}`;
  await db.insert(apiTokens).values({ userId: user.id, name: "bench", tokenHash: createHash("sha256").update(token).digest("hex"), prefix: token.slice(0, 8) });
  const started = new Date(Date.now() - 10 * 60_000);
  const meetingUrl = "https://meet.google.com/abc-defg-hij";
  const [meeting] = await db.insert(meetings).values({ userId: user.id, title: `Live meeting ${n}`, scheduledAt: started, status: "in_progress", meetingUrl, platform: "google_meet" }).returning({ id: meetings.id });
  if (!meeting) throw new Error("no meeting");
  // A bot the sandbox keeps in the call, posting nothing of its own: the lines below are the meeting.
  const bot = await provider.createBot({ meetingUrl: `${meetingUrl}?scenario=nobody-joins`, botName: `Owner${n} (via Understudy)`, joinAt: null, metadata: {}, realtimeWebhookUrl: null, idempotencyKey: randomUUID(), nooneJoinedTimeoutSeconds: 36_000 });
  await db.insert(botSessions).values({ userId: user.id, meetingId: meeting.id, provider: "recall", providerBotId: bot.id, botName: `Owner${n} (via Understudy)`, meetingUrl, platform: "google_meet", status: "recording", admittedAt: started, announcedAt: new Date(started.getTime() + 300_000), announcementSentAt: new Date(started.getTime() + 300_000) });
  return { userId: user.id, token, meetingId: meeting.id, botId: bot.id };
}

async function botInCall(sandbox: RunningSandbox, botId: string): Promise<void> {
  const inCall = new Set(["in_call_not_recording", "in_call_recording"]);
  for (let i = 0; i < 600; i++) {
    const bot = (await (await fetch(`${sandbox.url}/__sandbox/bots/${botId}`)).json()) as { status_changes: { code: string }[] };
    if (inCall.has(bot.status_changes.at(-1)?.code ?? "")) return;
    await sleep(100);
  }
  throw new Error(`bot ${botId} never joined its call`);
}

/** Recall's `transcript.data`, signed as Recall signs it; `marker` makes the line findable in every stream. */
function transcriptWebhook(botId: string, n: number, marker: string): { body: string; headers: Record<string, string> } {
  const t = 600 + n * 3;
  const iso = new Date().toISOString();
  const text = `Line ${n} ${marker} about the quarterly plan and the hiring pipeline`;
  const body = JSON.stringify({
    event: "transcript.data",
    data: { data: { participant: { id: 200, name: "Ben Okafor", is_host: false }, words: [{ text, start_timestamp: { relative: t, absolute: iso }, end_timestamp: { relative: t + 3, absolute: iso } }] }, bot: { id: botId, metadata: {} } },
  });
  return { body, headers: { "content-type": "application/json", ...signRecallWebhook(SANDBOX_BOT_WEBHOOK_SECRET, `msg_${randomUUID()}`, Math.floor(Date.now() / 1000), body) } };
}

/**
 * One browser's EventSource, as a fetch stream: records when each marked line arrives (and how often), and
 * resolves `ready` once the stream's first `state` message is in.
 */
function viewer(base: string, owner: Owner, arrivals: Map<number, number[]>, repeats: { n: number }) {
  const controller = new AbortController();
  let markReady!: () => void;
  const ready = new Promise<void>((r) => (markReady = r));
  const done = (async () => {
    const res = await fetch(`${base}/api/meetings/${owner.meetingId}/live`, { headers: { authorization: `Bearer ${owner.token}`, accept: "text/event-stream" }, signal: controller.signal });
    if (res.status !== 200 || !res.body) throw new Error(`live stream answered ${res.status}: ${await res.text()}`);
    const decoder = new TextDecoder();
    const seen = new Set<number>();
    let buffer = "";
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { done: ended, value: chunk } = await reader.read();
        if (ended) break;
        const now = performance.now();
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: state$/m.test(message)) markReady();
          if (!/^event: line$/m.test(message)) continue;
          const n = Number(/Line (\d+) mk/.exec(message)?.[1] ?? NaN);
          if (!Number.isFinite(n)) continue;
          if (seen.has(n)) repeats.n++;
          else {
            seen.add(n);
            arrivals.get(n)?.push(now);
          }
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  })();
  return { ready, done, close: () => controller.abort() };
}

/** A production web process (`productWebEnv`) whose bot provider is this bench's sandbox. */
function webEnv(databaseUrl: string, sandbox: RunningSandbox, port: number): Record<string, string> {
  return {
    ...productWebEnv(databaseUrl, port),
    RECALL_API_BASE: sandbox.url,
    RECALL_API_KEY: SANDBOX_BOT_API_KEY,
    RECALL_WEBHOOK_SECRET: SANDBOX_BOT_WEBHOOK_SECRET,
    BOT_WEBHOOK_BASE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
  };
}

async function main(): Promise<number> {
  const missing = nextBuildOf(WEB_DIR, ".next");
  if (missing) throw new Error(`${missing}: run \`pnpm build:web\` first`);
  const target = await scratchDatabase("live");
  await migrateDatabase(target.url);
  const { db, close } = createDb(target.url, { max: 4 });
  const sandbox = await startSandbox({ port: 0, bots: { webhookUrl: null, timeScale: 1 } });
  const listener = postgres(target.url, { max: 1, onnotice: () => {} });
  const notifier = postgres(target.url, { max: 1, onnotice: () => {} });
  const webs: Managed[] = [];
  let ok = true;
  console.log(`bench:live — database ${target.kind}, ${LINES} lines at ${RATE}/s, ${VIEWERS} viewers on 2 web processes, ${CHAT_OWNERS} owners chatting; load ${os.loadavg().map((l) => l.toFixed(2)).join(" / ")}`);
  try {
    const owner = await seedOwner(db, sandbox, 0);
    const chatters: Owner[] = [];
    for (let n = 1; n <= CHAT_OWNERS; n++) chatters.push(await seedOwner(db, sandbox, n));
    await Promise.all([owner, ...chatters].map((o) => botInCall(sandbox, o.botId)));

    for (const [i, port] of WEB_PORTS.entries()) webs.push(startWeb(`web-${i + 1}`, port, webEnv(target.url, sandbox, port)));
    const bases = WEB_PORTS.map((p) => `http://127.0.0.1:${p}`);
    await Promise.all(bases.map((b) => waitReady(`${b}/api/meetings/${owner.meetingId}/live/snapshot`, 180_000, { authorization: `Bearer ${owner.token}` })));

    const arrivals = new Map<number, number[]>();
    const sentAt = new Map<number, number>();
    for (let n = 0; n < LINES; n++) arrivals.set(n, []);
    const repeats = { n: 0 };
    const viewers = Array.from({ length: VIEWERS }, (_, i) => viewer(bases[i % 2]!, owner, arrivals, repeats));
    await Promise.all(viewers.map((v) => v.ready));

    // The floor: a NOTIFY from one connection heard on another, the path every line takes between processes.
    const floor: number[] = [];
    const pendingNotify = new Map<string, number>();
    await listener.listen("bench_live_floor", (payload) => {
      const t = pendingNotify.get(payload);
      if (t !== undefined) floor.push(performance.now() - t);
    });

    const webhookAnswers: number[] = [];
    let webhookErrors = 0;
    const chat: number[] = [];
    const chatBare: number[] = [];
    let chatErrors = 0;
    const chatSent = new Map<string, string[]>();
    const periodMs = 1000 / RATE;
    const runMs = LINES * periodMs;
    const startedAt = performance.now();

    const lines = (async () => {
      const inFlight: Promise<void>[] = [];
      for (let n = 0; n < LINES; n++) {
        const due = startedAt + n * periodMs;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const { body, headers } = transcriptWebhook(owner.botId, n, `mk${n}x`);
        const t = performance.now();
        sentAt.set(n, t);
        inFlight.push(
          fetch(`${bases[n % 2]}/api/webhooks/bot`, { method: "POST", headers, body }).then(
            async (res) => {
              await res.arrayBuffer();
              webhookAnswers.push(performance.now() - t);
              if (res.status !== 200) webhookErrors++;
            },
            () => void webhookErrors++,
          ),
        );
        if (n % 10 === 0) {
          const key = String(n);
          pendingNotify.set(key, performance.now());
          inFlight.push(notifier`select pg_notify('bench_live_floor', ${key})`.then(() => undefined));
        }
      }
      await Promise.all(inFlight);
    })();

    const chats = Promise.all(
      chatters.map(async (o, i) => {
        const sent: string[] = [];
        chatSent.set(o.botId, sent);
        for (let k = 0; k < CHAT_LINES; k++) {
          await sleep(((k + Math.random()) * runMs) / CHAT_LINES);
          const text = `Running ${k + 1} minutes late, please start (${randomUUID().slice(0, 8)})`;
          const t = performance.now();
          const res = await fetch(`${bases[(i + k) % 2]}/api/meetings/${o.meetingId}/live/chat`, {
            method: "POST",
            headers: { authorization: `Bearer ${o.token}`, "content-type": "application/json" },
            body: JSON.stringify({ text }),
          }).catch(() => null);
          if (!res || res.status !== 200) {
            chatErrors++;
            if (res) console.error(`  chat answered ${res.status}: ${await res.text()}`);
            continue;
          }
          await res.arrayBuffer();
          chat.push(performance.now() - t);
          sent.push(text);
          // The baseline: the same provider call without the product, to the same bot.
          const tb = performance.now();
          const bare = await fetch(`${sandbox.url}/api/v1/bot/${o.botId}/send_chat_message/`, {
            method: "POST",
            headers: { authorization: `Token ${SANDBOX_BOT_API_KEY}`, "content-type": "application/json" },
            body: JSON.stringify({ to: "everyone", message: `baseline ${text}` }),
          });
          await bare.arrayBuffer();
          if (bare.ok) chatBare.push(performance.now() - tb);
        }
      }),
    );
    await Promise.all([lines, chats]);
    await sleep(3000); // the last lines' way to every viewer
    for (const v of viewers) v.close();
    await Promise.allSettled(viewers.map((v) => v.done));

    const lineLatencies: number[] = [];
    let lost = 0;
    for (const [n, times] of arrivals) {
      const t0 = sentAt.get(n)!;
      for (const t of times) lineLatencies.push(t - t0);
      lost += VIEWERS - times.length;
    }
    // Every chat line the product answered 200 for is in the bot's chat at the provider.
    let chatMissing = 0;
    for (const [botId, sent] of chatSent) {
      const bot = (await (await fetch(`${sandbox.url}/__sandbox/bots/${botId}`)).json()) as { chat_messages: { message: string }[] };
      const said = new Set(bot.chat_messages.map((m) => m.message));
      chatMissing += sent.filter((t) => !said.has(t)).length;
    }

    const result = {
      bench: "live",
      database: target.kind,
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, load_after: round(os.loadavg()[0] ?? 0) },
      setup: { lines: LINES, rate_per_second: RATE, viewers: VIEWERS, web_processes: 2, chat_owners: CHAT_OWNERS, chat_lines_each: CHAT_LINES },
      line_to_viewer: { ...stats(lineLatencies), lost, repeated: repeats.n },
      webhook_answer: { ...stats(webhookAnswers), errors: webhookErrors },
      notify_floor: stats(floor),
      chat: { ...stats(chat), errors: chatErrors, missing_at_provider: chatMissing },
      chat_bare_provider: stats(chatBare),
      aims: {
        line_p95_ms: { aim: AIMS.lineP95Ms, got: round(percentile(lineLatencies, 95)), met: percentile(lineLatencies, 95) <= AIMS.lineP95Ms },
        chat_p95_ms: { aim: AIMS.chatP95Ms, got: round(percentile(chat, 95)), met: percentile(chat, 95) <= AIMS.chatP95Ms },
      },
    };
    const row = (label: string, s: { n: number; p50_ms: number; p95_ms: number; p99_ms: number }) => console.log(`  ${label.padEnd(44)} n=${String(s.n).padStart(6)}  p50 ${s.p50_ms} ms  p95 ${s.p95_ms} ms  p99 ${s.p99_ms} ms`);
    row("line: webhook sent → in a viewer's stream", result.line_to_viewer);
    row("  baseline: the webhook's answer (stored)", result.webhook_answer);
    row("  baseline: NOTIFY → LISTEN, bare", result.notify_floor);
    row("chat: sent → answered (provider accepted)", result.chat);
    row("  baseline: the provider's chat call alone", result.chat_bare_provider);
    console.log(`  lost ${lost}, repeated ${repeats.n} (of ${LINES} × ${VIEWERS}); webhook errors ${webhookErrors}; chat errors ${chatErrors}, missing at the provider ${chatMissing}`);
    console.log(`  aims: line p95 ≤ ${AIMS.lineP95Ms} ms ${result.aims.line_p95_ms.met ? "met" : "MISSED"}; chat p95 ≤ ${AIMS.chatP95Ms} ms ${result.aims.chat_p95_ms.met ? "met" : "MISSED"}`);
    ok = lost === 0 && repeats.n === 0 && webhookErrors === 0 && chatErrors === 0 && chatMissing === 0 && result.aims.line_p95_ms.met && result.aims.chat_p95_ms.met;
    for (const web of webs) if (web.unexpectedExit || web.unhandled) ok = false;
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `live-${target.kind}.json`);
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`  results: ${path.relative(process.cwd(), file)}`);
  } finally {
    await Promise.all(webs.map((w) => stop(w)));
    await Promise.all([listener.end({ timeout: 2 }), notifier.end({ timeout: 2 })]);
    await sandbox.close();
    await close();
    await target.close();
  }
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("bench:live failed:", error);
    process.exit(1);
  },
);

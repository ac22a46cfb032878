/*
 * pnpm bench:scale — many processes on one PostgreSQL, under load, kills and faults (issue #16).
 *
 *   Needs PostgreSQL (BENCH_SCALE_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/understudy_scale:
 *   the database is dropped and created) and a production build of apps/web (`pnpm build:web`).
 *   1. Seeds BENCH_SCALE_USERS users (100), each with meetings and transcripts, and BENCH_SCALE_BOTS (1,000)
 *      covered meetings with a Zoom link.
 *   2. Baseline: one web process, nothing else running, no faults: BENCH_SCALE_SECONDS of reads (meeting
 *      lists and searches from every user).
 *   3. Scaled: a second web process behind a round-robin proxy, three workers; the 1,000 meetings become due
 *      within a minute; the same reads, one user's writes faster than their limit, 20 users paying at Stripe,
 *      bot and Stripe webhooks duplicated and reordered (~30 %), every sandbox API failing
 *      BENCH_SCALE_FAULT_RATE (20 %) of calls; half-way, kill -9 of one web and one worker, restarted at once.
 *   4. Checks: bookings missed or duplicated at the provider, webhook effects applied twice, the rate limit
 *      held across processes, jobs that failed for good, processes that crashed or logged an unhandled error.
 * Writes bench/results/scale.json. Exit 0 when the run completed and every check held.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { migrateDatabase } from "@understudy/db/migrate";
import { startSandbox } from "@understudy/sandbox";
import { checkBookings, checkJobs, checkWebhookEffects } from "./checks";
import { sharedEnv } from "./env";
import { newServerErrors, noteAnswer, readLoad, writeBurst, type ServerErrors } from "./load";
import { kill9, REPO_ROOT, startWeb, startWorkerProcess, stop, waitReady, waitReadyExplained, type Managed } from "../processes";
import { startProxy } from "./proxy";
import { makeBotsDue, seedScaleData, type ScaleUser } from "./seed";

const DATABASE_URL = process.env.BENCH_SCALE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/understudy_scale";
const USERS = Number(process.env.BENCH_SCALE_USERS ?? 100);
const BOTS = Number(process.env.BENCH_SCALE_BOTS ?? 1000);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 32);
const FAULT_RATE = Number(process.env.BENCH_SCALE_FAULT_RATE ?? 0.2);
/** The sandbox's meeting clock: 1 is real time (the join and the first minutes' events of 1,000 bots). */
const TIME_SCALE = Number(process.env.BENCH_SCALE_TIME_SCALE ?? 1);
const PAYING = Math.max(1, Math.min(20, Math.floor(USERS / 5)));
const PORTS = { proxy: 3310, webs: [3311, 3312], workers: [3321, 3322, 3323] };
const RESULTS = path.join(REPO_ROOT, "bench/results");

const log = (message: string) => console.log(`[scale ${new Date().toISOString().slice(11, 19)}] ${message}`);
/** A body as JSON, or `{}` when it is not (a proxy's error page): the answer is already counted by noteAnswer. */
function jsonOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freshDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = postgres({ host: target.hostname, port: Number(target.port || 5432), username: decodeURIComponent(target.username), password: decodeURIComponent(target.password), database: "postgres", max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
}

/** The sandbox's consent page, "Use another account" with the user's address: the redirect back to the app. */
async function consent(authorizationUrl: string, email: string): Promise<URL> {
  const url = new URL(authorizationUrl);
  const res = await fetch(new URL("/o/oauth2/v2/auth/confirm", url.origin), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ request: url.search.slice(1), action: "other", email, name: email }),
    redirect: "manual",
  });
  const location = res.headers.get("location");
  if (res.status !== 302 || !location) throw new Error(`consent for ${email} failed with HTTP ${res.status}`);
  return new URL(location);
}

/** Connects `count` users' Google accounts the way a browser does: auth URL, consent, the app's callback. */
async function connectGoogle(baseUrl: string, users: ScaleUser[], errors: ServerErrors): Promise<number> {
  let connected = 0;
  for (const user of users) {
    const res = await fetch(`${baseUrl}/api/google/auth-url`, { headers: { authorization: `Bearer ${user.token}` } });
    const text = await res.text();
    noteAnswer(errors, "GET /api/google/auth-url", res.status, text);
    const { auth_url: authUrl, detail } = jsonOf(text) as { auth_url?: string; detail?: string };
    if (!authUrl) {
      log(`Google auth URL refused for ${user.email}: ${res.status} ${detail ?? ""}`);
      continue;
    }
    const redirect = await consent(authUrl, user.email);
    const callback = await fetch(`${baseUrl}${redirect.pathname}${redirect.search}`, { headers: { cookie: `authjs.session-token=${user.token}` }, redirect: "manual" });
    noteAnswer(errors, `GET ${redirect.pathname}`, callback.status, await callback.text());
    if (callback.status < 400) connected++;
  }
  return connected;
}

/** Users start Pro checkout through the app and pay on the sandbox's hosted page; Stripe's webhooks do the rest. */
async function payForPro(baseUrl: string, users: ScaleUser[], errors: ServerErrors): Promise<number> {
  let paid = 0;
  for (const user of users) {
    const res = await fetch(`${baseUrl}/api/subscription/checkout`, { method: "POST", headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" }, body: JSON.stringify({ plan_id: "pro" }) });
    const text = await res.text();
    noteAnswer(errors, "POST /api/subscription/checkout", res.status, text);
    const { checkout_url: url, detail } = jsonOf(text) as { checkout_url?: string; detail?: string };
    if (!url) {
      log(`checkout refused for ${user.email}: ${res.status} ${detail ?? ""}`);
      continue;
    }
    const pay = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ cardNumber: "4242 4242 4242 4242", cardExpiry: "12 / 34", cardCvc: "123", billingName: "Scale User" }).toString(),
      redirect: "manual",
    });
    if (pay.status === 303) paid++;
  }
  return paid;
}

async function main() {
  const processes: Managed[] = [];
  log(`fresh database ${DATABASE_URL}`);
  await freshDatabase(DATABASE_URL);
  await migrateDatabase(DATABASE_URL);
  const sql = postgres(DATABASE_URL, { max: 4, onnotice: () => {} });

  const publicUrl = `http://localhost:${PORTS.proxy}`;
  const sandbox = await startSandbox({ port: 0, bots: { webhookUrl: `${publicUrl}/api/webhooks/bot`, timeScale: TIME_SCALE } });
  const control = (pathname: string, body: unknown, method = "POST") => fetch(`${sandbox.url}${pathname}`, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const env = await sharedEnv({ databaseUrl: DATABASE_URL, publicUrl, sandbox });

  log(`seeding ${USERS} users, ${BOTS} covered meetings`);
  const users = await seedScaleData(sql, USERS, Math.ceil(BOTS / USERS));

  // 2. Baseline: one web process, alone.
  const webs = PORTS.webs.map((port, i) => startWeb(`web-${i + 1}`, port, env));
  processes.push(...webs);
  await Promise.all(PORTS.webs.map((port) => waitReady(`http://127.0.0.1:${port}/api/health/ready`)));
  log(`baseline: ${SECONDS} s of reads on one web process, no workers, no faults`);
  const baseline = await readLoad(`http://127.0.0.1:${PORTS.webs[0]}`, users, CONNECTIONS, Date.now() + SECONDS * 1000);

  // 3. Scaled.
  const proxy = await startProxy(PORTS.webs, PORTS.proxy);
  const workers = PORTS.workers.map((port, i) => startWorkerProcess(`worker-${i + 1}`, port, env));
  processes.push(...workers);
  await Promise.all(PORTS.workers.map((port) => waitReady(`http://127.0.0.1:${port}/health/ready`)));
  const googleUsers = users.slice(PAYING + 1, PAYING + 11);
  // Every client call of the run reports its server errors here; a 500 or an unclear 5xx fails the run.
  const serverErrors = newServerErrors();
  const connected = await connectGoogle(publicUrl, googleUsers, serverErrors);

  // Due 15-75 s into the scaled phase: the bots join (and their webhooks arrive) under the load, the faults and the kill.
  const due = await makeBotsDue(sql, new Date(Date.now() + 15_000));
  const dueIds = (await sql<{ id: string }[]>`select id from meetings where meeting_url is not null and status = 'scheduled' and scheduled_at < now() + interval '1 day'`).map((r) => r.id);
  log(`scaled: 2 web behind the proxy, 3 workers; ${due} meetings due in 15-75 s; faults at ${FAULT_RATE * 100} %`);
  await control("/__sandbox/chaos", { rate: FAULT_RATE, timeoutMs: 12_000, seed: 16 });
  const rearm = setInterval(() => {
    // About 30 % of webhook deliveries duplicated, and as many batches reordered.
    void control("/__sandbox/faults", { bots_webhooks: { duplicate: 30, reorder: 30 }, stripe_webhooks: { duplicate: 3, reorder: 3 }, mail: { tempfail: 1 } }).catch(() => {});
  }, 1_000);

  const until = Date.now() + SECONDS * 1000;
  const events: { at: string; what: string; ms?: number; listeningMs?: number | null; lastNotReady?: string | null }[] = [];
  const killer = (async () => {
    await sleep((SECONDS * 1000) / 2);
    const [web, worker] = [processes.find((p) => p.name === "web-1"), processes.find((p) => p.name === "worker-1")];
    if (web) kill9(web);
    if (worker) kill9(worker);
    events.push({ at: new Date().toISOString(), what: "kill -9 web-1 and worker-1" });
    const restartedWeb = startWeb("web-1b", PORTS.webs[0] ?? 3311, env);
    const restartedWorker = startWorkerProcess("worker-1b", PORTS.workers[0] ?? 3321, env);
    processes.push(restartedWeb, restartedWorker);
    const [web1, worker1] = await Promise.all([
      waitReadyExplained(`http://127.0.0.1:${PORTS.webs[0]}/api/health/ready`),
      waitReadyExplained(`http://127.0.0.1:${PORTS.workers[0]}/health/ready`),
    ]);
    // Where a slow recovery went: starting up (not listening yet) or a probe that said why it was not ready.
    events.push(
      { at: new Date().toISOString(), what: "web-1 ready again", ms: web1.ms, listeningMs: web1.listeningMs, lastNotReady: web1.lastNotReady },
      { at: new Date().toISOString(), what: "worker-1 ready again", ms: worker1.ms, listeningMs: worker1.listeningMs, lastNotReady: worker1.lastNotReady },
    );
  })();
  const syncs = (async () => {
    let sent = 0;
    while (Date.now() < until) {
      for (const user of googleUsers) {
        sent++;
        await fetch(`${publicUrl}/api/calendar/sync`, { method: "POST", headers: { authorization: `Bearer ${user.token}` } })
          .then(async (r) => noteAnswer(serverErrors, "POST /api/calendar/sync", r.status, await r.text()))
          .catch(() => {});
      }
      await sleep(5_000);
    }
    return sent;
  })();
  const [scaled, burst, paid, syncCalls] = await Promise.all([
    readLoad(publicUrl, users.slice(PAYING + 1), CONNECTIONS, until),
    writeBurst(publicUrl, users[PAYING] as ScaleUser, 8, until, serverErrors),
    payForPro(publicUrl, users.slice(0, PAYING), serverErrors),
    syncs,
  ]);
  await killer;
  clearInterval(rearm);
  const chaos = (await (await fetch(`${sandbox.url}/__sandbox/chaos`)).json()) as unknown;
  await control("/__sandbox/chaos", null, "DELETE");

  // 4. Let the meetings come due and the retries finish, then check.
  log("waiting for the due meetings' start and the jobs' retries");
  const deadline = Date.now() + 240_000;
  let bookings = await checkBookings(sql, sandbox, dueIds);
  while (bookings.missed > 0 && Date.now() < deadline) {
    await sleep(5_000);
    bookings = await checkBookings(sql, sandbox, dueIds);
  }
  // Every bot's join has been delivered (at least the provider's first events), retries included.
  const lastStart = (await sql<{ at: Date }[]>`select max(scheduled_at) as at from meetings where id = any(${dueIds})`)[0]?.at ?? new Date();
  await sleep(Math.max(10_000, lastStart.getTime() + 30_000 - Date.now()));
  const webhooks = await checkWebhookEffects(sql, users.slice(0, PAYING).map((u) => u.id));
  const jobs = await checkJobs(sql);
  const crashed = processes.filter((p) => p.unexpectedExit).map((p) => p.name);
  const unhandled = processes.reduce((n, p) => n + p.unhandled, 0);


  const limit = 120;
  const report = {
    when: new Date().toISOString(),
    setup: { users: USERS, bots: BOTS, seconds: SECONDS, connections: CONNECTIONS, faultRate: FAULT_RATE, timeScale: TIME_SCALE, webs: PORTS.webs.length, workers: PORTS.workers.length },
    baseline: { label: "1 web process, no workers, no faults", ...baseline },
    scaled: { label: "2 web behind the proxy, 3 workers, kills and faults", ...scaled, proxy: proxy.counts },
    events,
    rateLimit: { ...burst, limitPerWindow: limit, heldAcrossProcesses: burst.accepted <= limit * burst.windows },
    bookings,
    webhooks: { ...webhooks, paidAtCheckout: paid },
    calendar: { connected, syncCalls },
    jobs,
    chaos,
    processes: { crashed, unhandled },
    serverErrors,
  };
  const failures = [
    scaled.unclearErrors > 0 && `${scaled.unclearErrors} 5xx answers without {detail}`,
    (scaled.byStatus["500"] ?? 0) > 0 && `${scaled.byStatus["500"]} answers were 500`,
    serverErrors.internal > 0 && `${serverErrors.internal} writes, checkouts or syncs answered 500 (${serverErrors.examples.join(" | ")})`,
    serverErrors.unclear > 0 && `${serverErrors.unclear} writes, checkouts or syncs answered a 5xx without {detail}`,
    scaled.networkErrors + (scaled.byStatus["502"] ?? 0) > proxy.counts.lostInFlight && `failures beyond the killed web's in-flight requests`,
    bookings.missed > 0 && `${bookings.missed} bookings missed`,
    bookings.duplicated > 0 && `${bookings.duplicated} bookings duplicated`,
    webhooks.paidTwice > 0 && `${webhooks.paidTwice} users paid twice`,
    webhooks.botEventsTwice > 0 && `${webhooks.botEventsTwice} bot events applied twice`,
    !report.rateLimit.heldAcrossProcesses && `the rate limit let ${burst.accepted} writes through (at most ${limit * burst.windows})`,
    jobs.successRate < 0.999 && `jobs succeeded ${(jobs.successRate * 100).toFixed(2)} % (< 99.9 %)`,
    crashed.length > 0 && `crashed: ${crashed.join(", ")}`,
    unhandled > 0 && `${unhandled} unhandled errors logged`,
  ].filter(Boolean);
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, "scale.json"), JSON.stringify({ ...report, failures }, null, 2));
  console.log(JSON.stringify({ ...report, failures }, null, 2));
  log(failures.length ? `FAILED: ${failures.join("; ")}` : "every check held");
  await Promise.all(processes.map((p) => stop(p)));
  await proxy.close();
  await Promise.race([sandbox.close(), sleep(10_000)]);
  await sql.end();
  process.exit(failures.length ? 1 : 0);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exit(2);
}

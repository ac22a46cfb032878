/*
 * pnpm bench:pages-scale — /dashboard, /meetings and /admin at issue #13's size: 100,000 users and 100,000
 * meetings, 10,000 of them one user's. For every service call those pages make on the server, the statements
 * it sends (recorded from the product's own drizzle queries), each one's EXPLAIN ANALYZE (sequential scans of
 * the big tables, the most rows a scan looked at, the most times a node ran) and the call's median wall time.
 * Baselines in the same run, each the SQL as it was before issue #13's changes: the admin stats (one COUNT with
 * CASEs over every user), the admin list's last page by plain OFFSET, the bot coverage's meetings read without
 * its day-ago bound, and the admin searches without the trigram indexes (dropped inside the rolled-back session).
 *
 *   BENCH_PAGES_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/understudy_pages_scale): dropped
 *   and created. BENCH_PAGES_RUNS (20) timed calls per case. Writes bench/results/pages-scale.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { migrateDatabase } from "@understudy/db/migrate";
import { getAdminStats, listUsers } from "@understudy/services/admin";
import { getAnalyticsOverview } from "@understudy/services/analytics";
import { getCurrentUser } from "@understudy/services/auth";
import { listBotCoverage } from "@understudy/services/bots";
import { fixedClock } from "@understudy/services/clock";
import { listMeetings, ListMeetingsInput } from "@understudy/services/meetings";
import { makeUserCtx } from "@understudy/services/testing/helpers";
import { openPlanSession, type Statement } from "@understudy/services/testing/query-plans";
import { REPO_ROOT } from "./processes";
import { measure, type CaseResult } from "./pages-scale/measure";
import { HOT_USER, SIZE, seedPagesScale } from "./pages-scale/seed";

const DATABASE_URL = process.env.BENCH_PAGES_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/understudy_pages_scale";
const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 20);
const PAGE = 20; // LIST_PAGE_SIZE of apps/web: a page is read with one row more

const log = (message: string) => console.log(`[pages-scale ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function freshDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const admin = postgres({ host: target.hostname, port: Number(target.port || 5432), username: decodeURIComponent(target.username), database: "postgres", max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${target.pathname.slice(1)}" with (force)`);
  await admin.unsafe(`create database "${target.pathname.slice(1)}"`);
  await admin.end();
}

/** The admin stats exactly as getAdminStats computed them before 0023: the baseline. */
function naiveAdminStats(now: Date): Statement {
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  return {
    query: `select count(*) as total,
      count(case when subscription_plan = 'pro' then 1 end) as pro,
      count(case when subscription_plan = 'free' and trial_ends_at > $1 then 1 end) as active_trials,
      count(case when subscription_plan = 'free' and (trial_ends_at is null or trial_ends_at <= $1) then 1 end) as expired_trials,
      count(case when is_active and last_login > $2 then 1 end) as active_users
    from users`,
    params: [now.toISOString(), monthAgo.toISOString()],
  };
}

await freshDatabase(DATABASE_URL);
await migrateDatabase(DATABASE_URL);
const now = new Date();
{
  const sql = postgres(DATABASE_URL, { max: 1, onnotice: () => {} });
  const started = performance.now();
  await seedPagesScale(sql, now);
  log(`seeded ${SIZE.users} users, ${SIZE.hotMeetings + SIZE.crowdUsers * SIZE.crowdMeetings} meetings in ${Math.round(performance.now() - started)} ms`);
  await sql.end();
}

const session = await openPlanSession(DATABASE_URL);
const results: CaseResult[] = [];
try {
  const clock = fixedClock(now);
  const user = makeUserCtx(session.db, HOT_USER, { clock });
  const admin = makeUserCtx(session.db, HOT_USER, { role: "admin", clock });
  const meetings = (input: Partial<ListMeetingsInput>) => () => listMeetings({ ctx: user, input: ListMeetingsInput.parse(input) });
  const users = (input: { q?: string; page?: number }) => () =>
    listUsers({ ctx: admin, input: { ...(input.q ? { q: input.q } : {}), limit: PAGE + 1, offset: ((input.page ?? 1) - 1) * PAGE } });
  const cases: [string, string, () => Promise<unknown>][] = [
    ["/dashboard", "auth.me", () => getCurrentUser({ ctx: user })],
    ["/dashboard", "analytics.overview (all 10,000 meetings aggregated)", () => getAnalyticsOverview({ ctx: user })],
    ["/dashboard", "meetings.list upcoming, 5", meetings({ upcoming: true, order: "asc", limit: 5 })],
    ["/dashboard", "meetings.list completed, 3", meetings({ status: "completed", limit: 3 })],
    ["/meetings", "meetings.list future section, page 1", meetings({ future: true, order: "asc", limit: PAGE + 1 })],
    ["/meetings", "meetings.list past section, page 1", meetings({ past: true, order: "desc", limit: PAGE + 1 })],
    ["/meetings", "meetings.list past section, page 100", meetings({ past: true, order: "desc", limit: PAGE + 1, offset: 99 * PAGE })],
    ["/meetings", "bots.coverage (every meeting not over yet, 500 at most)", () => listBotCoverage({ ctx: user })],
    ["/admin", "admin.stats", () => getAdminStats({ ctx: admin })],
    ["/admin", "admin.users page 1", users({})],
    ["/admin", "admin.users page 2,500 (offset 49,980)", users({ page: 2500 })],
    ["/admin", "admin.users last page (offset 99,980)", users({ page: 5000 })],
    ["/admin", "admin.users q=Hopper (4,000 match), page 1", users({ q: "Hopper" })],
    ["/admin", "admin.users q=4242 (a few match)", users({ q: "4242" })],
    ["/admin", "admin.users q=zzzz (none match)", users({ q: "zzzz" })],
    ["/admin", "admin.users q=ho (two letters: 8,000 names with a word so starting)", users({ q: "ho" })],
    ["/admin", "admin.users q=zq (two letters, none match)", users({ q: "zq" })],
  ];
  for (const [page, name, run] of cases) {
    results.push(await measure(session, page, name, run, RUNS));
    log(`${page} ${name}: done`);
  }
  // Baselines, in the same session and on the same data.
  const naive = naiveAdminStats(now);
  const runNaive = () => session.sql.unsafe(naive.query, naive.params as never[]);
  results.push(await measure(session, "/admin baseline", "admin.stats before 0023 (COUNT with CASEs over users)", runNaive, RUNS, [naive]));
  const plainOffset: Statement = { query: "select * from users order by created_at desc, id desc limit 21 offset 99980", params: [] };
  results.push(await measure(session, "/admin baseline", "admin.users last page, plain OFFSET (before)", () => session.sql.unsafe(plainOffset.query), RUNS, [plainOffset]));
  // Before, one or two characters matched anywhere in the name or email, as longer queries still do.
  for (const q of ["ho", "zq"]) {
    const substring: Statement = { query: "select * from users where name ilike $1 or email ilike $1 order by created_at desc, id desc limit 21", params: [`%${q}%`] };
    const run = () => session.sql.unsafe(substring.query, substring.params as never[]);
    results.push(await measure(session, "/admin baseline", `admin.users q=${q} as a substring (before)`, run, RUNS, [substring]));
  }
  const coverageBefore: Statement = {
    query: `select * from meetings where user_id = $1 and status in ('scheduled', 'in_progress')
      and scheduled_at + make_interval(mins => duration_minutes) > $2::timestamptz order by scheduled_at, id limit 500`,
    params: [HOT_USER, now.toISOString()],
  };
  const runCoverageBefore = () => session.sql.unsafe(coverageBefore.query, coverageBefore.params as never[]);
  results.push(await measure(session, "/meetings baseline", "bots.coverage's meetings read without the day-ago bound (before)", runCoverageBefore, RUNS, [coverageBefore]));
  await session.sql`drop index users_name_trgm_idx, users_email_trgm_idx`; // rolled back when the session closes
  for (const [page, name, run] of cases.filter(([, n]) => n.includes("q="))) {
    results.push(await measure(session, `${page} baseline`, `${name}, without trigram indexes`, run, RUNS));
  }
} finally {
  await session.close();
}

for (const r of results) {
  console.log(
    `${r.page.padEnd(16)} ${r.name.padEnd(66)} stmts ${r.statements}  seq scans [${r.seqScans.join(",")}]  max rows touched ${String(r.maxRowsTouched).padStart(6)}  max loops ${String(r.maxLoops).padStart(5)}  explain ${r.explainMs.toFixed(2).padStart(8)} ms  median ${r.medianMs.toFixed(2).padStart(8)} ms  p95 ${r.p95Ms.toFixed(2).padStart(8)} ms`,
  );
  for (const plan of r.plans) console.log(`    ${plan}`);
}
const out = path.join(REPO_ROOT, "bench/results");
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, "pages-scale.json"), `${JSON.stringify({ at: now.toISOString(), size: SIZE, runs: RUNS, results }, null, 2)}\n`);
log(`wrote bench/results/pages-scale.json`);

/**
 * The plans of the statements behind every list and lookup a request makes, on a seeded database: each must
 * read an index range about the size of what it returns. A sequential scan of a seeded table, a sort of the
 * user's whole set (an index whose order does not match the ORDER BY) or a per-row lookup run for rows the
 * page does not show fails the test with the statement and what is wrong with its plan.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { dueForReconcile } from "./bots/reconcile";
import { getAdminStats, listUsers } from "./admin/users";
import { listBotCoverage } from "./bots/coverage/meeting-cover";
import { getAnalyticsOverview } from "./analytics/overview";
import { getAnalyticsWeekly } from "./analytics/weekly";
import { listApiTokens } from "./api-tokens/tokens";
import { resolveCredential } from "./auth/resolve-actor";
import { listBotSessions } from "./bots/sessions/list";
import { dueForPreflight } from "./bots/preflight/due";
import { fixedClock } from "./clock";
import { storedInvites } from "./gmail/detect";
import { getMeeting } from "./meetings/get";
import { listMeetings } from "./meetings/list";
import { ListMeetingsInput } from "./meetings/schemas";
import { listNotifications } from "./notifications/list";
import { getPaymentHistory } from "./subscription/status";
import { silentLogger } from "./logger";
import { recoverPendingSummaries } from "./summaries/recover";
import { listActionItems } from "./action-items/list";
import { ListActionItemsInput } from "./action-items/schemas";
import type { JobQueue } from "./jobs/queue";
import { testDeps } from "../testing/deps";
import { retryUndeliveredSupportRequests } from "./support/deliver";
import type { SupportMailer } from "./support/mailer";
import { listSupportRequests } from "./support/submit";
import { makeUserCtx } from "../testing/helpers";
import { HOT_BUDGET_TURNS, HOT_MEETINGS, HOT_TURNS, SEEDED_TABLES, seedPlanData, type PlanSeed } from "../testing/plan-seed";
import { retrievePassages, SearchInput, searchMeetings } from "./search";
import { openPlanSession, planNodes, planProblems, type PlanBudget, type PlanNode, type PlanSession } from "../testing/query-plans";

let session: PlanSession;
let seed: PlanSeed;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL missing: is the vitest globalSetup configured?");
  const opened = await openPlanSession(url);
  session = opened;
  try {
    seed = await seedPlanData(opened.sql);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return () => opened.close();
});

const ctx = (role: "user" | "admin" = "user") => makeUserCtx(session.db, seed.hotUserId, { role, clock: fixedClock(seed.now) });
const meetingsPage = (input: Partial<ListMeetingsInput>) => () => listMeetings({ ctx: ctx(), input: ListMeetingsInput.parse(input) });

const systemCtx = () => ({ db: session.db, clock: fixedClock(seed.now), log: silentLogger, actor: { type: "system" as const }, deps: testDeps(session.db, { jobs: unusedQueue }) });
const unused = () => Promise.reject(new Error("a plan test sends no jobs and no mail"));
// Rows other test files left pending in a shared database count as still queued: this test only reads.
const unusedQueue: JobQueue = { hasLiveJob: () => Promise.resolve(true), send: unused, sendWithin: unused, prepare: () => Promise.resolve() };
const unusedMailer: SupportMailer = { transport: { send: unused }, supportAddress: "support@plans.test", from: { address: "app@plans.test" } };

/** A page of `n` rows after `skipped` others: read about that many, and look up per row only the `n` shown. */
const page = (n: number, skipped = 0): PlanBudget => ({ rows: 2 * (n + skipped), loops: n });
const lookup: PlanBudget = { rows: 4, loops: 4 };
/**
 * A sweep reads one page of due rows (100 at most) through its partial index. The seed leaves none of its own,
 * but in a database shared with other test files (CI's PostgreSQL) their leftovers are legitimately due.
 */
const sweep = page(100);
/** A search's first page found walking the admin list's order: 21 matches after the newer users that do not match. */
const walk: PlanBudget = { rows: 2000, loops: 1 };

const cases: { name: string; budget: PlanBudget; run: () => Promise<unknown> }[] = [
  { name: "meetings list, newest first", budget: page(20), run: meetingsPage({ limit: 20 }) },
  { name: "meetings list, third page", budget: page(20, 40), run: meetingsPage({ limit: 20, offset: 40 }) },
  { name: "meetings list, oldest first", budget: page(20), run: meetingsPage({ limit: 20, order: "asc" }) },
  { name: "meetings list, cancelled only", budget: page(20), run: meetingsPage({ limit: 20, status: "cancelled" }) },
  { name: "meetings list, upcoming, soonest first", budget: page(20), run: meetingsPage({ limit: 20, upcoming: true, order: "asc" }) },
  { name: "meetings list, upcoming, latest first", budget: page(20), run: meetingsPage({ limit: 20, upcoming: true }) },
  { name: "meetings list, past, latest first", budget: page(20), run: meetingsPage({ limit: 20, past: true }) },
  // /meetings' two sections: a page (and the one row that says another follows) of each, and their status filters.
  { name: "meetings list, future, soonest first", budget: page(21), run: meetingsPage({ limit: 21, future: true, order: "asc" }) },
  { name: "meetings list, future, second page", budget: page(21, 20), run: meetingsPage({ limit: 21, offset: 20, future: true, order: "asc" }) },
  { name: "meetings list, past, second page", budget: page(21, 20), run: meetingsPage({ limit: 21, offset: 20, past: true }) },
  { name: "meetings list, future and open", budget: page(21), run: meetingsPage({ limit: 21, future: true, open: true, order: "asc" }) },
  { name: "meetings list, past and open", budget: page(21), run: meetingsPage({ limit: 21, past: true, open: true }) },
  { name: "meetings list, past and completed", budget: page(21), run: meetingsPage({ limit: 21, past: true, status: "completed" }) },
  // Items are rows (action_items): the user's open ones by due date, from the user's range of the index, never the table.
  { name: "action items", budget: page(51), run: () => listActionItems({ ctx: ctx(), input: ListActionItemsInput.parse({ status: "open" }) }) },
  { name: "my open action items", budget: page(51), run: () => listActionItems({ ctx: ctx(), input: ListActionItemsInput.parse({ owner: "me", status: "open" }) }) },
  { name: "meeting by id", budget: lookup, run: () => getMeeting({ ctx: ctx(), input: { id: seed.meetingId } }) },
  { name: "bot sessions", budget: page(100), run: () => listBotSessions({ ctx: ctx() }) },
  { name: "bot sessions, a later page", budget: page(21, 40), run: () => listBotSessions({ ctx: ctx(), input: { limit: 21, offset: 40 } }) },
  { name: "notifications", budget: page(50), run: () => listNotifications({ ctx: ctx() }) },
  { name: "payment history", budget: page(100), run: () => getPaymentHistory({ ctx: ctx() }) },
  { name: "support requests", budget: page(10), run: () => listSupportRequests({ ctx: ctx() }) },
  { name: "gmail invites", budget: page(50), run: () => storedInvites(ctx(), seed.hotUserId) },
  // 25 tokens, 5 of them active: the list has no LIMIT, and reads the user's tokens, not the table's.
  { name: "api tokens", budget: { rows: 50, loops: 4 }, run: () => listApiTokens({ ctx: ctx() }) },
  { name: "admin users, first page", budget: page(1000), run: () => listUsers({ ctx: ctx("admin"), input: {} }) },
  { name: "admin users, a later page", budget: page(100, 1000), run: () => listUsers({ ctx: ctx("admin"), input: { limit: 100, offset: 1000 } }) },
  // The admin search (ILIKE on name or email): a rare match through the trigram indexes, a common word and a
  // common two-letter start by walking the list's order until the page is full. The walk passes the users newer than
  // the matches: the seed's crowd and, in a shared database, other files' users made since; never the 20,000.
  { name: "admin search, a rare match", budget: page(21), run: () => listUsers({ ctx: ctx("admin"), input: { q: "Extra 1234", limit: 21 } }) },
  { name: "admin search, a common word", budget: walk, run: () => listUsers({ ctx: ctx("admin"), input: { q: "extra", limit: 21 } }) },
  { name: "admin search, two letters", budget: walk, run: () => listUsers({ ctx: ctx("admin"), input: { q: "ex", limit: 21 } }) },
  // Too short for a trigram as a substring: a word's or the email's start, which the trigram indexes do answer.
  { name: "admin search, two rare letters", budget: page(21), run: () => listUsers({ ctx: ctx("admin"), input: { q: "zq", limit: 21 } }) },
  // /meetings' bot toggles: the open meetings not over yet (up to 500), the last day's and then the future ones,
  // each a range of the user's meetings. At this size (3,000 meetings, ~60 pages) PostgreSQL may read all the
  // user's rows in a bitmap and sort rather than walk the range, so the budget is the user's set, never the
  // table; bench:pages-scale shows the walk at 10,000 (736 rows read, 5,712 before).
  { name: "bot coverage", budget: { rows: HOT_MEETINGS, loops: 500 }, run: () => listBotCoverage({ ctx: ctx() }) },
  // Aggregates read the user's meetings (all of them, or eight weeks' worth), but only theirs: never the table.
  { name: "analytics overview", budget: { rows: HOT_MEETINGS, loops: 4 }, run: () => getAnalyticsOverview({ ctx: ctx() }) },
  { name: "analytics weekly", budget: { rows: HOT_MEETINGS, loops: 4 }, run: () => getAnalyticsWeekly({ ctx: ctx() }) },
  {
    name: "session cookie",
    budget: lookup,
    run: () => resolveCredential(session.db, fixedClock(seed.now), { value: seed.sessionToken, source: "cookie" }),
  },
  { name: "api token", budget: lookup, run: () => resolveCredential(session.db, fixedClock(seed.now), { value: seed.apiToken, source: "bearer" }) },
  // The worker's 5-minute sweeps: finding what is due must not read the tables.
  { name: "pending summary recovery", budget: sweep, run: () => recoverPendingSummaries({ ctx: systemCtx() }) },
  { name: "support delivery retry", budget: sweep, run: () => retryUndeliveredSupportRequests({ ctx: systemCtx(), mailer: unusedMailer }) },
  // The every-minute pre-flight: the next 24 hours' meetings, never everyone's whole calendar.
  // It reads every scheduled meeting of the window through the scheduler's partial index (up to 5,000), so its
  // budget is the window's size, not a page: in CI's shared PostgreSQL other files' meetings of tomorrow are in it.
  // Search ranks every matching turn of the user (any word, BM25 with whole-meeting evidence), so it reads those
  // through the (user_id, search_vector) GIN index, and counts the user's turns (the idf's N) from an index: never
  // the table, never the other users' turns of the word (the crowd says "budget" in more turns than the user has),
  // never a lookup per matching turn beyond one join, and the passages' words only for the 20 shown.
  {
    name: "search, a word in one turn of 20",
    budget: { rows: HOT_TURNS, loops: HOT_BUDGET_TURNS },
    run: async () => expect((await searchMeetings({ ctx: ctx(), input: SearchInput.parse({ q: "budget", limit: 20 }) })).results).toHaveLength(20),
  },
  // Ask: the same retrieval, then the passages' words (a range of 10 turns each, for the 8 passages read).
  {
    name: "ask, the passages' words",
    budget: { rows: HOT_TURNS, loops: HOT_BUDGET_TURNS },
    run: async () => expect(await retrievePassages({ ctx: ctx(), query: "budget", limit: 8 })).toHaveLength(8),
  },
  { name: "pre-flight due meetings", budget: { rows: 2 * 5000, loops: 5000 }, run: () => dueForPreflight(session.db, new Date(seed.now)) },
  // Every minute: the open bot sessions gone quiet, through the partial index of open sessions, the last event of each read from its index.
  { name: "bot sessions due for reconciliation", budget: sweep, run: () => dueForReconcile(session.db, new Date(seed.now)) },
];

describe("query plans on a seeded database", () => {
  it("the seed gives the hot user full pages and a signed-in session and token", async () => {
    expect(await listMeetings({ ctx: ctx(), input: ListMeetingsInput.parse({ limit: 20, status: "cancelled" }) })).toHaveLength(20);
    expect((await listNotifications({ ctx: ctx() })).notifications).toHaveLength(50);
    expect(await listUsers({ ctx: ctx("admin"), input: { limit: 100, offset: 1000 } })).toHaveLength(100);
    const clock = fixedClock(seed.now);
    expect((await resolveCredential(session.db, clock, { value: seed.sessionToken, source: "cookie" }))?.actor.userId).toBe(seed.hotUserId);
    expect((await resolveCredential(session.db, clock, { value: seed.apiToken, source: "bearer" }))?.actor.userId).toBe(seed.hotUserId);
  });

  it.each(cases)("$name: every statement reads about what it returns", async ({ budget, run }) => {
    const statements = await session.record(run);
    expect(statements.length).toBeGreaterThan(0);
    const bad: { query: string; problems: string[] }[] = [];
    for (const statement of statements) {
      const problems = planProblems(await session.explain(statement), budget, SEEDED_TABLES);
      if (problems.length) bad.push({ query: statement.query, problems });
    }
    expect(bad).toEqual([]);
  });
});

describe("search's round trips", () => {
  // Each statement is a round trip, and on a loaded machine each also waits for a core: full text (turns, the turn
  // count, titles and summaries, retention) is one statement, what the page shows another.
  it("a search sends two statements, Ask two", async () => {
    const sent = async (run: () => Promise<unknown>) => (await session.record(run)).filter((s) => !s.query.includes("pg_extension")).length;
    expect(await sent(() => searchMeetings({ ctx: ctx(), input: SearchInput.parse({ q: "budget", limit: 20 }) }))).toBe(2);
    expect(await sent(() => retrievePassages({ ctx: ctx(), query: "budget", limit: 8 }))).toBe(2);
  });
});

describe("admin pages at scale", () => {
  const statementsOf = async (run: () => Promise<unknown>) => {
    const statements = await session.record(run);
    return Promise.all(statements.map(async (statement) => ({ query: statement.query, plan: await session.explain(statement) })));
  };

  it("admin stats: no statement reads all users; the time-dependent counts read only their index range", async () => {
    const [truth] = await session.sql<{ total: number; active_trials: number; active_users: number }[]>`
      select count(*)::int as total,
        count(*) filter (where subscription_plan = 'free' and trial_ends_at > ${seed.now.toISOString()}::timestamptz)::int as active_trials,
        count(*) filter (where is_active and last_login > ${seed.now.toISOString()}::timestamptz - interval '30 days')::int as active_users
      from users`;
    if (!truth) throw new Error("no count");
    // The ranges: what the two counts must read. A budget below the users' count, so a scan of all would fail.
    const budget = { rows: Math.max(truth.active_trials, truth.active_users), loops: 1 };
    expect(budget.rows).toBeLessThan(truth.total / 2);
    const stats = await getAdminStats({ ctx: ctx("admin") });
    expect(stats).toMatchObject({ total_users: truth.total, active_trials: truth.active_trials, active_users: truth.active_users });

    const explained = await statementsOf(() => getAdminStats({ ctx: ctx("admin") }));
    expect(explained).toHaveLength(1);
    for (const { query, plan } of explained) expect({ query, problems: planProblems(plan, budget, SEEDED_TABLES) }).toEqual({ query, problems: [] });
    // Each count is a range of its partial index (index-only where the visibility map allows, as in production;
    // the seed here is not vacuumed, so the planner may fetch rows or use a bitmap of the same range).
    const indexes = new Set(explained.flatMap(({ plan }) => planNodes(plan)).flatMap((n) => (n["Index Name"] ? [n["Index Name"]] : [])));
    expect([...indexes].sort()).toEqual(["users_active_last_login_idx", "users_free_trial_ends_at_idx"]);
  });

  it("admin users, a deep page: skips index entries only and reads just the page's rows", async () => {
    const offset = 2500;
    const [plain] = await session.sql<{ ids: string[] }[]>`select array_agg(id) as ids from (select id from users order by created_at desc, id desc limit 21 offset ${offset}) p`;
    const input = { limit: 21, offset };
    // The same rows LIMIT/OFFSET gives.
    expect((await listUsers({ ctx: ctx("admin"), input })).map((u) => u.id)).toEqual(plain?.ids);
    const [only] = await statementsOf(() => listUsers({ ctx: ctx("admin"), input }));
    if (!only) throw new Error("no statement");
    // The skip is an InitPlan over (created_at, id) alone; everything else reads the page's 21 rows.
    type Node = PlanNode & { "Parent Relationship"?: string };
    const outer = (n: Node): Node[] => [n, ...((n.Plans ?? []) as Node[]).filter((c) => c["Parent Relationship"] !== "InitPlan").flatMap(outer)];
    const skip = planNodes(only.plan).filter((n) => (n as Node)["Parent Relationship"] === "InitPlan").flatMap(planNodes);
    expect(skip.filter((n) => n["Relation Name"] === "users").map((n) => [n["Index Name"], n["Actual Rows"]])).toEqual([["users_created_at_idx", offset + 1]]);
    expect(planProblems(only.plan, page(21, offset), SEEDED_TABLES)).toEqual([]);
    const pageReads = outer(only.plan).filter((n) => n["Relation Name"] === "users");
    expect(pageReads.map((n) => n["Actual Rows"] * n["Actual Loops"] + (n["Rows Removed by Filter"] ?? 0))).toEqual([21]);
  });
});

describe("planProblems", () => {
  const scan = (over: Partial<PlanNode>): PlanNode => ({ "Node Type": "Index Scan", "Relation Name": "meetings", "Actual Rows": 20, "Actual Loops": 1, ...over });

  it("passes a limited index scan with one lookup per row shown", () => {
    const plan: PlanNode = {
      "Node Type": "Nested Loop",
      "Actual Rows": 20,
      "Actual Loops": 1,
      Plans: [{ "Node Type": "Limit", "Actual Rows": 20, "Actual Loops": 1, Plans: [scan({})] }, scan({ "Relation Name": "meeting_summaries", "Actual Rows": 1, "Actual Loops": 20 })],
    };
    expect(planProblems(plan, page(20), SEEDED_TABLES)).toEqual([]);
  });

  it("names a sequential scan, a sort of the whole set and a lookup per row scanned", () => {
    const plan: PlanNode = {
      "Node Type": "Limit",
      "Actual Rows": 20,
      "Actual Loops": 1,
      Plans: [
        { "Node Type": "Sort", "Actual Rows": 20, "Actual Loops": 1, Plans: [scan({ "Node Type": "Seq Scan", "Actual Rows": 3000, "Rows Removed by Filter": 19000 })] },
        scan({ "Relation Name": "meeting_summaries", "Actual Rows": 1, "Actual Loops": 3000 }),
      ],
    };
    expect(planProblems(plan, page(20), SEEDED_TABLES)).toEqual([
      "Sort of 3000 rows (budget 40)",
      "Seq Scan on meetings",
      "Seq Scan on meetings touched 22000 rows (budget 40)",
      "Index Scan on meeting_summaries touched 3000 rows (budget 40)",
      "Index Scan meeting_summaries ran 3000 times (budget 20)",
    ]);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botSessions } from "@understudy/db/schema";
import { createTestMeeting, createTestNotification, createTestSession, createTestUser } from "@understudy/db/test";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { createAppDeps, type AppDeps } from "@understudy/services/deps";
import { recordingJobQueue } from "@understudy/services/testing/deps";
import { sandboxAppEnv } from "@understudy/services/testing/sandbox-env";
import { buildOpenApiDocument } from "../../src/rest/openapi";
import { userIdColumns } from "../privacy/user-columns";
import { fuzzRequests, operationsOf, seededRandom, type FuzzIds, type FuzzRequest } from "../support/openapi-fuzz";
import { createLiveEventHub, type LiveEventHub } from "@understudy/services/live";
import { connectTestDb, startRestServer } from "../support/helpers";

/*
 * Every REST operation of the OpenAPI document, fuzzed from its own schemas (issue #16): bad types, sizes,
 * unicode and NUL, out-of-range dates, other users' ids, malformed JSON, wrong content types, missing or
 * made-up credentials. Every outside service is configured (the sandbox), so no answer is a "not configured"
 * 503. Invariants: never a 5xx; every error is exactly `{detail}`; a refused request changes nothing.
 */

const PER_OPERATION = Number(process.env.FUZZ_REQUESTS_PER_OPERATION ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

const { db, close } = connectTestDb();
let sandbox: RunningSandbox;
let deps: AppDeps;
let hub: LiveEventHub;
let server: Awaited<ReturnType<typeof startRestServer>>;
let columns: { table: string; column: string }[] = [];

/**
 * Each request moves the server's clock on by 5 seconds, so a per-minute rate limit admits about twelve of
 * them a window: the fuzz reaches validation and the procedures instead of stopping at 429.
 */
const STEP_MS = 5_000;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

/** Tables whose rows a refused request may legitimately touch: the rate limiter counts attempts. */
const COUNTED_ON_REFUSAL = new Set(["rate_limit_counters"]);

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  hub = createLiveEventHub(process.env.DATABASE_URL ?? "");
  deps = createAppDeps({ db, clock, jobs: recordingJobQueue(), env: sandboxAppEnv(sandbox), liveEvents: hub });
  server = await startRestServer(db, clock, deps);
  columns = (await userIdColumns(db)).filter((c) => !COUNTED_ON_REFUSAL.has(c.table));
}, 60_000);
afterAll(async () => {
  await server.close();
  await hub.close();
  await sandbox.close();
  await close();
});

async function tenant() {
  const user = await createTestUser(db);
  const token = await createTestSession(db, user.id);
  const meeting = await createTestMeeting(db, user.id, { meetingUrl: "https://zoom.us/j/1234567890" });
  const notification = await createTestNotification(db, user.id);
  const [session] = await db
    .insert(botSessions)
    .values({ userId: user.id, meetingId: meeting.id, provider: "recall", botName: "Understudy", meetingUrl: meeting.meetingUrl ?? "", platform: "zoom", status: "disconnected" })
    .returning();
  // `{id}` names a meeting everywhere but under /notifications.
  const idsFor = (path: string): Record<string, string> => ({
    id: path.startsWith("/notifications/") ? notification.id : meeting.id,
    session_id: session?.id ?? "",
    email_id: `msg-${user.id}`,
  });
  return { user, token, idsFor };
}

/** A fingerprint of every row holding either user's id, in one statement: cheap enough to run after each request. */
async function digest(a: string, b: string): Promise<string> {
  const parts = [
    sql`select 'users:' || t::text as r from users t where t.id in (${a}, ${b})`,
    ...columns.map((c) => sql`select ${c.table + ":"} || t::text as r from ${sql.identifier(c.table)} t where t.${sql.identifier(c.column)} in (${a}, ${b})`),
  ];
  const [row] = await db.execute<{ digest: string }>(sql`select md5(coalesce(string_agg(r, '|' order by r), '')) as digest from (${sql.join(parts, sql` union all `)}) rows`);
  return row?.digest ?? "";
}

interface Outcome {
  request: FuzzRequest;
  status: number;
  problem: string | null;
}

async function send(request: FuzzRequest, tokens: { owner: string; other: string }): Promise<{ status: number; contentType: string; text: string }> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.auth === "owner") headers.authorization = `Bearer ${tokens.owner}`;
  if (request.auth === "other") headers.authorization = `Bearer ${tokens.other}`;
  if (request.auth === "garbage") headers.authorization = "Bearer not-a-real-token-\u00e9";
  offsetMs += STEP_MS;
  const res = await fetch(server.url + request.path, { method: request.method, headers, body: request.body });
  const contentType = res.headers.get("content-type") ?? "";
  // A live stream that started never ends by itself: its status and type are the answer; hang up.
  if (contentType.includes("text/event-stream")) {
    await res.body?.cancel();
    return { status: res.status, contentType, text: "" };
  }
  return { status: res.status, contentType, text: await res.text() };
}

/** What is wrong with an answer, or null: a 5xx, or an error that is not exactly `{detail}` without internals. */
function problemOf(res: { status: number; contentType: string; text: string }): string | null {
  if (res.status >= 500) return `answered ${res.status}: ${res.text.slice(0, 200)}`;
  if (res.status < 400) return null;
  if (!res.contentType.includes("application/json")) return `error ${res.status} is ${res.contentType || "no content type"}: ${res.text.slice(0, 120)}`;
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    return `error ${res.status} is not JSON: ${res.text.slice(0, 120)}`;
  }
  const keys = body && typeof body === "object" && !Array.isArray(body) ? Object.keys(body) : [];
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (keys.length !== 1 || typeof detail !== "string") return `error ${res.status} is not {detail}: ${res.text.slice(0, 120)}`;
  if (/\n\s+at |node_modules|\.[jt]s:\d+|Failed query|select .* from /i.test(detail)) return `error ${res.status} leaks internals: ${detail.slice(0, 160)}`;
  return null;
}

const operations = operationsOf(buildOpenApiDocument());

describe(`the OpenAPI document's ${operations.length} operations, ${PER_OPERATION} generated requests each (seed ${SEED})`, () => {
  it("lists every operation the adapter serves", () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
  });

  for (const [index, op] of operations.entries()) {
    it(`${op.method} ${op.path}: no 5xx, every error {detail}, a refused request changes nothing`, async () => {
      const [owner, other] = await Promise.all([tenant(), tenant()]);
      const ids: FuzzIds = { own: owner.idsFor(op.path), foreign: other.idsFor(op.path) };
      const requests = fuzzRequests(op, ids, PER_OPERATION, seededRandom(SEED + index));
      expect(requests.length).toBeGreaterThanOrEqual(PER_OPERATION);
      const mutating = op.method !== "GET";
      const fingerprint = () => digest(owner.user.id, other.user.id);
      let before = mutating ? await fingerprint() : "";
      const failures: Outcome[] = [];
      const statuses: Record<string, number> = {};
      for (const request of requests) {
        const res = await send(request, { owner: owner.token, other: other.token });
        if (request.auth === "owner") statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        let problem = problemOf(res);
        if (mutating) {
          const after = await fingerprint();
          if (!problem && res.status >= 400 && after !== before) problem = `refused with ${res.status} but changed stored rows`;
          before = after;
        }
        if (problem) failures.push({ request, status: res.status, problem });
      }
      // The fuzz reaches past authentication and the rate limiter: the owner's requests are judged on their content.
      const owned = Object.values(statuses).reduce((a, b) => a + b, 0);
      if (owned >= 20) expect((statuses["401"] ?? 0) + (statuses["429"] ?? 0)).toBeLessThan(owned / 2);
      expect(failures.map((f) => `${f.request.label} [${f.request.auth}] ${f.request.method} ${f.request.path.slice(0, 120)} → ${f.problem}`)).toEqual([]);
    }, 300_000);
  }
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { avatarDrafts, avatarTurns, meetingCatchUps, meetingSummaries, notifications, payments } from "@understudy/db/schema";
import { createWebPushSender, generateVapidKeys } from "@understudy/integrations/push";
import { createTestMeeting, createTestNotification, createTestSession, createTestUser } from "@understudy/db/test";
import { DAY_MS, fixedClock } from "@understudy/services/clock";
import { createApiToken, revokeApiToken } from "@understudy/services/api-tokens";
import { connectTestDb, makeUserCtx, startRestServer } from "../../test/support/helpers";
import { expectDetail, expectShape, KEYS, restClient, type RestCall } from "../../test/support/rest-client";
import type { RestRoute } from "./define";
import { restRoutes } from "./routes";
import { syncSummaryActionItems } from "@understudy/services/action-items";
import { startBillingRig, type BillingRig } from "@understudy/services/testing/billing";
import { eventually, startBotRig, type BotRig } from "@understudy/services/testing/bots";
import { botScheduleQueue, runPreflights } from "@understudy/services/bots";
import { buildAccountExport } from "@understudy/services/account";
import { silentLogger } from "@understudy/services/logger";
import { recordingJobQueue, sandboxModel, testDeps } from "@understudy/services/testing/deps";
import { supportMailerFromEnv } from "@understudy/services/support";
import { createLiveEventHub, type LiveEventHub } from "@understudy/services/live";
import { liveMeeting } from "@understudy/services/testing/live";
import { insertTranscript } from "@understudy/services/testing/transcripts";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";

const { db, close } = connectTestDb();
const NOW = new Date();
const clock = fixedClock(NOW);
const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS);
let server: Awaited<ReturnType<typeof startRestServer>>;
/** What the REST server runs with; blocks that need a client (Stripe, a bot provider) point it at their rig. */
const jobs = recordingJobQueue();
const baseDeps = testDeps(db, { clock, jobs });
let deps = baseDeps;
let call: RestCall;

beforeAll(async () => {
  server = await startRestServer(db, clock, () => deps);
  call = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await close();
});

/** A user with a session valid at the server's clock and a trial ending exactly 14 days from it. */
async function member(overrides: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(db, { trialEndsAt: at(14), lastLogin: NOW, ...overrides });
  const token = await createTestSession(db, user.id, at(30));
  return { user, token };
}

const covered = new Set<string>();
function describeRoute(method: RestRoute["method"], path: string, body: (route: RestRoute) => void) {
  const route = restRoutes.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`${method} ${path} is not in the route table`);
  covered.add(`${method} ${path}`);
  describe(`${method} ${path}`, () => body(route));
}

/** Every protected route answers 401 `{"detail"}` to no credential, a garbage one and a revoked API token. */
function itRequiresAuth(method: string, path: () => string) {
  it("answers 401 without a token, with a garbage token and with a revoked API token", async () => {
    const { user } = await member();
    const ctx = makeUserCtx(db, user.id, { clock });
    const revoked = await createApiToken({ ctx, input: { name: "old" } });
    await revokeApiToken({ ctx, input: { id: revoked.id } });
    const json = method === "GET" || method === "DELETE" ? undefined : { title: "x", scheduled_at: "2030-01-01T10:00:00Z" };
    expectDetail(await call(method, path(), { json }), 401, "Not authenticated");
    expectDetail(await call(method, path(), { json, token: "garbage-token" }), 401);
    expectDetail(await call(method, path(), { json, token: revoked.token }), 401);
    expectDetail(await call(method, path(), { json, cookie: "not-a-session" }), 401);
  });
}

describeRoute("GET", "/auth/me", (route) => {
  it("returns the signed-in user in snake_case", async () => {
    const { user, token } = await member({ name: "Maya Chen", image: "https://img.example/maya.png" });
    const res = await call("GET", "/auth/me", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const me = expectShape(route.response, res.body, KEYS.user) as Record<string, unknown>;
    expect(me).toMatchObject({
      id: user.id,
      name: "Maya Chen",
      email: user.email,
      picture: "https://img.example/maya.png",
      role: "user",
      subscription_plan: "free",
      trial_ends_at: at(14).toISOString(),
      trial_days_remaining: 14,
      is_active: true,
    });
  });

  it("accepts the session cookie and a personal API token too", async () => {
    const { user, token } = await member();
    const api = await createApiToken({ ctx: makeUserCtx(db, user.id, { clock }), input: { name: "cli" } });
    expect(((await call("GET", "/auth/me", { cookie: token })).body as { id: string }).id).toBe(user.id);
    expect(((await call("GET", "/auth/me", { token: api.token })).body as { id: string }).id).toBe(user.id);
  });

  it("answers 401 to an expired session, an inactive user and a malformed cookie", async () => {
    const { user } = await member();
    const expired = await createTestSession(db, user.id, at(-1));
    expectDetail(await call("GET", "/auth/me", { token: expired }), 401);
    const inactive = await member({ isActive: false });
    expectDetail(await call("GET", "/auth/me", { token: inactive.token }), 401);
    expectDetail(await call("GET", "/auth/me", { headers: { cookie: "authjs.session-token=%E0%A4%A" } }), 401);
    expectDetail(await call("GET", "/auth/me", { headers: { authorization: "Basic dXNlcjpwYXNz" } }), 401);
  });

  itRequiresAuth("GET", () => "/auth/me");
});

describeRoute("POST", "/auth/logout", (route) => {
  it("deletes the session, clears both session cookies, and the token stops working", async () => {
    const { token } = await member();
    const res = await call("POST", "/auth/logout", { token });
    expect(res.status).toBe(200);
    expect(expectShape(route.response, res.body, KEYS.message)).toEqual({ message: "Logged out successfully" });
    const cleared = res.headers.getSetCookie();
    for (const name of ["authjs.session-token", "__Secure-authjs.session-token"]) {
      const cookie = cleared.find((c) => c.startsWith(`${name}=;`));
      expect(cookie, `Set-Cookie clearing ${name} in ${JSON.stringify(cleared)}`).toBeDefined();
      expect(cookie).toMatch(/;\s*Max-Age=0/i);
      expect(cookie).toMatch(/;\s*Path=\//i);
    }
    expectDetail(await call("GET", "/auth/me", { token }), 401);
    expectDetail(await call("POST", "/auth/logout", { token }), 401);
  });

  it("logs a cookie session out when the request comes from our own pages", async () => {
    const { token } = await member();
    const res = await call("POST", "/auth/logout", { cookie: token, headers: { "sec-fetch-site": "same-origin" } });
    expect(res.status).toBe(200);
    expectDetail(await call("GET", "/auth/me", { cookie: token }), 401);
  });

  itRequiresAuth("POST", () => "/auth/logout");
});

describeRoute("GET", "/meetings", (route) => {
  it("returns a bare array of the user's own meetings, newest first", async () => {
    const { user, token } = await member();
    const stranger = await member();
    await createTestMeeting(db, user.id, { title: "Older", scheduledAt: at(1) });
    await createTestMeeting(db, user.id, { title: "Newer", scheduledAt: at(2), platform: "teams", summary: "Notes", botAttended: true });
    await createTestMeeting(db, stranger.user.id, { title: "Not yours", scheduledAt: at(3) });
    const res = await call("GET", "/meetings", { token });
    expect(res.status).toBe(200);
    const list = route.response.parse(res.body) as { title: string }[];
    expect(Array.isArray(res.body)).toBe(true);
    expect(list.map((m) => m.title)).toEqual(["Newer", "Older"]);
    expectShape(z.unknown(), (res.body as unknown[])[0], KEYS.meeting);
    expect((res.body as unknown[])[0]).toMatchObject({ platform: "teams", summary: "Notes", bot_attended: true, status: "scheduled", source: "manual" });
  });

  it("filters by status, search, upcoming, order and paging", async () => {
    const { user, token } = await member();
    await createTestMeeting(db, user.id, { title: "Budget review", scheduledAt: at(-2), status: "completed" });
    await createTestMeeting(db, user.id, { title: "Standup", description: "BUDGET numbers", scheduledAt: at(1) });
    await createTestMeeting(db, user.id, { title: "Retro", scheduledAt: at(2) });
    const titles = async (query: string) => ((await call("GET", `/meetings?${query}`, { token })).body as { title: string }[]).map((m) => m.title);
    expect(await titles("status=completed")).toEqual(["Budget review"]);
    expect(await titles("q=budget")).toEqual(["Standup", "Budget review"]);
    expect(await titles("upcoming=true&order=asc")).toEqual(["Standup", "Retro"]);
    expect(await titles("past=true")).toEqual(["Budget review"]);
    expect(await titles("limit=1&offset=1")).toEqual(["Standup"]);
  });

  it("answers 422 naming the parameter for bad query values and unknown parameters", async () => {
    const { token } = await member();
    expectDetail(await call("GET", "/meetings?limit=abc", { token }), 422, /limit/);
    expectDetail(await call("GET", "/meetings?limit=0", { token }), 422, /limit/);
    expectDetail(await call("GET", "/meetings?limit=2.5", { token }), 422, /limit/);
    expectDetail(await call("GET", "/meetings?offset=-1", { token }), 422, /offset/);
    expectDetail(await call("GET", "/meetings?status=done", { token }), 422, /status/);
    expectDetail(await call("GET", "/meetings?upcoming=yes", { token }), 422, /upcoming/);
    expectDetail(await call("GET", "/meetings?upcoming=true&past=true", { token }), 422, /past: upcoming and past cannot both be true/);
    expectDetail(await call("GET", "/meetings?colour=red", { token }), 422, /colour/);
  });

  itRequiresAuth("GET", () => "/meetings");
});

describeRoute("POST", "/meetings", (route) => {
  it("creates a meeting (201) with the spec's defaults", async () => {
    const { token } = await member();
    const res = await call("POST", "/meetings", { token, json: { title: "Design review", scheduled_at: "2030-01-02T10:00" } });
    expect(res.status).toBe(201);
    const m = expectShape(route.response, res.body, KEYS.meeting) as Record<string, unknown>;
    expect(m).toMatchObject({
      title: "Design review",
      description: null,
      scheduled_at: "2030-01-02T10:00:00.000Z",
      duration_minutes: 60,
      meeting_url: null,
      platform: "zoom",
      status: "scheduled",
      bot_attended: false,
      summary: null,
      source: "manual",
      created_at: NOW.toISOString(),
    });
    const got = await call("GET", `/meetings/${String(m.id)}`, { token });
    expect(got.body).toEqual(res.body);
  });

  it("stores every field of the create form", async () => {
    const { token } = await member();
    const res = await call("POST", "/meetings", {
      token,
      json: {
        title: "Client call",
        description: "Quarterly",
        scheduled_at: "2030-01-02T10:00:00+02:00",
        duration_minutes: 30,
        meeting_url: "https://meet.google.com/abc-defg-hij",
        platform: "google_meet",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      description: "Quarterly",
      scheduled_at: "2030-01-02T08:00:00.000Z",
      duration_minutes: 30,
      meeting_url: "https://meet.google.com/abc-defg-hij",
      platform: "google_meet",
    });
  });

  it("answers 422 naming the field for a missing title, wrong types, bad values and unknown fields", async () => {
    const { token } = await member();
    const post = (json: unknown) => call("POST", "/meetings", { token, json });
    const when = "2030-01-02T10:00:00Z";
    expectDetail(await post({ scheduled_at: when }), 422, /^title: field required/);
    expectDetail(await post({ title: "   ", scheduled_at: when }), 422, /title/);
    expectDetail(await post({ title: "x" }), 422, /scheduled_at/);
    expectDetail(await post({ title: "x", scheduled_at: "next tuesday" }), 422, /scheduled_at/);
    expectDetail(await post({ title: "x", scheduled_at: "2030-02-30T10:00:00Z" }), 422, /scheduled_at/);
    expectDetail(await post({ title: 42, scheduled_at: when }), 422, /title/);
    expectDetail(await post({ title: "x", scheduled_at: when, duration_minutes: "60" }), 422, /duration_minutes/);
    expectDetail(await post({ title: "x", scheduled_at: when, duration_minutes: 10 }), 422, /duration_minutes/);
    expectDetail(await post({ title: "x", scheduled_at: when, duration_minutes: 481 }), 422, /duration_minutes/);
    expectDetail(await post({ title: "x", scheduled_at: when, platform: "skype" }), 422, /platform/);
    expectDetail(await post({ title: "x", scheduled_at: when, meeting_url: "javascript:alert(1)" }), 422, /meeting_url/);
    expectDetail(await post({ title: "x", scheduled_at: when, user_id: "someone-else" }), 422, /Unknown field: user_id/);
    expectDetail(await post([{ title: "x", scheduled_at: when }]), 422);
    expectDetail(await post(null), 422);
    expectDetail(await call("POST", "/meetings", { token }), 422, /body is required/i);
  });

  itRequiresAuth("POST", () => "/meetings");
});

describeRoute("GET", "/meetings/{id}", (route) => {
  it("returns one of the user's meetings", async () => {
    const { user, token } = await member();
    const m = await createTestMeeting(db, user.id, { title: "One", scheduledAt: at(1), durationMinutes: 45 });
    const res = await call("GET", `/meetings/${m.id}`, { token });
    expect(res.status).toBe(200);
    expect(expectShape(route.response, res.body, KEYS.meeting)).toMatchObject({ id: m.id, title: "One", duration_minutes: 45, scheduled_at: at(1).toISOString() });
  });

  it("answers 404 for another user's meeting, an unknown id and a non-id", async () => {
    const { token } = await member();
    const owner = await member();
    const m = await createTestMeeting(db, owner.user.id);
    expectDetail(await call("GET", `/meetings/${m.id}`, { token }), 404, /not found/i);
    expectDetail(await call("GET", `/meetings/${randomUUID()}`, { token }), 404);
    expectDetail(await call("GET", "/meetings/not-an-id", { token }), 404);
    expectDetail(await call("GET", "/meetings/%E0%A4%A", { token }), 404);
  });

  itRequiresAuth("GET", () => `/meetings/${randomUUID()}`);
});

describeRoute("PUT", "/meetings/{id}", (route) => {
  it("marks a meeting complete and updates fields", async () => {
    const { user, token } = await member();
    const m = await createTestMeeting(db, user.id, { title: "Sync" });
    const res = await call("PUT", `/meetings/${m.id}`, { token, json: { status: "completed" } });
    expect(res.status).toBe(200);
    expect(expectShape(route.response, res.body, KEYS.meeting)).toMatchObject({ id: m.id, title: "Sync", status: "completed", updated_at: NOW.toISOString() });
    const renamed = await call("PUT", `/meetings/${m.id}`, { token, json: { title: "Renamed", description: null, duration_minutes: 90 } });
    expect(renamed.body).toMatchObject({ title: "Renamed", description: null, duration_minutes: 90, status: "completed" });
  });

  it("answers 422 for an empty object, wrong types and unknown fields, naming the field", async () => {
    const { user, token } = await member();
    const m = await createTestMeeting(db, user.id);
    const put = (json: unknown) => call("PUT", `/meetings/${m.id}`, { token, json });
    expectDetail(await put({}), 422, /at least one field/);
    expectDetail(await put({ status: "done" }), 422, /^status: /);
    expectDetail(await put({ duration_minutes: "long" }), 422, /^duration_minutes: /);
    expectDetail(await put({ title: "" }), 422, /^title: /);
    expectDetail(await put({ owner: "me" }), 422, /Unknown field: owner/);
    expectDetail(await call("PUT", `/meetings/${m.id}`, { token }), 422, /body is required/i);
  });

  it("answers 404 for another user's meeting and leaves it unchanged", async () => {
    const { token } = await member();
    const owner = await member();
    const m = await createTestMeeting(db, owner.user.id, { title: "Theirs" });
    expectDetail(await call("PUT", `/meetings/${m.id}`, { token, json: { title: "Mine now" } }), 404);
    expectDetail(await call("PUT", "/meetings/42", { token, json: { title: "x" } }), 404);
    expect(((await call("GET", `/meetings/${m.id}`, { token: owner.token })).body as { title: string }).title).toBe("Theirs");
  });

  itRequiresAuth("PUT", () => `/meetings/${randomUUID()}`);
});

describeRoute("DELETE", "/meetings/{id}", (route) => {
  it("deletes the meeting; a second delete and a read answer 404", async () => {
    const { user, token } = await member();
    const m = await createTestMeeting(db, user.id);
    const res = await call("DELETE", `/meetings/${m.id}`, { token });
    expect(res.status).toBe(200);
    expect(expectShape(route.response, res.body, KEYS.message)).toEqual({ message: "Meeting deleted successfully" });
    expectDetail(await call("GET", `/meetings/${m.id}`, { token }), 404);
    expectDetail(await call("DELETE", `/meetings/${m.id}`, { token }), 404);
  });

  it("answers 404 for another user's meeting and keeps it", async () => {
    const { token } = await member();
    const owner = await member();
    const m = await createTestMeeting(db, owner.user.id);
    expectDetail(await call("DELETE", `/meetings/${m.id}`, { token }), 404);
    expect((await call("GET", `/meetings/${m.id}`, { token: owner.token })).status).toBe(200);
  });

  itRequiresAuth("DELETE", () => `/meetings/${randomUUID()}`);
});

describeRoute("GET", "/meetings/{id}/export", () => {
  /** A download's bytes and headers; `call` reads every body as JSON, which a PDF is not. */
  const download = async (path: string, auth: { token?: string; cookie?: string }) => {
    const headers: Record<string, string> = auth.token ? { authorization: `Bearer ${auth.token}` } : { cookie: `authjs.session-token=${auth.cookie}` };
    const res = await fetch(server.url + path, { headers });
    return { status: res.status, headers: res.headers, body: new Uint8Array(await res.arrayBuffer()) };
  };
  const proMember = () => member({ subscriptionPlan: "pro" });

  it("sends every format as an attachment with its media type and a safe file name, to a token and to the session cookie", async () => {
    const { user, token } = await proMember();
    const m = await createTestMeeting(db, user.id, { title: "Revue Q3: Chloé / budget", scheduledAt: new Date("2026-11-23T10:00:00Z"), status: "completed" });
    await insertTranscript(db, m.id, user.id, [{ speaker: "Chloé", text: "On garde le budget.", at: 62.5 }]);
    const expected = {
      md: ["text/markdown; charset=utf-8", "# Revue Q3: Chloé / budget\n"],
      pdf: ["application/pdf", "%PDF-"],
      docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", "PK"],
      srt: ["application/x-subrip; charset=utf-8", "1\n00:01:02,500 --> "],
      vtt: ["text/vtt; charset=utf-8", "WEBVTT\n"],
      json: ["application/json; charset=utf-8", "{"],
    } as const;
    for (const [format, [type, start]] of Object.entries(expected)) {
      const res = await download(`/meetings/${m.id}/export?format=${format}`, format === "md" ? { cookie: token } : { token });
      expect(res.status, format).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="Revue Q3 Chloe budget 2026-11-23.${format}"; filename*=UTF-8''Revue%20Q3%20Chlo%C3%A9%20budget%202026-11-23.${format}`,
      );
      expect(res.headers.get("cache-control")).toContain("no-store");
      expect(Number(res.headers.get("content-length"))).toBe(res.body.byteLength);
      expect(new TextDecoder().decode(res.body).slice(0, start.length)).toBe(start);
    }
    const json = await download(`/meetings/${m.id}/export?format=json&tz=Europe/Paris`, { token });
    expect(JSON.parse(new TextDecoder().decode(json.body))).toMatchObject({ meeting: { id: m.id, title: "Revue Q3: Chloé / budget" }, transcript: [{ speaker: "Chloé", start_seconds: 62.5 }] });
  });

  it("answers 422 with a detail for an unknown or missing format, an unknown zone and unknown parameters", async () => {
    const { user, token } = await proMember();
    const m = await createTestMeeting(db, user.id);
    expectDetail(await call("GET", `/meetings/${m.id}/export?format=exe`, { token }), 422, /^format: must be one of md, pdf, docx, srt, vtt, json$/);
    expectDetail(await call("GET", `/meetings/${m.id}/export`, { token }), 422, /^format: /);
    expectDetail(await call("GET", `/meetings/${m.id}/export?format=md&tz=Mars/Olympus`, { token }), 422, /^tz: must be an IANA time zone/);
    expectDetail(await call("GET", `/meetings/${m.id}/export?format=md&colour=red`, { token }), 422, /colour/);
  });

  it("answers 404 for another user's meeting and for a non-id", async () => {
    const { token } = await proMember();
    const owner = await proMember();
    const m = await createTestMeeting(db, owner.user.id);
    expectDetail(await call("GET", `/meetings/${m.id}/export?format=md`, { token }), 404, /not found/i);
    expectDetail(await call("GET", "/meetings/42/export?format=md", { token }), 404);
  });

  it("answers 403 naming Pro to a trial user and after the trial", async () => {
    for (const overrides of [{}, { trialEndsAt: at(-1) }]) {
      const { user, token } = await member(overrides);
      const m = await createTestMeeting(db, user.id);
      expectDetail(await call("GET", `/meetings/${m.id}/export?format=pdf`, { token }), 403, /^Export is part of the Pro plan/);
    }
  });

  itRequiresAuth("GET", () => `/meetings/${randomUUID()}/export?format=md`);
});

describeRoute("GET", "/action-items", (route) => {
  const items = (tasks: [task: string, owner: string | null, due: string | null][]) => ({
    gist: "g",
    overview: "o",
    key_points: [],
    decisions: [],
    action_items: tasks.map(([task, owner, due], i) => ({ task, owner, due, timestamp: 10 * i + 0.5 })),
  });
  /** A ready version stored as summary.generate stores it: its items become rows in the same transaction. */
  const ready = (meetingId: string, userId: string, version: number, content: ReturnType<typeof items>) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(meetingSummaries)
        .values({ meetingId, userId, version, status: "ready", model: "m", promptVersion: "p", transcriptHash: `h${version}`, content })
        .returning({ id: meetingSummaries.id });
      await syncSummaryActionItems(tx, { summaryId: row?.id ?? "", meetingId, userId, content, now: new Date() });
    });

  it("lists the user's action items, open first and by due date, only the user's own; filters by owner, status, deadline and day", async () => {
    const { user, token } = await member({ name: "Ada Lovelace" });
    // Two Mondays, a week apart and inside the retention: "Friday" and "next week" name known days.
    const monday = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7), 10));
    const day = (d: Date, plus: number) => new Date(d.getTime() + plus * DAY_MS).toISOString().slice(0, 10);
    const olderAt = monday(at(-14));
    const older = await createTestMeeting(db, user.id, { title: "Older", scheduledAt: olderAt, status: "completed" });
    const newer = await createTestMeeting(db, user.id, { title: "Newer", scheduledAt: monday(at(-7)), status: "completed" });
    await ready(older.id, user.id, 1, items([["Superseded", "Nobody", null]]));
    await ready(older.id, user.id, 2, items([["Send the quote", "Grace Hopper", "Friday"], ["Book the room", null, null]]));
    await ready(newer.id, user.id, 1, items([["Draft the plan", "Ada Lovelace", "next week"]]));
    const stranger = await member();
    const theirs = await createTestMeeting(db, stranger.user.id, { scheduledAt: at(-1) });
    await ready(theirs.id, stranger.user.id, 1, items([["Not yours", "Grace Hopper", "Friday"]]));

    const res = await call("GET", "/action-items", { token });
    expect(res.status).toBe(200);
    const body = expectShape(route.response, res.body, ["items", "limit", "offset", "next_offset"]) as { items: Record<string, unknown>[] };
    expect(body.items.map((i) => i.text)).toEqual(["Send the quote", "Draft the plan", "Book the room"]);
    expectShape(z.unknown(), body.items[0], ["id", "meeting_id", "meeting_title", "scheduled_at", "text", "owner", "owner_is_user", "due", "due_date", "status", "done_at", "source", "edited", "start_seconds", "link"]);
    expect(body.items[0]).toMatchObject({
      meeting_id: older.id,
      meeting_title: "Older",
      scheduled_at: olderAt.toISOString(),
      text: "Send the quote",
      owner: "Grace Hopper",
      owner_is_user: false,
      due: "Friday",
      due_date: day(olderAt, 4),
      status: "open",
      done_at: null,
      source: "summary",
      edited: false,
      start_seconds: 0.5,
      link: `/meetings/${older.id}#t=0`,
    });
    const texts = async (query: string) => ((await call("GET", `/action-items?${query}`, { token })).body as { items: { text: string }[] }).items.map((i) => i.text);
    expect(await texts("owner=GRACE")).toEqual(["Send the quote"]);
    expect(await texts("owner=me&status=open")).toEqual(["Draft the plan"]);
    expect(await texts("status=done")).toEqual([]);
    expect(await texts("due=week")).toEqual(["Draft the plan"]);
    expect(await texts("has_due=false")).toEqual(["Book the room"]);
    expect(await texts("has_due=true&owner=ada")).toEqual(["Draft the plan"]);
    expect(await texts(`to=${day(olderAt, 1)}`)).toEqual(["Send the quote", "Book the room"]);
    expect(await texts(`meeting_id=${newer.id}`)).toEqual(["Draft the plan"]);
    expect(await texts("limit=1&offset=2")).toEqual(["Book the room"]);
    expect((await call("GET", "/action-items?offset=10", { token })).body).toEqual({ items: [], limit: 50, offset: 10, next_offset: null });
  });

  it("answers 422 naming the parameter for bad query values", async () => {
    const { token } = await member();
    expectDetail(await call("GET", "/action-items?limit=0", { token }), 422, /limit/);
    expectDetail(await call("GET", "/action-items?limit=201", { token }), 422, /limit/);
    expectDetail(await call("GET", "/action-items?has_due=maybe", { token }), 422, /has_due/);
    expectDetail(await call("GET", "/action-items?status=later", { token }), 422, /status/);
    expectDetail(await call("GET", "/action-items?meeting_id=nope", { token }), 422, /meeting_id/);
    expectDetail(await call("GET", "/action-items?from=2026-02-01&to=2026-01-01", { token }), 422, /from/);
    expectDetail(await call("GET", "/action-items?colour=red", { token }), 422, /colour/);
  });

  itRequiresAuth("GET", () => "/action-items");
});

describeRoute("PATCH", "/action-items/{id}", (route) => {
  it("ticks an item done and reopens it; another user's id and an unknown one are 404; bad bodies 422", async () => {
    const { user, token } = await member({ name: "Ada Lovelace" });
    const meeting = await createTestMeeting(db, user.id, { scheduledAt: at(-1), status: "completed" });
    await db.transaction(async (tx) => {
      const content = { gist: "g", overview: "o", key_points: [], decisions: [], action_items: [{ task: "Send the quote", owner: "Ada", due: null, timestamp: 4 }] };
      const [row] = await tx.insert(meetingSummaries).values({ meetingId: meeting.id, userId: user.id, version: 1, status: "ready", model: "m", promptVersion: "p", transcriptHash: "h", content }).returning({ id: meetingSummaries.id });
      await syncSummaryActionItems(tx, { summaryId: row?.id ?? "", meetingId: meeting.id, userId: user.id, content, now: new Date() });
    });
    const [item] = ((await call("GET", "/action-items", { token })).body as { items: { id: string }[] }).items;
    const res = await call("PATCH", `/action-items/${item?.id}`, { token, json: { status: "done" } });
    expect(res.status).toBe(200);
    expect(expectShape(route.response, res.body, ["id", "meeting_id", "meeting_title", "scheduled_at", "text", "owner", "owner_is_user", "due", "due_date", "status", "done_at", "source", "edited", "start_seconds", "link"])).toMatchObject({ id: item?.id, status: "done", owner_is_user: true });
    expect((await call("PATCH", `/action-items/${item?.id}`, { token, json: { status: "open" } })).body).toMatchObject({ status: "open", done_at: null });
    const other = await member();
    expectDetail(await call("PATCH", `/action-items/${item?.id}`, { token: other.token, json: { status: "done" } }), 404, "Action item not found");
    expectDetail(await call("PATCH", `/action-items/${randomUUID()}`, { token, json: { status: "done" } }), 404, "Action item not found");
    expectDetail(await call("PATCH", `/action-items/${item?.id}`, { token, json: { status: "finished" } }), 422, /status/);
    expectDetail(await call("PATCH", `/action-items/${item?.id}`, { token, json: { colour: "red" } }), 422, /colour/);
  });

  itRequiresAuth("PATCH", () => `/action-items/${randomUUID()}`);
});

describeRoute("GET", "/analytics/overview", (route) => {
  it("returns the overview object for the user's meetings, the platform breakdown locked on the trial", async () => {
    const { user, token } = await member();
    await createTestMeeting(db, user.id, { scheduledAt: at(-1), status: "completed", botAttended: true, summary: "s", platform: "zoom", createdAt: at(-1) });
    await createTestMeeting(db, user.id, { scheduledAt: at(-2), status: "scheduled", platform: "teams", createdAt: at(-9) });
    await createTestMeeting(db, user.id, { scheduledAt: at(3), status: "scheduled", platform: "zoom", createdAt: at(-2) });
    const res = await call("GET", "/analytics/overview", { token });
    expect(res.status).toBe(200);
    expect(expectShape(route.response, res.body, KEYS.overview)).toEqual({
      total_meetings: 3,
      attendance_rate: 50,
      bot_attended_meetings: 1,
      summarized_meetings: 1,
      completed_meetings: 1,
      cancelled_meetings: 0,
      this_week_meetings: 2,
      previous_week_meetings: 1,
      week_trend: "up",
      platforms: null,
      locked: true,
      locked_detail: expect.stringMatching(/^Advanced analytics is part of the Pro plan/),
    });
  });

  it("gives Pro the platform breakdown, nothing locked", async () => {
    const { user, token } = await member({ subscriptionPlan: "pro" });
    await createTestMeeting(db, user.id, { platform: "zoom" });
    await createTestMeeting(db, user.id, { platform: "google_meet" });
    const res = await call("GET", "/analytics/overview", { token });
    expect(res.status).toBe(200);
    expect(expectShape(route.response, res.body, KEYS.overview)).toMatchObject({ total_meetings: 2, platforms: { zoom: 1, google_meet: 1 }, locked: false, locked_detail: null });
  });

  itRequiresAuth("GET", () => "/analytics/overview");
});

describeRoute("GET", "/analytics/weekly", (route) => {
  it("answers Pro with 8 weeks, and 403 naming the Pro plan to a trial user", async () => {
    const pro = await member({ subscriptionPlan: "pro" });
    const res = await call("GET", "/analytics/weekly", { token: pro.token });
    expect(res.status).toBe(200);
    expect((expectShape(route.response, res.body, ["weeks"]) as { weeks: unknown[] }).weeks).toHaveLength(8);
    expectDetail(await call("GET", "/analytics/weekly", { token: (await member()).token }), 403, /^Advanced analytics is part of the Pro plan/);
  });

  itRequiresAuth("GET", () => "/analytics/weekly");
});

describeRoute("GET", "/admin/users", (route) => {
  it("answers 403 to a signed-in non-admin", async () => {
    const { token } = await member();
    expectDetail(await call("GET", "/admin/users", { token }), 403, /admin/i);
    expectDetail(await call("GET", "/admin/users?q=x", { token }), 403);
  });

  it("lists users to an admin, searchable by name or email", async () => {
    const tag = randomUUID();
    const { token } = await member({ role: "admin" });
    const target = await member({ name: `Search Target ${tag}` });
    const res = await call("GET", `/admin/users?q=${encodeURIComponent(`search target ${tag.toUpperCase()}`)}`, { token });
    expect(res.status).toBe(200);
    const list = route.response.parse(res.body) as { id: string }[];
    expect(list.map((u) => u.id)).toEqual([target.user.id]);
    expectShape(z.unknown(), list[0], KEYS.user);
    const all = await call("GET", "/admin/users", { token });
    expect(Array.isArray(all.body) && all.body.length).toBeGreaterThan(0);
  });

  it("pages with limit and offset query parameters, and answers 422 to a bad one", async () => {
    const tag = randomUUID();
    const { token } = await member({ role: "admin" });
    await member({ name: `Paged ${tag} a` });
    await member({ name: `Paged ${tag} b` });
    const ids = async (query: string) => {
      const res = await call("GET", `/admin/users?q=${tag}&${query}`, { token });
      expect(res.status).toBe(200);
      return (route.response.parse(res.body) as { id: string }[]).map((u) => u.id);
    };
    const both = await ids("limit=2");
    expect(both).toHaveLength(2);
    expect([...(await ids("limit=1")), ...(await ids("limit=1&offset=1"))]).toEqual(both);
    expectDetail(await call("GET", "/admin/users?limit=0", { token }), 422, /limit/);
    expectDetail(await call("GET", "/admin/users?offset=-1", { token }), 422, /offset/);
  });

  it("answers 422 to an admin for an unknown query parameter", async () => {
    const { token } = await member({ role: "admin" });
    expectDetail(await call("GET", "/admin/users?page=2", { token }), 422, /page/);
  });

  itRequiresAuth("GET", () => "/admin/users");
});

describeRoute("GET", "/admin/stats", (route) => {
  it("answers 403 to a non-admin and the stats object to an admin", async () => {
    expectDetail(await call("GET", "/admin/stats", { token: (await member()).token }), 403);
    const res = await call("GET", "/admin/stats", { token: (await member({ role: "admin" })).token });
    expect(res.status).toBe(200);
    const stats = expectShape(route.response, res.body, KEYS.adminStats) as Record<string, number>;
    expect(stats.total_users).toBeGreaterThanOrEqual(2);
    expect(stats.active_trials).toBeGreaterThanOrEqual(2);
  });

  itRequiresAuth("GET", () => "/admin/stats");
});

describeRoute("GET", "/notifications", (route) => {
  it("returns {notifications: [...]}, newest first, only the user's own", async () => {
    const { user, token } = await member();
    await db.insert(notifications).values([
      { userId: user.id, title: "Old", message: "m1", createdAt: at(-2) },
      { userId: user.id, title: "New", message: "m2", createdAt: at(-1), read: true },
    ]);
    await createTestNotification(db, (await member()).user.id, "Not yours");
    const res = await call("GET", "/notifications", { token });
    expect(res.status).toBe(200);
    const body = expectShape(route.response, res.body, ["notifications"]) as { notifications: Record<string, unknown>[] };
    expect(body.notifications.map((n) => n.title)).toEqual(["New", "Old"]);
    expectShape(z.unknown(), body.notifications[0], KEYS.notification);
    expect(body.notifications[0]).toMatchObject({ message: "m2", read: true, created_at: at(-1).toISOString() });
  });

  itRequiresAuth("GET", () => "/notifications");
});

describeRoute("PUT", "/notifications/{id}/read", (route) => {
  it("marks the notification read with an empty body", async () => {
    const { user, token } = await member();
    const n = await createTestNotification(db, user.id, "Invite");
    const res = await call("PUT", `/notifications/${n.id}/read`, { token });
    expect(res.status).toBe(200);
    expect(expectShape(route.response, res.body, KEYS.notification)).toMatchObject({ id: n.id, title: "Invite", read: true });
    const list = (await call("GET", "/notifications", { token })).body as { notifications: { read: boolean }[] };
    expect(list.notifications.map((x) => x.read)).toEqual([true]);
  });

  it("answers 404 for another user's notification and a non-id", async () => {
    const { token } = await member();
    const owner = await member();
    const n = await createTestNotification(db, owner.user.id);
    expectDetail(await call("PUT", `/notifications/${n.id}/read`, { token }), 404, /not found/i);
    expectDetail(await call("PUT", "/notifications/abc/read", { token }), 404);
    const theirs = (await call("GET", "/notifications", { token: owner.token })).body as { notifications: { read: boolean }[] };
    expect(theirs.notifications.map((x) => x.read)).toEqual([false]);
  });

  itRequiresAuth("PUT", () => `/notifications/${randomUUID()}/read`);
});

describe("Web Push", () => {
  const browser = { endpoint: "https://fcm.googleapis.com/fcm/send/contract-phone", keys: { p256dh: `B${"A".repeat(86)}`, auth: "AAAAAAAAAAAAAAAAAAAAAA" } };
  beforeAll(() => {
    deps = { ...baseDeps, push: createWebPushSender({ ...generateVapidKeys(), subject: "mailto:push@understudy.test", timeoutMs: 1000 }) };
  });
  afterAll(() => {
    deps = baseDeps;
  });

  describeRoute("GET", "/notifications/push", (route) => {
    it("gives the VAPID key to subscribe with and how many of the user's browsers are subscribed", async () => {
      const { token } = await member();
      const res = await call("GET", "/notifications/push", { token });
      expect(expectShape(route.response, res.body, ["available", "public_key", "subscriptions"])).toMatchObject({ available: true, public_key: expect.stringMatching(/^B/), subscriptions: 0 });
    });
    itRequiresAuth("GET", () => "/notifications/push");
  });

  describeRoute("POST", "/notifications/push/subscriptions", (route) => {
    it("keeps a browser push service's subscription once; 400 for any other endpoint; 422 for keys that are not keys", async () => {
      const { token } = await member();
      const res = await call("POST", "/notifications/push/subscriptions", { token, json: browser });
      expect(res.status).toBe(200);
      expectShape(route.response, res.body, ["id", "endpoint", "created_at"]);
      expect((await call("POST", "/notifications/push/subscriptions", { token, json: browser })).body).toMatchObject({ id: (res.body as { id: string }).id });
      expectDetail(await call("POST", "/notifications/push/subscriptions", { token, json: { ...browser, endpoint: "http://127.0.0.1:5432/" } }), 400, /not a browser push service/);
      expectDetail(await call("POST", "/notifications/push/subscriptions", { token, json: { ...browser, keys: { p256dh: "x", auth: "y" } } }), 422);
      expect((await call("GET", "/notifications/push", { token })).body).toMatchObject({ subscriptions: 1 });
    });
    itRequiresAuth("POST", () => "/notifications/push/subscriptions");
  });

  describeRoute("POST", "/notifications/push/unsubscribe", () => {
    it("forgets this browser; another user's endpoint is left alone", async () => {
      const [ada, eve] = [await member(), await member()];
      for (const { token } of [ada, eve]) await call("POST", "/notifications/push/subscriptions", { token, json: browser });
      expect((await call("POST", "/notifications/push/unsubscribe", { token: ada.token, json: { endpoint: browser.endpoint } })).status).toBe(200);
      expect((await call("GET", "/notifications/push", { token: ada.token })).body).toMatchObject({ subscriptions: 0 });
      expect((await call("GET", "/notifications/push", { token: eve.token })).body).toMatchObject({ subscriptions: 1 });
    });
    itRequiresAuth("POST", () => "/notifications/push/unsubscribe");
  });
});

describeRoute("GET", "/subscription/status", (route) => {
  it("reports a free trial with its days left", async () => {
    const { token } = await member({ trialEndsAt: at(11) });
    const res = await call("GET", "/subscription/status", { token });
    expect(res.status).toBe(200);
    const status = expectShape(route.response, res.body, KEYS.subscriptionStatus) as Record<string, unknown>;
    expect(status).toEqual({
      current_plan: { id: "free", name: "Free Trial", price: 0 },
      subscription_status: "active",
      days_remaining: 11,
      trial_ends_at: at(11).toISOString(),
      can_upgrade: true,
      available_plans: [
        { id: "free", name: "Free Trial", price: 0 },
        { id: "pro", name: "Pro", price: 29.99 },
      ],
    });
    expectShape(z.unknown(), status.current_plan, KEYS.planSummary);
  });

  it("reports an expired trial and an active pro plan", async () => {
    const expired = await call("GET", "/subscription/status", { token: (await member({ trialEndsAt: at(-1) })).token });
    expect(expired.body).toMatchObject({ subscription_status: "trial_expired", days_remaining: 0, can_upgrade: true });
    const pro = await call("GET", "/subscription/status", { token: (await member({ subscriptionPlan: "pro" })).token });
    expect(pro.body).toMatchObject({ current_plan: { id: "pro", price: 29.99 }, subscription_status: "active", can_upgrade: false });
  });

  itRequiresAuth("GET", () => "/subscription/status");
});

describeRoute("GET", "/subscription/plans", (route) => {
  it("returns {plans: {free, pro}} keyed by plan id", async () => {
    const res = await call("GET", "/subscription/plans", { token: (await member()).token });
    expect(res.status).toBe(200);
    const { plans } = expectShape(route.response, res.body, ["plans"]) as { plans: Record<string, Record<string, unknown>> };
    expect(Object.keys(plans).sort()).toEqual(["free", "pro"]);
    expectShape(z.unknown(), plans.free, KEYS.plan);
    expectShape(z.unknown(), plans.pro, KEYS.plan);
    expect(plans.free).toMatchObject({ id: "free", name: "Free Trial", price: 0 });
    expect(plans.pro).toMatchObject({ id: "pro", name: "Pro", price: 29.99, currency: "usd", interval: "month" });
  });

  itRequiresAuth("GET", () => "/subscription/plans");
});

describeRoute("GET", "/subscription/payment-history", (route) => {
  it("returns {transactions: [...]}, newest first", async () => {
    const { user, token } = await member();
    await db.insert(payments).values([
      { userId: user.id, planId: "pro", amountCents: 2999, paymentStatus: "paid", createdAt: at(-31) },
      { userId: user.id, planId: "pro", amountCents: 2999, paymentStatus: "failed", createdAt: at(-1) },
    ]);
    const res = await call("GET", "/subscription/payment-history", { token });
    expect(res.status).toBe(200);
    const { transactions } = expectShape(route.response, res.body, ["transactions"]) as { transactions: Record<string, unknown>[] };
    expect(transactions.map((t) => t.payment_status)).toEqual(["failed", "paid"]);
    expectShape(z.unknown(), transactions[0], KEYS.transaction);
    expect(transactions[1]).toMatchObject({ plan_id: "pro", amount: 29.99, currency: "usd", created_at: at(-31).toISOString() });
    const empty = await call("GET", "/subscription/payment-history", { token: (await member()).token });
    expect(empty.body).toEqual({ transactions: [] });
  });

  itRequiresAuth("GET", () => "/subscription/payment-history");
});

describeRoute("POST", "/subscription/checkout", (route) => {
  let rig: BillingRig;
  beforeAll(async () => {
    rig = await startBillingRig(db, clock);
    deps = rig.appDeps(baseDeps);
  });
  afterAll(() => rig.close());

  it("answers 400 'Invalid plan selection' for a missing, free or unknown plan", async () => {
    const { token } = await member();
    for (const json of [{}, { plan_id: "free" }, { plan_id: "gold" }, { plan_id: 42 }]) {
      expectDetail(await call("POST", "/subscription/checkout", { token, json }), 400, /^Invalid plan selection$/);
    }
    expectDetail(await call("POST", "/subscription/checkout", { token }), 400, /^Invalid plan selection$/);
  });

  it("returns {checkout_url, session_id} for pro, priced by the server", async () => {
    const { token } = await member();
    const res = await call("POST", "/subscription/checkout", { token, json: { plan_id: "pro", amount: 1, metadata: { user_name: "Ada", upgrade_from: "free" } } });
    expect(res.status).toBe(200);
    const body = expectShape(route.response, res.body, ["checkout_url", "session_id"]) as { checkout_url: string; session_id: string };
    expect(body.checkout_url).toBe(`${rig.sandbox.url}/c/pay/${body.session_id}`);
    expect(await rig.stripe("GET", `/v1/checkout/sessions/${body.session_id}`)).toMatchObject({ amount_total: 2999, metadata: { user_name: "Ada", upgrade_from: "free" } });
  });

  it("answers 409 to a Pro user", async () => {
    const { token } = await member({ subscriptionPlan: "pro" });
    expectDetail(await call("POST", "/subscription/checkout", { token, json: { plan_id: "pro" } }), 409, "You are already on the Pro plan");
  });

  itRequiresAuth("POST", () => "/subscription/checkout");
});

describeRoute("POST", "/subscription/portal", (route) => {
  let rig: BillingRig;
  beforeAll(async () => {
    rig = await startBillingRig(db, clock);
    deps = rig.appDeps(baseDeps);
  });
  afterAll(() => rig.close());

  it("answers 412 before there is a billing account, then {portal_url} for the user's own customer", async () => {
    const { token } = await member();
    expectDetail(await call("POST", "/subscription/portal", { token }), 412, "No billing account yet: upgrade to Pro first");
    expect((await call("POST", "/subscription/checkout", { token, json: { plan_id: "pro" } })).status).toBe(200);
    const res = await call("POST", "/subscription/portal", { token });
    expect(res.status).toBe(200);
    const { portal_url } = expectShape(route.response, res.body, ["portal_url"]) as { portal_url: string };
    expect(portal_url).toMatch(new RegExp(`^${rig.sandbox.url}/p/session/bps_`));
  });

  itRequiresAuth("POST", () => "/subscription/portal");
});

describeRoute("POST", "/support", (route) => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    deps = { ...baseDeps, mailer: supportMailerFromEnv({ SMTP_URL: sandbox.smtpUrl, SUPPORT_EMAIL: "support@understudy.test" }) };
  });
  afterAll(async () => {
    deps = baseDeps;
    await sandbox.close();
  });
  const json = { subject: "Export question", message: "How do I export a meeting as a PDF file?" };

  it("stores a Pro user's request and delivers it to the support address (201)", async () => {
    const { user, token } = await member({ subscriptionPlan: "pro", name: "Pia Pro" });
    const res = await call("POST", "/support", { token, json });
    expect(res.status).toBe(201);
    const receipt = expectShape(route.response, res.body, ["id", "message", "delivered"]) as { id: string; delivered: boolean; message: string };
    expect(receipt).toMatchObject({ delivered: true, message: `Your message was sent to our support team. We'll reply to ${user.email} within 24 to 48 hours.` });
    const inbox = (await (await fetch(`${sandbox.url}/__sandbox/mail/messages?to=support@understudy.test`)).json()) as { data: Record<string, unknown>[] };
    expect(inbox.data.filter((m) => (m.headers as Record<string, string>)["x-understudy-support-request"] === receipt.id)).toEqual([
      expect.objectContaining({ subject: "[Pro support] Export question", reply_to: [{ name: "Pia Pro", address: user.email }] }),
    ]);
  });

  it("answers 403 naming the Pro plan to a trial user, 422 naming the field for bad input", async () => {
    expectDetail(await call("POST", "/support", { token: (await member()).token, json }), 403, /^Email support is part of the Pro plan/);
    const { token } = await member({ subscriptionPlan: "pro" });
    expectDetail(await call("POST", "/support", { token, json: { ...json, subject: "" } }), 422, /subject/);
    expectDetail(await call("POST", "/support", { token, json: { ...json, message: "a\u0000b".repeat(5) } }), 422, /message/);
    expectDetail(await call("POST", "/support", { token, json: { ...json, cc: "someone@example.com" } }), 422, /Unknown field: cc/);
    expectDetail(await call("POST", "/support", { token }), 422, /body is required/i);
  });

  itRequiresAuth("POST", () => "/support");
});

/* Google: the full flows run against the sandbox in services/google/google.rest.integration.test.ts; this server has no Google configured. */
const GOOGLE_STATUS_KEYS = ["status", "connected", "google_email", "calendar_access", "gmail_access", "connected_at", "last_synced_at", "last_sync", "last_sync_error"];

describeRoute("GET", "/google/status", (route) => {
  it("reports a user without a Google connection", async () => {
    const { token } = await member();
    const res = await call("GET", "/google/status", { token });
    expect(res.status).toBe(200);
    expect(expectShape(route.response, res.body, GOOGLE_STATUS_KEYS)).toMatchObject({ status: "not_connected", connected: false, last_sync: null });
  });

  itRequiresAuth("GET", () => "/google/status");
});

for (const [method, path] of [
  ["GET", "/google/auth-url"],
  ["GET", "/calendar/events"],
  ["POST", "/calendar/sync"],
  ["GET", "/gmail/meetings"],
  ["DELETE", "/google/connection"],
] as const) {
  describeRoute(method, path, () => {
    it("answers 503 with a clear detail when the server has no Google client configured", async () => {
      const { token } = await member();
      expectDetail(await call(method, path, { token }), 503, "Google is not configured on this server");
    });

    itRequiresAuth(method, () => path);
  });
}

describeRoute("POST", "/gmail/meetings/{email_id}/add", () => {
  it("answers 404 for an invite not detected for this user, and 422 for unknown fields", async () => {
    const { token } = await member();
    expectDetail(await call("POST", "/gmail/meetings/18c2f0a1b2c3d4e5/add", { token, json: { scheduled_at: "2030-01-01T10:00:00Z" } }), 404, /not found/i);
    expectDetail(await call("POST", "/gmail/meetings/18c2f0a1b2c3d4e5/add", { token, json: { when: "soon" } }), 422, /Unknown field: when/);
  });

  itRequiresAuth("POST", () => "/gmail/meetings/18c2f0a1b2c3d4e5/add");
});

describe("bot routes", () => {
  let bots: BotRig;
  beforeAll(async () => {
    bots = await startBotRig(db);
    deps = { ...bots.appDeps, clock, jobs };
  });
  afterAll(async () => {
    deps = baseDeps;
    await bots.close();
  });
  const SESSION_KEYS = ["session_id", "bot_name", "status", "meeting_id", "meeting_url", "platform", "created_at", "participant_count", "error_message", "reason", "provider_status", "provider_sub_code"];

  describeRoute("POST", "/bot/deploy", (route) => {
    it("deploys to a Meet link and answers {session_id, …}; a blank name becomes '{name} (via Understudy)'", async () => {
      const { token } = await member({ name: "Ada Lovelace" });
      const res = await call("POST", "/bot/deploy", { token, json: { meeting_url: "https://meet.google.com/abc-defg-hij?scenario=lobby", bot_name: "" } });
      expect(res.status).toBe(200);
      const body = expectShape(route.response, res.body, ["session_id", "status", "bot_name", "message"]) as { session_id: string; bot_name: string };
      expect(body.bot_name).toBe("Ada Lovelace (via Understudy)");
      const named = await call("POST", "/bot/deploy", { token, json: { meeting_url: "https://zoom.us/j/1234567890?pwd=lobby", bot_name: "Note taker" } });
      expect((named.body as { bot_name: string }).bot_name).toBe("Note taker");
    });

    it("answers 422 with a detail for a missing, oversized or unsupported URL and unknown fields", async () => {
      const { token } = await member();
      expectDetail(await call("POST", "/bot/deploy", { token, json: {} }), 422, /meeting_url/);
      expectDetail(await call("POST", "/bot/deploy", { token, json: { meeting_url: "" } }), 422, /meeting_url/);
      expectDetail(await call("POST", "/bot/deploy", { token, json: { meeting_url: `https://zoom.us/j/1234567890?x=${"a".repeat(10_000)}` } }), 422, /meeting_url/);
      expectDetail(await call("POST", "/bot/deploy", { token, json: { meeting_url: "https://example.com/call" } }), 422, "Unsupported meeting URL: Zoom, Google Meet and Microsoft Teams URLs are supported");
      expectDetail(await call("POST", "/bot/deploy", { token, json: { meeting_url: "https://zoom.us/j/1234567890", colour: "red" } }), 422, /colour/);
    });

    it("answers 503 with a detail while the provider is down", async () => {
      const { token } = await member();
      await bots.control("POST", "/__sandbox/faults", { bots_api: { server_error: 4 } });
      expectDetail(await call("POST", "/bot/deploy", { token, json: { meeting_url: "https://zoom.us/j/1234567890" } }), 503, /unavailable/);
    });

    itRequiresAuth("POST", () => "/bot/deploy");
  });

  describeRoute("GET", "/bot/sessions", (route) => {
    it("returns {sessions: [...]}, only the user's own, with live status from webhooks", async () => {
      const { token } = await member();
      const first = (await call("POST", "/bot/deploy", { token, json: { meeting_url: "https://meet.google.com/abc-defg-hij?scenario=removed" } })).body as { session_id: string };
      const second = (await call("POST", "/bot/deploy", { token, json: { meeting_url: "https://meet.google.com/abc-defg-hij?scenario=lobby" } })).body as { session_id: string };
      await call("POST", "/bot/deploy", { token: (await member()).token, json: { meeting_url: "https://zoom.us/j/1234567890?pwd=lobby" } });
      const res = await eventually(
        () => call("GET", "/bot/sessions", { token }),
        (r) => (r.body as { sessions: { status: string }[] }).sessions.every((s) => s.status === "disconnected"),
      );
      const body = expectShape(route.response, res.body, ["sessions"]) as { sessions: Record<string, unknown>[] };
      // The server's clock is fixed here, so both have the same created_at: compare as a set.
      expect(body.sessions.map((s) => s.session_id).sort()).toEqual([second.session_id, first.session_id].sort());
      expectShape(z.unknown(), body.sessions[0], SESSION_KEYS);
      expect(body.sessions.find((s) => s.session_id === first.session_id)).toMatchObject({ status: "disconnected", reason: "removed", error_message: "The bot was removed from the meeting", participant_count: 1 });
    });

    itRequiresAuth("GET", () => "/bot/sessions");
  });

  describeRoute("DELETE", "/bot/sessions/{session_id}", (route) => {
    it("removes a finished session, then answers 404", async () => {
      const { token } = await member();
      const { session_id } = (await call("POST", "/bot/deploy", { token, json: { meeting_url: "https://meet.google.com/abc-defg-hij?scenario=ends-early" } })).body as { session_id: string };
      await eventually(
        () => call("GET", "/bot/sessions", { token }),
        (r) => (r.body as { sessions: { provider_status: string }[] }).sessions[0]?.provider_status === "done",
      );
      const res = await call("DELETE", `/bot/sessions/${session_id}`, { token });
      expect(res.status).toBe(200);
      expect(expectShape(route.response, res.body, ["message", "removed"])).toEqual({ message: "Bot session removed", removed: true });
      expectDetail(await call("DELETE", `/bot/sessions/${session_id}`, { token }), 404, /not found/i);
    });

    it("answers 404 for another user's session and a non-id, and keeps it", async () => {
      const owner = await member();
      const { session_id } = (await call("POST", "/bot/deploy", { token: owner.token, json: { meeting_url: "https://meet.google.com/abc-defg-hij?scenario=lobby" } })).body as { session_id: string };
      const { token } = await member();
      expectDetail(await call("DELETE", `/bot/sessions/${session_id}`, { token }), 404, /not found/i);
      expectDetail(await call("DELETE", "/bot/sessions/abc", { token }), 404);
      expect(((await call("GET", "/bot/sessions", { token: owner.token })).body as { sessions: unknown[] }).sessions).toHaveLength(1);
    });

    itRequiresAuth("DELETE", () => `/bot/sessions/${randomUUID()}`);
  });

  describeRoute("GET", "/bot/sessions/{session_id}", (route) => {
    it("returns the session with its stand-in milestones, the owner's arrival, attendance and transcript", async () => {
      const { token } = await member({ name: "Ada Lovelace" });
      const { session_id } = (await call("POST", "/bot/deploy", { token, json: { meeting_url: "https://meet.google.com/abc-defg-hij?scenario=ends-early" } })).body as { session_id: string };
      const res = await eventually(
        () => call("GET", `/bot/sessions/${session_id}`, { token }),
        (r) => (r.body as { session: { provider_status: string } }).session.provider_status === "done",
      );
      expect(res.status).toBe(200);
      const body = expectShape(route.response, res.body, ["session", "stand_in", "owner_arrival", "participants", "transcript"]) as {
        session: Record<string, unknown>;
        stand_in: Record<string, unknown>;
        owner_arrival: Record<string, unknown>;
        participants: Record<string, unknown>[];
        transcript: Record<string, unknown>[];
      };
      expectShape(z.unknown(), body.session, SESSION_KEYS);
      expect(body.session).toMatchObject({ session_id, status: "disconnected", participant_count: 1 });
      expect(Object.keys(body.stand_in).sort()).toEqual(["announced_at", "handed_over_at", "opted_out_at", "owner_joined_at"]);
      // A one-minute meeting the owner never came to: absent, and no announcement (it ended inside the grace).
      expect(body.owner_arrival).toMatchObject({ status: "absent", minutes_late: null, reference: "scheduled_start" });
      expect(body.stand_in).toMatchObject({ announced_at: null, owner_joined_at: null });
      expect(body.participants.map((p) => Object.keys(p).sort())).toEqual([["email", "is_host", "is_owner", "joined_at", "left_at", "name"]]);
      expect(body.participants[0]).toMatchObject({ name: "Ben Okafor", is_owner: false });
      expect(body.transcript.map((t) => t.text)).toEqual(["Morning everyone, let's get started with the weekly sync.", "The release candidate passed QA yesterday evening."]);
    });

    it("answers 404 for another user's session and a non-id", async () => {
      const owner = await member();
      const { session_id } = (await call("POST", "/bot/deploy", { token: owner.token, json: { meeting_url: "https://meet.google.com/abc-defg-hij?scenario=lobby" } })).body as { session_id: string };
      const { token } = await member();
      expectDetail(await call("GET", `/bot/sessions/${session_id}`, { token }), 404, /not found/i);
      expectDetail(await call("GET", "/bot/sessions/abc", { token }), 404);
    });

    itRequiresAuth("GET", () => `/bot/sessions/${randomUUID()}`);
  });
});

describeRoute("GET", "/search", (route) => {
  async function searcher() {
    const m = await member();
    const budget = await createTestMeeting(db, m.user.id, { title: "Q3 budget review", scheduledAt: new Date("2026-09-02T15:00:00Z"), platform: "zoom", status: "completed" });
    await insertTranscript(db, budget.id, m.user.id, [
      { speaker: "Ada Lovelace", text: "Marketing went over by twelve percent.", at: 0 },
      { speaker: "Grace Hopper", text: "We decided to cut the travel budget in half for the rest of the quarter.", at: 95.5 },
    ]);
    const design = await createTestMeeting(db, m.user.id, { title: "Design crit", scheduledAt: new Date("2026-10-14T10:00:00Z"), platform: "teams" });
    await insertTranscript(db, design.id, m.user.id, [{ speaker: "Linus Park", text: "The illustration budget comes out of the brand line.", at: 61 }]);
    return { ...m, budget: budget.id, design: design.id };
  }
  const ids = (res: { body: unknown }) => (res.body as { results: { meeting_id: string }[] }).results.map((r) => r.meeting_id);

  it("answers {query, mode, results} in snake_case, best first, with matches that link to the transcript second", async () => {
    const { token, budget, design } = await searcher();
    const res = await call("GET", `/search?q=${encodeURIComponent("travel budget")}`, { token });
    expect(res.status).toBe(200);
    const body = expectShape(route.response, res.body, ["query", "mode", "results"]) as { query: string; mode: string; results: Record<string, unknown>[] };
    expect(body.query).toBe("travel budget");
    expect(["hybrid", "text"]).toContain(body.mode);
    expectShape(z.unknown(), body.results[0], ["meeting_id", "title", "description", "scheduled_at", "platform", "score", "match_count", "matched_by", "matches"]);
    expect(body.results[0]).toMatchObject({ meeting_id: budget, platform: "zoom", scheduled_at: "2026-09-02T15:00:00.000Z", match_count: 1 });
    const match = (body.results[0]?.matches as Record<string, unknown>[])[0];
    expectShape(z.unknown(), match, ["source", "segment_id", "speaker", "label", "start_seconds", "snippet", "href", "first_seq", "last_seq"]);
    expect(match).toMatchObject({ source: "transcript", speaker: "Grace Hopper", start_seconds: 95.5, href: `/meetings/${budget}#t=95` });
    expect(ids(await call("GET", "/search?q=budget", { token }))).toEqual([budget, design]);
  });

  it("filters by platform, participant, date range and limit, and shows only the caller's meetings", async () => {
    const { token, budget, design } = await searcher();
    expect(ids(await call("GET", "/search?q=budget&platform=teams", { token }))).toEqual([design]);
    expect(ids(await call("GET", "/search?q=budget&participant=grace", { token }))).toEqual([budget]);
    expect(ids(await call("GET", "/search?q=budget&from=2026-10-01&to=2026-10-31", { token }))).toEqual([design]);
    expect(ids(await call("GET", "/search?q=budget&limit=1", { token }))).toEqual([budget]);
    const other = await member();
    expect(ids(await call("GET", "/search?q=budget", { token: other.token }))).toEqual([]);
  });

  it("answers empty and operator-only queries with no results, and bad input with 422, never a 500", async () => {
    const { token } = await searcher();
    for (const q of ["", "   ", "&|!():*<->", "or -", "'; drop table meetings; --"]) {
      const res = await call("GET", `/search?q=${encodeURIComponent(q)}`, { token });
      expect({ q, status: res.status }).toEqual({ q, status: 200 });
      expect(Array.isArray((res.body as { results: unknown[] }).results)).toBe(true);
    }
    expectDetail(await call("GET", "/search", { token }), 422, /q/);
    expectDetail(await call("GET", `/search?q=${"a".repeat(501)}`, { token }), 422, /q: must be at most 500 characters/);
    expectDetail(await call("GET", "/search?q=nul%00byte", { token }), 422, /q: must not contain NUL/);
    expectDetail(await call("GET", "/search?q=budget&participant=a%00b", { token }), 422, /participant/);
    expectDetail(await call("GET", "/search?q=budget&from=yesterday", { token }), 422, /from/);
    expectDetail(await call("GET", "/search?q=budget&from=2026-10-02&to=2026-10-01", { token }), 422, /from must not be after to/);
    expectDetail(await call("GET", "/search?q=budget&platform=skype", { token }), 422, /platform/);
    for (const limit of ["abc", "0", "51", "2.5"]) expectDetail(await call("GET", `/search?q=budget&limit=${limit}`, { token }), 422, /limit/);
    expectDetail(await call("GET", "/search?q=budget&sort=new", { token }), 422, /sort/);
  });

  itRequiresAuth("GET", () => "/search?q=budget");
});

describe("ask", () => {
  let sandbox: RunningSandbox;
  const arm = (faults: Record<string, number>) =>
    fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ openai: faults }), headers: { "content-type": "application/json" } });
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    deps = { ...baseDeps, model: sandboxModel(sandbox.url, { apiKey: "sk-sandbox-test", maxRetries: 1 }) };
  });
  afterAll(async () => {
    deps = baseDeps;
    await sandbox.close();
  });

  async function memberWithBudgetMeeting() {
    const m = await member();
    const meeting = await createTestMeeting(db, m.user.id, { title: "Q3 budget review", scheduledAt: at(-3), status: "completed" });
    await insertTranscript(db, meeting.id, m.user.id, [
      { speaker: "Ada Lovelace", text: "Marketing went over by twelve percent.", at: 0 },
      { speaker: "Grace Hopper", text: "We decided to cut the travel budget in half for the rest of the quarter.", at: 95.5 },
    ]);
    return { ...m, meetingId: meeting.id };
  }

  describeRoute("POST", "/search/ask", (route) => {
    it("answers {question, answered, answer, citations} with citations linking into the transcript", async () => {
      const { token, meetingId } = await memberWithBudgetMeeting();
      const res = await call("POST", "/search/ask", { token, json: { question: "What did we decide about the Q3 budget?" } });
      expect(res.status).toBe(200);
      const body = expectShape(route.response, res.body, ["question", "answered", "answer", "citations"]) as { answered: boolean; answer: string; citations: unknown[] };
      expect(body.answered).toBe(true);
      expect(body.answer).toContain("travel budget");
      expectShape(z.unknown(), body.citations[0], ["meeting_id", "meeting_title", "scheduled_at", "segment_id", "speaker", "start_seconds", "quote", "link"]);
      expect(body.citations[0]).toMatchObject({ meeting_id: meetingId, speaker: "Grace Hopper", start_seconds: 95.5, link: `/meetings/${meetingId}#t=95` });
    });

    it("says so when the meetings do not contain the answer; filters narrow what is searched", async () => {
      const { token } = await memberWithBudgetMeeting();
      const none = await call("POST", "/search/ask", { token, json: { question: "Where is the offsite?" } });
      expect(none.body).toEqual({ question: "Where is the offsite?", answered: false, answer: "Your meetings don't contain an answer to that.", citations: [] });
      const filtered = await call("POST", "/search/ask", { token, json: { question: "What did we decide about the Q3 budget?", platform: "teams" } });
      expect(filtered.body).toMatchObject({ answered: false, citations: [] });
    });

    it("answers 422 with a detail for a missing, blank or oversized question, bad filters and unknown fields", async () => {
      const { token } = await member();
      expectDetail(await call("POST", "/search/ask", { token, json: {} }), 422, /question/);
      expectDetail(await call("POST", "/search/ask", { token, json: { question: "  " } }), 422, "question: is required");
      expectDetail(await call("POST", "/search/ask", { token, json: { question: "a".repeat(501) } }), 422, /question: must be at most 500 characters/);
      expectDetail(await call("POST", "/search/ask", { token, json: { question: "x", from: "soon" } }), 422, /from/);
      expectDetail(await call("POST", "/search/ask", { token, json: { question: "x", q: "y" } }), 422, /Unknown field: q/);
    });

    it("answers 502 when the model's output is unreadable twice, 503 while the provider is down", async () => {
      const { token } = await memberWithBudgetMeeting();
      const json = { question: "What did we decide about the Q3 budget?" };
      await arm({ malformed_json: 2 });
      expectDetail(await call("POST", "/search/ask", { token, json }), 502, "The AI model returned an answer that could not be read. Try asking again.");
      await arm({ server_error: 2 });
      expectDetail(await call("POST", "/search/ask", { token, json }), 503, /unavailable/);
      await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    });

    it("answers 403 naming Pro after the trial, and 429 with Retry-After past 20 questions a minute", async () => {
      const expired = await member({ trialEndsAt: at(-1) });
      expectDetail(await call("POST", "/search/ask", { token: expired.token, json: { question: "x" } }), 403, /Pro plan/);
      const { token } = await member();
      for (let i = 0; i < 20; i++) expect((await call("POST", "/search/ask", { token, json: { question: "zebra" } })).status).toBe(200);
      const limited = await call("POST", "/search/ask", { token, json: { question: "zebra" } });
      expectDetail(limited, 429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    itRequiresAuth("POST", () => "/search/ask");
  });
});

describe("bot cover routes", () => {
  const requested = () => jobs.of(botScheduleQueue).map(({ options: _options, ...data }) => data);
  const PREFERENCE_KEYS = ["cover_rule", "on_owner_join", "updated_at"];
  const COVERAGE_KEYS = ["meeting_id", "bot_cover", "covered", "reason", "session_id", "session_status"];
  const ZOOM = "https://zoom.us/j/1234567890";

  describeRoute("GET", "/bot/preferences", (route) => {
    it("answers the defaults until the user changes them: cover every meeting with a link, hand over and leave", async () => {
      const { token } = await member();
      const res = await call("GET", "/bot/preferences", { token });
      expect(res.status).toBe(200);
      expect(expectShape(route.response, res.body, PREFERENCE_KEYS)).toEqual({ cover_rule: "all_with_link", on_owner_join: "leave", updated_at: null });
    });

    itRequiresAuth("GET", () => "/bot/preferences");
  });

  describeRoute("PUT", "/bot/preferences", (route) => {
    it("changes either setting on its own, keeps the other, and only for this user", async () => {
      const { user, token } = await member();
      const other = await member();
      const res = await call("PUT", "/bot/preferences", { token, json: { cover_rule: "external_only" } });
      expect(res.status).toBe(200);
      expect(expectShape(route.response, res.body, PREFERENCE_KEYS)).toEqual({ cover_rule: "external_only", on_owner_join: "leave", updated_at: NOW.toISOString() });
      expect(requested()).toContainEqual({ userId: user.id });
      expect((await call("PUT", "/bot/preferences", { token, json: { on_owner_join: "stay_silent" } })).body).toMatchObject({ cover_rule: "external_only", on_owner_join: "stay_silent" });
      expect((await call("GET", "/bot/preferences", { token })).body).toMatchObject({ cover_rule: "external_only", on_owner_join: "stay_silent" });
      expect((await call("GET", "/bot/preferences", { token: other.token })).body).toMatchObject({ cover_rule: "all_with_link", on_owner_join: "leave" });
    });

    it("answers 422 naming the field for an unknown rule or action, an unknown field, a wrong type or nothing to change", async () => {
      const { token } = await member();
      expectDetail(await call("PUT", "/bot/preferences", { token, json: { cover_rule: "sometimes" } }), 422, /cover_rule/);
      expectDetail(await call("PUT", "/bot/preferences", { token, json: { on_owner_join: "dance" } }), 422, /on_owner_join/);
      expectDetail(await call("PUT", "/bot/preferences", { token, json: { cover_rule: 3 } }), 422, /cover_rule/);
      expectDetail(await call("PUT", "/bot/preferences", { token, json: { cover_rule: "none", colour: "red" } }), 422, /colour/);
      expectDetail(await call("PUT", "/bot/preferences", { token, json: {} }), 422, /at least one of cover_rule, on_owner_join/);
      expectDetail(await call("PUT", "/bot/preferences", { token, body: "not json", headers: { "content-type": "application/json" } }), 400);
      expect((await call("GET", "/bot/preferences", { token })).body).toMatchObject({ cover_rule: "all_with_link" });
    });

    itRequiresAuth("PUT", () => "/bot/preferences");
  });

  describeRoute("GET", "/meetings/{id}/bot", (route) => {
    it("says whether the meeting will be covered and why", async () => {
      const { user, token } = await member();
      const linked = await createTestMeeting(db, user.id, { scheduledAt: at(1), meetingUrl: ZOOM });
      const res = await call("GET", `/meetings/${linked.id}/bot`, { token });
      expect(res.status).toBe(200);
      expect(expectShape(route.response, res.body, COVERAGE_KEYS)).toEqual({ meeting_id: linked.id, bot_cover: null, covered: true, reason: "rule_all", session_id: null, session_status: null });
      const linkless = await createTestMeeting(db, user.id, { scheduledAt: at(1) });
      expect((await call("GET", `/meetings/${linkless.id}/bot`, { token })).body).toMatchObject({ covered: false, reason: "no_link" });
    });

    it("answers 404 for another user's meeting and a non-id", async () => {
      const owner = await member();
      const meeting = await createTestMeeting(db, owner.user.id, { meetingUrl: ZOOM });
      const { token } = await member();
      expectDetail(await call("GET", `/meetings/${meeting.id}/bot`, { token }), 404, /not found/i);
      expectDetail(await call("GET", "/meetings/abc/bot", { token }), 404);
    });

    itRequiresAuth("GET", () => `/meetings/${randomUUID()}/bot`);
  });

  describeRoute("GET", "/meetings/{id}/catch-up", (route) => {
    it("serves the meeting's running summary and catch-up; 404 when the bot never stood in, for another user's meeting and a non-id", async () => {
      const { user, token } = await member();
      const meeting = await createTestMeeting(db, user.id, { scheduledAt: at(-1), meetingUrl: ZOOM });
      expectDetail(await call("GET", `/meetings/${meeting.id}/catch-up`, { token }), 404, /not found/i);
      const summary = { overview: "Ben went through the release.", decisions: [], action_items: [{ text: "Draft the email", owner: "Ben", timestamp: 310 }], questions_for_user: [] };
      await db.insert(meetingCatchUps).values({ userId: user.id, meetingId: meeting.id, summary, version: 1, foldedThroughSeconds: 310, modelCalls: 1 });
      const res = await call("GET", `/meetings/${meeting.id}/catch-up`, { token });
      expect(res.status).toBe(200);
      expect(expectShape(route.response, res.body, ["meeting_id", "status", "summary", "covered_through_seconds", "arrived_at_seconds", "arrived_at", "delivered_at", "deliveries", "model_calls"])).toEqual({
        meeting_id: meeting.id,
        status: "collecting",
        summary,
        covered_through_seconds: 310,
        arrived_at_seconds: null,
        arrived_at: null,
        delivered_at: null,
        deliveries: { page: null, notification: null, email: null, private_chat: null },
        model_calls: 1,
      });
      const other = await member();
      expectDetail(await call("GET", `/meetings/${meeting.id}/catch-up`, { token: other.token }), 404, /not found/i);
      expectDetail(await call("GET", "/meetings/abc/catch-up", { token }), 404);
    });

    itRequiresAuth("GET", () => `/meetings/${randomUUID()}/catch-up`);
  });

  describeRoute("PUT", "/meetings/{id}/bot", (route) => {
    it("turns the bot off, on against the rule, and back to the rule; the meeting shows bot_cover", async () => {
      const { user, token } = await member();
      const meeting = await createTestMeeting(db, user.id, { scheduledAt: at(1), meetingUrl: ZOOM });
      const off = await call("PUT", `/meetings/${meeting.id}/bot`, { token, json: { bot_cover: false } });
      expect(off.status).toBe(200);
      expect(expectShape(route.response, off.body, COVERAGE_KEYS)).toMatchObject({ meeting_id: meeting.id, bot_cover: false, covered: false, reason: "turned_off" });
      expect((await call("GET", `/meetings/${meeting.id}`, { token })).body).toMatchObject({ bot_cover: false });
      expect(requested()).toContainEqual({ userId: user.id });

      await call("PUT", "/bot/preferences", { token, json: { cover_rule: "none" } });
      expect((await call("PUT", `/meetings/${meeting.id}/bot`, { token, json: { bot_cover: true } })).body).toMatchObject({ bot_cover: true, covered: true, reason: "turned_on" });
      expect((await call("PUT", `/meetings/${meeting.id}/bot`, { token, json: { bot_cover: null } })).body).toMatchObject({ bot_cover: null, covered: false, reason: "rule_none" });
    });

    it("answers 422 for a missing or non-boolean bot_cover and unknown fields, 404 for another user's meeting", async () => {
      const { user, token } = await member();
      const meeting = await createTestMeeting(db, user.id, { meetingUrl: ZOOM });
      expectDetail(await call("PUT", `/meetings/${meeting.id}/bot`, { token, json: {} }), 422, /^bot_cover: /);
      expectDetail(await call("PUT", `/meetings/${meeting.id}/bot`, { token, json: { bot_cover: "yes" } }), 422, /^bot_cover: must be true, false or null/);
      expectDetail(await call("PUT", `/meetings/${meeting.id}/bot`, { token, json: { bot_cover: true, when: "always" } }), 422, /when/);
      const stranger = await member();
      expectDetail(await call("PUT", `/meetings/${meeting.id}/bot`, { token: stranger.token, json: { bot_cover: false } }), 404, /not found/i);
      expect((await call("GET", `/meetings/${meeting.id}`, { token })).body).toMatchObject({ bot_cover: null });
    });

    itRequiresAuth("PUT", () => `/meetings/${randomUUID()}/bot`);
  });

  describeRoute("GET", "/meetings/{id}/preflight", (route) => {
    const PREFLIGHT_KEYS = ["meeting_id", "result", "stage", "checked_at", "outdated", "next_check_at", "checks"];
    it("answers nothing checked yet, then each check's result, reason and fix", async () => {
      const { user, token } = await member();
      const meeting = await createTestMeeting(db, user.id, { scheduledAt: new Date(NOW.getTime() + 20 * 3_600_000), meetingUrl: ZOOM });
      const before = await call("GET", `/meetings/${meeting.id}/preflight`, { token });
      expect(before.status).toBe(200);
      expect(expectShape(route.response, before.body, PREFLIGHT_KEYS)).toEqual({ meeting_id: meeting.id, result: null, stage: null, checked_at: null, outdated: false, next_check_at: new Date(meeting.scheduledAt.getTime() - 10 * 60_000).toISOString(), checks: [] });
      await runPreflights({ ctx: { db, clock, log: silentLogger, actor: { type: "system" }, deps }, options: { userIds: [user.id], ratePerMinute: null } });
      const after = expectShape(route.response, (await call("GET", `/meetings/${meeting.id}/preflight`, { token })).body, PREFLIGHT_KEYS) as { result: string; checks: { check: string; result: string; fix: string | null }[] };
      // No bot provider on this server; a Zoom link without its passcode.
      expect(after.result).toBe("will_fail");
      expect(after.checks.map((c) => [c.check, c.result])).toEqual([["link", "ok"], ["platform", "warning"], ["calendar", "ok"], ["plan", "ok"], ["provider", "will_fail"], ["booking", "ok"]]);
      for (const c of after.checks) expect(Object.keys(c).sort()).toEqual(["check", "fix", "reason", "result"]);
    });

    it("answers 404 for another user's meeting and a non-id", async () => {
      const owner = await member();
      const meeting = await createTestMeeting(db, owner.user.id, { meetingUrl: ZOOM });
      const { token } = await member();
      expectDetail(await call("GET", `/meetings/${meeting.id}/preflight`, { token }), 404, /not found/i);
      expectDetail(await call("GET", "/meetings/abc/preflight", { token }), 404);
    });

    itRequiresAuth("GET", () => `/meetings/${randomUUID()}/preflight`);
  });
});

describe("account and privacy routes", () => {
  const PRIVACY_KEYS = ["retention_days"];

  describeRoute("GET", "/account/privacy", (route) => {
    it("answers the retention of captured content: kept until deleted (null) for a new account", async () => {
      const { token } = await member();
      const res = await call("GET", "/account/privacy", { token });
      expect(res.status).toBe(200);
      expect(expectShape(route.response, res.body, PRIVACY_KEYS)).toEqual({ retention_days: null });
    });

    itRequiresAuth("GET", () => "/account/privacy");
  });

  describeRoute("PUT", "/account/privacy", (route) => {
    it("sets 30, 90 or 365 days or null (forever), for this user only, and answers 422 for anything else", async () => {
      const { token } = await member();
      const other = await member();
      const res = await call("PUT", "/account/privacy", { token, json: { retention_days: 30 } });
      expect(res.status).toBe(200);
      expect(expectShape(route.response, res.body, PRIVACY_KEYS)).toEqual({ retention_days: 30 });
      expect((await call("PUT", "/account/privacy", { token, json: { retention_days: null } })).body).toEqual({ retention_days: null });
      expect((await call("GET", "/account/privacy", { token: other.token })).body).toEqual({ retention_days: null });
      for (const json of [{ retention_days: 7 }, { retention_days: "30" }, {}, { retention_days: 30, extra: 1 }]) {
        expectDetail(await call("PUT", "/account/privacy", { token, json }), 422);
      }
    });

    itRequiresAuth("PUT", () => "/account/privacy");
  });

  describeRoute("DELETE", "/account", (route) => {
    it("deletes the account of a user with nothing outside, ends the session, and asks for the typed confirmation first", async () => {
      const { token } = await member();
      expectDetail(await call("DELETE", "/account", { token }), 422, 'To delete your account, confirm with "delete my account"');
      expectDetail(await call("DELETE", "/account?confirm=yes&extra=1", { token }), 422);
      const res = await call("DELETE", "/account?confirm=delete%20my%20account", { token });
      expect(res.status).toBe(200);
      const keys = ["message", "google_revoked", "subscription_cancelled", "bot_recordings_deleted", "bot_recordings_pending"];
      expect(expectShape(route.response, res.body, keys)).toEqual({ message: "Your account and everything in it has been deleted", google_revoked: false, subscription_cancelled: false, bot_recordings_deleted: 0, bot_recordings_pending: 0 });
      expectDetail(await call("GET", "/auth/me", { token }), 401);
      expectDetail(await call("DELETE", "/account?confirm=delete%20my%20account", { token }), 401);
    });

    itRequiresAuth("DELETE", () => "/account?confirm=delete%20my%20account");
  });

  const EXPORT_KEYS = ["id", "status", "created_at", "completed_at", "expires_at", "size_bytes", "download_url", "detail"];
  const startExport = async (token: string) => (await call("POST", "/account/export", { token })).body as { id: string };

  describeRoute("POST", "/account/export", (route) => {
    it("answers 202 with the queued export, and the same one while it is being built", async () => {
      const { token } = await member({ subscriptionPlan: "free", trialEndsAt: at(-1) });
      const res = await call("POST", "/account/export", { token });
      expect(res.status).toBe(202);
      const body = expectShape(route.response, res.body, EXPORT_KEYS) as { id: string };
      expect(body).toMatchObject({ status: "queued", download_url: null, expires_at: null, size_bytes: null });
      expect((await call("POST", "/account/export", { token })).body).toMatchObject({ id: body.id, status: "queued" });
    });

    itRequiresAuth("POST", () => "/account/export");
  });

  describeRoute("GET", "/account/export/{id}", (route) => {
    it("answers the export's status, ready with a link once built; another user's id, an unknown id and a non-id are 404", async () => {
      const { token } = await member();
      const { id } = await startExport(token);
      expect((await call("GET", `/account/export/${id}`, { token })).body).toMatchObject({ id, status: "queued" });
      await buildAccountExport(deps, silentLogger, id);
      const res = await call("GET", `/account/export/${id}`, { token });
      expect(res.status).toBe(200);
      expect(expectShape(route.response, res.body, EXPORT_KEYS)).toMatchObject({ id, status: "ready", download_url: `http://app.test/api/account/export/${id}/download`, detail: null });
      const other = await member();
      for (const path of [`/account/export/${id}`, `/account/export/${randomUUID()}`, "/account/export/nope"]) {
        expectDetail(await call("GET", path, { token: other.token }), 404, "Export not found");
      }
    });

    itRequiresAuth("GET", () => `/account/export/${randomUUID()}`);
  });

  describeRoute("GET", "/account/export/{id}/download", () => {
    it("sends the zip to its owner once ready (409 before), and 404 to anyone else", async () => {
      const { token } = await member();
      const { id } = await startExport(token);
      expectDetail(await call("GET", `/account/export/${id}/download`, { token }), 409, /still being built/);
      await buildAccountExport(deps, silentLogger, id);
      const res = await fetch(`${server.url}/account/export/${id}/download`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/zip");
      expect(new Uint8Array(await res.arrayBuffer()).subarray(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
      const other = await member();
      expectDetail(await call("GET", `/account/export/${id}/download`, { token: other.token }), 404, "Export not found");
    });

    itRequiresAuth("GET", () => `/account/export/${randomUUID()}/download`);
  });
});

describe("AI Avatar routes (full behaviour in test/avatar)", () => {
  const avatarRows: [RestRoute["method"], string, (id: string) => string][] = [
    ["GET", "/avatar", () => "/avatar"],
    ["PUT", "/avatar", () => "/avatar"],
    ["POST", "/avatar/consent", () => "/avatar/consent"],
    ["DELETE", "/avatar/consent", () => "/avatar/consent"],
    ["POST", "/avatar/persona/rebuild", () => "/avatar/persona/rebuild"],
    ["GET", "/avatar/voice", () => "/avatar/voice"],
    ["POST", "/avatar/voice/samples", () => "/avatar/voice/samples"],
    ["GET", "/avatar/voice/samples/{id}/audio", (id) => `/avatar/voice/samples/${id}/audio`],
    ["DELETE", "/avatar/voice/samples/{id}", (id) => `/avatar/voice/samples/${id}`],
    ["POST", "/avatar/voice/clone", () => "/avatar/voice/clone"],
    ["DELETE", "/avatar/voice/clone", () => "/avatar/voice/clone"],
    ["GET", "/avatar/action-items", () => "/avatar/action-items"],
    ["POST", "/avatar/action-items/{id}/resolve", (id) => `/avatar/action-items/${id}/resolve`],
    ["GET", "/meetings/{id}/avatar", (id) => `/meetings/${id}/avatar`],
    ["PUT", "/meetings/{id}/avatar", (id) => `/meetings/${id}/avatar`],
    ["GET", "/meetings/{id}/avatar/log", (id) => `/meetings/${id}/avatar/log`],
  ];
  for (const [method, path, concrete] of avatarRows) {
    describeRoute(method, path, () => {
      it("answers 403 to a trial user, naming what is missing", async () => {
        const { user, token } = await member();
        const meeting = await createTestMeeting(db, user.id);
        // A valid body, so the 403 is the plan's answer and not the input's.
        const sample = { label: "Intro", content_type: "audio/ogg", audio_base64: Buffer.concat([Buffer.from("OggS"), Buffer.alloc(5000)]).toString("base64") };
        const json =
          path === "/avatar/consent" ? { consent_version: "avatar-consent-v2", agreement: "I agree" } : path === "/avatar/voice/samples" ? sample : method === "PUT" ? { enabled: true } : method === "POST" ? {} : undefined;
        const res = await call(method, concrete(meeting.id), { token, json });
        expectDetail(res, 403);
        expect((res.body as { detail: string }).detail).toMatch(/Pro only.*0 of 40 meetings/);
      });
      itRequiresAuth(method, () => concrete("00000000-0000-4000-8000-000000000000"));
    });
  }

  describeRoute("GET", "/avatar/eligibility", (route) => {
    it("answers what is missing, never 403", async () => {
      const { token } = await member();
      const res = await call("GET", "/avatar/eligibility", { token });
      expect(res.status).toBe(200);
      expect(expectShape(route.response, res.body, ["eligible", "pro", "meetings_with_your_voice", "meetings_required", "missing"])).toMatchObject({ eligible: false, meetings_required: 40 });
    });
    itRequiresAuth("GET", () => "/avatar/eligibility");
  });
});

describe("the live room", () => {
  let hub: LiveEventHub;
  beforeAll(() => {
    hub = createLiveEventHub(process.env.DATABASE_URL ?? "");
  });
  afterAll(async () => {
    deps = baseDeps;
    await hub.close();
  });
  /** A covered meeting with its bot in the call, its owner signed in at the server's clock, and the server using its bot provider. */
  async function live() {
    const m = await liveMeeting(db, hub);
    const token = await createTestSession(db, m.user.id, at(30));
    deps = testDeps(db, { clock, jobs, liveEvents: hub, bots: m.provider });
    await m.status(0, "in_call_recording");
    return { ...m, token, path: `/meetings/${m.meeting.id}/live` };
  }

  /** Reads an event stream until `enough` says so, then hangs up (as a browser closing the tab). */
  async function readStream(url: string, headers: Record<string, string>, enough: (text: string) => boolean) {
    const abort = new AbortController();
    const res = await fetch(url, { headers, signal: abort.signal });
    let text = "";
    if (res.body && res.headers.get("content-type")?.includes("event-stream")) {
      const decoder = new TextDecoder();
      const reader = res.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += decoder.decode(chunk.value, { stream: true });
        if (enough(text)) break;
      }
    } else text = await res.text();
    abort.abort();
    return { status: res.status, headers: res.headers, text };
  }
  const ids = (text: string) => [...text.matchAll(/^id: (\d+)$/gm)].map((x) => Number(x[1]));
  const lineTexts = (text: string) => [...text.matchAll(/^event: line\ndata: (.*)$/gm)].map((x) => (JSON.parse(x[1] ?? "{}") as { line: { text: string } }).line.text);

  describeRoute("GET", "/meetings/{id}/live", () => {
    it("streams the meeting as text/event-stream, with a bearer token or the browser's cookie, and resumes after Last-Event-ID", async () => {
      const m = await live();
      await m.say(10, "first line");
      await m.say(11, "second line");
      const first = await readStream(`${server.url}${m.path}`, { authorization: `Bearer ${m.token}` }, (t) => lineTexts(t).length === 2);
      expect(first.status).toBe(200);
      expect(first.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(first.text).toMatch(/^retry: 2000\n\nevent: state\ndata: \{/);
      expect(lineTexts(first.text)).toEqual(["first line", "second line"]);

      await m.say(12, "third line");
      const resumed = await readStream(`${server.url}${m.path}`, { cookie: `authjs.session-token=${m.token}`, "last-event-id": String(Math.max(...ids(first.text))) }, (t) => lineTexts(t).length >= 1);
      expect(resumed.status).toBe(200);
      expect(lineTexts(resumed.text)).toEqual(["third line"]);
    });
    it("answers 404 {detail} for another user's meeting and 422 for a bad Last-Event-ID, before any stream", async () => {
      const m = await live();
      const { token } = await member();
      const other = await readStream(`${server.url}${m.path}`, { authorization: `Bearer ${token}` }, () => true);
      expect(other.status).toBe(404);
      expect(other.headers.get("content-type")).toContain("application/json");
      expect(JSON.parse(other.text)).toEqual({ detail: expect.any(String) });
      const bad = await readStream(`${server.url}${m.path}`, { authorization: `Bearer ${m.token}`, "last-event-id": "yesterday" }, () => true);
      expect(bad.status).toBe(422);
    });
    itRequiresAuth("GET", () => `/meetings/${randomUUID()}/live`);
  });

  describeRoute("GET", "/meetings/{id}/live/snapshot", (route) => {
    it("answers the room's state and the transcript so far; 404 for another user's meeting", async () => {
      const m = await live();
      await m.say(10, "hello there");
      const res = await call("GET", `${m.path}/snapshot`, { token: m.token });
      expect(res.status).toBe(200);
      const snap = expectShape(route.response, res.body, ["meeting", "bot", "participants", "catch_up", "avatar", "avatar_turns", "avatar_drafts", "last_event_id", "transcript"]) as { transcript: { text: string }[]; bot: { in_call: boolean } };
      expect(snap.transcript.map((l) => l.text)).toEqual(["hello there"]);
      expect(snap.bot.in_call).toBe(true);
      const { token } = await member();
      expectDetail(await call("GET", `${m.path}/snapshot`, { token }), 404);
    });
    itRequiresAuth("GET", () => `/meetings/${randomUUID()}/live/snapshot`);
  });

  describeRoute("POST", "/meetings/{id}/live/chat", () => {
    it("says the line in the meeting chat; 422 over the cap; 409 once the bot is out of the call", async () => {
      const m = await live();
      const res = await call("POST", `${m.path}/chat`, { token: m.token, json: { text: "Running 5 minutes late — please start" } });
      expect(res.status).toBe(200);
      expect(m.provider.bots.get(m.botId)?.chat).toEqual(["Running 5 minutes late — please start"]);
      expectDetail(await call("POST", `${m.path}/chat`, { token: m.token, json: { text: "x".repeat(501) } }), 422);
      await m.status(60, "call_ended");
      expectDetail(await call("POST", `${m.path}/chat`, { token: m.token, json: { text: "still there?" } }), 409, /not in the call/);
    });
    itRequiresAuth("POST", () => `/meetings/${randomUUID()}/live/chat`);
  });

  describeRoute("PUT", "/meetings/{id}/live/avatar", () => {
    it("pauses and resumes the avatar in this meeting, and shows it in the room's state", async () => {
      const m = await live();
      expect((await call("PUT", `${m.path}/avatar`, { token: m.token, json: { paused: true } })).status).toBe(200);
      expect((await call("GET", `${m.path}/snapshot`, { token: m.token })).body).toMatchObject({ avatar: { paused: true } });
      expectDetail(await call("PUT", `${m.path}/avatar`, { token: m.token, json: { paused: "yes" } }), 422);
    });
    itRequiresAuth("PUT", () => `/meetings/${randomUUID()}/live/avatar`);
  });

  describeRoute("POST", "/meetings/{id}/live/join", () => {
    it("hands over once", async () => {
      const m = await live();
      expect((await call("POST", `${m.path}/join`, { token: m.token })).body).toEqual({ message: expect.stringMatching(/Handing over/) });
      expect((await call("GET", `${m.path}/snapshot`, { token: m.token })).body).toMatchObject({ bot: { handed_over: true, standing_in: false } });
    });
    itRequiresAuth("POST", () => `/meetings/${randomUUID()}/live/join`);
  });

  describeRoute("POST", "/meetings/{id}/live/stop", () => {
    it("sends the bot out of the call; 409 when it is not in one", async () => {
      const m = await live();
      expect((await call("POST", `${m.path}/stop`, { token: m.token })).status).toBe(200);
      expectDetail(await call("POST", `${m.path}/stop`, { token: m.token }), 409);
    });
    itRequiresAuth("POST", () => `/meetings/${randomUUID()}/live/stop`);
  });

  /** A pending ask-me-first draft in the live meeting, as the avatar's job leaves it. */
  async function pendingDraft(m: Awaited<ReturnType<typeof live>>) {
    const points = "Status of the migration: done except billing.";
    const [turn] = await db
      .insert(avatarTurns)
      .values({ userId: m.user.id, meetingId: m.meeting.id, utteranceSeq: 1, askedBy: "Ben Okafor", heard: "Ada, what's the status?", heardAt: NOW, decision: "answer", reason: "talking_point; awaiting the owner's approval" })
      .returning();
    const source = { kind: "talking_points" as const, meeting_id: null, meeting_title: null, quote: points, href: null };
    const [draft] = await db
      .insert(avatarDrafts)
      .values({
        userId: m.user.id,
        meetingId: m.meeting.id,
        turnId: turn?.id ?? "",
        sessionId: m.session.id,
        botId: m.botId,
        askedBy: "Ben Okafor",
        heard: "Ada, what's the status?",
        proposed: `This is Ada's AI stand-in, not Ada. Ada's notes for this meeting say: “${points}”`,
        units: [{ index: 1, kind: "talking_points", meeting: "Talking points", date: "", t: 0, text: points, source }],
        deadline: new Date(clock.now().getTime() + 60_000),
      })
      .returning();
    return `${m.path}/drafts/${draft?.id ?? ""}`;
  }

  describeRoute("POST", "/meetings/{id}/live/drafts/{draftId}/approve", (route) => {
    it("approves as drafted (no body) once, in the room's state; 409 on a second decision; 404 for another user", async () => {
      const m = await live();
      const path = await pendingDraft(m);
      const { token } = await member();
      expectDetail(await call("POST", `${path}/approve`, { token }), 404);
      const res = await call("POST", `${path}/approve`, { token: m.token });
      expect(res.status).toBe(200);
      expect(expectShape(route.response, res.body, KEYS.avatarDraft)).toMatchObject({ state: "approved" });
      expect((await call("GET", `${m.path}/snapshot`, { token: m.token })).body).toMatchObject({ avatar_drafts: [expect.objectContaining({ state: "approved" })] });
      expectDetail(await call("POST", `${path}/approve`, { token: m.token }), 409, /already approved/);
    });
    it("says the owner's edit only if the rules would: 422 with the reason otherwise", async () => {
      const m = await live();
      const path = await pendingDraft(m);
      expectDetail(await call("POST", `${path}/approve`, { token: m.token, json: { text: "Billing ships Friday, promise." } }), 422, /^The edit was not sent/);
      expectDetail(await call("POST", `${path}/approve`, { token: m.token, json: { text: 42 } }), 422);
      const res = await call("POST", `${path}/approve`, { token: m.token, json: { text: "Migration done except billing." } });
      expect(res.body).toMatchObject({ state: "edited", final_text: expect.stringContaining("“Migration done except billing.”") });
    });
    itRequiresAuth("POST", () => `/meetings/${randomUUID()}/live/drafts/${randomUUID()}/approve`);
  });

  describeRoute("POST", "/meetings/{id}/live/drafts/{draftId}/reject", (route) => {
    it("rejects once: the avatar will say the deferral; 409 after; 404 for a draft that is not there", async () => {
      const m = await live();
      const path = await pendingDraft(m);
      const res = await call("POST", `${path}/reject`, { token: m.token });
      expect(res.status).toBe(200);
      expect(expectShape(route.response, res.body, KEYS.avatarDraft)).toMatchObject({ state: "rejected", final_text: expect.stringContaining("I can't answer that") });
      expectDetail(await call("POST", `${path}/reject`, { token: m.token }), 409);
      expectDetail(await call("POST", `${m.path}/drafts/${randomUUID()}/reject`, { token: m.token }), 404);
    });
    itRequiresAuth("POST", () => `/meetings/${randomUUID()}/live/drafts/${randomUUID()}/reject`);
  });
});

// Recaps, follow-ups and Slack: their behaviour end to end is in test/recaps, test/action-items and test/slack; here,
// each row's contract: who may call it, and what another user's or an unknown id answers.
describeRoute("GET", "/meetings/{id}/recap", () => {
  it("answers 404 for another user's meeting and an unknown one, and 409 before the meeting has a summary", async () => {
    const { user, token } = await member();
    const other = await member();
    const meeting = await createTestMeeting(db, user.id, { scheduledAt: at(-1), status: "completed" });
    expectDetail(await call("GET", `/meetings/${meeting.id}/recap`, { token: other.token }), 404, "Meeting not found");
    expectDetail(await call("GET", `/meetings/${randomUUID()}/recap`, { token }), 404, "Meeting not found");
    expectDetail(await call("GET", `/meetings/${meeting.id}/recap`, { token }), 409);
  });
  itRequiresAuth("GET", () => `/meetings/${randomUUID()}/recap`);
});

describeRoute("POST", "/meetings/{id}/recap/share", () => {
  it("answers 404 for another user's meeting, and 422 naming the field for a body without recipients", async () => {
    const { user, token } = await member();
    const other = await member();
    const meeting = await createTestMeeting(db, user.id, { scheduledAt: at(-1), status: "completed" });
    expectDetail(await call("POST", `/meetings/${meeting.id}/recap/share`, { token: other.token, json: { recipients: ["ben@example.com"], confirm_external: ["ben@example.com"] } }), 404, "Meeting not found");
    expectDetail(await call("POST", `/meetings/${meeting.id}/recap/share`, { token, json: {} }), 422, /recipients/);
  });
  itRequiresAuth("POST", () => `/meetings/${randomUUID()}/recap/share`);
});

describeRoute("GET", "/meetings/{id}/recap/shares", (route) => {
  it("lists nothing shared for a new meeting, and answers 404 for another user's", async () => {
    const { user, token } = await member();
    const other = await member();
    const meeting = await createTestMeeting(db, user.id, { scheduledAt: at(-1), status: "completed" });
    const res = await call("GET", `/meetings/${meeting.id}/recap/shares`, { token });
    expect(res.status).toBe(200);
    expect(expectShape(route.response, res.body, ["email", "shares"])).toMatchObject({ shares: [] });
    expectDetail(await call("GET", `/meetings/${meeting.id}/recap/shares`, { token: other.token }), 404, "Meeting not found");
  });
  itRequiresAuth("GET", () => `/meetings/${randomUUID()}/recap/shares`);
});

for (const action of ["follow-up-draft", "hold"] as const) {
  describeRoute("POST", `/action-items/{id}/${action}`, () => {
    // This server has no Google client: the row answers a clear 503 {detail}, never a 500. Another user's item
    // (404) and the missing scope (needs_permission) are in test/slack/slack.rest.integration.test.ts.
    it("answers 503 {detail} when the server has no Google client", async () => {
      const { token } = await member();
      expectDetail(await call("POST", `/action-items/${randomUUID()}/${action}`, { token, json: {} }), 503);
    });
    itRequiresAuth("POST", () => `/action-items/${randomUUID()}/${action}`);
  });
}

describeRoute("GET", "/slack/status", (route) => {
  it("says a new user has not connected Slack", async () => {
    const { token } = await member();
    const res = await call("GET", "/slack/status", { token });
    expect(res.status).toBe(200);
    expect((res.body as { status: string }).status).toBe("not_connected");
    expect(route.response.safeParse(res.body).success).toBe(true);
  });
  itRequiresAuth("GET", () => "/slack/status");
});

describeRoute("PUT", "/slack/channel", () => {
  it("answers 422 naming the field for a body without a channel", async () => {
    const { token } = await member();
    expectDetail(await call("PUT", "/slack/channel", { token, json: {} }), 422, /channel_id/);
  });
  itRequiresAuth("PUT", () => "/slack/channel");
});

for (const [method, path] of [["GET", "/slack/auth-url"], ["GET", "/slack/channels"], ["DELETE", "/slack/connection"]] as const) {
  describeRoute(method, path, () => {
    itRequiresAuth(method, () => path);
  });
}

describe("the route table", () => {
  it("has a contract suite above for every route", () => {
    expect(restRoutes.map((r) => `${r.method} ${r.path}`).filter((key) => !covered.has(key))).toEqual([]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../start";
import { mutableClock, startTestSandbox, type MutableClock } from "../../test/oauth-client";
import { apiGet, arm, control, grant } from "../common/api-test-client";
import type { GoogleEvent } from "./model";

interface EventsPage {
  kind: string;
  items: Partial<GoogleEvent>[];
  nextPageToken?: string;
  nextSyncToken?: string;
  timeZone: string;
  error?: { code: number; message: string; errors: { reason: string; domain: string }[] };
}

const ADA = "ada@understudy.test";
const EVENTS = "/calendar/v3/calendars/primary/events";
const START = new Date("2026-01-05T09:00:00Z");

let sandbox: RunningSandbox;
let clock: MutableClock;
let token: string;

beforeAll(async () => {
  clock = mutableClock(START);
  sandbox = await startTestSandbox(clock.clock);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  clock.now = START;
  await control(sandbox, "POST", "/__sandbox/reset");
  token = (await grant(sandbox, ADA)).accessToken;
});

const list = (query: Record<string, string>, bearer = token) => apiGet<EventsPage>(sandbox, `${EVENTS}?${new URLSearchParams(query).toString()}`, bearer);

async function listAll(query: Record<string, string>): Promise<{ items: Partial<GoogleEvent>[]; pages: number; syncToken: string }> {
  const items: Partial<GoogleEvent>[] = [];
  let pageToken: string | undefined;
  let pages = 0;
  for (;;) {
    const res = await list({ ...query, ...(pageToken ? { pageToken } : {}) });
    expect(res.status).toBe(200);
    pages++;
    items.push(...res.body.items);
    if (res.body.nextPageToken) {
      expect(res.body.nextSyncToken).toBeUndefined();
      pageToken = res.body.nextPageToken;
      continue;
    }
    if (!res.body.nextSyncToken) throw new Error("last page without nextSyncToken");
    return { items, pages, syncToken: res.body.nextSyncToken };
  }
}

const WINDOW = { timeMin: "2026-01-04T09:00:00Z", timeMax: "2026-02-02T09:00:00Z", singleEvents: "true" };

const timed = (id: string, day: number, hour: number, extra: Record<string, unknown> = {}) => ({
  id,
  summary: `Event ${id}`,
  start: { dateTime: `2026-01-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00Z` },
  end: { dateTime: `2026-01-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:30:00Z` },
  ...extra,
});

async function emptyCalendar() {
  expect((await control(sandbox, "POST", `/__sandbox/google/calendar/${ADA}/seed`, { mode: "empty" })).status).toBe(200);
}

describe("events.list authentication", () => {
  it("answers 401 authError without a valid bearer token, in Google's error envelope", async () => {
    for (const bearer of [undefined, "ya29.not-a-token"]) {
      const res = await apiGet<EventsPage>(sandbox, EVENTS, bearer);
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(res.body.error).toMatchObject({ code: 401, message: "Invalid Credentials", errors: [{ reason: "authError", domain: "global" }] });
    }
  });

  it("answers 403 insufficientPermissions for a grant without a calendar scope", async () => {
    const { accessToken } = await grant(sandbox, ADA, ["https://www.googleapis.com/auth/gmail.readonly"]);
    const res = await list({}, accessToken);
    expect(res.status).toBe(403);
    expect(res.body.error?.errors[0]?.reason).toBe("insufficientPermissions");
  });

  it("serves the account's own calendar by email and 404s another calendar", async () => {
    expect((await apiGet(sandbox, `/calendar/v3/calendars/${encodeURIComponent(ADA)}/events`, token)).status).toBe(200);
    const other = await apiGet<EventsPage>(sandbox, `/calendar/v3/calendars/${encodeURIComponent("grace@understudy.test")}/events`, token);
    expect(other.status).toBe(404);
    expect(other.body.error?.errors[0]?.reason).toBe("notFound");
  });
});

describe("the generated calendar", () => {
  it("is realistic: timed and all-day events, Meet, Zoom and Teams links, invites from others", async () => {
    const { items } = await listAll(WINDOW);
    expect(items.length).toBeGreaterThan(30);
    for (const event of items) {
      expect(event).toMatchObject({ kind: "calendar#event", id: expect.stringMatching(/^[a-v0-9_TZ]+$/), etag: expect.any(String) });
      expect(event.status).not.toBe("cancelled");
      expect(event.start?.dateTime ?? event.start?.date).toBeTruthy();
    }
    const text = JSON.stringify(items);
    expect(text).toContain("https://meet.google.com/");
    expect(text).toMatch(/zoom\.us\/j\/\d{10,11}/);
    expect(text).toContain("https://teams.microsoft.com/l/meetup-join/");
    expect(items.some((e) => e.start?.date && !e.start.dateTime)).toBe(true);
    expect(items.some((e) => e.recurringEventId && e.originalStartTime)).toBe(true);
    expect(items.some((e) => e.organizer?.email !== ADA && e.attendees?.some((a) => a.self && a.responseStatus === "needsAction"))).toBe(true);
    expect(items.some((e) => e.start?.dateTime?.endsWith("-03:30"))).toBe(true);
  });

  it("invites colleagues at the account's own domain to internal meetings and outsiders to the others", async () => {
    const { items } = await listAll(WINDOW);
    const domainOf = (email: string | undefined) => email?.split("@")[1];
    const guests = (e: Partial<GoogleEvent>) => (e.attendees ?? []).filter((a) => !a.self);
    const internal = items.filter((e) => guests(e).length > 0 && guests(e).every((a) => domainOf(a.email) === "understudy.test"));
    const external = items.filter((e) => guests(e).some((a) => domainOf(a.email) !== "understudy.test"));
    expect(internal.map((e) => e.summary)).toContain("Weekly team sync");
    expect(internal.every((e) => domainOf(e.organizer?.email) === "understudy.test")).toBe(true);
    expect(external.length).toBeGreaterThan(5);
    for (const event of [...internal, ...external]) {
      expect(event.organizer?.email).toBeTruthy();
      for (const a of event.attendees ?? []) expect(a).toMatchObject({ email: expect.stringContaining("@"), responseStatus: expect.stringMatching(/^(needsAction|accepted|declined|tentative)$/) });
    }
  });

  it("is the same for the same account in another sandbox", async () => {
    const other = await startTestSandbox(clock.clock);
    try {
      const otherToken = (await grant(other, ADA)).accessToken;
      const res = await apiGet<EventsPage>(other, `${EVENTS}?${new URLSearchParams({ ...WINDOW, maxResults: "2500" }).toString()}`, otherToken);
      const mine = await list({ ...WINDOW, maxResults: "2500" });
      expect(res.body.items.map((e) => [e.id, e.summary, e.start])).toEqual(mine.body.items.map((e) => [e.id, e.summary, e.start]));
    } finally {
      await other.close();
    }
  });

  it("honours timeMin (exclusive, on end) and timeMax (exclusive, on start)", async () => {
    await emptyCalendar();
    await control(sandbox, "POST", `/__sandbox/google/calendar/${ADA}/events`, timed("aaaaa1", 10, 9));
    await control(sandbox, "POST", `/__sandbox/google/calendar/${ADA}/events`, timed("aaaaa2", 10, 11));
    const ids = async (timeMin: string, timeMax: string) => (await list({ timeMin, timeMax })).body.items.map((e) => e.id);
    expect(await ids("2026-01-10T09:30:00Z", "2026-01-10T11:00:00Z")).toEqual([]);
    expect(await ids("2026-01-10T09:29:00Z", "2026-01-10T11:01:00Z")).toEqual(["aaaaa1", "aaaaa2"]);
    expect(await ids("2026-01-10T10:00:00+01:00", "2026-01-10T12:00:00+01:00")).toEqual(["aaaaa1"]);
  });
});

describe("pagination", () => {
  it("pages with nextPageToken, puts nextSyncToken only on the last page, and loses nothing", async () => {
    const whole = await list({ ...WINDOW, maxResults: "2500" });
    const paged = await listAll({ ...WINDOW, maxResults: "7" });
    expect(paged.pages).toBe(Math.ceil(whole.body.items.length / 7));
    expect(paged.items.map((e) => e.id)).toEqual(whole.body.items.map((e) => e.id));
    expect(new Set(paged.items.map((e) => e.id)).size).toBe(paged.items.length);
  });

  it("rejects a page token used with different parameters", async () => {
    const first = await list({ ...WINDOW, maxResults: "5" });
    const pageToken = first.body.nextPageToken ?? "";
    const res = await list({ ...WINDOW, maxResults: "5", timeMax: "2026-02-01T00:00:00Z", pageToken });
    expect(res.status).toBe(400);
    expect(res.body.error?.errors[0]?.reason).toBe("invalid");
  });
});

describe("incremental sync", () => {
  it("returns exactly what changed since the token: new, moved and cancelled events; nothing when nothing changed", async () => {
    await emptyCalendar();
    for (const [id, day] of [["bbbbb1", 6], ["bbbbb2", 7], ["bbbbb3", 8]] as const) {
      await control(sandbox, "POST", `/__sandbox/google/calendar/${ADA}/events`, timed(id, day, 10));
    }
    const full = await listAll(WINDOW);
    expect(full.items.map((e) => e.id)).toEqual(["bbbbb1", "bbbbb2", "bbbbb3"]);

    const unchanged = await list({ syncToken: full.syncToken, singleEvents: "true" });
    expect(unchanged.body.items).toEqual([]);
    expect(unchanged.body.nextSyncToken).toBe(full.syncToken);

    await control(sandbox, "POST", `/__sandbox/google/calendar/${ADA}/events`, timed("bbbbb4", 9, 10));
    const moved = await control(sandbox, "PATCH", `/__sandbox/google/calendar/${ADA}/events/bbbbb1`, {
      start: { dateTime: "2026-01-06T15:00:00Z" },
      end: { dateTime: "2026-01-06T16:00:00Z" },
    });
    expect(moved.body).toMatchObject({ sequence: 1 });
    await control(sandbox, "DELETE", `/__sandbox/google/calendar/${ADA}/events/bbbbb2`);

    const changes = await list({ syncToken: full.syncToken, singleEvents: "true" });
    expect(changes.status).toBe(200);
    const byId = new Map(changes.body.items.map((e) => [e.id, e]));
    expect([...byId.keys()].sort()).toEqual(["bbbbb1", "bbbbb2", "bbbbb4"]);
    expect(byId.get("bbbbb1")?.start?.dateTime).toBe("2026-01-06T15:00:00Z");
    expect(Object.keys(byId.get("bbbbb2") ?? {}).sort()).toEqual(["etag", "id", "kind", "status"]);
    expect(byId.get("bbbbb2")?.status).toBe("cancelled");

    const next = await list({ syncToken: changes.body.nextSyncToken ?? "", singleEvents: "true" });
    expect(next.body.items).toEqual([]);
  });

  it("pages incremental results too", async () => {
    await emptyCalendar();
    const full = await listAll(WINDOW);
    expect(full.items).toEqual([]);
    expect((await control(sandbox, "POST", `/__sandbox/google/calendar/${ADA}/events/bulk`, { count: 12 })).status).toBe(201);
    const ids: string[] = [];
    let pageToken: string | undefined;
    let syncToken: string | undefined;
    do {
      const res = await list({ syncToken: full.syncToken, singleEvents: "true", maxResults: "5", ...(pageToken ? { pageToken } : {}) });
      ids.push(...res.body.items.map((e) => e.id ?? ""));
      pageToken = res.body.nextPageToken;
      syncToken = res.body.nextSyncToken;
    } while (pageToken);
    expect(ids).toHaveLength(12);
    expect(syncToken).toBeTruthy();
  });

  it("reports a cancelled instance of a series with its series id and original start", async () => {
    await emptyCalendar();
    await control(sandbox, "POST", `/__sandbox/google/calendar/${ADA}/events`, { ...timed("ccccc1", 5, 10), weeklyCount: 4 });
    const full = await listAll(WINDOW);
    expect(full.items.map((e) => e.id)).toEqual(["ccccc1_20260105T100000Z", "ccccc1_20260112T100000Z", "ccccc1_20260119T100000Z", "ccccc1_20260126T100000Z"]);
    const series = await list({ timeMin: WINDOW.timeMin, timeMax: WINDOW.timeMax, singleEvents: "false" });
    expect(series.body.items).toHaveLength(1);
    expect(series.body.items[0]?.recurrence).toEqual(["RRULE:FREQ=WEEKLY;COUNT=4"]);

    await control(sandbox, "DELETE", `/__sandbox/google/calendar/${ADA}/events/ccccc1_20260112T100000Z`);
    const changes = await list({ syncToken: full.syncToken, singleEvents: "true" });
    expect(changes.body.items).toEqual([
      expect.objectContaining({ id: "ccccc1_20260112T100000Z", status: "cancelled", recurringEventId: "ccccc1", originalStartTime: { dateTime: "2026-01-12T10:00:00Z" } }),
    ]);
  });
});

describe("410 Gone and parameter rules", () => {
  it("answers 410 fullSyncRequired for invalidated, foreign and garbage sync tokens", async () => {
    const { syncToken } = await listAll(WINDOW);
    const grace = await grant(sandbox, "grace@understudy.test");
    const graceToken = (await apiGet<EventsPage>(sandbox, `${EVENTS}?singleEvents=true`, grace.accessToken)).body.nextSyncToken ?? "";
    const gone = async (value: string) => {
      const res = await list({ syncToken: value, singleEvents: "true" });
      expect(res.status).toBe(410);
      expect(res.body.error).toMatchObject({ code: 410, errors: [{ domain: "calendar", reason: "fullSyncRequired" }] });
    };
    await gone("garbage");
    await gone(graceToken);
    expect((await list({ syncToken, singleEvents: "true" })).status).toBe(200);
    await control(sandbox, "POST", `/__sandbox/google/calendar/${ADA}/invalidate-sync-tokens`);
    await gone(syncToken);
  });

  it("rejects a sync token combined with request restrictions, an empty range and bad values", async () => {
    const { syncToken } = await listAll(WINDOW);
    const reason = async (query: Record<string, string>) => {
      const res = await list(query);
      expect(res.status).toBe(400);
      return res.body.error?.errors[0]?.reason;
    };
    expect(await reason({ syncToken, timeMin: WINDOW.timeMin })).toBe("syncTokenWithRequestRestrictions");
    expect(await reason({ syncToken, q: "sync" })).toBe("syncTokenWithRequestRestrictions");
    expect(await reason({ timeMin: WINDOW.timeMax, timeMax: WINDOW.timeMin })).toBe("timeRangeEmpty");
    expect(await reason({ orderBy: "startTime" })).toBe("badRequest");
    expect(await reason({ timeMin: "2026-01-04" })).toBe("badRequest");
    expect(await reason({ timeMin: "2026-01-04T09:00:00" })).toBe("badRequest");
    expect(await reason({ maxResults: "0" })).toBe("invalid");
    expect(await reason({ singleEvents: "yes" })).toBe("invalid");
  });
});

describe("fault injection", () => {
  it("injects 429, 403 rateLimitExceeded, 500, 503 and a forced 410, each for as many requests as armed", async () => {
    const { syncToken } = await listAll(WINDOW);
    await arm(sandbox, { calendar: { rate_limit: 2 } });
    for (let i = 0; i < 2; i++) {
      const res = await list(WINDOW);
      expect(res.status).toBe(429);
      expect(res.body.error?.errors[0]).toMatchObject({ domain: "usageLimits", reason: "rateLimitExceeded" });
    }
    expect((await list(WINDOW)).status).toBe(200);

    await arm(sandbox, { calendar: { rate_limit_403: true, server_error: true, unavailable: true, sync_token_expired: true } });
    expect((await list(WINDOW)).status).toBe(403);
    expect((await list(WINDOW)).status).toBe(500);
    expect((await list(WINDOW)).status).toBe(503);
    expect((await list(WINDOW)).status).toBe(200);
    expect((await list({ syncToken, singleEvents: "true" })).status).toBe(410);
    expect((await list({ syncToken, singleEvents: "true" })).status).toBe(200);
  });

  it("lists the calendar faults as available", async () => {
    const res = await control(sandbox, "GET", "/__sandbox/faults");
    expect((res.body.available as Record<string, string[]>).calendar).toEqual(["rate_limit", "rate_limit_403", "server_error", "sync_token_expired", "unavailable"]);
  });
});

describe("drift over time", () => {
  it("changes the calendar as the clock moves: the next incremental sync has new, moved or cancelled events", async () => {
    const { syncToken } = await listAll(WINDOW);
    expect((await list({ syncToken, singleEvents: "true" })).body.items).toEqual([]);
    clock.advance(6 * 60 * 60_000);
    token = (await grant(sandbox, ADA)).accessToken;
    const changes = await list({ syncToken, singleEvents: "true" });
    expect(changes.status).toBe(200);
    expect(changes.body.items.length).toBeGreaterThanOrEqual(10);
    expect(changes.body.items.length).toBeLessThanOrEqual(18);
  });

  it("does not drift once a test has seeded the calendar", async () => {
    await emptyCalendar();
    const { syncToken } = await listAll(WINDOW);
    clock.advance(6 * 60 * 60_000);
    token = (await grant(sandbox, ADA)).accessToken;
    expect((await list({ syncToken, singleEvents: "true" })).body.items).toEqual([]);
  });
});

describe("control routes", () => {
  it("validates what tests send", async () => {
    const bad = await control(sandbox, "POST", `/__sandbox/google/calendar/${ADA}/events`, { summary: "no times" });
    expect(bad.status).toBe(400);
    const backwards = await control(sandbox, "POST", `/__sandbox/google/calendar/${ADA}/events`, {
      start: { dateTime: "2026-01-06T10:00:00Z" },
      end: { dateTime: "2026-01-06T09:00:00Z" },
    });
    expect(backwards.status).toBe(400);
    expect((await control(sandbox, "DELETE", `/__sandbox/google/calendar/${ADA}/events/nosuchevent`)).status).toBe(400);
    expect((await control(sandbox, "POST", `/__sandbox/google/calendar/not-an-email/seed`, { mode: "empty" })).status).toBe(400);
  });
});

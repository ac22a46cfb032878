import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { googleConnections, meetings, notifications } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import type { RunningSandbox } from "@understudy/sandbox";
import { fixedClock } from "../clock";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import type { GoogleDeps } from "../google/deps";
import { getGoogleStatus } from "../google/status";
import { connectGoogle, sandboxControl, startGoogleSandbox } from "../../testing/google";
import { listCalendarEvents } from "./events";
import { syncCalendar } from "./sync";

const { db, close } = connectTestDb();
const clock = fixedClock("2026-01-05T09:00:00Z");
let sandbox: RunningSandbox;
let deps: GoogleDeps;
let control: ReturnType<typeof sandboxControl>;

beforeAll(async () => {
  ({ sandbox, deps } = await startGoogleSandbox(() => clock.now()));
  control = sandboxControl(sandbox);
});
afterAll(async () => {
  await sandbox.close();
  await close();
});

const MEET = "https://meet.google.com/abc-defg-hij";
const ZOOM = "https://us02web.zoom.us/j/84512345678?pwd=AbCdEf";

const at = (day: number, hour: number, minute = 0) => `2026-01-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00Z`;
const event = (id: string, day: number, hour: number, extra: Record<string, unknown> = {}) => ({
  id,
  summary: `Meeting ${id}`,
  start: { dateTime: at(day, hour) },
  end: { dateTime: at(day, hour, 45) },
  ...extra,
});

/** A connected user whose calendar holds exactly `events`. */
async function connectedUser(events: Record<string, unknown>[] = []) {
  const user = await createTestUser(db);
  const email = `cal-${randomUUID()}@example.com`;
  await control.seedCalendar(email, "empty");
  await control.seedMailbox(email, "empty");
  for (const e of events) await control.addEvent(email, e);
  const ctx = makeUserCtx(db, user.id, { clock });
  await connectGoogle(ctx, deps, email);
  return { user, email, ctx };
}

const calendarMeetings = (userId: string) =>
  db
    .select()
    .from(meetings)
    .where(and(eq(meetings.userId, userId), eq(meetings.source, "calendar")))
    .orderBy(asc(meetings.scheduledAt));

describe("first and repeated sync", () => {
  it("creates one meeting per event with its fields, counts exactly, and a second sync changes nothing", async () => {
    const { user, ctx } = await connectedUser([
      event("aaaaa1", 6, 10, { hangoutLink: MEET, description: "Agenda" }),
      event("aaaaa2", 7, 14, { location: ZOOM }),
      event("aaaaa3", 8, 9, { description: "No link at all" }),
    ]);
    const first = await syncCalendar({ ctx, deps });
    expect(first).toEqual({ created_meetings: 3, updated_meetings: 0, full_sync: true, synced_at: "2026-01-05T09:00:00.000Z" });
    const rows = await calendarMeetings(user.id);
    expect(rows.map((m) => [m.externalId, m.title, m.scheduledAt.toISOString(), m.durationMinutes, m.meetingUrl, m.platform, m.status])).toEqual([
      ["aaaaa1", "Meeting aaaaa1", "2026-01-06T10:00:00.000Z", 45, MEET, "google_meet", "scheduled"],
      ["aaaaa2", "Meeting aaaaa2", "2026-01-07T14:00:00.000Z", 45, ZOOM, "zoom", "scheduled"],
      ["aaaaa3", "Meeting aaaaa3", "2026-01-08T09:00:00.000Z", 45, null, "other", "scheduled"],
    ]);
    expect(rows[0]?.description).toBe("Agenda");

    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 0, updated_meetings: 0, full_sync: false });
    expect(await calendarMeetings(user.id)).toEqual(rows);
    expect(await getGoogleStatus({ ctx })).toMatchObject({ last_synced_at: "2026-01-05T09:00:00.000Z", last_sync: { created_meetings: 0, updated_meetings: 0 }, last_sync_error: null });

    const notes = await db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => [n.kind, n.title, n.message])).toEqual([["calendar_sync", "Google Calendar connected", "Imported 3 meetings from your calendar."]]);
  });

  it("applies new, moved, retitled and cancelled events incrementally", async () => {
    const { user, email, ctx } = await connectedUser([event("bbbbb1", 6, 10), event("bbbbb2", 7, 10), event("bbbbb3", 8, 10), event("bbbbb4", 9, 10)]);
    await syncCalendar({ ctx, deps });
    await control.addEvent(email, event("bbbbb5", 12, 10, { hangoutLink: MEET }));
    await control.updateEvent(email, "bbbbb1", { start: { dateTime: at(6, 15) }, end: { dateTime: at(6, 16) } });
    await control.updateEvent(email, "bbbbb2", { summary: "Renamed" });
    await control.cancelEvent(email, "bbbbb3");

    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 1, updated_meetings: 3, full_sync: false });
    const byId = new Map((await calendarMeetings(user.id)).map((m) => [m.externalId, m]));
    expect(byId.get("bbbbb1")).toMatchObject({ scheduledAt: new Date(at(6, 15)), durationMinutes: 60 });
    expect(byId.get("bbbbb2")?.title).toBe("Renamed");
    expect(byId.get("bbbbb3")?.status).toBe("cancelled");
    expect(byId.get("bbbbb4")?.status).toBe("scheduled");
    expect(byId.get("bbbbb5")).toMatchObject({ platform: "google_meet", meetingUrl: MEET });
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 0, updated_meetings: 0 });
  });

  it("never overwrites a meeting's own progress, and brings back an event that was cancelled and restored", async () => {
    const { user, email, ctx } = await connectedUser([event("ccccc1", 6, 10), event("ccccc2", 7, 10)]);
    await syncCalendar({ ctx, deps });
    const [first] = await calendarMeetings(user.id);
    await db.update(meetings).set({ status: "completed" }).where(eq(meetings.id, first?.id ?? ""));
    await control.updateEvent(email, "ccccc1", { summary: "Retitled after the fact" });
    await control.cancelEvent(email, "ccccc2");
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 0, updated_meetings: 2 });
    const rows = new Map((await calendarMeetings(user.id)).map((m) => [m.externalId, m]));
    expect(rows.get("ccccc1")).toMatchObject({ status: "completed", title: "Retitled after the fact" });
    expect(rows.get("ccccc2")?.status).toBe("cancelled");
  });

  it("notifies about new invitations from others, at most five one by one", async () => {
    const { user, email, ctx } = await connectedUser([event("ddddd0", 6, 9)]);
    await syncCalendar({ ctx, deps });
    for (let i = 1; i <= 7; i++) {
      await control.addEvent(email, {
        ...event(`ddddd${i}`, 10 + i, 10, { hangoutLink: MEET }),
        organizer: { email: "bob@example.com", displayName: "Bob Stone" },
        attendees: [
          { email: "bob@example.com", displayName: "Bob Stone", organizer: true, responseStatus: "accepted" },
          { email, self: true, responseStatus: "needsAction" },
        ],
      });
    }
    await control.addEvent(email, event("ddddd9", 20, 10));
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 8, updated_meetings: 0 });
    const notes = await db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, "calendar_invite")));
    expect(notes).toHaveLength(6);
    expect(notes.map((n) => n.message)).toContain('Bob Stone invited you to "Meeting ddddd1" on Sun, Jan 11, 10:00 UTC.');
    expect(notes.map((n) => n.message)).toContain("2 more new invites arrived in your calendar.");
  });
});

describe("Google's sync rules", () => {
  it("leaves calendar meetings it did not sync alone on a first sync (only a 410 resync reconciles)", async () => {
    const { user, ctx } = await connectedUser([event("mmmmm1", 6, 10)]);
    const imported = await createTestMeeting(db, user.id, { source: "calendar", externalId: "demo-event-3", scheduledAt: new Date(at(7, 9)) });
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 1, updated_meetings: 0, full_sync: true });
    const [row] = await db.select().from(meetings).where(eq(meetings.id, imported.id));
    expect(row?.status).toBe("scheduled");
  });

  it("follows nextPageToken through a large calendar", async () => {
    const { user, email, ctx } = await connectedUser();
    await control.bulkEvents(email, 1200);
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 1200, updated_meetings: 0, full_sync: true });
    expect(await calendarMeetings(user.id)).toHaveLength(1200);
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 0, updated_meetings: 0 });
  });

  it("answers 410 Gone with a full resync that also cancels meetings whose events vanished meanwhile", async () => {
    const { user, email, ctx } = await connectedUser([event("eeeee1", 6, 10), event("eeeee2", 7, 10), event("eeeee3", 8, 10)]);
    await syncCalendar({ ctx, deps });
    await control.cancelEvent(email, "eeeee2");
    await control.invalidateSyncTokens(email);
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 0, updated_meetings: 1, full_sync: true });
    const rows = new Map((await calendarMeetings(user.id)).map((m) => [m.externalId, m.status]));
    expect([...rows]).toEqual([
      ["eeeee1", "scheduled"],
      ["eeeee2", "cancelled"],
      ["eeeee3", "scheduled"],
    ]);
    await control.arm({ calendar: { sync_token_expired: true } });
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 0, updated_meetings: 0, full_sync: true });
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ full_sync: false });
  });

  it("rides out 429 and 403 rate limits and a 500 with backoff", async () => {
    const { ctx } = await connectedUser([event("fffff1", 6, 10)]);
    await control.arm({ calendar: { rate_limit: 2, rate_limit_403: 1 } });
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 1 });
    await control.arm({ calendar: { server_error: 1 } });
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 0, updated_meetings: 0 });
  });

  it("records an outage without losing anything, backs off, and recovers", async () => {
    const { user, email, ctx } = await connectedUser([event("ggggg1", 6, 10)]);
    await syncCalendar({ ctx, deps });
    await control.addEvent(email, event("ggggg2", 7, 10));
    await control.arm({ calendar: { unavailable: 20 } });
    await expect(syncCalendar({ ctx, deps })).rejects.toMatchObject({ code: "UPSTREAM_UNAVAILABLE" });
    await control.disarm();
    const [row] = await db.select().from(googleConnections).where(eq(googleConnections.userId, user.id));
    expect(row).toMatchObject({ consecutiveFailures: 1, syncLockedUntil: null, lastSyncError: "Google is not answering right now; try again shortly" });
    expect(row?.nextSyncAt?.toISOString()).toBe("2026-01-05T09:10:00.000Z");
    expect(await calendarMeetings(user.id)).toHaveLength(1);
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 1, updated_meetings: 0 });
    const [after] = await db.select().from(googleConnections).where(eq(googleConnections.userId, user.id));
    expect(after).toMatchObject({ consecutiveFailures: 0, nextSyncAt: null, lastSyncError: null });
  });

  it("tells the user once when syncing keeps failing", async () => {
    const { user, ctx } = await connectedUser([event("nnnnn1", 6, 10)]);
    await control.arm({ calendar: { unavailable: 100 } });
    for (let i = 0; i < 5; i++) await expect(syncCalendar({ ctx, deps })).rejects.toMatchObject({ code: "UPSTREAM_UNAVAILABLE" });
    await control.disarm();
    const notes = await db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, "calendar_sync_failing")));
    expect(notes.map((n) => n.title)).toEqual(["Calendar sync is having trouble"]);
    const [row] = await db.select().from(googleConnections).where(eq(googleConnections.userId, user.id));
    expect(row?.consecutiveFailures).toBe(5);
    expect(row?.nextSyncAt?.toISOString()).toBe("2026-01-05T11:40:00.000Z");
  });

  it("turns invalid_grant into 'reconnect needed' once: one notification, no further calls, meetings kept", async () => {
    const { user, ctx } = await connectedUser([event("hhhhh1", 6, 10)]);
    await syncCalendar({ ctx, deps });
    await db.update(googleConnections).set({ accessTokenEnc: null }).where(eq(googleConnections.userId, user.id));
    await control.arm({ token: { invalid_grant: true } });
    await expect(syncCalendar({ ctx, deps })).rejects.toMatchObject({ code: "PRECONDITION_FAILED", message: expect.stringMatching(/Reconnect/) });
    await expect(syncCalendar({ ctx, deps })).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    await expect(listCalendarEvents({ ctx, deps })).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    expect(await getGoogleStatus({ ctx })).toMatchObject({ status: "reconnect_needed", connected: false });
    const notes = await db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, "google_reconnect")));
    expect(notes).toHaveLength(1);
    expect(await calendarMeetings(user.id)).toHaveLength(1);
  });

  it("treats a grant revoked at Google the same way", async () => {
    const { user, ctx } = await connectedUser([event("iiiii1", 6, 10)]);
    await syncCalendar({ ctx, deps });
    const [row] = await db.select().from(googleConnections).where(eq(googleConnections.userId, user.id));
    expect(await control.revoke(deps.cipher.decrypt(row?.refreshTokenEnc ?? "", `google:refresh:${user.id}`))).toBe(200);
    await expect(syncCalendar({ ctx, deps })).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    expect((await getGoogleStatus({ ctx })).status).toBe("reconnect_needed");
    expect(await calendarMeetings(user.id)).toHaveLength(1);
  });

  it("runs one sync at a time per user, and takes over a lease a crashed sync left behind", async () => {
    const { user, ctx } = await connectedUser([event("jjjjj1", 6, 10)]);
    const lease = (until: string) => db.update(googleConnections).set({ syncLockedUntil: new Date(until) }).where(eq(googleConnections.userId, user.id));
    await lease("2026-01-05T09:04:00Z");
    await expect(syncCalendar({ ctx, deps })).rejects.toMatchObject({ code: "CONFLICT", message: "A calendar sync is already running" });
    expect(await calendarMeetings(user.id)).toHaveLength(0);
    await lease("2026-01-05T08:59:00Z");
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 1 });
    const [row] = await db.select().from(googleConnections).where(eq(googleConnections.userId, user.id));
    expect(row?.syncLockedUntil).toBeNull();
  });
});

describe("real-world calendars", () => {
  it("syncs a generated calendar: all-day events skipped, recurring instances one by one, odd zones right, hostile links ignored", async () => {
    const user = await createTestUser(db);
    const email = `gen-${randomUUID()}@example.com`;
    await control.seedCalendar(email, "generated");
    const ctx = makeUserCtx(db, user.id, { clock });
    await connectGoogle(ctx, deps, email);
    const result = await syncCalendar({ ctx, deps });
    const rows = await calendarMeetings(user.id);
    expect(result.created_meetings).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(30);
    const titles = rows.map((m) => m.title);
    expect(titles).not.toContain("Company offsite");
    expect(titles).not.toContain("Out of office");
    expect(titles.filter((t) => t === "Weekly team sync").length).toBeGreaterThanOrEqual(4);
    const stJohns = rows.find((m) => m.title === "Sync with St. John's office");
    expect(stJohns?.scheduledAt.getUTCMinutes()).toBe(0);
    expect(rows.find((m) => m.title === "Totally legit meeting")).toMatchObject({ meetingUrl: null, platform: "other" });
    for (const m of rows.filter((r) => r.meetingUrl)) {
      expect(new URL(m.meetingUrl ?? "").hostname).toMatch(/(^|\.)(zoom\.us|meet\.google\.com|teams\.microsoft\.com|teams\.live\.com|webex\.com)$/);
    }
    expect(new Set(rows.map((m) => m.platform))).toEqual(new Set(["zoom", "google_meet", "teams", "other"]));
  });
});

describe("upcoming events and isolation", () => {
  it("lists upcoming timed events with attendees and meeting info, and links synced meetings", async () => {
    const { ctx } = await connectedUser([
      event("kkkkk0", 4, 10),
      event("kkkkk1", 6, 10, {
        hangoutLink: MEET,
        attendees: [
          { email: "bob@example.com", displayName: "Bob", organizer: true, responseStatus: "accepted" },
          { email: "eve@example.com", responseStatus: "needsAction" },
        ],
      }),
      { id: "kkkkk2", summary: "Holiday", start: { date: "2026-01-09" }, end: { date: "2026-01-10" } },
    ]);
    const before = await listCalendarEvents({ ctx, deps });
    expect(before.events.map((e) => e.event_id)).toEqual(["kkkkk1"]);
    expect(before.events[0]).toEqual({
      event_id: "kkkkk1",
      title: "Meeting kkkkk1",
      start_time: "2026-01-06T10:00:00.000Z",
      end_time: "2026-01-06T10:45:00.000Z",
      attendees: [
        { email: "bob@example.com", name: "Bob", response_status: "accepted", organizer: true, self: false },
        { email: "eve@example.com", name: null, response_status: "needsAction", organizer: false, self: false },
      ],
      description: null,
      location: null,
      meeting_info: { platform: "google_meet", url: MEET },
      organizer: expect.stringMatching(/^Cal \w{8} \w{4} /),
      status: "confirmed",
      html_link: expect.stringMatching(/^https:\/\/www\.google\.com\/calendar\/event\?eid=/),
      meeting_id: null,
    });
    await syncCalendar({ ctx, deps });
    expect((await listCalendarEvents({ ctx, deps })).events[0]?.meeting_id).toEqual(expect.any(String));
  });

  it("never touches another user's meetings and needs a connection", async () => {
    const { user: alice, ctx: aliceCtx } = await connectedUser([event("lllll1", 6, 10)]);
    await syncCalendar({ ctx: aliceCtx, deps });
    const bob = await createTestUser(db);
    const bobCtx = makeUserCtx(db, bob.id, { clock });
    const bobManual = await createTestMeeting(db, bob.id, { title: "Bob's own" });
    await expect(syncCalendar({ ctx: bobCtx, deps })).rejects.toMatchObject({ code: "PRECONDITION_FAILED", message: "Connect your Google account first" });
    await expect(listCalendarEvents({ ctx: bobCtx, deps })).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    expect(await db.select().from(meetings).where(eq(meetings.userId, bob.id))).toEqual([bobManual]);
    expect(await calendarMeetings(alice.id)).toHaveLength(1);
  });
});

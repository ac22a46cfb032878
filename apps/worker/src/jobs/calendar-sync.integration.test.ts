import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "@understudy/services";
import type { UserContext, ServiceContext } from "@understudy/services/context";
import { completeGoogleConnection, createGoogleAuthUrl, type GoogleDeps } from "@understudy/services/google";
import { googleConnections, meetings, notifications } from "@understudy/db/schema";
import { connectTestDb, createTestUser } from "@understudy/db/test";
import { createTokenCipher } from "@understudy/integrations/crypto";
import { createFakeGoogle, type FakeGoogle } from "@understudy/integrations/google";
import pino from "pino";
import { calendarSyncJob, calendarSyncQueue, dispatchCalendarSyncs, dueCalendarSyncs, runCalendarSyncJob } from "@understudy/services/calendar";
import { bossJobQueue, registerJob } from "@understudy/services/jobs";
import { recordingJobQueue, testDeps } from "@understudy/services/testing/deps";

const { db, close } = connectTestDb();
const log = pino({ level: "silent" });
const clock = fixedClock("2026-01-05T09:00:00Z");
const cipher = createTokenCipher({ current: randomBytes(32).toString("base64url") });
afterAll(close);

function fakeDeps(): { fake: FakeGoogle; deps: GoogleDeps } {
  const fake = createFakeGoogle();
  return { fake, deps: { google: fake, cipher } };
}

async function connectedUser(deps: GoogleDeps) {
  const user = await createTestUser(db);
  const ctx: UserContext = { db, clock, log, actor: { type: "user", userId: user.id, role: "user", via: "session", credentialId: "test" }, deps: testDeps(db, { clock }) };
  const { auth_url } = await createGoogleAuthUrl({ ctx, deps });
  const state = new URL(auth_url).searchParams.get("state") ?? "";
  await completeGoogleConnection({ ctx, deps, input: { state, code: `code-${user.id}` } });
  return user;
}

const meetingEvent = (id: string, day: number) => ({
  id,
  summary: `Meeting ${id}`,
  start: { dateTime: `2026-01-${String(day).padStart(2, "0")}T10:00:00Z` },
  end: { dateTime: `2026-01-${String(day).padStart(2, "0")}T10:30:00Z` },
  hangoutLink: "https://meet.google.com/abc-defg-hij",
});

/** The job's context on a server whose Google is `deps` (or not configured). */
const jobCtx = (deps?: GoogleDeps, jobs = recordingJobQueue()): ServiceContext => ({ db, clock, log, actor: { type: "system" }, deps: testDeps(db, { clock, jobs, ...(deps ? { google: deps.google, cipher: deps.cipher } : {}) }) });

describe("calendar sync job", () => {
  it("syncs a due user and reports the counts", async () => {
    const { fake, deps } = fakeDeps();
    fake.putEvent(meetingEvent("evt1", 6));
    fake.putEvent(meetingEvent("evt2", 7));
    const user = await connectedUser(deps);
    expect(await dueCalendarSyncs(db, clock.now())).toContain(user.id);
    expect(await runCalendarSyncJob(jobCtx(deps), user.id)).toEqual({ status: "synced", created: 2, updated: 0 });
    expect(await runCalendarSyncJob(jobCtx(deps), user.id)).toEqual({ status: "synced", created: 0, updated: 0 });
  });

  it("backs off after an outage: not due again until the backoff has passed", async () => {
    const { fake, deps } = fakeDeps();
    const user = await connectedUser(deps);
    fake.failNext("unavailable");
    expect(await runCalendarSyncJob(jobCtx(deps), user.id)).toEqual({ status: "skipped", reason: "upstream" });
    expect(await dueCalendarSyncs(db, clock.now())).not.toContain(user.id);
    expect(await dueCalendarSyncs(db, new Date(clock.now().getTime() + 10 * 60_000))).toContain(user.id);
  });

  it("stops for good on a revoked grant: one notification, never due again, meetings kept", async () => {
    const { fake, deps } = fakeDeps();
    fake.putEvent(meetingEvent("evt3", 8));
    const user = await connectedUser(deps);
    await runCalendarSyncJob(jobCtx(deps), user.id);
    fake.failNext("grant_revoked");
    expect(await runCalendarSyncJob(jobCtx(deps), user.id)).toEqual({ status: "skipped", reason: "reconnect_needed" });
    const later = new Date(clock.now().getTime() + 24 * 60 * 60_000);
    expect(await dueCalendarSyncs(db, later)).not.toContain(user.id);
    const callsBefore = fake.calls.length;
    expect(await runCalendarSyncJob(jobCtx(deps), user.id)).toEqual({ status: "skipped", reason: "reconnect_needed" });
    expect(fake.calls.length).toBe(callsBefore);
    const notes = await db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, "google_reconnect")));
    expect(notes).toHaveLength(1);
    expect(await db.select().from(meetings).where(eq(meetings.userId, user.id))).toHaveLength(1);
  });

  it("skips a user who is being synced right now, and a server without Google", async () => {
    const { deps } = fakeDeps();
    const user = await connectedUser(deps);
    await db.update(googleConnections).set({ syncLockedUntil: new Date(clock.now().getTime() + 60_000) }).where(eq(googleConnections.userId, user.id));
    expect(await dueCalendarSyncs(db, clock.now())).not.toContain(user.id);
    expect(await runCalendarSyncJob(jobCtx(deps), user.id)).toEqual({ status: "skipped", reason: "busy" });
    expect(await runCalendarSyncJob(jobCtx(), user.id)).toEqual({ status: "skipped", reason: "not_configured" });
  });

  it("queues each due user once", async () => {
    const { deps } = fakeDeps();
    const user = await connectedUser(deps);
    const jobs = recordingJobQueue();
    await dispatchCalendarSyncs(jobCtx(undefined, jobs));
    expect(jobs.sent).toContainEqual({ queue: calendarSyncQueue.name, data: { userId: user.id }, options: { singletonKey: user.id, retryLimit: 0 } });
  });
});

describe("on pg-boss", () => {
  let boss: PgBoss;
  beforeAll(async () => {
    boss = new PgBoss({ connectionString: process.env.DATABASE_URL ?? "", max: 2 });
    await boss.start();
  });
  afterAll(async () => {
    await boss.stop({ graceful: false, timeout: 5_000 });
  });

  it("runs a queued user sync through the registered worker", async () => {
    const { fake, deps } = fakeDeps();
    fake.putEvent(meetingEvent("evt9", 9));
    const user = await connectedUser(deps);
    await registerJob(boss, calendarSyncJob, { deps: testDeps(db, { clock, google: deps.google, cipher: deps.cipher, jobs: bossJobQueue(boss) }), log });
    await boss.send(calendarSyncQueue.name, { userId: user.id }, { singletonKey: user.id });
    let rows: unknown[] = [];
    for (let i = 0; i < 100 && rows.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      rows = await db.select().from(meetings).where(eq(meetings.userId, user.id));
    }
    expect(rows).toHaveLength(1);
    const [connection] = await db.select().from(googleConnections).where(eq(googleConnections.userId, user.id));
    expect(connection).toMatchObject({ lastSyncCreated: 1, lastSyncUpdated: 0, syncLockedUntil: null });
  });
});

import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botScheduleJob } from "@understudy/services/job-list";
import type { AppDeps } from "@understudy/services/deps";
import { updateMeeting } from "@understudy/services/meetings";
import { botSessions, meetings } from "@understudy/db/schema";
import { connectTestDb, createTestMeeting, createTestUser } from "@understudy/db/test";
import { FakeBotProvider } from "@understudy/integrations/bots";
import { bossJobQueue, registerJob } from "@understudy/services/jobs";
import { testDeps } from "@understudy/services/testing/deps";

const { db, close } = connectTestDb();
const log = pino({ level: "silent" });
const provider = new FakeBotProvider();
let boss: PgBoss;
let deps: AppDeps;
const BOT_SCHEDULE_QUEUE = botScheduleJob.queue.name;

beforeAll(async () => {
  boss = new PgBoss({ connectionString: process.env.DATABASE_URL ?? "", max: 2 });
  await boss.start();
  // Scoped runs only: a run for everyone would book bots for other test files' meetings.
  deps = testDeps(db, { bots: provider, jobs: bossJobQueue(boss) });
  deps = { ...deps, config: { ...deps.config, botSchedule: { ...deps.config.botSchedule, createRatePerMinute: 0 } } };
  await registerJob(boss, botScheduleJob, { deps, log }, { cron: null, runOnStart: false, pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await boss.stop({ graceful: false, timeout: 5_000 });
  await close();
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("condition not reached");
}

describe("bots.schedule on pg-boss", () => {
  it("books the user's covered meeting when a run is queued for them, once however many runs are queued", async () => {
    const user = await createTestUser(db, { name: "Grace Hopper", email: `grace-${randomUUID()}@acme.example` });
    const meeting = await createTestMeeting(db, user.id, { scheduledAt: new Date(Date.now() + 12 * 60_000), meetingUrl: "https://zoom.us/j/1234567890" });
    await Promise.all(Array.from({ length: 3 }, () => boss.send(BOT_SCHEDULE_QUEUE, { userId: user.id })));
    await boss.send(BOT_SCHEDULE_QUEUE, { userId: user.id }, { singletonKey: user.id });
    const rows = await waitFor(
      () => db.select().from(botSessions).where(eq(botSessions.meetingId, meeting.id)),
      (r) => r.length > 0 && r.every((s) => s.providerBotId !== null),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ origin: "scheduled", botName: "Grace Hopper (via Understudy)", joinAt: meeting.scheduledAt });
    const created = [...provider.bots.values()].filter((b) => b.metadata.meeting_id === meeting.id);
    expect(created).toHaveLength(1);
  });

  it("a meeting change queues a run through the same queue, which cancels the cancelled meeting's bot", async () => {
    const user = await createTestUser(db, { email: `ada-${randomUUID()}@acme.example` });
    const meeting = await createTestMeeting(db, user.id, { scheduledAt: new Date(Date.now() + 11 * 60_000), meetingUrl: "https://meet.google.com/abc-defg-hij" });
    // Through the product's queue, which keys a user's run by the user: a bare send has no key, and under the
    // queue's `short` policy it is dropped while the previous test's delayed follow-up run (also keyless) waits.
    await deps.jobs.send(botScheduleJob.queue, { userId: user.id });
    const [booked] = await waitFor(
      () => db.select().from(botSessions).where(and(eq(botSessions.meetingId, meeting.id))),
      (r) => r.some((s) => s.providerBotId !== null),
    );
    await updateMeeting({ ctx: { db, clock: { now: () => new Date() }, log, actor: { type: "user", userId: user.id, role: "user", via: "session", credentialId: "t" }, deps }, input: { id: meeting.id, patch: { status: "cancelled" } } });
    await waitFor(() => db.select().from(botSessions).where(eq(botSessions.meetingId, meeting.id)), (r) => r.length === 0);
    expect(provider.bots.get(booked?.providerBotId ?? "")?.deleted).toBe(true);
    expect((await db.select().from(meetings).where(eq(meetings.id, meeting.id)))[0]?.status).toBe("cancelled");
  });
});

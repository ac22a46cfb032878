import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preflightJob } from "@understudy/services/job-list";
import type { AppDeps } from "@understudy/services/deps";
import { updateMeeting } from "@understudy/services/meetings";
import { meetingPreflights, notifications } from "@understudy/db/schema";
import { connectTestDb, createTestMeeting, createTestUser } from "@understudy/db/test";
import { FakeBotProvider } from "@understudy/integrations/bots";
import { bossJobQueue, registerJob } from "@understudy/services/jobs";
import { testDeps } from "@understudy/services/testing/deps";

const { db, close } = connectTestDb();
const log = pino({ level: "silent" });
const provider = new FakeBotProvider();
let boss: PgBoss;
let deps: AppDeps;
const QUEUE = preflightJob.queue.name;

beforeAll(async () => {
  boss = new PgBoss({ connectionString: process.env.DATABASE_URL ?? "", max: 2 });
  await boss.start();
  // Scoped runs only (no cron): a run for everyone would check other test files' meetings.
  deps = testDeps(db, { bots: provider, jobs: bossJobQueue(boss) });
  await registerJob(boss, preflightJob, { deps, log }, { cron: null, runOnStart: false, pollingIntervalSeconds: 0.5 });
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

const preflightOf = (meetingId: string) => db.select().from(meetingPreflights).where(eq(meetingPreflights.meetingId, meetingId));

describe("bots.preflight on pg-boss", () => {
  it("checks the user's covered meeting when a run is queued for them; a cancellation re-checks it through the same queue", async () => {
    const user = await createTestUser(db, { email: `grace-${randomUUID()}@acme.example`, trialEndsAt: new Date(Date.now() + 10 * 86_400_000) });
    const meeting = await createTestMeeting(db, user.id, { scheduledAt: new Date(Date.now() + 3 * 3_600_000), meetingUrl: "https://meet.google.com/abc-defg-hij" });
    await Promise.all(Array.from({ length: 3 }, () => boss.send(QUEUE, { userId: user.id }, { singletonKey: user.id })));
    const [first] = await waitFor(() => preflightOf(meeting.id), (r) => r.length === 1);
    expect(first).toMatchObject({ result: "ok", stage: "day", userId: user.id });

    await updateMeeting({ ctx: { db, clock: { now: () => new Date() }, log, actor: { type: "user", userId: user.id, role: "user", via: "session", credentialId: "t" }, deps }, input: { id: meeting.id, patch: { status: "cancelled" } } });
    const [cancelled] = await waitFor(() => preflightOf(meeting.id), (r) => r[0]?.result === "will_fail");
    expect(cancelled?.checks.find((c) => c.check === "calendar")).toMatchObject({ result: "will_fail" });
    // Someone called it off: shown on the meeting, but nothing to fix, so nobody is notified.
    const told = await db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, "bot_preflight")));
    expect(told).toHaveLength(0);
  });
});

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { botEvents, botSessions } from "@understudy/db/schema";
import { connectTestDb, createTestMeeting, createTestUser } from "@understudy/db/test";
import { FakeBotProvider } from "@understudy/integrations/bots";
import { announceJob, ownerGraceJob } from "@understudy/services/job-list";
import { bossJobQueue, registerJob } from "@understudy/services/jobs";
import { testDeps } from "@understudy/services/testing/deps";

const { db, close } = connectTestDb();
const log = pino({ level: "silent" });
const bosses: PgBoss[] = [];
const OWNER_GRACE_QUEUE = ownerGraceJob.queue.name;
afterAll(async () => {
  for (const boss of bosses) await boss.stop({ graceful: false, timeout: 2000 }).catch(() => undefined);
  await close();
});

async function startBoss(provider: FakeBotProvider): Promise<PgBoss> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is set by the global setup");
  const boss = new PgBoss({ connectionString: url, max: 2 });
  bosses.push(boss);
  await boss.start();
  const deps = testDeps(db, { bots: provider, jobs: bossJobQueue(boss) });
  // The grace check claims the announcement; `bots.announce`, queued with the claim, says it.
  for (const job of [ownerGraceJob, announceJob]) await registerJob(boss, job, { deps, log }, { pollingIntervalSeconds: 0.5 });
  return boss;
}

/** A recording bot whose admission we learned of `secondsAgo` ago, in a meeting nobody speaks in. */
async function quietSession(provider: FakeBotProvider, secondsAgo: number) {
  const user = await createTestUser(db, { name: "Ada Lovelace" });
  const meeting = await createTestMeeting(db, user.id);
  const bot = await provider.createBot({ meetingUrl: "https://meet.google.com/abc-defg-hij", botName: "Ada (via Understudy)", joinAt: null, metadata: {}, realtimeWebhookUrl: null, idempotencyKey: randomUUID() });
  const admitted = new Date(Date.now() - secondsAgo * 1000);
  const [session] = await db
    .insert(botSessions)
    .values({ userId: user.id, meetingId: meeting.id, provider: "fake", providerBotId: bot.id, botName: "Ada (via Understudy)", meetingUrl: "https://meet.google.com/abc-defg-hij", platform: "google_meet", status: "recording", admittedAt: admitted })
    .returning();
  if (!session) throw new Error("no session");
  await db.insert(botEvents).values({ sessionId: session.id, providerEventId: `fake:${randomUUID()}`, kind: "status", code: "in_call_recording", occurredAt: admitted, receivedAt: admitted });
  return { sessionId: session.id, botId: bot.id };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("bots.owner-grace", () => {
  it("survives a worker crash: the job queued before it is worked by the next worker, and announces once", async () => {
    const provider = new FakeBotProvider();
    const { sessionId, botId } = await quietSession(provider, 301);
    const first = await startBoss(provider);
    const jobId = await first.send(OWNER_GRACE_QUEUE, { sessionId }, { startAfter: 2, singletonKey: sessionId });
    // The worker dies before the job is due.
    await first.stop({ graceful: false, timeout: 1000 });
    expect(provider.bots.get(botId)?.chat).toEqual([]);

    const second = await startBoss(provider);
    const session = await until(
      async () => (await db.select().from(botSessions).where(eq(botSessions.id, sessionId)))[0],
      (s) => s?.announcementSentAt !== null,
    );
    expect(session?.announcedAt).not.toBeNull();
    expect(provider.bots.get(botId)?.chat).toHaveLength(1);
    expect(provider.bots.get(botId)?.chat[0]).toContain("type opt out in the chat");
    await until(() => second.findJobs(OWNER_GRACE_QUEUE, { id: jobId ?? "" }), (jobs) => jobs[0]?.state === "completed");

    // Delivered again (a duplicate job): nothing more is said.
    const again = await second.send(OWNER_GRACE_QUEUE, { sessionId }, { singletonKey: sessionId });
    await until(() => second.findJobs(OWNER_GRACE_QUEUE, { id: again ?? "" }), (jobs) => jobs[0]?.state === "completed");
    expect(provider.bots.get(botId)?.chat).toHaveLength(1);
  });

  it("a job woken before the grace is over queues itself again for the rest", async () => {
    const provider = new FakeBotProvider();
    const { sessionId, botId } = await quietSession(provider, 100);
    const boss = await startBoss(provider);
    const jobId = await boss.send(OWNER_GRACE_QUEUE, { sessionId }, { singletonKey: sessionId });
    await until(() => boss.findJobs(OWNER_GRACE_QUEUE, { id: jobId ?? "" }), (jobs) => jobs[0]?.state === "completed");
    const queued = await until(
      () => boss.findJobs<{ sessionId: string }>(OWNER_GRACE_QUEUE, { key: sessionId, queued: true }),
      (jobs) => jobs.length === 1,
    );
    const wait = (queued[0]?.startAfter.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(150_000);
    expect(wait).toBeLessThanOrEqual(200_000);
    expect(provider.bots.get(botId)?.chat).toEqual([]);
  });
});

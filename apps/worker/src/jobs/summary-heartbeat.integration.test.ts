import type { ChildProcess } from "node:child_process";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetingSummaries, transcriptSegments } from "@understudy/db/schema";
import { connectTestDb, createTestMeeting, createTestUser } from "@understudy/db/test";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { afterMeetingQueue } from "@understudy/services/bots";
import { systemContext } from "@understudy/services/context";
import { sendOnlyJobQueue, type SendOnlyJobQueue } from "@understudy/services/jobs";
import { requestSummary } from "@understudy/services/summaries";
import { testDeps } from "@understudy/services/testing/deps";
import { startWorker, type RunningWorker } from "../index";
import { until } from "../test/until";
import { configureSandboxOpenAI, killWorker, spawnWorker } from "../test/worker-process";

/**
 * A meeting's recap waits on its summary: a worker that dies (SIGKILL) while the model is writing it must not
 * hold the job until it expires (15 minutes), but leave it to another worker within seconds.
 */
const { db, close } = connectTestDb();
const log = pino({ level: "silent" });
let sandbox: RunningSandbox;
let jobs: SendOnlyJobQueue;
let worker: RunningWorker | null = null;
let child: ChildProcess | null = null;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is set by the global setup");
  jobs = sendOnlyJobQueue(url);
});
afterAll(async () => {
  if (child) killWorker(child);
  await worker?.stop();
  await jobs.stop();
  await sandbox.close();
  await close();
});

/** Recovering a dead worker's job takes a heartbeat and a supervision pass (about 20 s); its expiry would take minutes. */
const RECOVERY = { timeoutMs: 90_000, everyMs: 200 };
const modelEnv = () => ({ OPENAI_API_KEY: "sk-sandbox", OPENAI_BASE_URL: `${sandbox.url}/v1`, OPENAI_MAX_RETRIES: "0" });
const activeJob = async (queue: string, key: string) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = ${queue} and state = 'active' and singleton_key = ${key}`))[0]?.n ? true : undefined;

describe("summary.generate when the worker writing it dies", () => {
  it("is written by another worker within seconds, once", { timeout: 150_000 }, async () => {
    const user = await createTestUser(db);
    const meeting = await createTestMeeting(db, user.id, { status: "completed" });
    await db.insert(transcriptSegments).values({ meetingId: meeting.id, userId: user.id, seq: 0, speaker: "Kai", content: "We moved the launch to the twelfth. I will tell the press by Friday.", startSeconds: 3, endSeconds: 9 });
    // The model takes a minute: the first worker is still waiting for it when it is killed.
    await configureSandboxOpenAI(sandbox.url, { chat_latency_ms: 60_000 });
    child = spawnWorker(modelEnv());
    const { summary } = await requestSummary(systemContext(testDeps(db, { jobs }), log), { userId: user.id, meetingId: meeting.id, model: "gpt-4o-mini", force: false });

    await until(() => activeJob("summary.generate", summary.id), "the first worker to take the job", RECOVERY);
    // Taken is not yet started: on a slow machine a kill between pg-boss's claim and the handler's first write left
    // the run uncounted (attempts 1). The handler counts its attempt before it asks the model, which then takes a minute.
    await until(async () => ((await db.select({ attempts: meetingSummaries.attempts }).from(meetingSummaries).where(eq(meetingSummaries.id, summary.id)))[0]?.attempts ? true : undefined), "the first worker's run to begin", RECOVERY);
    killWorker(child);
    child = null;
    const killedAt = Date.now();
    await configureSandboxOpenAI(sandbox.url, { chat_latency_ms: 0 });

    worker = await startWorker({ databaseUrl: process.env.DATABASE_URL ?? "", log, env: modelEnv() });
    const row = await until(async () => {
      const [current] = await db.select().from(meetingSummaries).where(eq(meetingSummaries.id, summary.id));
      return current?.status === "pending" ? undefined : current;
    }, "the summary written by the second worker", RECOVERY);
    expect(Date.now() - killedAt).toBeLessThan(90_000);
    // One run by the killed worker, one by the next: the version is written once, by the retry.
    expect(row).toMatchObject({ status: "ready", attempts: 2 });
    expect(await db.select().from(meetingSummaries).where(eq(meetingSummaries.meetingId, meeting.id))).toHaveLength(1);
  });

  it("bots.after-meeting, which requests the summary, carries a heartbeat too", async () => {
    const user = await createTestUser(db);
    const meeting = await createTestMeeting(db, user.id, { status: "completed" });
    const sessionId = crypto.randomUUID();
    await jobs.prepare([afterMeetingQueue]);
    // Not due for an hour, so that no worker takes it while its row is read.
    const id = await jobs.send(afterMeetingQueue, { sessionId, userId: user.id, meetingId: meeting.id }, { startAfter: 3600 });
    const [job] = await db.execute<{ heartbeat_seconds: number | null }>(sql`select heartbeat_seconds from pgboss.job where id = ${id}`);
    expect(job?.heartbeat_seconds).toBe(10);
    await db.execute(sql`delete from pgboss.job where id = ${id}`);
  });
});

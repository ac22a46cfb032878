import { eq } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "@understudy/services";
import { MAX_RECOVERED_ATTEMPTS, recoverPendingSummaries, requestSummary, SUMMARY_GENERATE_QUEUE } from "@understudy/services/summaries";
import { summaryGenerateJob, summaryRecoverJob } from "@understudy/services/job-list";
import { bossJobQueue, registerJob } from "@understudy/services/jobs";
import type { AppDeps } from "@understudy/services/deps";
import { meetingSummaries, transcriptSegments } from "@understudy/db/schema";
import { connectTestDb, createTestMeeting, createTestUser } from "@understudy/db/test";
import { until } from "../test/until";
import { recordingJobQueue, testDeps } from "@understudy/services/testing/deps";

/** A job queue that cannot be reached. */
function unreachableQueue() {
  const queue = recordingJobQueue();
  queue.failWith(new Error("queue unreachable"));
  return queue;
}

const { db, close } = connectTestDb();
const log = pino({ level: "silent" });
let boss: PgBoss;
const MINUTE = 60_000;
/**
 * This file's versions are asked for in January 2000 and recovery runs at 01:00 that day, so it only ever
 * sees them: never pending versions other test files (sharing the database) are still working on.
 */
const PAST = new Date("2000-01-01T00:00:00Z").getTime();
const clock = fixedClock(new Date(PAST + 60 * MINUTE));
let deps: AppDeps;
const system = () => ({ db, clock, log, actor: { type: "system" as const }, deps });
const SUMMARY_RECOVER_QUEUE = summaryRecoverJob.queue.name;

beforeAll(async () => {
  boss = new PgBoss({ connectionString: process.env.DATABASE_URL, max: 2 });
  await boss.start();
  deps = testDeps(db, { clock, jobs: bossJobQueue(boss) });
  await registerJob(boss, summaryRecoverJob, { deps, log });
  // Recovery sends to summary.generate: create that queue here rather than rely on another file having done it.
  await boss.createQueue(summaryGenerateJob.queue.name, summaryGenerateJob.queue.policy);
});
afterAll(async () => {
  await boss.stop({ graceful: false, timeout: 2000 });
  await close();
});

async function meetingWithSpeech() {
  const user = await createTestUser(db);
  const meeting = await createTestMeeting(db, user.id, { status: "completed" });
  await db.insert(transcriptSegments).values({ meetingId: meeting.id, userId: user.id, seq: 0, speaker: "Kai", content: "We moved the launch to the twelfth.", startSeconds: 3, endSeconds: 6 });
  return { userId: user.id, meetingId: meeting.id };
}

/** A pending version asked for at `minute` past PAST, whose job was never sent. */
async function pending(minute: number, attempts = 0) {
  const { userId, meetingId } = await meetingWithSpeech();
  const [row] = await db
    .insert(meetingSummaries)
    .values({ meetingId, userId, version: 1, status: "pending", model: "fake-model", promptVersion: "summary-v1", transcriptHash: "h", attempts, createdAt: new Date(PAST + minute * MINUTE) })
    .returning();
  if (!row) throw new Error("no row");
  return row.id;
}

const jobsFor = (summaryId: string) => boss.findJobs(SUMMARY_GENERATE_QUEUE, { key: summaryId });
const recover = () => recoverPendingSummaries({ ctx: system() });

describe("summary.recover", () => {
  it("re-queues a stale pending version once, leaves fresh ones, and a second run sends nothing more", async () => {
    const stale = await pending(10);
    const fresh = await pending(55);
    const first = await recover();
    expect(first.requeued).toContain(stale);
    expect(first.requeued).not.toContain(fresh);
    expect(await jobsFor(stale)).toEqual([expect.objectContaining({ data: { summaryId: stale } })]);
    expect(await jobsFor(fresh)).toEqual([]);

    const second = await recover();
    expect(second.requeued).not.toContain(stale);
    expect(await jobsFor(stale)).toHaveLength(1);
  });

  it("re-queues again when the earlier job is gone for good (failed in pg-boss), and gives up after too many runs", async () => {
    const lost = await pending(5, 2);
    // Not due for an hour, so no summary worker elsewhere takes it before it is failed here.
    await boss.send(SUMMARY_GENERATE_QUEUE, { summaryId: lost }, { singletonKey: lost, retryLimit: 0, startAfter: 3600 });
    const [job] = await jobsFor(lost);
    await boss.fail(SUMMARY_GENERATE_QUEUE, job?.id ?? "");
    expect((await jobsFor(lost)).map((j) => j.state)).toEqual(["failed"]);
    expect((await recover()).requeued).toContain(lost);
    const states = (await jobsFor(lost)).map((j) => j.state);
    expect(states).toHaveLength(2);
    expect(states).toContain("failed");

    const hopeless = await pending(5, MAX_RECOVERED_ATTEMPTS);
    expect((await recover()).failed).toContain(hopeless);
    const [row] = await db.select().from(meetingSummaries).where(eq(meetingSummaries.id, hopeless));
    expect(row).toMatchObject({ status: "failed", error: "Summary generation did not finish. Try Regenerate." });
    expect(row?.completedAt).toBeInstanceOf(Date);
    expect(await jobsFor(hopeless)).toEqual([]);
  });

  it("a summary whose job could not be sent stays pending without failing the request, and is recovered", async () => {
    const unreachable = { ...system(), clock: fixedClock(new Date(PAST + 20 * MINUTE)), deps: testDeps(db, { jobs: unreachableQueue() }) };
    const { userId, meetingId } = await meetingWithSpeech();
    const { summary, created } = await requestSummary(unreachable, { userId, meetingId, model: "fake-model", force: false });
    expect({ created, status: summary.status }).toEqual({ created: true, status: "pending" });
    expect(await jobsFor(summary.id)).toEqual([]);
    expect((await recover()).requeued).toContain(summary.id);
    expect(await jobsFor(summary.id)).toHaveLength(1);
  });

  it("is scheduled every five minutes, and a run of the job queues the lost version", async () => {
    expect((await boss.getSchedules()).find((s) => s.name === SUMMARY_RECOVER_QUEUE)).toMatchObject({ cron: "*/5 * * * *" });
    const lost = await pending(30);
    await boss.send(SUMMARY_RECOVER_QUEUE, {});
    const [job] = await until(async () => {
      const jobs = await jobsFor(lost);
      return jobs.length ? jobs : undefined;
    }, "the recovered summary job");
    expect(job?.data).toEqual({ summaryId: lost });
  });
});

import { eq } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "@understudy/services/context";
import type { AppDeps } from "@understudy/services/deps";
import { summaryGenerateJob } from "@understudy/services/job-list";
import { bossJobQueue, type JobQueue, registerJob } from "@understudy/services/jobs";
import { testDeps } from "@understudy/services/testing/deps";
import { requestSummary } from "@understudy/services/summaries";
import { meetingSummaries, transcriptSegments } from "@understudy/db/schema";
import { connectTestDb, createTestMeeting, createTestUser } from "@understudy/db/test";
import { AiError, FakeLanguageModel } from "@understudy/integrations/ai";

const { db, close } = connectTestDb();
const log = pino({ level: "silent" });
let boss: PgBoss;
let deps: AppDeps;
let failuresLeft = 0;
const model = new FakeLanguageModel(() => {
  if (failuresLeft > 0) {
    failuresLeft--;
    throw new AiError("rate_limited", "429 Rate limit reached");
  }
  return { gist: "Launch moved.", overview: "The team moved the launch.", key_points: [{ point: "Launch moved", timestamp: 3 }], action_items: [], decisions: [] };
});

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is set by the global setup");
  boss = new PgBoss({ connectionString: url, max: 2 });
  await boss.start();
  // Short retry delay so the retry path runs within the test.
  const queue = bossJobQueue(boss);
  const fastRetries: JobQueue = { ...queue, send: (q, data, options) => queue.send(q, data, { ...options, retryDelay: 1, retryBackoff: false }) };
  deps = testDeps(db, { model, jobs: fastRetries });
  await registerJob(boss, summaryGenerateJob, { deps, log }, { pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await boss.stop({ graceful: false, timeout: 2000 });
  await close();
});

async function pendingSummary() {
  const user = await createTestUser(db);
  const meeting = await createTestMeeting(db, user.id, { status: "completed" });
  await db.insert(transcriptSegments).values({ meetingId: meeting.id, userId: user.id, seq: 0, speaker: "Kai", content: "We moved the launch to the twelfth.", startSeconds: 3, endSeconds: 6 });
  const { summary } = await requestSummary(systemContext(deps, log), { userId: user.id, meetingId: meeting.id, model: model.model, force: false });
  return summary.id;
}

async function settled(id: string) {
  for (let i = 0; i < 120; i++) {
    const [row] = await db.select().from(meetingSummaries).where(eq(meetingSummaries.id, id));
    if (row && row.status !== "pending") return row;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("summary stayed pending");
}

describe("summary.generate queue", () => {
  it("works a queued summary to ready", async () => {
    const row = await settled(await pendingSummary());
    expect(row).toMatchObject({ status: "ready", attempts: 1, modelCalls: 1, content: expect.objectContaining({ gist: "Launch moved." }) });
  });

  it("a transient model failure is retried by pg-boss and then succeeds", async () => {
    failuresLeft = 1;
    const row = await settled(await pendingSummary());
    expect(row).toMatchObject({ status: "ready", attempts: 2 });
  });
});

import { eq, sql } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transcriptChunks, transcriptSegments } from "@understudy/db/schema";
import { connectTestDb, createTestMeeting, createTestUser } from "@understudy/db/test";
import { AiError, type LanguageModel } from "@understudy/integrations/ai";
import { systemContext } from "@understudy/services/context";
import type { AppDeps } from "@understudy/services/deps";
import { searchEmbedJob, searchEmbedSweepJob } from "@understudy/services/job-list";
import { bossJobQueue, registerJob } from "@understudy/services/jobs";
import { sweepEmbeddings } from "@understudy/services/search";
import { testDeps } from "@understudy/services/testing/deps";

const { db, close } = connectTestDb();
const log = pino({ level: "silent" });
let boss: PgBoss;
let deps: AppDeps;
const SEARCH_EMBED_QUEUE = searchEmbedJob.queue.name;
let failuresLeft = 0;
const embedded: string[][] = [];

/** A 256-dimension embedder that can be told to answer 429 first. */
const embedder: LanguageModel = {
  model: "fake-chat",
  embeddingModel: "text-embedding-3-small",
  completeStructured: () => Promise.reject(new Error("not used")),
  embed: (texts) => {
    if (failuresLeft > 0) {
      failuresLeft--;
      return Promise.reject(new AiError("rate_limited", "429 Rate limit reached", { status: 429 }));
    }
    embedded.push(texts);
    return Promise.resolve(texts.map((_, i) => Array.from({ length: 256 }, (__, d) => (d === i % 256 ? 1 : 0))));
  },
};

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is set by the global setup");
  boss = new PgBoss({ connectionString: url, max: 2 });
  await boss.start();
  deps = testDeps(db, { model: embedder, jobs: bossJobQueue(boss) });
  await registerJob(boss, searchEmbedJob, { deps, log }, { pollingIntervalSeconds: 0.5 });
  // No periodic or start-up sweep during the test: the sweep is called directly.
  await registerJob(boss, searchEmbedSweepJob, { deps, log }, { cron: null, runOnStart: false, pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await boss.stop({ graceful: false, timeout: 2000 });
  await close();
});

async function meetingWithTranscript() {
  const user = await createTestUser(db);
  const meeting = await createTestMeeting(db, user.id, { status: "completed" });
  await db.insert(transcriptSegments).values({ meetingId: meeting.id, userId: user.id, seq: 0, speaker: "Kai", content: "We moved the launch to the twelfth.", startSeconds: 3, endSeconds: 6 });
  return meeting.id;
}

async function chunksOf(meetingId: string) {
  for (let i = 0; i < 120; i++) {
    const rows = await db.select().from(transcriptChunks).where(eq(transcriptChunks.meetingId, meetingId));
    if (rows.length) return rows;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("no chunks were written");
}

describe("search.embed queue", () => {
  it("embeds a queued meeting's transcript, retrying a 429 with backoff", async () => {
    const meetingId = await meetingWithTranscript();
    failuresLeft = 1;
    await boss.send(SEARCH_EMBED_QUEUE, { meetingId }, { retryLimit: 3, retryDelay: 1 });
    const [chunk] = await chunksOf(meetingId);
    expect(chunk).toMatchObject({ text: "Kai: We moved the launch to the twelfth.", dimensions: 256, model: "text-embedding-3-small" });
    expect(failuresLeft).toBe(0);
  });

  it("the sweep queues stale meetings only where pgvector is installed", async () => {
    const meetingId = await meetingWithTranscript();
    const vector = (await db.execute<{ ok: boolean }>(sql`select exists (select 1 from pg_extension where extname = 'vector') as ok`))[0]?.ok === true;
    const queued = await sweepEmbeddings(systemContext(deps, log));
    if (vector) {
      expect(queued).toBeGreaterThan(0);
      expect((await chunksOf(meetingId))[0]?.text).toBe("Kai: We moved the launch to the twelfth.");
    } else {
      expect(queued).toBe(0);
      expect(await db.select().from(transcriptChunks).where(eq(transcriptChunks.meetingId, meetingId))).toEqual([]);
    }
  });
});

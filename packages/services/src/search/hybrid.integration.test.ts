import { eq, sql } from "drizzle-orm";
import { meetings, transcriptChunks } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import type { LanguageModel } from "@understudy/integrations/ai";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../clock";
import { silentLogger } from "../logger";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { must } from "../../testing/must";
import { insertTranscript, type Turn } from "../../testing/transcripts";
import { retrievePassages, searchMeetings, SearchInput } from ".";
import { embedMeetingTranscript } from "./embed";
import { findMeetingsToEmbed } from "./embed-queue";
import { createAppDeps, type AppDeps } from "../deps";
import { recordingJobQueue, testDeps } from "../../testing/deps";

/*
 * Semantic recall and its fusion with full text, against the sandbox's deterministic embeddings. PGlite has
 * pgvector (hybrid path); Debian's PostgreSQL 15 has not (full-text path): each run asserts which one it is on.
 */

const { db, close } = connectTestDb();
let sandbox: RunningSandbox;
let embedder: LanguageModel;
let vector: boolean;
let deps: AppDeps;
const system = { db, clock: systemClock, log: silentLogger, actor: { type: "system" as const }, deps: testDeps(db) };
const ids: Record<string, string> = {};
let ada: ReturnType<typeof makeUserCtx>;
let bob: ReturnType<typeof makeUserCtx>;

const arm = (faults: Record<string, number>) =>
  fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ openai_embeddings: faults }), headers: { "content-type": "application/json" } });
const search = (ctx: typeof ada, input: Partial<SearchInput> & { q: string }) => searchMeetings({ ctx, input: SearchInput.parse(input) });

const INFRA: Turn[] = [
  { speaker: "Priya Nair", text: "The cluster migration timeline slipped by two weeks because the storage drivers were late.", at: 30 },
  { speaker: "Tom Okafor", text: "We can still cut over before the freeze if staging passes.", at: 52 },
];
const ROADMAP: Turn[] = [
  { speaker: "Ada Lovelace", text: "Kubernetes is on the roadmap for next year, nothing this quarter.", at: 10 },
  { speaker: "Linus Park", text: "Design wants the onboarding redesign first.", at: 40 },
];
const BUDGET: Turn[] = [
  { speaker: "Grace Hopper", text: "We decided to cut the travel budget in half for the rest of the quarter.", at: 95 },
  { speaker: "Ada Lovelace", text: "Hiring stays frozen until the October board meeting.", at: 130 },
];
const SECRET: Turn[] = [{ speaker: "Bob Stone", text: "The cluster migration timeline for the secret acquisition is forty days.", at: 5 }];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  deps = createAppDeps({
    db,
    jobs: recordingJobQueue(),
    env: { ...process.env, OPENAI_API_KEY: "sk-sandbox-test", OPENAI_BASE_URL: `${sandbox.url}/v1`, OPENAI_MAX_RETRIES: "0", OPENAI_EMBEDDING_DIMENSIONS: "256" },
  });
  embedder = must(deps.model);
  vector = (await db.execute<{ ok: boolean }>(sql`select exists (select 1 from pg_extension where extname = 'vector') as ok`))[0]?.ok === true;

  const a = await createTestUser(db, { name: "Ada" });
  const b = await createTestUser(db, { name: "Bob" });
  ada = makeUserCtx(db, a.id, { deps });
  bob = makeUserCtx(db, b.id, { deps });
  const make = async (userId: string, title: string, turns: Turn[], scheduledAt: string) => {
    const m = await createTestMeeting(db, userId, { title, scheduledAt: new Date(scheduledAt), status: "completed" });
    await insertTranscript(db, m.id, userId, turns);
    return m.id;
  };
  ids.infra = await make(a.id, "Platform weekly", INFRA, "2026-09-01T10:00:00Z");
  ids.roadmap = await make(a.id, "Roadmap", ROADMAP, "2026-09-08T10:00:00Z");
  ids.budget = await make(a.id, "Q3 budget review", BUDGET, "2026-09-15T10:00:00Z");
  ids.secret = await make(b.id, "Bob's deal room", SECRET, "2026-09-02T10:00:00Z");
  for (const meetingId of [ids.infra, ids.roadmap, ids.budget, ids.secret]) {
    expect((await embedMeetingTranscript({ ctx: system, embedder, meetingId: must(meetingId) })).outcome).toBe("embedded");
  }
});
afterEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});
afterAll(async () => {
  await sandbox.close();
  await close();
});

describe("the database's vector capability", () => {
  it("is pgvector on PGlite and absent on Debian's PostgreSQL, with the HNSW index only where it exists", async () => {
    expect(vector).toBe(process.env.TEST_DB_KIND === "pglite");
    const indexes = await db.execute<{ indexname: string }>(sql`select indexname from pg_indexes where tablename = 'transcript_chunks'`);
    expect(indexes.map((i) => i.indexname).includes("transcript_chunks_embedding_idx")).toBe(vector);
  });
});

describe("search.embed (embedMeetingTranscript)", () => {
  it("stores chunks of turns with their vectors, model, size and transcript hash, on every database", async () => {
    const chunks = await db.select().from(transcriptChunks).where(eq(transcriptChunks.meetingId, must(ids.infra)));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatchObject({
      seq: 0,
      firstSegmentSeq: 0,
      lastSegmentSeq: 1,
      startSeconds: 30,
      model: "text-embedding-3-small",
      dimensions: 256,
      text: `Priya Nair: ${INFRA[0]?.text}\nTom Okafor: ${INFRA[1]?.text}`,
    });
    expect(chunks[0]?.embedding).toHaveLength(256);
  });

  it("is idempotent per transcript: no model call when nothing changed, a rebuild when a turn is added", async () => {
    const again = await embedMeetingTranscript({ ctx: system, embedder, meetingId: must(ids.roadmap) });
    expect(again).toEqual({ outcome: "unchanged", chunks: 1, calls: 0 });
    const m = await createTestMeeting(db, ada.actor.userId, { title: "Growing" });
    await insertTranscript(db, m.id, ada.actor.userId, [{ speaker: "Ada", text: "First words.", at: 0 }]);
    expect((await embedMeetingTranscript({ ctx: system, embedder, meetingId: m.id })).outcome).toBe("embedded");
    await db.execute(sql`insert into transcript_segments (meeting_id, user_id, seq, speaker, content, start_seconds, end_seconds) values (${m.id}, ${ada.actor.userId}, 1, 'Bob', 'Second words.', 5, 6)`);
    expect(await embedMeetingTranscript({ ctx: system, embedder, meetingId: m.id })).toEqual({ outcome: "embedded", chunks: 1, calls: 1 });
    const [chunk] = await db.select().from(transcriptChunks).where(eq(transcriptChunks.meetingId, m.id));
    expect(chunk?.text).toBe("Ada: First words.\nBob: Second words.");
  });

  it("asks to be retried on 429 and 5xx, gives up on a refused request, and leaves the stored chunks alone", async () => {
    const m = await createTestMeeting(db, ada.actor.userId, { title: "Flaky" });
    await insertTranscript(db, m.id, ada.actor.userId, [{ speaker: "Ada", text: "Words to embed.", at: 0 }]);
    await arm({ rate_limit: 1 });
    expect((await embedMeetingTranscript({ ctx: system, embedder, meetingId: m.id })).outcome).toBe("retry");
    await arm({ server_error: 1 });
    expect((await embedMeetingTranscript({ ctx: system, embedder, meetingId: m.id })).outcome).toBe("retry");
    expect(await db.select().from(transcriptChunks).where(eq(transcriptChunks.meetingId, m.id))).toEqual([]);
    // An unknown model is a 400: retrying cannot help.
    const unknownModel = createAppDeps({ db, jobs: recordingJobQueue(), env: { OPENAI_API_KEY: "sk-sandbox-test", OPENAI_BASE_URL: `${sandbox.url}/v1`, OPENAI_MAX_RETRIES: "0", OPENAI_EMBEDDING_MODEL: "no-such-model" } });
    expect((await embedMeetingTranscript({ ctx: system, embedder: must(unknownModel.model), meetingId: m.id })).outcome).toBe("failed");
    expect((await embedMeetingTranscript({ ctx: system, embedder, meetingId: m.id })).outcome).toBe("embedded");
    expect(await embedMeetingTranscript({ ctx: system, embedder, meetingId: "00000000-0000-4000-8000-000000000000" })).toMatchObject({ outcome: "missing" });
  });

  it("the sweep finds meetings with words but no current chunks, and forgets them once embedded", async () => {
    const m = await createTestMeeting(db, ada.actor.userId, { title: "Swept" });
    await insertTranscript(db, m.id, ada.actor.userId, [{ speaker: "Ada", text: "Sweep me.", at: 0 }]);
    const silent = await createTestMeeting(db, ada.actor.userId, { title: "Silent" });
    await insertTranscript(db, silent.id, ada.actor.userId, [{ speaker: "Ada", text: "…", at: 0 }]);
    const due = () => findMeetingsToEmbed(db, embedder, deps.config.search.embeddingDimensions, 100_000);
    expect(await due()).toContain(m.id);
    expect(await due()).not.toContain(silent.id);
    await embedMeetingTranscript({ ctx: system, embedder, meetingId: m.id });
    expect(await due()).not.toContain(m.id);
    // The meeting changed after its chunks were made (the bot finished, say): checked again, without a model call.
    await db.update(meetings).set({ updatedAt: new Date(Date.now() + 60_000) }).where(eq(meetings.id, m.id));
    expect(await due()).toContain(m.id);
    await db.update(transcriptChunks).set({ createdAt: new Date(Date.now() + 120_000) }).where(eq(transcriptChunks.meetingId, m.id));
    expect(await due()).not.toContain(m.id);
  });
});

describe("hybrid ranking", () => {
  it("finds by meaning what full text misses, on the database that can (mode says which path ran)", async () => {
    const q = "kubernetes cluster migration timeline";
    const { mode, results } = await search(ada, { q });
    expect(mode).toBe(vector ? "hybrid" : "text");
    // Any word counts: no meeting says all four, the platform meeting says three of them and ranks first.
    const textOnly = await search(ada, { q: "cluster migration timeline" });
    expect(textOnly.results.map((r) => r.meeting_id)).toEqual([ids.infra]);
    expect(results[0]?.meeting_id).toBe(ids.infra);
    if (vector) {
      const infra = must(results.find((r) => r.meeting_id === ids.infra));
      expect(infra.matched_by).toEqual(["text", "semantic"]);
      expect(infra.matches[0]).toMatchObject({ source: "transcript", speaker: "Priya Nair", start_seconds: 30, href: `/meetings/${ids.infra}#t=30` });
      expect(infra.matches[0]?.snippet.filter((p) => p.highlight).map((p) => p.text.toLowerCase())).toEqual(expect.arrayContaining(["cluster", "migration", "timeline"]));
    } else {
      expect(results.map((r) => r.meeting_id)).toEqual([ids.infra, ids.roadmap]);
    }
    expect(results.map((r) => r.meeting_id)).not.toContain(ids.secret);
  });

  it("cites a passage at its turn that shares most words with the query", async () => {
    const { results } = await search(ada, { q: "kubernetes staging freeze cut over" });
    const infra = must(results.find((r) => r.meeting_id === ids.infra));
    expect(infra.matches[0]).toMatchObject({ speaker: "Tom Okafor", start_seconds: 52, href: `/meetings/${ids.infra}#t=52` });
    const [passage] = await retrievePassages({ ctx: ada, query: "kubernetes staging freeze cut over", filters: { meetingIds: [must(ids.infra)] } });
    expect(passage).toMatchObject({ speaker: "Tom Okafor", startSeconds: 52 });
  });

  it("keeps exact matches on top and marks results found both ways", async () => {
    const { mode, results } = await search(ada, { q: "travel budget" });
    expect(results[0]?.meeting_id).toBe(ids.budget);
    expect(results[0]?.matched_by).toEqual(vector ? ["text", "semantic"] : ["text"]);
    expect(mode).toBe(vector ? "hybrid" : "text");
    expect(results[0]?.matches[0]).toMatchObject({ source: "transcript", speaker: "Grace Hopper", start_seconds: 95 });
  });

  it("falls back to full text when semantic search is switched off or the model is down", async () => {
    const textOnly = makeUserCtx(db, ada.actor.userId, { deps: { ...deps, config: { ...deps.config, search: { ...deps.config.search, semantic: false } } } });
    expect((await search(textOnly, { q: "kubernetes cluster migration timeline" })).mode).toBe("text");
    await arm({ server_error: 1 });
    const down = await search(ada, { q: "travel budget" });
    expect(down.mode).toBe("text");
    expect(down.results.map((r) => r.meeting_id)).toEqual([ids.budget]);
  });

  it("retrievePassages fuses both rankings for Ask and cites the turn", async () => {
    const passages = await retrievePassages({ ctx: ada, query: "What is the timeline of the kubernetes cluster migration?" });
    const infra = must(passages.find((p) => p.meetingId === ids.infra));
    expect(infra).toMatchObject({ speaker: "Priya Nair", startSeconds: 30, href: `/meetings/${ids.infra}#t=30` });
    if (vector) {
      expect(infra.matchedBy).toEqual(["text", "semantic"]);
      expect(infra.text).toBe(`Priya Nair: ${INFRA[0]?.text}\nTom Okafor: ${INFRA[1]?.text}`);
      expect(infra.similarity).toBeGreaterThan(0);
    } else {
      expect(infra.matchedBy).toEqual(["text"]);
      expect(infra.text).toBe(`Priya Nair: ${INFRA[0]?.text}\nTom Okafor: ${INFRA[1]?.text}`);
    }
  });

  it("never returns another user's chunks or turns, by meaning or by words", async () => {
    const q = "cluster migration timeline secret acquisition forty days";
    for (const ctx of [ada, bob]) {
      const owned = new Set((await db.select({ id: meetings.id }).from(meetings).where(eq(meetings.userId, ctx.actor.userId))).map((m) => m.id));
      const passages = await retrievePassages({ ctx, query: q, limit: 50 });
      expect(passages.length).toBeGreaterThan(0);
      for (const p of passages) expect(owned).toContain(p.meetingId);
      const { results } = await search(ctx, { q: "cluster migration timeline" });
      expect(results.length).toBeGreaterThan(0);
      for (const r of results) expect(owned).toContain(r.meeting_id);
    }
    expect(JSON.stringify(await retrievePassages({ ctx: ada, query: q, limit: 50 }))).not.toContain("forty");
  });
});

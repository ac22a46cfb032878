import { sql as dsql } from "@understudy/db";
import type { Database } from "@understudy/db";
import { meetings, transcriptSegments, users } from "@understudy/db/schema";
import { createLogger } from "@understudy/services";
import { embedMeetingTranscript, RANKING, retrievePassages, SearchInput, searchMeetings } from "@understudy/services/search";
import { benchDeps } from "../deps";
import { bm25Index, bm25Search, type Bm25Index } from "./bm25";
import { userCtx } from "./latency";
import type { QmsumMeeting } from "./qmsum";

/** A passage as a user sees it: a range of turns of one meeting (a single turn is first = last). */
export interface Seen {
  meeting: number;
  first: number;
  last: number;
}

export interface Scores {
  hit_at_1: number;
  hit_at_5: number;
  hit_at_10: number;
  mrr_at_10: number;
  mean_latency_ms: number;
  p95_latency_ms: number;
}

interface Query {
  query: string;
  meeting: number;
  spans: [number, number][];
}

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2026, 0, 1);
const dayOf = (i: number) => new Date(FIRST_DAY + i * DAY_MS).toISOString().slice(0, 10);

/** The rank (1-based) of the first passage overlapping an answer span in the question's meeting, or null. */
export function firstHit(seen: readonly Seen[], q: Query): number | null {
  const i = seen.slice(0, 10).findIndex((p) => p.meeting === q.meeting && q.spans.some(([a, b]) => p.first <= b && p.last >= a));
  return i < 0 ? null : i + 1;
}

export function score(ranks: (number | null)[], latencies: number[]): Scores {
  const n = ranks.length || 1;
  const at = (k: number) => round(ranks.filter((r) => r !== null && r <= k).length / n);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    hit_at_1: at(1),
    hit_at_5: at(5),
    hit_at_10: at(10),
    mrr_at_10: round(ranks.reduce<number>((s, r) => s + (r === null ? 0 : 1 / r), 0) / n),
    mean_latency_ms: round(latencies.reduce((a, b) => a + b, 0) / (latencies.length || 1)),
    p95_latency_ms: round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0),
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** One user owning the corpus's meetings, each on its own day (so a one-day window is one meeting), embedded. */
export async function importCorpus(db: Database, corpus: QmsumMeeting[]) {
  const userId = crypto.randomUUID();
  // Keeps captured content forever (a setting users can choose): the meetings are dated from 2026-01-01, and under the
  // default 90-day retention they fall out of search once the bench runs 90 days later (every row read 0).
  await db.insert(users).values({ id: userId, email: `bench-retrieval-${userId}@bench.understudy`, name: "QMSum", captureRetentionDays: null });
  const ids: string[] = [];
  for (const [i, m] of corpus.entries()) {
    const [row] = await db.insert(meetings).values({ userId, title: m.name, scheduledAt: new Date(FIRST_DAY + i * DAY_MS + 10 * 3_600_000), status: "completed" }).returning({ id: meetings.id });
    if (!row) throw new Error("no meeting");
    ids.push(row.id);
    let at = 0;
    const rows = m.turns.map((t, seq) => {
      const start = at;
      at += Math.max(1, Math.round((t.content.split(" ").length / 150) * 60));
      return { meetingId: row.id, userId, seq, speaker: t.speaker, content: t.content || "…", startSeconds: start, endSeconds: at };
    });
    for (let i = 0; i < rows.length; i += 1000) await db.insert(transcriptSegments).values(rows.slice(i, i + 1000));
  }
  const deps = benchDeps(db);
  const embedder = deps.model;
  let chunks = 0;
  const started = performance.now();
  if (embedder) {
    const ctx = { db, clock: { now: () => new Date() }, log: createLogger({ level: "silent" }), actor: { type: "system" as const }, deps };
    for (const meetingId of ids) chunks += (await embedMeetingTranscript({ ctx, embedder, meetingId })).chunks;
  }
  const seqOf = new Map<string, number>();
  for (const r of await db.execute<{ id: string; seq: number }>(dsql`select id, seq from transcript_segments where user_id = ${userId}`)) seqOf.set(r.id, Number(r.seq));
  return { userId, ids, seqOf, chunks, embedSeconds: round((performance.now() - started) / 1000) };
}

type Imported = Awaited<ReturnType<typeof importCorpus>>;

/** Search's passages in the order a user reads them: meeting by meeting, each meeting's matches in order. */
async function searchSeen(db: Database, im: Imported, q: Query, own: boolean, semantic: boolean): Promise<Seen[]> {
  const withMeeting = SearchInput.safeParse({ q: q.query, limit: 10, meeting_id: im.ids[q.meeting] });
  const input = own ? (withMeeting.success ? withMeeting.data : SearchInput.parse({ q: q.query, limit: 10, from: dayOf(q.meeting), to: dayOf(q.meeting) })) : SearchInput.parse({ q: q.query, limit: 10 });
  const { results } = await searchMeetings({ ctx: userCtx(db, im.userId, { semantic }), input });
  const index = new Map(im.ids.map((id, i) => [id, i]));
  return results.flatMap((r) =>
    r.matches.map((m) => {
      const range = m as { first_seq?: number | null; last_seq?: number | null };
      const seq = m.segment_id ? (im.seqOf.get(m.segment_id) ?? -1) : -1;
      return { meeting: index.get(r.meeting_id) ?? -1, first: range.first_seq ?? seq, last: range.last_seq ?? seq };
    }),
  );
}

async function askSeen(db: Database, im: Imported, q: Query, own: boolean, semantic: boolean): Promise<Seen[]> {
  const found = await retrievePassages({ ctx: userCtx(db, im.userId, { semantic }), query: q.query, limit: 10, filters: own ? { meetingIds: [im.ids[q.meeting] as string] } : {} });
  const index = new Map(im.ids.map((id, i) => [id, i]));
  return found.map((p) => {
    const range = p as { firstSeq?: number; lastSeq?: number };
    const seq = im.seqOf.get(p.segmentId) ?? -1;
    return { meeting: index.get(p.meetingId) ?? -1, first: range.firstSeq ?? seq, last: range.lastSeq ?? seq };
  });
}

async function run(queries: Query[], find: (q: Query) => Promise<Seen[]> | Seen[]): Promise<Scores> {
  const ranks: (number | null)[] = [];
  const latencies: number[] = [];
  for (const q of queries) {
    const started = performance.now();
    const seen = await find(q);
    latencies.push(performance.now() - started);
    ranks.push(firstHit(seen, q));
  }
  return score(ranks, latencies);
}

export const queriesOf = (corpus: QmsumMeeting[]): Query[] => corpus.flatMap((m, meeting) => m.queries.map((q) => ({ query: q.query, meeting, spans: q.spans })));

/**
 * hit@1/5/10, MRR@10 and latency per query for the BM25 baseline and the product's three retrieval paths (Search
 * across all meetings, Search within the question's meeting, Ask's passages), on one imported split.
 */
export async function measureRetrieval(db: Database, corpus: QmsumMeeting[], modes: readonly ("text" | "hybrid")[]) {
  const im = await importCorpus(db, corpus);
  const queries = queriesOf(corpus);
  const all = bm25Index(corpus);
  const perMeeting = new Map<number, Bm25Index>();
  const own = (i: number) => perMeeting.get(i) ?? perMeeting.set(i, bm25Index(corpus, i)).get(i)!;
  const allAtPassage = bm25Index(corpus, undefined, RANKING.window);
  const perMeetingAtPassage = new Map<number, Bm25Index>();
  const ownAtPassage = (i: number) =>
    perMeetingAtPassage.get(i) ?? perMeetingAtPassage.set(i, bm25Index(corpus, i, RANKING.window)).get(i)!;
  const rows: Record<string, Scores> = {
    "bm25/all_meetings": await run(queries, (q) => bm25Search(all, q.query, 10)),
    "bm25/own_meeting": await run(queries, (q) => bm25Search(own(q.meeting), q.query, 10)),
    [`bm25_${RANKING.window}_turns/all_meetings`]: await run(queries, (q) => bm25Search(allAtPassage, q.query, 10)),
    [`bm25_${RANKING.window}_turns/own_meeting`]: await run(queries, (q) => bm25Search(ownAtPassage(q.meeting), q.query, 10)),
  };
  for (const mode of modes) {
    const semantic = mode === "hybrid";
    rows[`${mode}/search/all_meetings`] = await run(queries, (q) => searchSeen(db, im, q, false, semantic));
    rows[`${mode}/search/own_meeting`] = await run(queries, (q) => searchSeen(db, im, q, true, semantic));
    rows[`${mode}/ask/all_meetings`] = await run(queries, (q) => askSeen(db, im, q, false, semantic));
    rows[`${mode}/ask/own_meeting`] = await run(queries, (q) => askSeen(db, im, q, true, semantic));
  }
  return { meetings: corpus.length, queries: queries.length, chunks: im.chunks, embed_seconds: im.embedSeconds, rows };
}

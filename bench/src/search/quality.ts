import { sql as dsql } from "@understudy/db";
import { embedMeetingTranscript, retrievePassages } from "@understudy/services/search";
import { createLogger } from "@understudy/services";
import type { Database } from "@understudy/db";
import { meetings, transcriptSegments, users } from "@understudy/db/schema";
import { userCtx } from "./latency";
import type { QmsumMeeting } from "./qmsum";
import { benchDeps } from "../deps";

export interface QualityResult {
  meetings: number;
  queries: number;
  chunks: number;
  embed_seconds: number;
  /** Per mode ("text": full text alone; "hybrid": fused with embeddings) and scope (all meetings, or the query's own). */
  results: Record<string, { hit_at_10: number; precision_at_10: number; mean_passages: number; mean_latency_ms: number }>;
}

/**
 * Retrieval quality on QMSum's specific queries: does retrievePassages (what Ask reads) cite a turn inside the
 * query's answer span? hit@10: share of queries with at least one of the top 10 cited turns inside a span;
 * precision@10: share of cited turns inside. Measured with full text alone and with embeddings fused in, over all of
 * one user's meetings (as Ask searches) and within the query's own meeting.
 */
export async function measureQuality(db: Database, corpus: QmsumMeeting[]): Promise<QualityResult> {
  const log = createLogger({ level: "silent" });
  const userId = crypto.randomUUID();
  await db.insert(users).values({ id: userId, email: `bench-quality-${userId}@bench.understudy`, name: "QMSum" });
  const ids: string[] = [];
  for (const m of corpus) {
    const [row] = await db.insert(meetings).values({ userId, title: m.name, scheduledAt: new Date(), status: "completed" }).returning({ id: meetings.id });
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
  if (!embedder) throw new Error("no embedding model configured");
  const embedStarted = performance.now();
  let chunks = 0;
  for (const meetingId of ids) {
    const r = await embedMeetingTranscript({ ctx: { db, clock: { now: () => new Date() }, log, actor: { type: "system" }, deps }, embedder, meetingId });
    chunks += r.chunks;
  }
  const embedSeconds = (performance.now() - embedStarted) / 1000;

  const seqOf = new Map<string, { meetingId: string; seq: number }>();
  for (const r of await db.execute<{ id: string; meeting_id: string; seq: number }>(dsql`select id, meeting_id, seq from transcript_segments where user_id = ${userId}`)) {
    seqOf.set(r.id, { meetingId: r.meeting_id, seq: r.seq });
  }

  const ctx = userCtx(db, userId);
  const results: QualityResult["results"] = {};
  const queries = corpus.flatMap((m, i) => m.queries.map((q) => ({ ...q, meetingId: ids[i] as string })));
  for (const mode of ["text", "hybrid"] as const) {
    process.env.SEARCH_SEMANTIC = mode === "text" ? "off" : "auto";
    for (const scope of ["all_meetings", "own_meeting"] as const) {
      let hits = 0;
      let precision = 0;
      let passages = 0;
      let elapsed = 0;
      for (const q of queries) {
        const started = performance.now();
        const found = await retrievePassages({ ctx, query: q.query, limit: 10, filters: scope === "own_meeting" ? { meetingIds: [q.meetingId] } : {} });
        elapsed += performance.now() - started;
        const inside = found.filter((p) => {
          const turn = seqOf.get(p.segmentId);
          return turn?.meetingId === q.meetingId && q.spans.some(([a, b]) => turn.seq >= a && turn.seq <= b);
        }).length;
        if (inside > 0) hits++;
        precision += found.length ? inside / 10 : 0;
        passages += found.length;
      }
      const n = queries.length || 1;
      results[`${mode}/${scope}`] = {
        hit_at_10: round(hits / n),
        precision_at_10: round(precision / n),
        mean_passages: round(passages / n),
        mean_latency_ms: round(elapsed / n),
      };
    }
  }
  delete process.env.SEARCH_SEMANTIC;
  return { meetings: corpus.length, queries: queries.length, chunks, embed_seconds: round(embedSeconds), results };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

import { sql } from "drizzle-orm";
import type { UserContext } from "../context";
import { captureCutoff } from "../privacy/policy";
import { searchEnv } from "./env";
import { capturedWithin, meetingFilterSql, type SearchFilters } from "./filters";
import { transcriptHref } from "./links";
import { bestTurns } from "./matches";
import { reciprocalRankFusion } from "./rrf";
import { uuidArray } from "./sql-arrays";
import { embedQuery, nearestChunks, type SemanticQuery } from "./semantic";
import { anyWordQuery } from "./tsquery";

/** A piece of one of the user's meetings that answers a query, with what a citation needs. */
export interface Passage {
  meetingId: string;
  meetingTitle: string;
  /** ISO timestamp of the meeting. */
  scheduledAt: string;
  /** The transcript turn to cite and link to. */
  segmentId: string;
  speaker: string;
  startSeconds: number;
  /** The words to read: the turn itself, or (where semantic search runs) the few turns around it, one "Speaker: words" line each. */
  text: string;
  /** Higher is better; comparable only within one call. */
  score: number;
  /** Which rankings found it: full text, embeddings, or both (always set by retrievePassages). */
  matchedBy?: ("text" | "semantic")[];
  /** Cosine similarity of the query and the passage's chunk, where semantic search ran and found it. */
  similarity?: number | null;
  /** `/meetings/{id}#t=<floor seconds>`: where the transcript viewer opens at this turn. */
  href: string;
}

export interface RetrieveArgs {
  ctx: UserContext;
  /** Free text, a question or keywords: any word counts, passages with more (and rarer) words rank higher. */
  query: string;
  limit?: number;
  filters?: SearchFilters;
}

export const DEFAULT_PASSAGES = 8;
export const MAX_PASSAGES = 50;
/** Each ranking contributes this many candidates to the fusion. */
const CANDIDATES = 50;

interface TextHit extends Record<string, unknown> {
  segment_id: string;
  meeting_id: string;
  speaker: string;
  start_seconds: number;
  content: string;
  chunk_id: string | null;
  chunk_text: string | null;
}

/** The turn a passage is cited at. */
interface Cite {
  meetingId: string;
  segmentId: string;
  speaker: string;
  startSeconds: number;
}


/** Turns matching any of the query's words, best first; where chunks exist, each with the chunk it belongs to. */
async function textHits(ctx: UserContext, q: string, filters: SearchFilters, semantic: SemanticQuery | null, cutoff: Date | null): Promise<TextHit[]> {
  const userId = ctx.actor.userId;
  const chunk = semantic
    ? sql`left join lateral (
        select c.id, c.text from transcript_chunks c
        where c.meeting_id = s.meeting_id and c.user_id = ${userId} and c.model = ${semantic.model} and c.dimensions = ${semantic.dimensions}
          and s.seq between c.first_segment_seq and c.last_segment_seq
        order by c.seq limit 1
      ) c on true`
    : sql`left join lateral (select null::uuid as id, null::text as text) c on true`;
  return ctx.db.execute<TextHit>(sql`
    with q as (select ${anyWordQuery(q)} as query)
    select s.id as segment_id, s.meeting_id, s.speaker, s.start_seconds, s.content, c.id as chunk_id, c.text as chunk_text
    from transcript_segments s
    cross join q
    join meetings m on m.id = s.meeting_id and m.user_id = ${userId}
    ${chunk}
    where s.user_id = ${userId} and s.search_vector @@ q.query and ${meetingFilterSql(filters, userId)} and ${capturedWithin("s", cutoff)}
    order by ts_rank_cd(s.search_vector, q.query) desc, m.scheduled_at desc, s.seq
    limit ${CANDIDATES}
  `);
}

/**
 * The best passages across the actor's meetings for a question (what Ask answers from). Full text finds turns
 * sharing the question's words; where the database has pgvector and transcripts are embedded, the nearest chunks
 * by meaning are fused in by reciprocal rank fusion. Every list is scoped to the actor in its SQL: it never
 * returns another user's words.
 */
export async function retrievePassages({ ctx, query, limit = DEFAULT_PASSAGES, filters = {} }: RetrieveArgs): Promise<Passage[]> {
  const q = query.replaceAll("\u0000", "").trim();
  const size = Math.min(Math.max(1, Math.floor(limit)), MAX_PASSAGES);
  if (!q) return [];
  const userId = ctx.actor.userId;
  const semantic = await embedQuery(ctx, q);
  // Ask never answers from content past the owner's retention, even before the daily job deletes it.
  const cutoff = await captureCutoff(ctx.db, userId, ctx.clock.now());
  const [text, nearest] = await Promise.all([
    textHits(ctx, q, filters, semantic, cutoff),
    semantic ? nearestChunks(ctx.db, { userId, query: semantic, filters, limit: CANDIDATES, cutoff }) : Promise.resolve([]),
  ]);
  // Nearest neighbours always exist; only those close enough in meaning are passages.
  const near = nearest.filter((c) => c.similarity >= searchEnv().SEARCH_MIN_SIMILARITY);

  const keyOfText = (h: TextHit) => h.chunk_id ?? `segment:${h.segment_id}`;
  const fused = reciprocalRankFusion([text.map(keyOfText), near.map((c) => c.chunk_id)]).slice(0, size);
  const textByKey = new Map<string, TextHit>();
  for (const h of text) if (!textByKey.has(keyOfText(h))) textByKey.set(keyOfText(h), h);
  const nearByKey = new Map(near.map((c) => [c.chunk_id, c]));

  // Text hits are cited at the turn that matched; chunks found by meaning alone at their turn nearest the words.
  const cites = new Map<string, Cite>();
  for (const [key, h] of textByKey) cites.set(key, { meetingId: h.meeting_id, segmentId: h.segment_id, speaker: h.speaker, startSeconds: Number(h.start_seconds) });
  const uncited = fused.flatMap((f) => (cites.has(f.key) ? [] : [nearByKey.get(f.key)].filter((c) => c !== undefined)));
  for (const t of await bestTurns(
    ctx,
    q,
    uncited.map((c) => ({ key: c.chunk_id, meetingId: c.meeting_id, firstSeq: c.first_segment_seq, lastSeq: c.last_segment_seq })),
  )) {
    cites.set(t.key, { meetingId: t.meeting_id, segmentId: t.id, speaker: t.speaker, startSeconds: Number(t.start_seconds) });
  }
  const meetingIds = [...new Set([...cites.values()].map((c) => c.meetingId))];
  const meetings = meetingIds.length
    ? await ctx.db.execute<{ id: string; title: string; scheduled_at: Date | string }>(sql`
        select m.id, m.title, m.scheduled_at from meetings m
        where m.user_id = ${userId} and m.id = any(${uuidArray(meetingIds)})
      `)
    : [];
  const meetingOf = new Map(meetings.map((m) => [m.id, m]));

  return fused.flatMap((f): Passage[] => {
    const cite = cites.get(f.key);
    const meeting = cite && meetingOf.get(cite.meetingId);
    if (!cite || !meeting) return [];
    const hit = textByKey.get(f.key);
    const chunk = nearByKey.get(f.key);
    return [
      {
        ...cite,
        meetingTitle: meeting.title,
        scheduledAt: new Date(meeting.scheduled_at).toISOString(),
        text: chunk?.text ?? hit?.chunk_text ?? hit?.content ?? "",
        score: f.score,
        matchedBy: [...(f.ranks[0] ? (["text"] as const) : []), ...(f.ranks[1] ? (["semantic"] as const) : [])],
        similarity: chunk ? chunk.similarity : null,
        href: transcriptHref(cite.meetingId, cite.startSeconds),
      },
    ];
  });
}

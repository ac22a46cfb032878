import { sql } from "drizzle-orm";
import type { UserContext } from "../../context";
import { meetingFilterSql, type SearchFilters } from "./filters";
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
  /** The words to read: the turn itself, or for a semantic hit the few turns around it, one "Speaker: words" line each. */
  text: string;
  /** Higher is better; comparable only within one call. */
  score: number;
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

export function transcriptHref(meetingId: string, seconds: number): string {
  return `/meetings/${meetingId}#t=${Math.max(0, Math.floor(seconds))}`;
}

interface PassageRow extends Record<string, unknown> {
  segment_id: string;
  meeting_id: string;
  title: string;
  scheduled_at: Date | string;
  speaker: string;
  start_seconds: number;
  content: string;
  score: number;
}

/**
 * The best passages across the actor's meetings for a question (what Ask answers from). Scoped to the actor in
 * the SQL of every list it reads; never returns another user's words.
 */
export async function retrievePassages({ ctx, query, limit = DEFAULT_PASSAGES, filters = {} }: RetrieveArgs): Promise<Passage[]> {
  const q = query.replaceAll("\u0000", "").trim();
  const size = Math.min(Math.max(1, Math.floor(limit)), MAX_PASSAGES);
  if (!q) return [];
  const userId = ctx.actor.userId;
  const rows = await ctx.db.execute<PassageRow>(sql`
    with q as (select ${anyWordQuery(q)} as query)
    select s.id as segment_id, s.meeting_id, m.title, m.scheduled_at, s.speaker, s.start_seconds, s.content,
      ts_rank_cd(s.search_vector, q.query)::float8 as score
    from transcript_segments s
    cross join q
    join meetings m on m.id = s.meeting_id and m.user_id = ${userId}
    where s.user_id = ${userId} and s.search_vector @@ q.query and ${meetingFilterSql(filters, userId)}
    order by score desc, m.scheduled_at desc, s.seq
    limit ${size}
  `);
  return rows.map((r) => ({
    meetingId: r.meeting_id,
    meetingTitle: r.title,
    scheduledAt: new Date(r.scheduled_at).toISOString(),
    segmentId: r.segment_id,
    speaker: r.speaker,
    startSeconds: Number(r.start_seconds),
    text: r.content,
    score: Number(r.score),
    href: transcriptHref(r.meeting_id, Number(r.start_seconds)),
  }));
}

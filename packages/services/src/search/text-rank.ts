import { sql } from "drizzle-orm";
import type { UserContext } from "../context";
import { captureCutoff } from "../privacy/policy";
import { capturedWithin, meetingFilterSql, type SearchFilters } from "./filters";
import { SNIPPET_OPTIONS, toParts, WHOLE_OPTIONS } from "./highlight";
import { transcriptHref } from "./links";
import type { SearchMatch } from "./schemas";
import type { MeetingHeadline } from "./matches";

/** Matching turns shown under a result. */
const TRANSCRIPT_MATCHES = 3;

export interface TextRankedMeeting extends MeetingHeadline {
  id: string;
  score: number;
  /** Turns containing the words. */
  hits: number;
  /** Its latest ready summary matches too. */
  summaryHit: boolean;
  /** The best few matching turns, highlighted. */
  matches: SearchMatch[];
}

interface Row extends Record<string, unknown> {
  id: string;
  score: number;
  hits: number;
  summary_hit: boolean;
  scheduled_at: Date | string;
  platform: string;
  title: string;
  description: string | null;
  description_matched: boolean;
  matches: { id: string; speaker: string; start_seconds: number; snippet: string }[] | null;
}

/**
 * The actor's meetings matching the query in full text, best first, ready to show: title and description (the
 * meetings' stored `search_vector`, weighted double), the best transcript turn (`transcript_segments.search_vector`)
 * and the latest ready summary (`meeting_summaries.search_vector`), plus a little for many matching turns; with
 * highlighted titles and the best few turns. Each list is read through its (user_id, search_vector) GIN index, so
 * only the user's matching rows are touched; one statement, and the matching turns are read once.
 * `websearch_to_tsquery` accepts anything a person types (quotes, -, or) without syntax errors.
 */
export async function textRankedMeetings(ctx: UserContext, q: string, filters: SearchFilters, limit: number): Promise<TextRankedMeeting[]> {
  const userId = ctx.actor.userId;
  const cutoff = await captureCutoff(ctx.db, userId, ctx.clock.now());
  const rows = await ctx.db.execute<Row>(sql`
    with q as (select websearch_to_tsquery('english', ${q}) as query),
    hit as (
      select s.id, s.meeting_id, s.seq, s.speaker, s.start_seconds, s.content, ts_rank(s.search_vector, q.query) as rank
      from transcript_segments s cross join q
      where s.user_id = ${userId} and s.search_vector @@ q.query and ${capturedWithin("s", cutoff)}
    ),
    seg as (select meeting_id, max(rank) as rank, count(*)::int as hits from hit group by meeting_id),
    summ as (
      select ms.meeting_id, max(ts_rank(ms.search_vector, q.query)) as rank
      from meeting_summaries ms cross join q
      where ms.user_id = ${userId} and ms.status = 'ready' and ms.search_vector @@ q.query and ${capturedWithin("ms", cutoff)}
        and not exists (
          select 1 from meeting_summaries newer
          where newer.meeting_id = ms.meeting_id and newer.user_id = ${userId} and newer.status = 'ready' and newer.version > ms.version
        )
      group by ms.meeting_id
    ),
    titled as (select m.id from meetings m cross join q where m.user_id = ${userId} and m.search_vector @@ q.query),
    candidate as (select meeting_id as id from seg union select meeting_id from summ union select id from titled),
    ranked as (
      select m.id, m.title, m.description, m.scheduled_at, m.platform,
        (case when m.search_vector @@ q.query then 2 * ts_rank(m.search_vector, q.query) else 0 end
          + coalesce(seg.rank, 0) + coalesce(summ.rank, 0) + 0.05 * ln(1 + coalesce(seg.hits, 0)))::float8 as score,
        coalesce(seg.hits, 0)::int as hits,
        (summ.meeting_id is not null) as summary_hit
      from candidate
      join meetings m on m.id = candidate.id and m.user_id = ${userId}
      cross join q
      left join seg on seg.meeting_id = m.id
      left join summ on summ.meeting_id = m.id
      where ${meetingFilterSql(filters, userId)}
      order by score desc, m.scheduled_at desc, m.id
      limit ${limit}
    )
    select r.id, r.score, r.hits, r.summary_hit, r.scheduled_at, r.platform,
      ts_headline('english', r.title, q.query, ${WHOLE_OPTIONS}) as title,
      case when r.description is null then null else ts_headline('english', r.description, q.query, ${SNIPPET_OPTIONS}) end as description,
      (to_tsvector('english', coalesce(r.description, '')) @@ q.query) as description_matched,
      (select json_agg(json_build_object('id', t.id, 'speaker', t.speaker, 'start_seconds', t.start_seconds,
                'snippet', ts_headline('english', t.content, q.query, ${SNIPPET_OPTIONS})) order by t.rank desc, t.seq)
         from (select * from hit h where h.meeting_id = r.id order by h.rank desc, h.seq limit ${TRANSCRIPT_MATCHES}) t) as matches
    from ranked r cross join q
    order by r.score desc, r.scheduled_at desc, r.id
  `);
  return rows.map((r) => ({
    id: r.id,
    score: Number(r.score),
    hits: Number(r.hits),
    summaryHit: r.summary_hit,
    title: toParts(r.title),
    description: r.description_matched && r.description ? toParts(r.description) : null,
    scheduledAt: new Date(r.scheduled_at).toISOString(),
    platform: r.platform,
    matches: (r.matches ?? []).map((m) => ({
      source: "transcript" as const,
      segment_id: m.id,
      speaker: m.speaker,
      label: null,
      start_seconds: Number(m.start_seconds),
      snippet: toParts(m.snippet),
      href: transcriptHref(r.id, Number(m.start_seconds)),
    })),
  }));
}

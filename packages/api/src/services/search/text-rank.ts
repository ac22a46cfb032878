import { sql } from "drizzle-orm";
import type { UserContext } from "../../context";
import { meetingFilterSql, type SearchFilters } from "./filters";

export interface TextRankedMeeting extends Record<string, unknown> {
  id: string;
  score: number;
  hits: number;
}

/**
 * The actor's meetings matching the query in full text, best first: title and description (the meetings' stored
 * `search_vector`, weighted double), the best transcript turn (`transcript_segments.search_vector`) and the latest
 * ready summary (`meeting_summaries.search_vector`), all GIN-indexed, plus a little for many matching turns.
 * `websearch_to_tsquery` accepts anything a person types (quotes, -, or) without syntax errors.
 */
export async function textRankedMeetings(ctx: UserContext, q: string, filters: SearchFilters, limit: number): Promise<TextRankedMeeting[]> {
  const userId = ctx.actor.userId;
  const rows = await ctx.db.execute<TextRankedMeeting>(sql`
    with q as (select websearch_to_tsquery('english', ${q}) as query),
    seg as (
      select s.meeting_id, max(ts_rank(s.search_vector, q.query)) as rank, count(*)::int as hits
      from transcript_segments s cross join q
      where s.user_id = ${userId} and s.search_vector @@ q.query
      group by s.meeting_id
    ),
    summ as (
      select ms.meeting_id, max(ts_rank(ms.search_vector, q.query)) as rank
      from meeting_summaries ms cross join q
      where ms.user_id = ${userId} and ms.status = 'ready' and ms.search_vector @@ q.query
        and not exists (
          select 1 from meeting_summaries newer
          where newer.meeting_id = ms.meeting_id and newer.user_id = ${userId} and newer.status = 'ready' and newer.version > ms.version
        )
      group by ms.meeting_id
    )
    select m.id,
      (case when m.search_vector @@ q.query then 2 * ts_rank(m.search_vector, q.query) else 0 end
        + coalesce(seg.rank, 0) + coalesce(summ.rank, 0) + 0.05 * ln(1 + coalesce(seg.hits, 0)))::float8 as score,
      coalesce(seg.hits, 0)::int as hits
    from meetings m cross join q
    left join seg on seg.meeting_id = m.id
    left join summ on summ.meeting_id = m.id
    where m.user_id = ${userId} and (m.search_vector @@ q.query or seg.meeting_id is not null or summ.meeting_id is not null)
      and ${meetingFilterSql(filters, userId)}
    order by score desc, m.scheduled_at desc, m.id
    limit ${limit}
  `);
  return rows.map((r) => ({ ...r, score: Number(r.score), hits: Number(r.hits) }));
}

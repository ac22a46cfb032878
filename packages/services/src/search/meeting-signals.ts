import { sql } from "drizzle-orm";
import type { UserContext } from "../context";
import { capturedWithin, meetingFilterSql, type SearchFilters } from "./filters";
import { anyLexemeSql, lexemesSql, requiredSql, satisfies, type QueryTerms } from "./terms";

export interface MeetingSignal {
  /** ts_rank of the title (weight A) and description (B) for any of the words; 0 when they hold none. */
  title: number;
  /** ts_rank of the latest ready summary; 0 when it holds none of the words. */
  summary: number;
}

/**
 * Meetings whose title, description or latest ready summary hold any of the query's words (with its phrases and
 * none of its exclusions), each through its (user_id, search_vector) GIN index.
 */
export async function meetingSignals(ctx: UserContext, terms: QueryTerms, filters: SearchFilters): Promise<Map<string, MeetingSignal>> {
  const userId = ctx.actor.userId;
  const rows = await ctx.db.execute<{ id: string; title: number; summary: number }>(sql`
    with q as (select ${anyLexemeSql(lexemesSql(terms), "")} as query, ${requiredSql(terms)} as req),
    summ as (
      select ms.meeting_id, max(ts_rank(ms.search_vector, q.query)) as rank
      from meeting_summaries ms cross join q
      where ms.user_id = ${userId} and ms.status = 'ready' and ms.search_vector @@ q.query and ${satisfies(sql`ms.search_vector`, sql`q.req`)}
        and ${capturedWithin("ms", filters.capturedSince ?? null)}
        and not exists (
          select 1 from meeting_summaries newer
          where newer.meeting_id = ms.meeting_id and newer.user_id = ${userId} and newer.status = 'ready' and newer.version > ms.version
        )
      group by ms.meeting_id
    ),
    titled as (
      select m.id, ts_rank(m.search_vector, q.query) as rank from meetings m cross join q
      where m.user_id = ${userId} and m.search_vector @@ q.query and ${satisfies(sql`m.search_vector`, sql`q.req`)}
    ),
    candidate as (select meeting_id as id from summ union select id from titled)
    select m.id, coalesce(t.rank, 0)::float8 as title, coalesce(summ.rank, 0)::float8 as summary
    from candidate c
    join meetings m on m.id = c.id and m.user_id = ${userId}
    left join titled t on t.id = m.id
    left join summ on summ.meeting_id = m.id
    where ${meetingFilterSql(filters, userId)}
  `);
  return new Map(rows.map((r) => [r.id, { title: Number(r.title), summary: Number(r.summary) }]));
}

import { sql, type SQL } from "drizzle-orm";
import { capturedWithin, meetingFilterSql, type SearchFilters } from "./filters";
import { satisfies } from "./terms";

export interface MeetingSignal {
  /** ts_rank of the title (weight A) and description (B) for any of the words; 0 when they hold none. */
  title: number;
  /** ts_rank of the latest ready summary; 0 when it holds none of the words. */
  summary: number;
}

/** What the signals are matched against: SQL over the statement's query CTE and its retention cut-off. */
export interface SignalQuery {
  /** A tsquery of any of the words, of any weight. */
  query: SQL;
  /** The phrases and exclusions (requiredSql, inline: with none, the planner drops the condition). */
  required: SQL;
  /** The owner's retention cut-off (a timestamptz, null when nothing expires). */
  cutoff: SQL;
}

/**
 * A subquery (id, title, summary) of the meetings whose title, description or latest ready summary hold any of
 * the query's words (with its phrases and none of its exclusions), each through its (user_id, search_vector) GIN
 * index. It runs inside the retrieval's one statement (`textEvidence`), so it costs no round trip of its own.
 */
export function meetingSignalsSql(userId: string, filters: SearchFilters, q: SignalQuery): SQL {
  return sql`
    with summ as (
      select ms.meeting_id, max(ts_rank(ms.search_vector, ${q.query})) as rank
      from meeting_summaries ms
      where ms.user_id = ${userId} and ms.status = 'ready' and ms.search_vector @@ ${q.query} and ${satisfies(sql`ms.search_vector`, q.required)}
        and ${capturedWithin("ms", q.cutoff)}
        and not exists (
          select 1 from meeting_summaries newer
          where newer.meeting_id = ms.meeting_id and newer.user_id = ${userId} and newer.status = 'ready' and newer.version > ms.version
        )
      group by ms.meeting_id
    ),
    titled as (
      select m.id, ts_rank(m.search_vector, ${q.query}) as rank from meetings m
      where m.user_id = ${userId} and m.search_vector @@ ${q.query} and ${satisfies(sql`m.search_vector`, q.required)}
    ),
    candidate as (select meeting_id as id from summ union select id from titled)
    select m.id, coalesce(t.rank, 0)::float8 as title, coalesce(summ.rank, 0)::float8 as summary
    from candidate c
    join meetings m on m.id = c.id and m.user_id = ${userId}
    left join titled t on t.id = m.id
    left join summ on summ.meeting_id = m.id
    where ${meetingFilterSql(filters, userId)}`;
}

import { sql, type SQL } from "drizzle-orm";
import type { UserContext } from "../context";
import { SNIPPET_OPTIONS, toParts } from "./highlight";
import { intArray, textArray, uuidArray } from "./sql-arrays";
import { transcriptHref } from "./links";
import type { SearchMatch } from "./schemas";
import { anyWordQuery } from "./tsquery";
import { anyLexemeSql, lexemesSql, type QueryTerms } from "./terms";

/** Summary items shown under a result. */
const SUMMARY_MATCHES = 2;

/** What snippets highlight: any of the query's ranked words. */
export const highlightQuery = (terms: QueryTerms): SQL => anyLexemeSql(lexemesSql(terms), "");

function group<T extends { meeting_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) out.set(r.meeting_id, [...(out.get(r.meeting_id) ?? []), r]);
  return out;
}

interface SegmentRow extends Record<string, unknown> {
  id: string;
  meeting_id: string;
  speaker: string;
  start_seconds: number;
  snippet: string;
}

export const segmentMatch = (s: SegmentRow): SearchMatch => ({
  source: "transcript",
  segment_id: s.id,
  speaker: s.speaker,
  label: null,
  start_seconds: Number(s.start_seconds),
  snippet: toParts(s.snippet),
  href: transcriptHref(s.meeting_id, Number(s.start_seconds)),
});

/** A chunk's place in a meeting's transcript. */
export interface ChunkRange {
  key: string;
  meetingId: string;
  firstSeq: number;
  lastSeq: number;
}

/**
 * For each chunk, the turn within it that shares most (and rarest) words with the query, else its first turn:
 * where a hit found by meaning is cited and linked.
 */
export async function bestTurns(ctx: UserContext, q: string, chunks: readonly ChunkRange[]): Promise<(SegmentRow & { key: string; content: string })[]> {
  if (!chunks.length) return [];
  return ctx.db.execute<SegmentRow & { key: string; content: string }>(sql`
    with q as (select ${anyWordQuery(q)} as query),
    chunk as (
      select * from unnest(${textArray(chunks.map((c) => c.key))}, ${uuidArray(chunks.map((c) => c.meetingId))},
        ${intArray(chunks.map((c) => c.firstSeq))}, ${intArray(chunks.map((c) => c.lastSeq))}) as c (key, meeting_id, first_seq, last_seq)
    )
    select c.key, s.id, s.meeting_id, s.speaker, s.start_seconds, s.content, ts_headline('english', s.content, q.query, ${SNIPPET_OPTIONS}) as snippet
    from chunk c cross join q
    cross join lateral (
      select s.* from transcript_segments s
      where s.meeting_id = c.meeting_id and s.user_id = ${ctx.actor.userId} and s.seq between c.first_seq and c.last_seq
      order by ts_rank_cd(s.search_vector, q.query) desc, s.seq
      limit 1
    ) s
  `);
}

interface SummaryRow extends Record<string, unknown> {
  meeting_id: string;
  label: string;
  at: number | null;
  snippet: string;
}

const items = (key: string) => sql.raw(`jsonb_array_elements(case when jsonb_typeof(l.content->'${key}') = 'array' then l.content->'${key}' else '[]'::jsonb end)`);
const seconds = (item: string) => sql.raw(`case when jsonb_typeof(${item}->'timestamp') = 'number' then (${item}->>'timestamp')::float8 end`);

/** The items of each meeting's latest ready summary that contain the words, highlighted, with the second they cite. */
export async function summaryMatches(ctx: UserContext, terms: QueryTerms, meetingIds: readonly string[]): Promise<Map<string, SearchMatch[]>> {
  if (!meetingIds.length) return new Map();
  const rows = await ctx.db.execute<SummaryRow>(sql`
    with q as (select ${highlightQuery(terms)} as query),
    latest as (
      select distinct on (ms.meeting_id) ms.meeting_id, ms.content
      from meeting_summaries ms
      where ms.user_id = ${ctx.actor.userId} and ms.status = 'ready' and ms.meeting_id = any(${uuidArray(meetingIds)})
      order by ms.meeting_id, ms.version desc
    ),
    item as (
      select l.meeting_id, 'Overview' as label, concat_ws(' ', l.content->>'gist', l.content->>'overview') as body, null::float8 as at, 0 as ord from latest l
      union all
      select l.meeting_id, 'Decision', concat_ws(' — ', d->>'decision', nullif(d->>'context', '')), ${seconds("d")}, 1 from latest l cross join ${items("decisions")} d
      union all
      select l.meeting_id, 'Action item', concat_ws(' — ', a->>'task', a->>'owner', a->>'due'), ${seconds("a")}, 2 from latest l cross join ${items("action_items")} a
      union all
      select l.meeting_id, 'Key point', k->>'point', ${seconds("k")}, 3 from latest l cross join ${items("key_points")} k
    ),
    ranked as (
      select i.*, row_number() over (partition by i.meeting_id order by ts_rank(to_tsvector('english', i.body), q.query) desc, i.ord, i.at) as rn
      from item i cross join q
      where to_tsvector('english', i.body) @@ q.query
    )
    select r.meeting_id, r.label, r.at, ts_headline('english', r.body, q.query, ${SNIPPET_OPTIONS}) as snippet
    from ranked r cross join q
    where r.rn <= ${SUMMARY_MATCHES}
    order by r.meeting_id, r.rn
  `);
  return new Map(
    [...group(rows)].map(([id, list]) => [
      id,
      list.map(
        (r): SearchMatch => ({
          source: "summary",
          segment_id: null,
          speaker: null,
          label: r.label,
          start_seconds: r.at === null ? null : Number(r.at),
          snippet: toParts(r.snippet),
          href: r.at === null ? `/meetings/${id}` : transcriptHref(id, Number(r.at)),
        }),
      ),
    ]),
  );
}

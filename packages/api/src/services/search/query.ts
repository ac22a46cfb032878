import { sql, type SQL } from "drizzle-orm";
import type { UserContext } from "../../context";
import { SNIPPET_OPTIONS, toParts, WHOLE_OPTIONS } from "./highlight";
import type { SearchInput, SearchResponse } from "./schemas";

/** Matches per meeting shown under a result. */
const MATCHES_PER_MEETING = 3;

interface MeetingRow extends Record<string, unknown> {
  id: string;
  title: string;
  description: string | null;
  scheduled_at: Date | string;
  platform: SearchResponse["results"][number]["platform"];
  score: number;
  hits: number;
}

interface SegmentRow extends Record<string, unknown> {
  id: string;
  meeting_id: string;
  speaker: string;
  start_seconds: number;
  snippet: string;
}

/**
 * Full-text search over the actor's meetings: titles and descriptions (the meetings' stored `search_vector`)
 * and transcript turns (`transcript_segments.search_vector`), both GIN-indexed. The query goes through
 * `websearch_to_tsquery`, which accepts anything a person types (quotes, -, or) without syntax errors.
 * Meetings are ranked by title/description rank (weighted double) plus their best transcript match.
 */
export async function searchMeetings({ ctx, input }: { ctx: UserContext; input: SearchInput }): Promise<SearchResponse> {
  const q = input.q.trim();
  if (!q) return { query: q, results: [] };
  const userId = ctx.actor.userId;

  const filters: SQL[] = [];
  if (input.from) filters.push(sql`m.scheduled_at >= ${`${input.from}T00:00:00Z`}::timestamptz`);
  if (input.to) filters.push(sql`m.scheduled_at < (${`${input.to}T00:00:00Z`}::timestamptz + interval '1 day')`);
  if (input.platform) filters.push(sql`m.platform = ${input.platform}`);
  const filter = filters.length ? sql` and ${sql.join(filters, sql` and `)}` : sql``;

  const meetings = await ctx.db.execute<MeetingRow>(sql`
    with q as (select websearch_to_tsquery('english', ${q}) as query),
    seg as (
      select s.meeting_id, max(ts_rank(s.search_vector, q.query)) as rank, count(*)::int as hits
      from transcript_segments s cross join q
      where s.user_id = ${userId} and s.search_vector @@ q.query
      group by s.meeting_id
    )
    select m.id, m.title, m.description, m.scheduled_at, m.platform,
      (case when m.search_vector @@ q.query then 2 * ts_rank(m.search_vector, q.query) else 0 end
        + coalesce(seg.rank, 0) + 0.05 * ln(1 + coalesce(seg.hits, 0)))::float8 as score,
      coalesce(seg.hits, 0)::int as hits
    from meetings m cross join q left join seg on seg.meeting_id = m.id
    where m.user_id = ${userId} and (m.search_vector @@ q.query or seg.meeting_id is not null)${filter}
    order by score desc, m.scheduled_at desc, m.id
    limit ${input.limit}
  `);
  if (meetings.length === 0) return { query: q, results: [] };

  const ids = sql.join(
    meetings.map((m) => sql`${m.id}::uuid`),
    sql`, `,
  );
  const segments = await ctx.db.execute<SegmentRow>(sql`
    with q as (select websearch_to_tsquery('english', ${q}) as query),
    ranked as (
      select s.id, s.meeting_id, s.speaker, s.start_seconds, s.content,
        row_number() over (partition by s.meeting_id order by ts_rank(s.search_vector, q.query) desc, s.seq) as rn
      from transcript_segments s cross join q
      where s.user_id = ${userId} and s.meeting_id in (${ids}) and s.search_vector @@ q.query
    )
    select r.id, r.meeting_id, r.speaker, r.start_seconds,
      ts_headline('english', r.content, q.query, ${SNIPPET_OPTIONS}) as snippet
    from ranked r cross join q
    where r.rn <= ${MATCHES_PER_MEETING}
    order by r.meeting_id, r.rn
  `);
  const headlines = await ctx.db.execute<{ id: string; title: string; description: string | null; matched: boolean }>(sql`
    with q as (select websearch_to_tsquery('english', ${q}) as query)
    select m.id, ts_headline('english', m.title, q.query, ${WHOLE_OPTIONS}) as title,
      case when m.description is null then null else ts_headline('english', m.description, q.query, ${SNIPPET_OPTIONS}) end as description,
      (to_tsvector('english', coalesce(m.description, '')) @@ q.query) as matched
    from meetings m cross join q
    where m.user_id = ${userId} and m.id in (${ids})
  `);

  const byMeeting = new Map<string, SegmentRow[]>();
  for (const s of segments) byMeeting.set(s.meeting_id, [...(byMeeting.get(s.meeting_id) ?? []), s]);
  const headlineOf = new Map(headlines.map((h) => [h.id, h]));

  return {
    query: q,
    results: meetings.map((m) => {
      const h = headlineOf.get(m.id);
      return {
        meeting_id: m.id,
        title: toParts(h?.title ?? m.title),
        description: h?.matched && h.description ? toParts(h.description) : null,
        scheduled_at: new Date(m.scheduled_at).toISOString(),
        platform: m.platform,
        score: Number(m.score),
        match_count: Number(m.hits),
        matches: (byMeeting.get(m.id) ?? []).map((s) => ({
          segment_id: s.id,
          speaker: s.speaker,
          start_seconds: Number(s.start_seconds),
          snippet: toParts(s.snippet),
        })),
      };
    }),
  };
}

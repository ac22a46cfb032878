import { sql, type SQL } from "drizzle-orm";
import type { UserContext } from "../context";
import { SNIPPET_OPTIONS, WHOLE_OPTIONS } from "./highlight";
import type { ScoredPassage } from "./scoring";
import { executePrepared } from "./prepared";
import { intArray, uuidArray } from "./sql-arrays";

export interface PassageTurns {
  meeting_id: string;
  first_seq: number;
  segment_id: string;
  speaker: string;
  start_seconds: number;
  content: string;
  /** The best turn's words highlighted (null when no highlight was asked for). */
  snippet: string | null;
  /** One "Speaker: words" line per turn of the passage (null when not asked for). */
  text: string | null;
}

export interface ShownMeeting {
  /** The title; with a highlight, every word of the query marked (toParts reads the marks). */
  title: string;
  /** With a highlight: the description's best fragment (marked), only when it matches; otherwise null. */
  description: string | null;
  scheduledAt: string;
  platform: string;
}

export interface Shown {
  /** By passageKey. */
  passages: Map<string, PassageTurns>;
  meetings: Map<string, ShownMeeting>;
}

export interface ShownArgs {
  passages: readonly ScoredPassage[];
  meetingIds: readonly string[];
  /** A tsquery to highlight the best turns, titles and descriptions with (Search); none for Ask. */
  highlight?: SQL;
  /**
   * Each passage's words. They cost a range read and a whitespace regexp per turn of every passage, the costliest
   * part of the statement at scale; the search box shows only the highlighted best turn, so it does not ask.
   */
  text: boolean;
}

interface Row extends Record<string, unknown> {
  kind: "passage" | "meeting";
  meeting_id: string;
  first_seq: number | null;
  segment_id: string | null;
  speaker: string | null;
  start_seconds: number | null;
  content: string | null;
  snippet: string | null;
  text: string | null;
  title: string | null;
  description: string | null;
  scheduled_at: Date | string | null;
  platform: string | null;
  matched: boolean | null;
}

/**
 * What a page of results shows, in one statement (one round trip once the ranking is known): each passage's best
 * turn (what is cited, linked and highlighted) and, when asked, its words; and each listed meeting's title, date and
 * platform, with a highlight the title marked and the description's best fragment where it matches. Headlines are
 * computed for what is shown only.
 */
export async function shownRows(ctx: UserContext, args: ShownArgs): Promise<Shown> {
  const { passages, meetingIds, highlight, text } = args;
  if (!passages.length && !meetingIds.length) return { passages: new Map(), meetings: new Map() };
  const userId = ctx.actor.userId;
  const query = sql`(select query from q)`;
  const rows = await executePrepared<Row>(ctx.db, sql`
    with q as (select ${highlight ?? sql`null::tsquery`} as query),
    p as (
      select * from unnest(${uuidArray(passages.map((p) => p.meetingId))}, ${intArray(passages.map((p) => p.firstSeq))},
        ${intArray(passages.map((p) => p.lastSeq))}, ${intArray(passages.map((p) => p.bestSeq))}) as p (meeting_id, first_seq, last_seq, best_seq)
    )
    select 'passage' as kind, p.meeting_id, p.first_seq, b.id as segment_id, b.speaker, b.start_seconds, b.content,
      ${highlight ? sql`ts_headline('english', b.content, ${query}, ${SNIPPET_OPTIONS})` : sql`null::text`} as snippet,
      ${
        text
          ? sql`(select string_agg(s.speaker || ': ' || regexp_replace(s.content, '\\s+', ' ', 'g'), E'\\n' order by s.seq) from transcript_segments s
        where s.meeting_id = p.meeting_id and s.user_id = ${userId} and s.seq between p.first_seq and p.last_seq)`
          : sql`null::text`
      } as text,
      null::text as title, null::text as description, null::timestamptz as scheduled_at, null::text as platform, null::boolean as matched
    from p
    join transcript_segments b on b.meeting_id = p.meeting_id and b.user_id = ${userId} and b.seq = p.best_seq
    union all
    select 'meeting', m.id, null, null, null, null, null, null, null,
      ${highlight ? sql`ts_headline('english', m.title, ${query}, ${WHOLE_OPTIONS})` : sql`m.title`},
      ${highlight ? sql`case when m.description is null then null else ts_headline('english', m.description, ${query}, ${SNIPPET_OPTIONS}) end` : sql`null::text`},
      m.scheduled_at, m.platform::text,
      ${highlight ? sql`(to_tsvector('english', coalesce(m.description, '')) @@ ${query})` : sql`false`}
    from meetings m
    where m.user_id = ${userId} and m.id = any(${uuidArray(meetingIds)})
  `);
  const shown: Shown = { passages: new Map(), meetings: new Map() };
  for (const r of rows) {
    if (r.kind === "passage") shown.passages.set(passageKey(r.meeting_id, Number(r.first_seq)), r as unknown as PassageTurns);
    else
      shown.meetings.set(r.meeting_id, {
        title: r.title ?? "",
        description: r.matched && r.description ? r.description : null,
        scheduledAt: new Date(r.scheduled_at as Date | string).toISOString(),
        platform: r.platform as string,
      });
  }
  return shown;
}

export const passageKey = (meetingId: string, firstSeq: number) => `${meetingId}:${firstSeq}`;

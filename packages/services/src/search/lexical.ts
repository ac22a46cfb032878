import { sql, type SQL } from "drizzle-orm";
import type { UserContext } from "../context";
import { meetingFilterSql, type SearchFilters } from "./filters";
import { RANKING } from "./ranking";
import type { HitTurn } from "./scoring";
import { anyLexemeSql, lexemesSql, requiredSql, satisfies, type QueryTerms } from "./terms";

interface LexemeRow extends Record<string, unknown> {
  meeting_id: string;
  seq: number;
  len: number;
  lexeme: string;
  tf: number;
  /** The lexeme is in the turn's speaker label (weight B). */
  spoken: boolean;
}

/**
 * The scope's turns whose words hold any of the query's lexemes (and its phrases, and none of its exclusions), each
 * with how often each lexeme occurs (a lexeme of the speaker's label counts RANKING.speaker more): read through the (user_id, search_vector) GIN index, so only the user's
 * matching turns are touched. Plus how many turns the scope has, for the inverse document frequency.
 */
export async function lexicalHits(ctx: UserContext, terms: QueryTerms, filters: SearchFilters): Promise<{ hits: HitTurn[]; turns: number }> {
  const userId = ctx.actor.userId;
  const scoped = filters.from || filters.to || filters.platform || filters.participant?.trim() || filters.meetingIds;
  // One round trip: the scope's turn count rides along as an uncorrelated subquery (an InitPlan, run once, and not
  // at all when nothing matches, where no idf is needed). Retention is a condition on the meeting already joined,
  // not a lookup of it per matching turn.
  const turns = scoped
    ? sql`(select count(*)::int from transcript_segments s join meetings m on m.id = s.meeting_id and m.user_id = ${userId}
          where s.user_id = ${userId} and ${meetingFilterSql(filters, userId)})`
    : sql`(select count(*)::int from transcript_segments s where s.user_id = ${userId})`;
  const rows = await ctx.db.execute<LexemeRow & { turns: number }>(sql`
    with lex as (select ${lexemesSql(terms)} as l),
    q as (select ${anyLexemeSql(sql`(select l from lex)`)} as query, ${requiredSql(terms)} as req),
    hit as (
      select s.meeting_id, s.seq, length(s.content) as len, s.search_vector as sv
      from transcript_segments s
      cross join q
      join meetings m on m.id = s.meeting_id and m.user_id = ${userId}
      where s.user_id = ${userId} and s.search_vector @@ q.query and ${satisfies(sql`s.search_vector`, sql`q.req`)} and ${meetingFilterSql(filters, userId)}
        and ${capturedSinceSql(filters.capturedSince ?? null)}
    )
    select h.meeting_id, h.seq, h.len, x.lexeme, x.tf, x.spoken, ${turns} as turns
    from hit h cross join lex cross join lateral (
      select u.lexeme, cardinality(u.positions) as tf, false as spoken from unnest(${onlyLexemes(sql`ts_filter(h.sv, '{a}')`)}) u
      union all
      select u.lexeme, 0, true from unnest(${onlyLexemes(sql`ts_filter(h.sv, '{b}')`)}) u
    ) x
  `);
  // Per turn and lexeme: occurrences in its words, and whether it is in the speaker's label (rows of either kind).
  const counted = new Map<string, { row: LexemeRow; tf: number; spoken: boolean }>();
  for (const r of rows) {
    const key = `${r.meeting_id}:${r.seq}:${r.lexeme}`;
    const c = counted.get(key);
    if (c) {
      c.tf += Number(r.tf);
      c.spoken ||= r.spoken;
    } else counted.set(key, { row: r, tf: Number(r.tf), spoken: r.spoken });
  }
  const byTurn = new Map<string, HitTurn & { tf: Map<string, number> }>();
  for (const { row: r, tf: inWords, spoken } of counted.values()) {
    // A question naming who spoke ("what did the Professor think about …") favours that speaker's matching turns.
    const tf = inWords + (spoken ? RANKING.speaker : 0);
    if (tf <= 0) continue;
    const key = `${r.meeting_id}:${r.seq}`;
    let turn = byTurn.get(key);
    if (!turn) byTurn.set(key, (turn = { meetingId: r.meeting_id, seq: Number(r.seq), length: Number(r.len), tf: new Map() }));
    turn.tf.set(r.lexeme, tf);
  }
  // No row, no count: nothing matched, so no inverse document frequency is computed from it.
  return { hits: [...byTurn.values()], turns: Number(rows[0]?.turns ?? 0) };
}

/**
 * The query's lexemes (lex.l) of a turn's vector, with their positions: they are re-weighted D and every other
 * lexeme filtered out, in two C passes over the vector. Unnesting the whole vector (a row and two arrays per
 * lexeme, ~20 a turn) and keeping the query's was most of the statement's time for a common word.
 */
const onlyLexemes = (vector: SQL) => sql`ts_filter(setweight(${vector}, 'D', lex.l), '{d}')`;

/** The meeting joined as `m` is within the owner's retention (`capturedWithin`, on a row already at hand). */
const capturedSinceSql = (cutoff: Date | null) => (cutoff ? sql`m.scheduled_at >= ${cutoff.toISOString()}::timestamptz` : sql`true`);

import { sql, type SQL } from "drizzle-orm";
import type { UserContext } from "../context";
import { meetingFilterSql, type SearchFilters } from "./filters";
import { RANKING } from "./ranking";
import { captureCutoffSql } from "../privacy/policy";
import { meetingSignalsSql, type MeetingSignal } from "./meeting-signals";
import { executePrepared } from "./prepared";
import type { HitTurn } from "./scoring";
import { anyLexemeSql, askingLexemesSql, lexemesSql, requiredSql, satisfies, type QueryTerms } from "./terms";

interface LexemeRow extends Record<string, unknown> {
  meeting_id: string;
  seq: number;
  len: number;
  lexeme: string;
  tf: number;
  /** The lexeme is in the turn's speaker label (weight B). */
  spoken: boolean;
}

/** What full text found for a query: matching turns, the scope's size, meetings by title or summary, the retention cut-off. */
export interface TextEvidence {
  hits: HitTurn[];
  /** Turns in the scope (the idf's N); 0 when nothing matched. */
  turns: number;
  signals: Map<string, MeetingSignal>;
  /** The owner's retention cut-off as the statement applied it (for the searches that follow, by meaning). */
  capturedSince: Date | null;
  /** The lexemes of the words that only ask, at RANKING.questionWord (scorePassages' and fuseMeetings' weights). */
  weights: Map<string, number>;
}

interface EvidenceRow extends Record<string, unknown> {
  kind: "turn" | "meeting" | "scope";
  meeting_id: string | null;
  seq: number | null;
  len: number | null;
  lexeme: string | null;
  tf: number | null;
  spoken: boolean | null;
  title: number | null;
  summary: number | null;
  turns: number | null;
  cutoff: Date | string | null;
  asking: string[] | null;
}

/**
 * Everything full text contributes to a retrieval, in one statement (one round trip, planned once; under load
 * every round trip also waits for a core):
 *  - the scope's turns whose words hold any of the query's lexemes (and its phrases, and none of its exclusions),
 *    each with how often each lexeme occurs (a lexeme of the speaker's label counts RANKING.speaker more): read
 *    through the (user_id, search_vector) GIN index, so only the user's matching turns are touched; with how many
 *    turns the scope has, for the inverse document frequency;
 *  - the meetings whose title, description or latest summary hold the words (meetingSignalsSql);
 *  - the owner's retention cut-off (captureCutoffSql), applied here to turns and summaries, and returned.
 * Retention is a condition on the meeting already joined, not a lookup of it per matching turn.
 */
export async function textEvidence(ctx: UserContext, terms: QueryTerms, filters: SearchFilters): Promise<TextEvidence> {
  const userId = ctx.actor.userId;
  const scoped = filters.from || filters.to || filters.platform || filters.participant?.trim() || filters.meetingIds;
  // The scope's turn count rides on the turn rows as an uncorrelated subquery (an InitPlan, run once, and not at
  // all when nothing matches, where no idf is needed).
  const turns = scoped
    ? sql`(select count(*)::int from transcript_segments s join meetings m on m.id = s.meeting_id and m.user_id = ${userId}
          where s.user_id = ${userId} and ${meetingFilterSql(filters, userId)})`
    : sql`(select count(*)::int from transcript_segments s where s.user_id = ${userId})`;
  const cutoff = sql`(select at from cut)`;
  const rows = await executePrepared<EvidenceRow>(ctx.db, sql`
    with lex as (select ${lexemesSql(terms)} as l, ${askingLexemesSql(terms)} as asking),
    -- Titles and summaries are matched on what the query is about; its asking words only when it has nothing else.
    about as (select coalesce(nullif(array(select unnest(l) except select unnest(asking)), '{}'), l) as l from lex),
    q as (select ${anyLexemeSql(sql`(select l from lex)`)} as query, ${anyLexemeSql(sql`(select l from about)`, "")} as any_query),
    cut as (select ${captureCutoffSql(userId, ctx.clock.now())} as at),
    hit as (
      select s.meeting_id, s.seq, length(s.content) as len, s.search_vector as sv
      from transcript_segments s
      join meetings m on m.id = s.meeting_id and m.user_id = ${userId}
      where s.user_id = ${userId} and s.search_vector @@ (select query from q) and ${satisfies(sql`s.search_vector`, requiredSql(terms))} and ${meetingFilterSql(filters, userId)}
        and m.scheduled_at >= coalesce(${cutoff}, '-infinity')
    )
    select 'turn' as kind, h.meeting_id, h.seq, h.len, x.lexeme, x.tf, x.spoken, null::float8 as title, null::float8 as summary, ${turns} as turns, null::timestamptz as cutoff, null::text[] as asking
    from hit h cross join lex cross join lateral (
      select u.lexeme, cardinality(u.positions) as tf, false as spoken from unnest(${onlyLexemes(sql`ts_filter(h.sv, '{a}')`)}) u
      union all
      select u.lexeme, 0, true from unnest(${onlyLexemes(sql`ts_filter(h.sv, '{b}')`)}) u
    ) x
    union all
    select 'meeting', g.id, null, null, null, null, null, g.title, g.summary, null, null, null
    from (${meetingSignalsSql(userId, filters, { query: sql`(select any_query from q)`, required: requiredSql(terms), cutoff })}) g
    union all
    select 'scope', null, null, null, null, null, null, null, null, null, ${cutoff}, (select asking from lex)
  `);
  const signals = new Map<string, MeetingSignal>();
  let capturedSince: Date | null = null;
  const weights = new Map<string, number>();
  const lexemeRows: LexemeRow[] = [];
  let scopeTurns = 0;
  for (const r of rows) {
    if (r.kind === "turn") {
      lexemeRows.push(r as LexemeRow);
      scopeTurns = Number(r.turns);
    } else if (r.kind === "meeting") signals.set(r.meeting_id as string, { title: Number(r.title), summary: Number(r.summary) });
    else {
      capturedSince = r.cutoff === null ? null : new Date(r.cutoff);
      for (const l of r.asking ?? []) weights.set(l, RANKING.questionWord);
    }
  }
  return { hits: turnsOf(lexemeRows), turns: scopeTurns, signals, capturedSince, weights };
}

/** Per turn, each query lexeme's count: its rows of either kind (in the words; in the speaker's label) combined. */
function turnsOf(rows: readonly LexemeRow[]): HitTurn[] {
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
  return [...byTurn.values()];
}

/**
 * The query's lexemes (lex.l) of a turn's vector, with their positions: they are re-weighted D and every other
 * lexeme filtered out, in two C passes over the vector. Unnesting the whole vector (a row and two arrays per
 * lexeme, ~20 a turn) and keeping the query's was most of the statement's time for a common word.
 */
const onlyLexemes = (vector: SQL) => sql`ts_filter(setweight(${vector}, 'D', lex.l), '{d}')`;


import { sql, type SQL } from "drizzle-orm";

/**
 * Words that carry the question, not its subject: "what did the group discuss", "summarize the discussion of".
 * English stop words ("what", "did", "the") are already dropped by to_tsvector; these are not, and since they are
 * rare in transcripts they would otherwise weigh the most ("summarize" topped most "Summarize …" questions).
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(
  [
    "summarize summarise summarized summarised summary summarization discuss discussed discusses discussing discussion discussions",
    "talk talked talking talks say said says think thought thinks thinking opinion opinions view views mention mentioned mentions",
    "meeting meetings group team members member whole according regarding kind",
    // From QMSum's train questions: how they ask about an outcome, not what it was about. "decide" and "decision" stay
    // words: "what did we decide about …" is answered where someone says they decided.
    "conclusion conclusions agree agreed disagree propose proposed proposal proposals",
    "suggest suggested suggestion suggestions reason reasons idea ideas feel felt happen happened",
  ]
    .join(" ")
    .split(" "),
);

const PHRASE = /"([^"]*)"/g;
const EXCLUDED = /(?:^|\s)-([\p{L}\p{N}][\p{L}\p{N}'_.-]*)/gu;

/** A typed query split into what ranks (any of its words) and what must hold in every matching turn. */
export interface QueryTerms {
  /** The words that rank, question words removed (stemming and stop words are PostgreSQL's, in SQL). */
  ranked: string;
  /** Web-search syntax for the phrases and -exclusions only, or null: applied to each matching turn, title and summary. */
  required: string | null;
}

export function queryTerms(q: string): QueryTerms {
  const phrases = [...q.matchAll(PHRASE)].map((m) => (m[1] ?? "").trim()).filter(Boolean);
  const excluded = [...q.replace(PHRASE, " ").matchAll(EXCLUDED)].map((m) => m[1] ?? "");
  const rest = q.replace(PHRASE, (_, p: string) => ` ${p} `).replace(EXCLUDED, " ");
  const ranked = (rest.match(/[\p{L}\p{N}][\p{L}\p{N}'_.-]*/gu) ?? []).filter((w) => !QUESTION_WORDS.has(w.toLowerCase())).join(" ");
  const required = [...phrases.map((p) => `"${p.replace(/"/g, " ")}"`), ...excluded.map((w) => `-${w}`)].join(" ");
  return { ranked, required: required || null };
}

/** The ranked words' lexemes (stemmed, stop words dropped, content weight only) as a text[] in SQL. */
export const lexemesSql = (t: QueryTerms): SQL => sql`array(select distinct l from unnest(tsvector_to_array(to_tsvector('english', ${t.ranked}))) l where l <> '')`;

/**
 * A tsquery matching any of the lexemes in a turn's words (weight A; the speaker's name, weight B, does not count).
 * Lexemes are quoted verbatim, so no user text is ever parsed as tsquery syntax.
 */
export const anyLexemeSql = (lexemes: SQL, weight = ":A"): SQL =>
  sql`(select coalesce(string_agg('''' || replace(replace(l, '\\', ''), '''', '') || '''' || ${weight}, ' | '), '')::tsquery from unnest(${lexemes}) l where replace(replace(l, '\\', ''), '''', '') <> '')`;

/** The phrases and exclusions as a tsquery (matches everything when there are none). */
export const requiredSql = (t: QueryTerms): SQL => (t.required ? sql`websearch_to_tsquery('english', ${t.required})` : sql`''::tsquery`);

/** `vector` satisfies the phrases and exclusions (an empty requirement holds everywhere). */
export const satisfies = (vector: SQL, required: SQL): SQL => sql`(numnode(${required}) = 0 or ${vector} @@ ${required})`;

import { sql, type SQL } from "drizzle-orm";

/**
 * Function words PostgreSQL's English list keeps ("according to", "regarding"): dropped from what ranks, never from
 * a phrase. Nothing a person may have said about a subject is on this list.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set("according regarding whether also upon toward towards among amongst via per".split(" "));

/**
 * Words that usually carry the question, not its subject: "what did the group discuss", "summarize the discussion
 * of", "what was agreed". They still rank (someone may have said "agreed" three times), at RANKING.questionWord of
 * their weight, tuned on QMSum's train split; quoted, they count in full.
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(
  [
    "summarize summarise summarized summarised summary summarization discuss discussed discusses discussing discussion discussions",
    "talk talked talking talks say said says think thought thinks thinking opinion opinions view views mention mentioned mentions",
    "meeting meetings group team members member whole kind",
    "conclusion conclusions agree agreed disagree propose proposed proposal proposals",
    "suggest suggested suggestion suggestions reason reasons idea ideas feel felt happen happened",
  ]
    .join(" ")
    .split(" "),
);

const PHRASE = /"([^"]*)"/g;
const EXCLUDED = /(?:^|\s)-([\p{L}\p{N}][\p{L}\p{N}'_.-]*)/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'_.-]*/gu;

/** A typed query split into what ranks (any of its words) and what must hold in every matching turn. */
export interface QueryTerms {
  /** The words that rank, function words removed (stemming and stop words are PostgreSQL's, in SQL). */
  ranked: string;
  /** The ranked words that only ask (QUESTION_WORDS, never a quoted one): they rank at RANKING.questionWord. */
  asking: string;
  /** Web-search syntax for the phrases and -exclusions only, or null: applied to each matching turn, title and summary. */
  required: string | null;
}

export function queryTerms(q: string): QueryTerms {
  const phrases = [...q.matchAll(PHRASE)].map((m) => (m[1] ?? "").trim()).filter(Boolean);
  const quoted = new Set(phrases.flatMap((p) => (p.match(WORD) ?? []).map((w) => w.toLowerCase())));
  const excluded = [...q.replace(PHRASE, " ").matchAll(EXCLUDED)].map((m) => m[1] ?? "");
  const rest = q.replace(PHRASE, (_, p: string) => ` ${p} `).replace(EXCLUDED, " ");
  const words = (rest.match(WORD) ?? []).filter((w) => quoted.has(w.toLowerCase()) || !FUNCTION_WORDS.has(w.toLowerCase()));
  const asking = words.filter((w) => QUESTION_WORDS.has(w.toLowerCase()) && !quoted.has(w.toLowerCase()));
  const required = [...phrases.map((p) => `"${p.replace(/"/g, " ")}"`), ...excluded.map((w) => `-${w}`)].join(" ");
  return { ranked: words.join(" "), asking: asking.join(" "), required: required || null };
}

/** The ranked words' lexemes (stemmed, stop words dropped, content weight only) as a text[] in SQL. */
export const lexemesSql = (t: QueryTerms): SQL => wordsLexemesSql(t.ranked);

/** The lexemes of the words that only ask (`asking`), which rank at RANKING.questionWord unless also said otherwise. */
export const askingLexemesSql = (t: QueryTerms): SQL => {
  const asking = new Set(t.asking.split(" "));
  const said = t.ranked.split(" ").filter((w) => !asking.has(w)).join(" ");
  return sql`array(select unnest(${wordsLexemesSql(t.asking)}) except select unnest(${wordsLexemesSql(said)}))`;
};

const wordsLexemesSql = (words: string): SQL => sql`array(select distinct l from unnest(tsvector_to_array(to_tsvector('english', ${words}))) l where l <> '')`;

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

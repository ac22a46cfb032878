import { sql, type SQL } from "drizzle-orm";

/**
 * A tsquery matching any of the text's words (stemmed, stop words dropped), for questions such as
 * "what did we decide about the Q3 budget?", where websearch_to_tsquery's all-words-must-match finds nothing.
 * The lexemes come from to_tsvector and are quoted verbatim, so no user text is ever parsed as tsquery syntax.
 */
export function anyWordQuery(text: string): SQL {
  return sql`(
    select coalesce(string_agg('''' || w || '''', ' | '), '')::tsquery
    from (select replace(replace(l, '\\', ''), '''', '') as w from unnest(tsvector_to_array(to_tsvector('english', ${text}))) l) words
    where w <> ''
  )`;
}

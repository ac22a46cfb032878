/*
 * The tuning loop's input, computed once per split by PostgreSQL (PGlite): every turn's content lexemes (weight A,
 * with counts) and speaker lexemes (weight B), and every word of every question with its lexeme, so the scorer can
 * be tuned in memory without a database round trip per idea.
 *   npx tsx src/search/tune-cache.ts train|val   → $TUNE_CACHE_DIR/<split>.json (default /tmp/search-tune)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createDb, sql } from "@understudy/db";
import { startEmbeddedPostgres } from "@understudy/db/embedded";
import { migrateDatabase } from "@understudy/db/migrate";
import { loadQmsum } from "./qmsum";

export const TUNE_CACHE_DIR = process.env.TUNE_CACHE_DIR ?? "/tmp/search-tune";

export interface CachedTurn {
  len: number;
  /** lexeme → occurrences in the words. */
  tf: Record<string, number>;
  speaker: string[];
}
export interface CachedSplit {
  meetings: { name: string; turns: CachedTurn[] }[];
  queries: { query: string; meeting: number; spans: [number, number][] }[];
  /** Each word of the questions (lower case) → its lexeme, or "" for a stop word. */
  lexemeOf: Record<string, string>;
}

async function main() {
  const split = (process.argv[2] ?? "train") as "train" | "val";
  const corpus = loadQmsum(split);
  const embedded = await startEmbeddedPostgres();
  await migrateDatabase(embedded.url);
  const { db, close } = createDb(embedded.url, { max: 2 });
  const out: CachedSplit = { meetings: [], queries: [], lexemeOf: {} };
  for (const [meeting, m] of corpus.entries()) {
    const rows = await db.execute<{ seq: number; lexeme: string | null; tf: number; w: string }>(sql`
      with t as (select ord - 1 as seq, x.c->>0 as speaker, x.c->>1 as content from jsonb_array_elements(${JSON.stringify(m.turns.map((t) => [t.speaker, t.content]))}::jsonb) with ordinality as x(c, ord)),
      v as (select seq, setweight(to_tsvector('english', coalesce(speaker, '')), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'A') as sv from t)
      select v.seq, u.lexeme, (select count(*) from unnest(u.weights) w where w = 'A')::int as tf, array_to_string(u.weights, '') as w
      from v left join lateral unnest(v.sv) u on true
    `);
    const turns: CachedTurn[] = m.turns.map((t) => ({ len: t.content.length, tf: {}, speaker: [] }));
    for (const r of rows) {
      const turn = turns[Number(r.seq)];
      if (!turn || !r.lexeme) continue;
      if (Number(r.tf) > 0) turn.tf[r.lexeme] = Number(r.tf);
      if (r.w.includes("B")) turn.speaker.push(r.lexeme);
    }
    out.meetings.push({ name: m.name, turns });
    for (const q of m.queries) out.queries.push({ query: q.query, meeting, spans: q.spans });
  }
  const words = [...new Set(out.queries.flatMap((q) => q.query.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'_.-]*/gu) ?? []))];
  const rows = await db.execute<{ w: string; l: string | null }>(sql`
    select w, (select string_agg(l, ' ') from unnest(tsvector_to_array(to_tsvector('english', w))) l) as l from unnest(${`{${words.map((w) => `"${w.replace(/["\\]/g, "")}"`).join(",")}}`}::text[]) w
  `);
  for (const r of rows) out.lexemeOf[r.w] = r.l ?? "";
  await close();
  await embedded.close();
  mkdirSync(TUNE_CACHE_DIR, { recursive: true });
  writeFileSync(path.join(TUNE_CACHE_DIR, `${split}.json`), JSON.stringify(out));
  console.log(`${split}: ${out.meetings.length} meetings, ${out.queries.length} queries, ${words.length} question words`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

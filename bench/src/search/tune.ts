/*
 * Tuning on QMSum's train split (never on val): the product's own scorer and fusion (scorePassages, fuseMeetings,
 * queryTerms) run in memory over lexemes PostgreSQL computed once for every turn, for a grid of window sizes,
 * passages per meeting and fusion weights. Full text only (the embeddings' weight is checked on the real path).
 *   npx tsx src/search/tune.ts   (BENCH_QMSUM_SPLIT=train by default)
 */
import { createDb, sql } from "@understudy/db";
import { startEmbeddedPostgres } from "@understudy/db/embedded";
import { migrateDatabase } from "@understudy/db/migrate";
import { FUSION, fuseMeetings, queryTerms, scorePassages, type HitTurn } from "@understudy/services/search";
import { loadQmsum } from "./qmsum";
import { firstHit, score, type Seen } from "./retrieval";

const split = (process.env.BENCH_QMSUM_SPLIT ?? "train") as "train" | "val";
const corpus = loadQmsum(split);
const embedded = await startEmbeddedPostgres();
await migrateDatabase(embedded.url);
const { db, close } = createDb(embedded.url, { max: 2 });

// Each turn's lexemes (words only, as the product counts them) and length.
const turns: HitTurn[][] = [];
for (const [meeting, m] of corpus.entries()) {
  const rows = await db.execute<{ seq: number; len: number; lexeme: string | null; tf: number }>(sql`
    with t as (select ord - 1 as seq, c from jsonb_array_elements_text(${JSON.stringify(m.turns.map((t) => t.content))}::jsonb) with ordinality as x(c, ord))
    select t.seq, length(t.c) as len, u.lexeme, coalesce(array_length(u.positions, 1), 0) as tf
    from t left join lateral unnest(to_tsvector('english', t.c)) u on true
  `);
  const list: HitTurn[] = m.turns.map((t, seq) => ({ meetingId: String(meeting), seq, length: t.content.length, tf: new Map() }));
  for (const r of rows) if (r.lexeme) (list[Number(r.seq)]?.tf as Map<string, number>).set(r.lexeme, Number(r.tf));
  turns.push(list);
}
const queries = corpus.flatMap((m, meeting) => m.queries.map((q) => ({ ...q, meeting })));
const lexemes: string[][] = [];
for (const q of queries) {
  const [row] = await db.execute<{ l: string[] }>(sql`select array(select distinct l from unnest(tsvector_to_array(to_tsvector('english', ${queryTerms(q.query).ranked}))) l) as l`);
  lexemes.push(row?.l ?? []);
}
await close();
await embedded.close();
const total = turns.reduce((n, t) => n + t.length, 0);
// lexeme → the turns holding it, so a query touches only its matching turns (as the GIN index does).
const postings = new Map<string, HitTurn[]>();
for (const list of turns) for (const t of list) for (const l of t.tf.keys()) (postings.get(l) ?? postings.set(l, []).get(l) ?? []).push(t);
console.log(`loaded ${total} turns, ${queries.length} queries`);

function evaluate(window: number, perMeeting: number, nextPassage: number, own: boolean) {
  const ranks = queries.map((q, i) => {
    const want = new Set(lexemes[i]);
    const matching = new Set([...want].flatMap((l) => postings.get(l) ?? []).filter((t) => !own || t.meetingId === String(q.meeting)));
    const hits = [...matching].map((t) => ({ ...t, tf: new Map([...t.tf].filter(([l]) => want.has(l))) }));
    const passages = scorePassages(hits, { turns: own ? (turns[q.meeting]?.length ?? 0) : total, window });
    const meetings = fuseMeetings({ passages, hits, near: [], signals: new Map() }, { ...FUSION, nextPassage });
    const seen: Seen[] = meetings.slice(0, 10).flatMap((m) => m.passages.slice(0, own ? 10 : perMeeting).map((p) => ({ meeting: Number(m.id), first: p.firstSeq, last: p.lastSeq })));
    return firstHit(seen, q);
  });
  return score(ranks, [0]);
}

console.log(`${split}: ${queries.length} queries`);
for (const window of [5, 7]) {
  const own = evaluate(window, 10, FUSION.nextPassage, true);
  console.log(`window ${window} own: hit@1 ${own.hit_at_1} hit@5 ${own.hit_at_5} mrr ${own.mrr_at_10}`);
  for (const perMeeting of [2, 3, 5])
    for (const next of [0.25, 0.5]) {
      const all = evaluate(window, perMeeting, next, false);
      console.log(`  all per ${perMeeting} next ${next}: hit@1 ${all.hit_at_1} hit@5 ${all.hit_at_5} hit@10 ${all.hit_at_10} mrr ${all.mrr_at_10}`);
    }
}

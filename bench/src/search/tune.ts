/*
 * Tuning on QMSum's train split (val only to report): the product's own scorer and fusion (scorePassages,
 * fuseMeetings) run in memory over the lexemes PostgreSQL computed once (tune-cache.ts), for a grid of settings.
 * Full text only (the embeddings' weight is checked on the real path, pnpm bench:search).
 *   npx tsx src/search/tune-cache.ts train && npx tsx src/search/tune-cache.ts val
 *   npx tsx src/search/tune.ts [train|val]   (prints BM25 at 5 turns and at the product's window too; needs QMSUM_DIR)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { arrange, FUNCTION_WORDS, fuseMeetings, QUESTION_WORDS, RANKING, scorePassages, type HitTurn, type Ranking } from "@understudy/services/search";
import { bm25Index, bm25Search, BM25_WINDOW, type Bm25Index } from "./bm25";
import { loadQmsum } from "./qmsum";
import { firstHit, queriesOf, score, type Scores, type Seen } from "./retrieval";
import { TUNE_CACHE_DIR, type CachedSplit } from "./tune-cache";

export function loadSplit(split: string) {
  const data = JSON.parse(readFileSync(path.join(TUNE_CACHE_DIR, `${split}.json`), "utf8")) as CachedSplit;
  const turns: (HitTurn & { speaker: string[] })[][] = data.meetings.map((m, meeting) =>
    m.turns.map((t, seq) => ({ meetingId: String(meeting), seq, length: t.len, tf: new Map(Object.entries(t.tf)), speaker: t.speaker })),
  );
  const postings = new Map<string, (HitTurn & { speaker: string[] })[]>();
  for (const list of turns) for (const t of list) for (const l of new Set([...t.tf.keys(), ...t.speaker])) (postings.get(l) ?? postings.set(l, []).get(l) ?? []).push(t);
  const ownPostings = turns.map((list) => {
    const m = new Map<string, (HitTurn & { speaker: string[] })[]>();
    for (const t of list) for (const l of new Set([...t.tf.keys(), ...t.speaker])) (m.get(l) ?? m.set(l, []).get(l) ?? []).push(t);
    return m;
  });
  const total = turns.reduce((n, t) => n + t.length, 0);
  return { data, turns, postings, ownPostings, total };
}
type Split = ReturnType<typeof loadSplit>;

/** The query's lexemes, as queryTerms + to_tsvector give them (function words dropped before stemming). */
export function lexemes(s: Split, query: string, stop: ReadonlySet<string>): string[] {
  const words = (query.match(/[\p{L}\p{N}][\p{L}\p{N}'_.-]*/gu) ?? []).filter((w) => !stop.has(w.toLowerCase()));
  return [...new Set(words.flatMap((w) => (s.data.lexemeOf[w.toLowerCase()] ?? "").split(" ").filter(Boolean)))];
}

/** As textEvidence's weights: the lexemes of the query's asking words (not also another word's) at r.questionWord. */
export function askingWeights(s: Split, query: string, r: Ranking, stop: ReadonlySet<string>): Map<string, number> {
  const words = (query.match(/[\p{L}\p{N}][\p{L}\p{N}'_.-]*/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => !stop.has(w));
  const lex = (w: string) => (s.data.lexemeOf[w] ?? "").split(" ").filter(Boolean);
  const said = new Set(words.filter((w) => !QUESTION_WORDS.has(w)).flatMap(lex));
  return new Map(words.filter((w) => QUESTION_WORDS.has(w)).flatMap(lex).filter((l) => !said.has(l)).map((l) => [l, r.questionWord]));
}

export function evaluate(s: Split, r: Ranking, own: boolean, opts: { stop?: ReadonlySet<string> } = {}): Scores {
  const stop = opts.stop ?? FUNCTION_WORDS;
  meetingRanks = [];
  const ranks = s.data.queries.map((q) => {
    const want = new Set(lexemes(s, q.query, stop));
    const weights = askingWeights(s, q.query, r, stop);
    const byTurn = new Map<HitTurn, HitTurn & { tf: Map<string, number> }>();
    for (const l of want)
      for (const t of (own ? s.ownPostings[q.meeting]?.get(l) : s.postings.get(l)) ?? []) {
        let h = byTurn.get(t);
        if (!h) byTurn.set(t, (h = { meetingId: t.meetingId, seq: t.seq, length: t.length, tf: new Map() }));
        // Content counts as PostgreSQL's weight A; a speaker label holding the word (weight B) adds r.speaker.
        const f = (t.tf.get(l) ?? 0) + (t.speaker.includes(l) ? r.speaker : 0);
        if (f > 0) h.tf.set(l, f);
      }
    // As lexicalHits: only turns whose words hold a query word (the GIN match is weight A); the speaker then adds.
    const hits = [...byTurn.entries()].filter(([t]) => [...want].some((l) => t.tf.has(l))).map(([, h]) => h);
    const passages = scorePassages(hits, { turns: own ? (s.turns[q.meeting]?.length ?? 0) : s.total, weights }, r);
    const meetings = fuseMeetings({ passages, hits, turns: own ? (s.turns[q.meeting]?.length ?? 0) : s.total, near: [], signals: new Map(), weights }, r);

    const at = meetings.findIndex((m) => m.id === String(q.meeting));
    meetingRanks.push(at < 0 ? null : at + 1);
    const seen: Seen[] = arrange(meetings, { meetings: 10, passages: 10, within: own }, r).flatMap((m) => m.passages.map((p) => ({ meeting: Number(m.id), first: p.firstSeq, last: p.lastSeq })));
    return firstHit(seen, q);
  });
  return score(ranks, [0]);
}

/** Where the question's meeting ranked, per query, in the last evaluation. */
export let meetingRanks: (number | null)[] = [];
const fmt = (x: Scores) => [x.hit_at_1, x.hit_at_5, x.hit_at_10, x.mrr_at_10].map((v) => v.toFixed(3)).join("/");
export function report(s: Split, label: string, r: Ranking, opts: { stop?: ReadonlySet<string>; only?: "all" | "own" } = {}) {
  const all = opts.only === "own" ? "" : `all ${fmt(evaluate(s, r, false, opts))}`;
  const own = opts.only === "all" ? "" : `own ${fmt(evaluate(s, r, true, opts))}`;
  console.log(`${label.padEnd(40)} ${all}  ${own}`);
}

/** The bench's BM25 baseline on the same split at `window` turns, so a setting is judged against it here too. */
export function reportBm25(split: "train" | "val", window: number) {
  const corpus = loadQmsum(split);
  const queries = queriesOf(corpus);
  const all = bm25Index(corpus, undefined, window);
  const own = new Map<number, Bm25Index>();
  const ownIndex = (i: number) => own.get(i) ?? own.set(i, bm25Index(corpus, i, window)).get(i)!;
  const across = score(queries.map((q) => firstHit(bm25Search(all, q.query, 10), q)), [0]);
  const within = score(queries.map((q) => firstHit(bm25Search(ownIndex(q.meeting), q.query, 10), q)), [0]);
  console.log(`${`bm25, ${window} turns`.padEnd(40)} all ${fmt(across)}  own ${fmt(within)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const split = (process.argv[2] ?? "train") as "train" | "val";
  const s = loadSplit(split);
  reportBm25(split, BM25_WINDOW);
  reportBm25(split, RANKING.window);
  report(s, "product", RANKING);
  // The words that only ask: removed (the old stop list), or kept at a weight.
  report(s, "question words removed", RANKING, { stop: new Set([...FUNCTION_WORDS, ...QUESTION_WORDS]) });
  for (const questionWord of [0, 0.1, 0.25, 0.5, 0.75, 1]) report(s, `questionWord ${questionWord}`, { ...RANKING, questionWord });
}

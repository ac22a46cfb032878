/*
 * An experiment, not the product: pseudo-relevance feedback (RM3-style) over the product's scorer, in memory on the
 * tune cache. The first pass's top passages lend their most distinctive words to the query (weighted below the
 * question's own), and the second pass ranks with them. Tune on train, report val:
 *   TUNE_CACHE_DIR=… npx tsx src/search/tune-prf.ts train|val
 */
import { arrange, FUNCTION_WORDS, fuseMeetings, QUESTION_WORDS, RANKING, scorePassages, type HitTurn, type Ranking } from "@understudy/services/search";
import { firstHit, score, type Scores, type Seen } from "./retrieval";
import { lexemes, loadSplit } from "./tune";

type Split = ReturnType<typeof loadSplit>;
export interface Prf {
  /** Passages of the first pass that lend words. */
  docs: number;
  /** Words added. */
  terms: number;
  /** What an added word's occurrences count for, next to a question word's (1). */
  weight: number;
  /** Largest share of the scope's turns an added word may occur in. */
  maxDf: number;
}

function rank(s: Split, r: Ranking, own: boolean, q: { meeting: number }, weights: Map<string, number>) {
  // As tune.ts's evaluate (and lexicalHits): a turn counts when its words hold a query word; its speaker label adds.
  const byTurn = new Map<HitTurn & { speaker: string[] }, HitTurn & { tf: Map<string, number> }>();
  for (const [l, w] of weights)
    for (const t of (own ? s.ownPostings[q.meeting]?.get(l) : s.postings.get(l)) ?? []) {
      let h = byTurn.get(t);
      if (!h) byTurn.set(t, (h = { meetingId: t.meetingId, seq: t.seq, length: t.length, tf: new Map() }));
      const f = ((t.tf.get(l) ?? 0) + (t.speaker.includes(l) ? r.speaker : 0)) * w;
      if (f > 0) h.tf.set(l, f);
    }
  const hits = [...byTurn.entries()].filter(([t]) => [...weights.keys()].some((l) => t.tf.has(l))).map(([, h]) => h);
  const turns = own ? (s.turns[q.meeting]?.length ?? 0) : s.total;
  return fuseMeetings({ passages: scorePassages(hits, { turns }, r), hits, turns, near: [], signals: new Map() }, r);
}

export function evaluatePrf(s: Split, r: Ranking, own: boolean, prf: Prf | null): Scores {
  const ranks = s.data.queries.map((q) => {
    const want = lexemes(s, q.query, new Set([...FUNCTION_WORDS, ...QUESTION_WORDS]));
    const weights = new Map(want.map((l) => [l, 1]));
    let meetings = rank(s, r, own, q, weights);
    if (prf) {
      const top = meetings.flatMap((m) => m.passages).sort((a, b) => b.score - a.score).slice(0, prf.docs);
      const maxScore = top[0]?.score || 1;
      const gain = new Map<string, number>();
      const n = own ? (s.turns[q.meeting]?.length ?? 1) : s.total;
      for (const p of top) {
        const list = s.turns[Number(p.meetingId)] ?? [];
        const tf = new Map<string, number>();
        let len = 0;
        for (let seq = p.firstSeq; seq <= p.lastSeq; seq++) for (const [l, f] of list[seq]?.tf ?? []) { tf.set(l, (tf.get(l) ?? 0) + f); len += f; }
        for (const [l, f] of tf) {
          if (weights.has(l) || l.length < 3) continue;
          const df = (own ? s.ownPostings[q.meeting]?.get(l) : s.postings.get(l))?.length ?? 0;
          // Rare enough to tell passages apart (and to keep the second pass's postings small).
          if (df < 2 || df > n * prf.maxDf) continue;
          const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
          gain.set(l, (gain.get(l) ?? 0) + (p.score / maxScore) * (f / (len || 1)) * idf);
        }
      }
      const expansion = [...gain].sort((a, b) => b[1] - a[1]).slice(0, prf.terms);
      for (const [l] of expansion) weights.set(l, prf.weight);
      meetings = rank(s, r, own, q, weights);
    }
    const seen: Seen[] = arrange(meetings, { meetings: 10, passages: 10, within: own }, r).flatMap((m) => m.passages.map((p) => ({ meeting: Number(m.id), first: p.firstSeq, last: p.lastSeq })));
    return firstHit(seen, q);
  });
  return score(ranks, [0]);
}

const fmt = (x: Scores) => [x.hit_at_1, x.hit_at_5, x.hit_at_10, x.mrr_at_10].map((v) => v.toFixed(3)).join("/");

if (import.meta.url === `file://${process.argv[1]}`) {
  const split = process.argv[2] ?? "train";
  const grid: (Prf | null)[] = split === "train"
    ? [5, 10].flatMap((docs) => [0.2, 0.4].map((weight) => ({ docs, terms: 10, weight, maxDf: 0.01 })))
    : [null, ...(process.argv[3] ? [JSON.parse(process.argv[3]) as Prf] : [])];
  const s = loadSplit(split);
  for (const prf of grid as (Prf | null)[]) console.log(`${JSON.stringify(prf).padEnd(40)} all ${fmt(evaluatePrf(s, RANKING, false, prf))}  own ${fmt(evaluatePrf(s, RANKING, true, prf))}`);
}

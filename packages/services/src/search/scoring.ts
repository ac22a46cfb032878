/**
 * Okapi BM25 over passages: windows of WINDOW consecutive turns, scored from the turns that contain query words
 * (what the GIN index returns). Every window around a matching turn is a candidate; the best ones per meeting are
 * kept without overlap, each remembering its first turn and its best turn (where it is cited and linked).
 */
import { RANKING, type Ranking } from "./ranking";

export const WINDOW = RANKING.window;
/**
 * The length (characters) assumed for a turn of a window that holds none of the words, which the index does not
 * return. Near the mean turn of real transcripts (QMSum: ~90 characters); only length normalisation uses it.
 */
export const AVG_TURN_CHARS = 90;

export interface HitTurn {
  meetingId: string;
  seq: number;
  /** Characters of the turn's words. */
  length: number;
  /** Occurrences of each query lexeme in the turn's words. */
  tf: ReadonlyMap<string, number>;
}

export interface ScoredPassage {
  meetingId: string;
  firstSeq: number;
  lastSeq: number;
  /** The turn that weighs most in the window. */
  bestSeq: number;
  score: number;
  /** Turns of the window that contain query words. */
  hits: number;
}

export interface ScoreOptions {
  /** Turns in the searched scope (the N of the inverse document frequency). */
  turns: number;
  /** Lexemes that weigh less than 1 (the words that only ask, at RANKING.questionWord); others weigh 1. */
  weights?: ReadonlyMap<string, number>;
  window?: number;
}

/** Inverse document frequency of each lexeme over the scope's turns (BM25's, never negative), times its weight. */
export function idfOf(hits: readonly HitTurn[], turns: number, weights?: ReadonlyMap<string, number>): Map<string, number> {
  const df = new Map<string, number>();
  for (const h of hits) for (const l of h.tf.keys()) df.set(l, (df.get(l) ?? 0) + 1);
  const n = Math.max(turns, hits.length);
  return new Map([...df].map(([l, d]) => [l, (weights?.get(l) ?? 1) * Math.log(1 + (n - d + 0.5) / (d + 0.5))]));
}

/** Every meeting's passages, best first, overlapping ones removed (the better one stays). */
export function scorePassages(hits: readonly HitTurn[], options: ScoreOptions, r: Ranking = RANKING): Map<string, ScoredPassage[]> {
  const window = options.window ?? r.window;
  const { k1, b } = r;
  const idf = idfOf(hits, options.turns, options.weights);
  const avg = window * AVG_TURN_CHARS;
  const byMeeting = new Map<string, HitTurn[]>();
  for (const h of hits) {
    const turns = byMeeting.get(h.meetingId);
    if (turns) turns.push(h);
    else byMeeting.set(h.meetingId, [h]);
  }
  const out = new Map<string, ScoredPassage[]>();
  for (const [meetingId, unsorted] of byMeeting) {
    // Sorted turns, so each window's matching turns are a contiguous run found with two pointers.
    const turns = [...unsorted].sort((x, y) => x.seq - y.seq);
    const weight = turns.map((t) => {
      let w = 0;
      for (const [l, f] of t.tf) w += (idf.get(l) ?? 0) * (f / (f + k1));
      return w;
    });
    const starts = new Set<number>();
    for (const t of turns) for (let s = Math.max(0, t.seq - window + 1); s <= t.seq; s++) starts.add(s);
    const candidates: (ScoredPassage & { spread: number })[] = [];
    let lo = 0;
    let hi = 0;
    for (const first of [...starts].sort((x, y) => x - y)) {
      while (lo < turns.length && (turns[lo] as HitTurn).seq < first) lo++;
      if (hi < lo) hi = lo;
      while (hi < turns.length && (turns[hi] as HitTurn).seq < first + window) hi++;
      const tf = new Map<string, number>();
      let length = (window - (hi - lo)) * AVG_TURN_CHARS;
      let best = lo;
      let centre = 0;
      for (let i = lo; i < hi; i++) {
        const turn = turns[i] as HitTurn;
        length += turn.length;
        centre += turn.seq;
        for (const [l, f] of turn.tf) tf.set(l, (tf.get(l) ?? 0) + f);
        if ((weight[i] ?? 0) > (weight[best] ?? 0)) best = i;
      }
      let score = 0;
      for (const [l, f] of tf) score += ((idf.get(l) ?? 0) * f * (k1 + 1)) / (f + k1 * (1 - b + (b * length) / avg));
      centre /= hi - lo;
      candidates.push({ meetingId, firstSeq: first, lastSeq: first + window - 1, bestSeq: (turns[best] as HitTurn).seq, score, hits: hi - lo, spread: Math.abs(first + (window - 1) / 2 - centre) });
    }
    candidates.sort((x, y) => y.score - x.score || x.spread - y.spread || x.firstSeq - y.firstSeq);
    out.set(meetingId, keepApart(candidates, window, r.gap));
  }
  return out;
}

/** The best candidates (all `window` turns long, best first) such that no two overlap or lie within `gap` turns. */
function keepApart(candidates: readonly (ScoredPassage & { spread: number })[], window: number, gap: number): ScoredPassage[] {
  const blocked = new Set<number>();
  const kept: ScoredPassage[] = [];
  for (const c of candidates) {
    if (blocked.has(c.firstSeq)) continue;
    kept.push({ meetingId: c.meetingId, firstSeq: c.firstSeq, lastSeq: c.lastSeq, bestSeq: c.bestSeq, score: c.score, hits: c.hits });
    for (let s = c.firstSeq - window - gap + 1; s < c.firstSeq + window + gap; s++) blocked.add(s);
  }
  return kept;
}

/**
 * Okapi BM25 over passages: windows of WINDOW consecutive turns, scored from the turns that contain query words
 * (what the GIN index returns). Every window around a matching turn is a candidate; the best ones per meeting are
 * kept without overlap, each remembering its first turn and its best turn (where it is cited and linked).
 */
/** 7 turns, tuned on QMSum's train split (hit@5 within a meeting 0.831 with 5 turns, 0.855 with 7; across meetings 0.395, 0.414). */
export const WINDOW = 7;
export const K1 = 1.2;
export const B = 0.75;
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
  window?: number;
}

/** Inverse document frequency of each lexeme over the scope's turns (BM25's, never negative). */
export function idfOf(hits: readonly HitTurn[], turns: number): Map<string, number> {
  const df = new Map<string, number>();
  for (const h of hits) for (const l of h.tf.keys()) df.set(l, (df.get(l) ?? 0) + 1);
  const n = Math.max(turns, hits.length);
  return new Map([...df].map(([l, d]) => [l, Math.log(1 + (n - d + 0.5) / (d + 0.5))]));
}

/** Every meeting's passages, best first, overlapping ones removed (the better one stays). */
export function scorePassages(hits: readonly HitTurn[], options: ScoreOptions): Map<string, ScoredPassage[]> {
  const window = options.window ?? WINDOW;
  const idf = idfOf(hits, options.turns);
  const avg = window * AVG_TURN_CHARS;
  const byMeeting = new Map<string, Map<number, HitTurn>>();
  for (const h of hits) {
    const turns = byMeeting.get(h.meetingId) ?? new Map<number, HitTurn>();
    byMeeting.set(h.meetingId, turns.set(h.seq, h));
  }
  const out = new Map<string, ScoredPassage[]>();
  for (const [meetingId, turns] of byMeeting) {
    const candidates: (ScoredPassage & { spread: number })[] = [];
    const starts = new Set<number>();
    for (const seq of turns.keys()) for (let s = Math.max(0, seq - window + 1); s <= seq; s++) starts.add(s);
    for (const first of starts) {
      const tf = new Map<string, number>();
      let length = 0;
      let best = { seq: first, weight: -1 };
      const inside: number[] = [];
      for (let seq = first; seq < first + window; seq++) {
        const turn = turns.get(seq);
        if (!turn) {
          length += AVG_TURN_CHARS;
          continue;
        }
        inside.push(seq);
        length += turn.length;
        let weight = 0;
        for (const [l, f] of turn.tf) {
          tf.set(l, (tf.get(l) ?? 0) + f);
          weight += (idf.get(l) ?? 0) * (f / (f + K1));
        }
        if (weight > best.weight) best = { seq, weight };
      }
      let score = 0;
      for (const [l, f] of tf) score += ((idf.get(l) ?? 0) * f * (K1 + 1)) / (f + K1 * (1 - B + (B * length) / avg));
      const centre = inside.reduce((a, b) => a + b, 0) / inside.length;
      candidates.push({ meetingId, firstSeq: first, lastSeq: first + window - 1, bestSeq: best.seq, score, hits: inside.length, spread: Math.abs(first + (window - 1) / 2 - centre) });
    }
    candidates.sort((a, b) => b.score - a.score || a.spread - b.spread || a.firstSeq - b.firstSeq);
    const kept: ScoredPassage[] = [];
    for (const c of candidates) {
      if (kept.some((k) => c.firstSeq <= k.lastSeq && c.lastSeq >= k.firstSeq)) continue;
      kept.push({ meetingId: c.meetingId, firstSeq: c.firstSeq, lastSeq: c.lastSeq, bestSeq: c.bestSeq, score: c.score, hits: c.hits });
    }
    out.set(meetingId, kept);
  }
  return out;
}

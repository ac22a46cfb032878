import type { QmsumMeeting } from "./qmsum";

/**
 * The baseline: textbook Okapi BM25 (k1 1.2, b 0.75) over non-overlapping windows of 5 consecutive turns,
 * lower-cased words, a short English stop-word list, no stemming. Computed here, in memory, so the product is
 * compared with something it does not share code with. A second run uses the product's own passage length,
 * because a longer window overlaps an answer's turns more often by its length alone: the product has to beat
 * BM25 at its own window, not only at 5 turns.
 */
export const BM25_WINDOW = 5;
const K1 = 1.2;
const B = 0.75;
const STOP = new Set(
  "a an and are as at be but by for from has have he her his i if in into is it its me my no not of on or our she so that the their them then there these they this those to too up us was we were what when where which who why will with would you your do does did done how about can could should".split(" "),
);

export const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP.has(w));

export interface Window {
  meeting: number;
  first: number;
  last: number;
}

export interface Bm25Index {
  windows: Window[];
  tf: Map<string, number>[];
  length: number[];
  avg: number;
  df: Map<string, number>;
}

/** An index over the given meetings' windows (all of them, or one meeting for the within-meeting row). */
export function bm25Index(corpus: QmsumMeeting[], only?: number, window = BM25_WINDOW): Bm25Index {
  const windows: Window[] = [];
  const tf: Map<string, number>[] = [];
  const length: number[] = [];
  const df = new Map<string, number>();
  corpus.forEach((m, meeting) => {
    if (only !== undefined && meeting !== only) return;
    for (let first = 0; first < m.turns.length; first += window) {
      const last = Math.min(m.turns.length - 1, first + window - 1);
      const counts = new Map<string, number>();
      let n = 0;
      for (let i = first; i <= last; i++) for (const w of words(m.turns[i]?.content ?? "")) (counts.set(w, (counts.get(w) ?? 0) + 1), n++);
      for (const w of counts.keys()) df.set(w, (df.get(w) ?? 0) + 1);
      windows.push({ meeting, first, last });
      tf.push(counts);
      length.push(n);
    }
  });
  const avg = length.reduce((a, b) => a + b, 0) / Math.max(1, length.length);
  return { windows, tf, length, avg, df };
}

/** The best `k` windows for the query, best first. */
export function bm25Search(index: Bm25Index, query: string, k: number): Window[] {
  const terms = [...new Set(words(query))];
  const n = index.windows.length;
  const scored: { i: number; s: number }[] = [];
  index.tf.forEach((counts, i) => {
    let s = 0;
    for (const t of terms) {
      const f = counts.get(t);
      if (!f) continue;
      const df = index.df.get(t) ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      s += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * (index.length[i] ?? 0)) / index.avg));
    }
    if (s > 0) scored.push({ i, s });
  });
  return scored
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, k)
    .map(({ i }) => index.windows[i] as Window);
}

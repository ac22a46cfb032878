/** Reciprocal rank fusion's k: the value from Cormack et al. (2009); it damps the weight of the very first ranks. */
export const RRF_K = 60;

export interface Fused {
  key: string;
  score: number;
  /** 1-based rank in each input list, or null where the key is absent. */
  ranks: (number | null)[];
}

/**
 * Fuses ranked lists of keys: score = Σ 1 / (k + rank). Lists need no comparable scores, which is the point:
 * full-text ranks and cosine distances live on different scales. A key repeated within one list counts once,
 * at its best rank. Ties keep the order of the best single rank, then of the earlier list.
 */
export function reciprocalRankFusion(lists: readonly (readonly string[])[], k = RRF_K): Fused[] {
  const fused = new Map<string, Fused>();
  lists.forEach((list, index) => {
    list.forEach((key, position) => {
      let entry = fused.get(key);
      if (!entry) {
        entry = { key, score: 0, ranks: lists.map(() => null) };
        fused.set(key, entry);
      }
      if (entry.ranks[index] !== null) return;
      entry.ranks[index] = position + 1;
      entry.score += 1 / (k + position + 1);
    });
  });
  const best = (f: Fused) => Math.min(...f.ranks.map((r) => r ?? Infinity));
  const firstList = (f: Fused) => f.ranks.findIndex((r) => r !== null);
  return [...fused.values()].sort((a, b) => b.score - a.score || best(a) - best(b) || firstList(a) - firstList(b));
}

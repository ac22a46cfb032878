import type { Reranker } from "@understudy/integrations/rerank";

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 500;

/**
 * A reranker that remembers its judge's scores for a question over the same passages for a few minutes. A real
 * model at temperature 0 is close to deterministic but not exactly, and a user who searches and then asks (or opens
 * the meeting page) sends the same question over the same passages seconds apart: answering the second call from
 * here is what keeps Search and Ask citing the same passages, and it saves a model call. Failures are not
 * remembered. The memory is this process's (a second web instance asks the model again).
 */
export function rememberingReranker<R extends Reranker>(inner: R, clock: () => number = Date.now): R {
  const entries = new Map<string, { scores: number[]; at: number }>();
  return {
    ...inner,
    async rerank(query: string, documents: readonly string[]) {
      const key = JSON.stringify([query.trim().toLowerCase(), documents]);
      const hit = entries.get(key);
      if (hit && clock() - hit.at <= TTL_MS) return hit.scores;
      const scores = await inner.rerank(query, documents);
      entries.delete(key);
      entries.set(key, { scores, at: clock() });
      // A Map iterates in insertion order: the first key is the one remembered longest ago.
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      return scores;
    },
  };
}

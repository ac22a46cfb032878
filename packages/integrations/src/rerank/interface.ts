/**
 * Re-scores search passages for a question: a second, slower and better judge over the few passages the lexical
 * retriever ranked highest. One relevance score per document, in the documents' order, higher is more relevant;
 * scores are comparable only within one call, and a document the judge left out scores -Infinity. Any failure or
 * timeout throws: the caller keeps its own order.
 */
export interface Reranker {
  /** What judges, for logs: `chat:<model>` or `endpoint:<model or url>`. */
  readonly name: string;
  rerank(query: string, documents: readonly string[]): Promise<number[]>;
}

/** A reranker as the environment configures it, with how many of the top passages it judges per question. */
export interface ConfiguredReranker extends Reranker {
  /** `SEARCH_RERANK_CANDIDATES`: the rest keep their order after them. */
  readonly candidates: number;
}

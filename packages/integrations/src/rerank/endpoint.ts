import { z } from "zod";
import type { Reranker } from "./interface";

export interface EndpointRerankerConfig {
  /** The full endpoint, e.g. https://api.cohere.com/v2/rerank, https://api.jina.ai/v1/rerank, http://vllm:8000/v1/rerank. */
  url: string;
  apiKey?: string;
  model?: string;
  timeoutMs: number;
}

const Response = z.object({ results: z.array(z.object({ index: z.number().int(), relevance_score: z.number() })) });

/**
 * A Cohere/Jina-style rerank endpoint: `POST {model, query, documents, top_n}` → `{results: [{index,
 * relevance_score}]}`, the shape Cohere, Jina, vLLM, Infinity and llama.cpp's server share (no vendor SDK covers
 * them all, so plain fetch). Documents left out of the results sort last.
 */
export function createEndpointReranker(config: EndpointRerankerConfig): Reranker {
  return {
    name: `endpoint:${config.model ?? config.url}`,
    async rerank(query, documents) {
      if (!documents.length) return [];
      const response = await fetch(config.url, {
        method: "POST",
        headers: { "content-type": "application/json", ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
        body: JSON.stringify({ ...(config.model ? { model: config.model } : {}), query, documents, top_n: documents.length }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) throw new Error(`Rerank endpoint answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      const { results } = Response.parse(await response.json());
      const scores = documents.map(() => Number.NEGATIVE_INFINITY);
      for (const r of results) if (r.index >= 0 && r.index < documents.length && Number.isFinite(r.relevance_score)) scores[r.index] = r.relevance_score;
      return scores;
    },
  };
}

import { languageModelFromEnv } from "../ai";
import { processEnv, type EnvSource } from "../env";
import { createChatReranker } from "./chat";
import { createEndpointReranker } from "./endpoint";
import { rerankEnv } from "./env";
import type { ConfiguredReranker } from "./interface";

export * from "./interface";
export { rerankEnv } from "./env";
export { createChatReranker, rerankPrompt, RerankScores } from "./chat";
export { createEndpointReranker, type EndpointRerankerConfig } from "./endpoint";

/**
 * The reranker the environment describes, or null: `SEARCH_RERANK=off`, `chat` without OPENAI_API_KEY, or
 * `endpoint` without SEARCH_RERANK_URL (search then keeps its lexical order and makes no call).
 */
export function rerankerFromEnv(source: EnvSource = processEnv()): ConfiguredReranker | null {
  const env = rerankEnv(source);
  const candidates = env.SEARCH_RERANK_CANDIDATES;
  if (env.SEARCH_RERANK === "chat") {
    const model = languageModelFromEnv({ timeoutMs: env.SEARCH_RERANK_TIMEOUT_MS, maxRetries: 0, ...(env.SEARCH_RERANK_MODEL ? { model: env.SEARCH_RERANK_MODEL } : {}) }, source);
    return model && { ...createChatReranker(model), candidates };
  }
  if (env.SEARCH_RERANK === "endpoint" && env.SEARCH_RERANK_URL) {
    return { candidates, ...createEndpointReranker({ url: env.SEARCH_RERANK_URL, timeoutMs: env.SEARCH_RERANK_TIMEOUT_MS, ...(env.SEARCH_RERANK_API_KEY ? { apiKey: env.SEARCH_RERANK_API_KEY } : {}), ...(env.SEARCH_RERANK_MODEL ? { model: env.SEARCH_RERANK_MODEL } : {}) }) };
  }
  return null;
}

import { aiEnv } from "./env";
import type { LanguageModel } from "./interface";
import { createOpenAIModel } from "./openai-provider";

export * from "./interface";
export * from "./errors";
export { aiEnv } from "./env";
export { createOpenAIModel, toAiError, type OpenAIModelConfig } from "./openai-provider";
export { FakeLanguageModel } from "./fake";

/** The model the environment describes, or null when no OPENAI_API_KEY is set (summaries are then unavailable). */
export function languageModelFromEnv(): LanguageModel | null {
  const env = aiEnv();
  if (!env.OPENAI_API_KEY) return null;
  return createOpenAIModel({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_SUMMARY_MODEL,
    embeddingModel: env.OPENAI_EMBEDDING_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
    maxRetries: env.OPENAI_MAX_RETRIES,
  });
}

import { processEnv, type EnvSource } from "../env";
import { aiEnv } from "./env";
import type { LanguageModel } from "./interface";
import { createOpenAIModel, type OpenAIModelConfig } from "./openai-provider";
import { createOpenAISpeech, type SpeechSynthesizer } from "./speech";

export * from "./interface";
export * from "./errors";
export { aiEnv } from "./env";
export { createOpenAIModel, toAiError, type OpenAIModelConfig } from "./openai-provider";
export { FakeLanguageModel } from "./fake";
export { createOpenAISpeech, type SpeechSynthesizer, type OpenAISpeechConfig } from "./speech";

/**
 * The model the environment describes, or null when no OPENAI_API_KEY is set (summaries are then unavailable).
 * `overrides` adjust the transport for one use (a search box cannot wait minutes for a query's embedding), or the
 * chat model (search's reranker may use a cheaper one).
 */
export function languageModelFromEnv(overrides: Partial<Pick<OpenAIModelConfig, "timeoutMs" | "maxRetries" | "model">> = {}, source: EnvSource = processEnv()): LanguageModel | null {
  const env = aiEnv(source);
  if (!env.OPENAI_API_KEY) return null;
  return createOpenAIModel({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_SUMMARY_MODEL,
    embeddingModel: env.OPENAI_EMBEDDING_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
    maxRetries: env.OPENAI_MAX_RETRIES,
    ...(env.OPENAI_EMBEDDING_DIMENSIONS ? { embeddingDimensions: env.OPENAI_EMBEDDING_DIMENSIONS } : {}),
    ...overrides,
  });
}

/** Speech synthesis the environment describes (same key and base URL as the model), or null without a key. */
export function speechFromEnv(source: EnvSource = processEnv()): SpeechSynthesizer | null {
  const env = aiEnv(source);
  if (!env.OPENAI_API_KEY) return null;
  // A short announcement: a slow or failing speech call must not hold the bot's chat message up for long.
  return createOpenAISpeech({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_SPEECH_MODEL, voice: env.OPENAI_SPEECH_VOICE, timeoutMs: 15_000, maxRetries: 1 });
}

import { aiEnv, languageModelFromEnv, type LanguageModel } from "@understudy/integrations/ai";
import { searchEnv } from "./env";

let indexing: { key: string; model: LanguageModel | null } | undefined;
let querying: { key: string; model: LanguageModel | null } | undefined;

/** The embedding model for indexing transcripts (the configured timeouts and retries), or null when none is configured. */
export function indexingEmbedder(): LanguageModel | null {
  const key = JSON.stringify(aiEnv());
  if (indexing?.key !== key) indexing = { key, model: languageModelFromEnv() };
  return indexing.model;
}

/** The same model for a query typed into search: a short timeout and no retries, because a person is waiting. */
export function queryEmbedder(): LanguageModel | null {
  const timeoutMs = searchEnv().SEARCH_EMBED_TIMEOUT_MS;
  const key = JSON.stringify([aiEnv(), timeoutMs]);
  if (querying?.key !== key) querying = { key, model: languageModelFromEnv({ timeoutMs, maxRetries: 0 }) };
  return querying.model;
}

import { aiEnv, languageModelFromEnv, type LanguageModel } from "@understudy/integrations/ai";
import { ServiceError } from "../errors";

let cached: { key: string; model: LanguageModel } | undefined;

/** The configured model (memoised per configuration); none configured is a 503, not a crash. */
export function resolveLanguageModel(): LanguageModel {
  const key = JSON.stringify(aiEnv());
  if (cached?.key !== key) {
    const model = languageModelFromEnv();
    if (!model) throw new ServiceError("UPSTREAM_UNAVAILABLE", "AI summaries are not configured on this server (OPENAI_API_KEY)");
    cached = { key, model };
  }
  return cached.model;
}

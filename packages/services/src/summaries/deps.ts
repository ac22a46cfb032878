import type { LanguageModel } from "@understudy/integrations/ai";
import { configured, type AppDeps } from "../deps";

/** The model summaries are written with; none configured is a 503, not a crash. */
export function languageModel(deps: AppDeps): LanguageModel {
  return configured(deps.model, "AI summaries are not configured on this server (OPENAI_API_KEY)");
}

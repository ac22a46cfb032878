import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import type { EnvSource } from "../env";

/**
 * Search's rerank stage. `SEARCH_RERANK=off` (the default, and all that runs offline) keeps the lexical order;
 * `chat` asks the configured OpenAI-compatible chat model (OPENAI_API_KEY, OPENAI_BASE_URL, SEARCH_RERANK_MODEL or
 * else OPENAI_SUMMARY_MODEL) for a relevance score per passage; `endpoint` posts to a Cohere/Jina-style rerank
 * endpoint at SEARCH_RERANK_URL (Cohere, Jina, vLLM, Infinity, llama.cpp's server). One try within
 * SEARCH_RERANK_TIMEOUT_MS: a person is waiting, and past it the search answers in the lexical order.
 */
export function rerankEnv(source: EnvSource = process.env) {
  return createEnv({
    server: {
      SEARCH_RERANK: z.enum(["off", "chat", "endpoint"]).default("off"),
      SEARCH_RERANK_URL: z.url().optional(),
      SEARCH_RERANK_API_KEY: z.string().min(1).optional(),
      SEARCH_RERANK_MODEL: z.string().min(1).optional(),
      SEARCH_RERANK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
      /** Passages re-scored per search (the rest keep their order after them). */
      SEARCH_RERANK_CANDIDATES: z.coerce.number().int().min(1).max(100).default(40),
    },
    runtimeEnv: source,
    emptyStringAsUndefined: true,
    skipValidation: source.SKIP_ENV_VALIDATION === "1",
  });
}

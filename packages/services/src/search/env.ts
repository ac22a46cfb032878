import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import { aiEnv } from "@understudy/integrations/ai";
import type { EnvSource } from "@understudy/integrations/env";

/** How search uses embeddings; read once, by `createAppDeps`, into `ctx.deps.config.search`. */
export interface SearchConfig {
  /** `SEARCH_SEMANTIC=off` keeps search on full text even where pgvector is installed. */
  semantic: boolean;
  /**
   * `SEARCH_MIN_SIMILARITY`: the cosine similarity a chunk needs to count as a semantic match (nearest neighbours
   * always exist, related or not); the default suits text-embedding-3 and the sandbox.
   */
  minSimilarity: number;
  /** `SEARCH_EMBED_TIMEOUT_MS`: a query's embedding gets this long and no retries, then search answers from full text. */
  embedTimeoutMs: number;
  /**
   * `OPENAI_EMBEDDING_DIMENSIONS`: the size asked of the embedding model, or null (0) for its native size; stored
   * chunks of another size are stale.
   */
  embeddingDimensions: number | null;
}

export function searchConfig(source: EnvSource): SearchConfig {
  const env = createEnv({
    server: {
      SEARCH_SEMANTIC: z.enum(["auto", "off"]).default("auto"),
      SEARCH_MIN_SIMILARITY: z.coerce.number().min(-1).max(1).default(0.25),
      SEARCH_EMBED_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    },
    runtimeEnv: source,
    emptyStringAsUndefined: true,
    skipValidation: source.SKIP_ENV_VALIDATION === "1",
  });
  return {
    semantic: env.SEARCH_SEMANTIC !== "off",
    minSimilarity: env.SEARCH_MIN_SIMILARITY,
    embedTimeoutMs: env.SEARCH_EMBED_TIMEOUT_MS,
    embeddingDimensions: aiEnv(source).OPENAI_EMBEDDING_DIMENSIONS || null,
  };
}

import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import { processEnv, type EnvSource } from "@understudy/integrations/env";

/**
 * How search uses embeddings. `SEARCH_SEMANTIC=off` keeps search on full text even where pgvector is installed.
 * `SEARCH_MIN_SIMILARITY` is the cosine similarity a chunk needs to count as a semantic match (nearest neighbours
 * always exist, related or not); the default suits text-embedding-3 and the sandbox. A query's embedding gets
 * `SEARCH_EMBED_TIMEOUT_MS` and no retries: past that, the search answers from full text alone.
 */
export function searchEnv(source: EnvSource = processEnv()) {
  return createEnv({
    server: {
      SEARCH_SEMANTIC: z.enum(["auto", "off"]).default("auto"),
      SEARCH_MIN_SIMILARITY: z.coerce.number().min(-1).max(1).default(0.25),
      SEARCH_EMBED_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    },
    runtimeEnv: source,
    emptyStringAsUndefined: true,
    skipValidation: source.SKIP_ENV_VALIDATION === "1",
  });
}

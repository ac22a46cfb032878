import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import { processEnv, type EnvSource } from "@understudy/integrations/env";

const parsed = new Map<string, ReturnType<typeof parse>>();

/**
 * How search uses embeddings. `SEARCH_SEMANTIC=off` keeps search on full text even where pgvector is installed.
 * `SEARCH_MIN_SIMILARITY` is the cosine similarity a chunk needs to count as a semantic match (nearest neighbours
 * always exist, related or not); the default suits text-embedding-3 and the sandbox. A query's embedding gets
 * `SEARCH_EMBED_TIMEOUT_MS` and no retries: past that, the search answers from full text alone.
 */
export function searchEnv(source: EnvSource = processEnv()) {
  // Read on every search (twice): building and running the schema cost a few ms of CPU per search under load, so
  // a parsed result is kept per value of the variables it can read (all SEARCH_*, so a new one is never missed).
  // Tests that change the environment get a fresh parse; an invalid value still throws every time.
  const key = JSON.stringify(Object.keys(source).filter((k) => k.startsWith("SEARCH_") || k === "SKIP_ENV_VALIDATION").sort().map((k) => [k, source[k]]));
  const known = parsed.get(key);
  if (known) return known;
  const env = parse(source);
  if (parsed.size > 16) parsed.clear();
  parsed.set(key, env);
  return env;
}

function parse(source: EnvSource) {
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

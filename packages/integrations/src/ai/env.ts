import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import type { EnvSource } from "../env";

/**
 * Model configuration. `OPENAI_BASE_URL` points the same code at OpenAI, an OpenAI-compatible server
 * (Ollama, vLLM) or the sandbox; the launcher sets it to the sandbox when no key is given.
 */
export function aiEnv(source: EnvSource = process.env) {
  return createEnv({
    server: {
      OPENAI_API_KEY: z.string().min(1).optional(),
      OPENAI_BASE_URL: z.url().default("https://api.openai.com/v1"),
      OPENAI_SUMMARY_MODEL: z.string().min(1).default("gpt-4o-mini"),
      OPENAI_EMBEDDING_MODEL: z.string().min(1).default("text-embedding-3-small"),
      /** Shortened embeddings (text-embedding-3 only); 256 is what the pgvector index is built for. 0 = the model's native size. */
      OPENAI_EMBEDDING_DIMENSIONS: z.coerce.number().int().min(0).max(3072).default(256),
      /** Speech for the meeting bot's spoken announcement. */
      OPENAI_SPEECH_MODEL: z.string().min(1).default("gpt-4o-mini-tts"),
      OPENAI_SPEECH_VOICE: z.string().min(1).default("alloy"),
      OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
      OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    },
    runtimeEnv: source,
    emptyStringAsUndefined: true,
    skipValidation: source.SKIP_ENV_VALIDATION === "1",
  });
}

export type AiEnv = ReturnType<typeof aiEnv>;

import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import type { EnvSource } from "../env";

/**
 * The voice-cloning provider (ElevenLabs). `ELEVENLABS_BASE_URL` points the same SDK at ElevenLabs or the
 * sandbox; the launcher sets both to the sandbox when no key is given.
 */
export function voiceCloneEnv(source: EnvSource = process.env) {
  return createEnv({
    server: {
      ELEVENLABS_API_KEY: z.string().min(1).optional(),
      ELEVENLABS_BASE_URL: z.url().default("https://api.elevenlabs.io"),
      ELEVENLABS_MODEL_ID: z.string().min(1).default("eleven_multilingual_v2"),
    },
    runtimeEnv: source,
    emptyStringAsUndefined: true,
    skipValidation: source.SKIP_ENV_VALIDATION === "1",
  });
}

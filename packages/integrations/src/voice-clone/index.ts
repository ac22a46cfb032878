import { processEnv, type EnvSource } from "../env";
import { createElevenLabsCloner } from "./elevenlabs";
import { voiceCloneEnv } from "./env";
import type { VoiceCloner } from "./interface";

export * from "./interface";
export { createElevenLabsCloner, toVoiceCloneError, type ElevenLabsConfig } from "./elevenlabs";
export { voiceCloneEnv } from "./env";

/** The cloning provider the environment describes, or null without ELEVENLABS_API_KEY (then stock voices only). */
export function voiceClonerFromEnv(source: EnvSource = processEnv()): VoiceCloner | null {
  const env = voiceCloneEnv(source);
  if (!env.ELEVENLABS_API_KEY) return null;
  // Speech in a call: a slow clone must not hold the chat answer up for long (as OpenAI speech).
  return createElevenLabsCloner({ apiKey: env.ELEVENLABS_API_KEY, baseUrl: env.ELEVENLABS_BASE_URL, modelId: env.ELEVENLABS_MODEL_ID, timeoutMs: 20_000, maxRetries: 1 });
}

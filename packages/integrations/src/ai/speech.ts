import OpenAI from "openai";
import { toAiError } from "./openai-provider";

/** Text → spoken audio, for a bot that has to say something in a call. */
export interface SpeechSynthesizer {
  readonly model: string;
  /** mp3 bytes, in the configured voice unless `voice` names another of the provider's voices. Throws AiError when the provider fails. */
  synthesize(text: string, voice?: string): Promise<Buffer>;
}

export interface OpenAISpeechConfig {
  apiKey: string;
  baseURL: string;
  model: string;
  voice: string;
  timeoutMs: number;
  maxRetries: number;
}

/** OpenAI's speech endpoint (`audio.speech.create`) through the official SDK, asking for mp3. */
export function createOpenAISpeech(config: OpenAISpeechConfig): SpeechSynthesizer {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeoutMs, maxRetries: config.maxRetries });
  return {
    model: config.model,
    async synthesize(text, voice) {
      try {
        const response = await client.audio.speech.create({ model: config.model, voice: voice ?? config.voice, input: text, response_format: "mp3" });
        return Buffer.from(await response.arrayBuffer());
      } catch (error) {
        throw toAiError(error);
      }
    },
  };
}

import { ElevenLabsClient, ElevenLabsError, ElevenLabsTimeoutError } from "@elevenlabs/elevenlabs-js";
import { VoiceCloneError, type VoiceCloner } from "./interface";

export interface ElevenLabsConfig {
  apiKey: string;
  baseUrl: string;
  /** The text-to-speech model; multilingual v2 is what ElevenLabs recommends for cloned voices. */
  modelId: string;
  timeoutMs: number;
  maxRetries: number;
}

/** ElevenLabs' error body: `{"detail": {"status": "...", "message": "..."}}` (validation errors: a list). */
function detailMessage(body: unknown): string | null {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === "string") return detail;
  if (detail && typeof detail === "object" && "message" in detail && typeof detail.message === "string") return detail.message;
  if (Array.isArray(detail)) return detail.map((d: { msg?: string }) => d.msg).filter(Boolean).join("; ") || null;
  return null;
}

export function toVoiceCloneError(error: unknown): VoiceCloneError {
  if (error instanceof VoiceCloneError) return error;
  if (error instanceof ElevenLabsTimeoutError) return new VoiceCloneError("unavailable", "ElevenLabs did not answer in time", { cause: error });
  if (error instanceof ElevenLabsError) {
    const status = error.statusCode;
    const message = detailMessage(error.body) ?? error.message;
    if (status === 404) return new VoiceCloneError("not_found", `ElevenLabs: ${message}`, { cause: error, status });
    if (status === undefined || status === 429 || status >= 500) return new VoiceCloneError("unavailable", `ElevenLabs is unavailable: ${message}`, { cause: error, status });
    return new VoiceCloneError("rejected", `ElevenLabs refused the request: ${message}`, { cause: error, status });
  }
  return new VoiceCloneError("unavailable", `ElevenLabs could not be reached: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(part.value);
  return Buffer.concat(chunks);
}

/** Instant voice cloning, text-to-speech and voice deletion through the official SDK (`@elevenlabs/elevenlabs-js`). */
export function createElevenLabsCloner(config: ElevenLabsConfig): VoiceCloner {
  const client = new ElevenLabsClient({ apiKey: config.apiKey, baseUrl: config.baseUrl, timeoutInSeconds: config.timeoutMs / 1000, maxRetries: config.maxRetries });
  return {
    provider: "elevenlabs",
    async cloneVoice(name, samples) {
      try {
        const created = await client.voices.ivc.create({
          name,
          files: samples.map((s) => ({ data: Buffer.from(s.data), filename: s.filename, contentType: s.contentType, contentLength: s.data.byteLength })),
          description: "Cloned for Understudy's AI Avatar, with the speaker's written consent.",
        });
        return created.voiceId;
      } catch (error) {
        throw toVoiceCloneError(error);
      }
    },
    async deleteVoice(voiceId) {
      try {
        await client.voices.delete(voiceId);
      } catch (error) {
        const failure = toVoiceCloneError(error);
        if (failure.kind !== "not_found") throw failure;
      }
    },
    async synthesize(text, voiceId) {
      try {
        const stream = await client.textToSpeech.convert(voiceId, { text, modelId: config.modelId, outputFormat: "mp3_44100_128" });
        return await readAll(stream);
      } catch (error) {
        throw toVoiceCloneError(error);
      }
    },
  };
}

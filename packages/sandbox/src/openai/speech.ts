import type { Context } from "hono";
import { z } from "zod";
import type { SandboxContext } from "../core/context";
import { invalidRequest, modelNotFound, openaiRequestId } from "./errors";
import { OPENAI_SPEECH_FAULT_NAMESPACE } from "./faults";
import { waitFor, type OpenAILatency } from "./latency";
import { acceptRequest } from "./request";
import { id3Title } from "./id3";

const MODELS = ["gpt-4o-mini-tts", "tts-1", "tts-1-hd"] as const;
const VOICES = ["alloy", "ash", "ballad", "coral", "echo", "fable", "nova", "onyx", "sage", "shimmer", "verse", "marin", "cedar"] as const;

const speechRequest = z
  .object({
    model: z.string().min(1),
    input: z.string(),
    voice: z.string().min(1),
    instructions: z.string().optional(),
    response_format: z.enum(["mp3", "opus", "aac", "flac", "wav", "pcm"]).default("mp3"),
    speed: z.number().min(0.25).max(4).default(1),
    stream_format: z.enum(["audio", "sse"]).optional(),
  })
  .loose();

// MPEG-1 Layer III, 32 kbit/s, 32 kHz, mono: 144-byte frames of 1,152 samples (36 ms). All-zero side
// info means no main data, which every decoder plays as silence.
const MP3_FRAME_HEADER = [0xff, 0xfb, 0x18, 0xc0];
const MP3_FRAME_BYTES = 144;
const MP3_FRAME_SECONDS = 1152 / 32_000;
const PCM_RATE = 24_000;

/** Silent audio as long as the text would take to say (about 2.5 words a second at speed 1). */
export function speechSeconds(input: string, speed: number): number {
  const words = input.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(0.5, words / 2.5 / speed);
}

export function silentMp3(seconds: number): Buffer {
  const frames = Math.max(1, Math.ceil(seconds / MP3_FRAME_SECONDS));
  const out = Buffer.alloc(frames * MP3_FRAME_BYTES);
  for (let offset = 0; offset < out.length; offset += MP3_FRAME_BYTES) out.set(MP3_FRAME_HEADER, offset);
  return out;
}

function silentPcm(seconds: number): Buffer {
  return Buffer.alloc(Math.ceil(seconds * PCM_RATE) * 2);
}

function silentWav(seconds: number): Buffer {
  const pcm = silentPcm(seconds);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write("WAVEfmt ", 8, "latin1");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(PCM_RATE, 24);
  header.writeUInt32LE(PCM_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "latin1");
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/**
 * `POST /v1/audio/speech` as the SDK's `audio.speech.create` calls it: JSON in, binary audio out
 * (`audio/mpeg` for mp3). The audio is silence of a plausible length; mp3, wav and pcm are produced,
 * the compressed formats the sandbox cannot encode are refused rather than faked.
 */
export function speech(ctx: SandboxContext, latency: OpenAILatency) {
  return async (c: Context): Promise<Response> => {
    const accepted = await acceptRequest(c, ctx, speechRequest, OPENAI_SPEECH_FAULT_NAMESPACE);
    if (accepted instanceof Response) return accepted;
    await waitFor(latency.speechMs);
    const { model, input, voice, instructions, response_format, speed } = accepted.body;
    if (!(MODELS as readonly string[]).includes(model)) return modelNotFound(model);
    if (!(VOICES as readonly string[]).includes(voice)) return invalidRequest(`Invalid value: '${voice}'. Supported values are: ${VOICES.map((v) => `'${v}'`).join(", ")}.`, "voice", "invalid_value");
    if (input.length === 0) return invalidRequest("'$.input' is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.", "input");
    if (input.length > 4096) return invalidRequest(`String too long. Expected a string with maximum length 4096, but got a string with length ${input.length} instead.`, "input", "string_above_max_length");
    if (instructions !== undefined && model.startsWith("tts-1")) return invalidRequest("Instructions are not supported for this model.", "instructions", "unsupported_parameter");
    const seconds = speechSeconds(input, speed);
    const audio =
      response_format === "mp3" ? { bytes: Buffer.concat([id3Title(input), silentMp3(seconds)]), type: "audio/mpeg" } : response_format === "wav" ? { bytes: silentWav(seconds), type: "audio/wav" } : response_format === "pcm" ? { bytes: silentPcm(seconds), type: "audio/pcm" } : null;
    if (!audio) return invalidRequest(`The sandbox cannot encode ${response_format}; ask for mp3, wav or pcm.`, "response_format", "unsupported_value");
    return new Response(new Uint8Array(audio.bytes), { status: 200, headers: { "content-type": audio.type, "x-request-id": openaiRequestId() } });
  };
}

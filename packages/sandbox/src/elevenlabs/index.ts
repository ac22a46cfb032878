import { Hono, type Context } from "hono";
import { z } from "zod";
import type { SandboxContext } from "../core/context";
import { jsonResponse } from "../core/http";
import { id3Title } from "../openai/id3";
import { silentMp3, speechSeconds } from "../openai/speech";
import { checkApiKey, elevenLabsError, requestId, validationError } from "./errors";
import { consumeFault, ELEVENLABS_FAULT_NAMESPACE, ELEVENLABS_FAULTS } from "./faults";
import { MAX_SAMPLE_BYTES, MAX_SAMPLES, MIN_SAMPLE_BYTES, sniffAudio } from "./samples";
import { VoiceStore, type SandboxVoice } from "./voices";

export { ELEVENLABS_FAULTS, ELEVENLABS_FAULT_NAMESPACE } from "./faults";

const MODELS = ["eleven_multilingual_v2", "eleven_flash_v2_5", "eleven_turbo_v2_5", "eleven_v3", "eleven_monolingual_v1"] as const;
const MAX_TEXT = 10_000;

const ttsRequest = z.object({ text: z.string(), model_id: z.string().default("eleven_multilingual_v2") }).loose();

const notFound = (id: string) => elevenLabsError(404, "voice_not_found", `A voice with the voice_id ${id} was not found.`);

function voiceJson(v: SandboxVoice) {
  return { voice_id: v.voice_id, name: v.name, category: v.category, description: v.description, samples: v.samples, labels: {}, settings: null, created_at_unix: v.created_at_unix, is_owner: v.category === "cloned" };
}

/**
 * ElevenLabs' instant voice cloning and text-to-speech under `/v1`, as `@elevenlabs/elevenlabs-js` calls them
 * with `baseUrl` = the sandbox: `POST /v1/voices/add` (multipart `name`, `files`), `GET`/`DELETE
 * /v1/voices/{id}`, `POST /v1/text-to-speech/{voice_id}` (audio/mpeg). Speech is silence of a plausible length
 * whose ID3 tag carries the words (title) and `elevenlabs:<voice_id>` (artist), so a test can tell which
 * voice spoke. Every call needs `xi-api-key`; errors are `{"detail": {"status", "message"}}`.
 */
export function createElevenLabs(ctx: SandboxContext): { routes: Hono; voices: VoiceStore } {
  ctx.faults.define(ELEVENLABS_FAULT_NAMESPACE, ELEVENLABS_FAULTS);
  const voices = new VoiceStore();
  ctx.onReset(() => voices.reset());
  const routes = new Hono();

  /** Auth, then an armed transport fault, before the handler. */
  const guarded = (handler: (c: Context) => Promise<Response> | Response) => async (c: Context) => (checkApiKey(c.req.header("xi-api-key")) ?? (await consumeFault(ctx)) ?? handler(c));

  routes.post(
    "/v1/voices/add",
    guarded(async (c) => {
      if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) return validationError(["body"], "Expected multipart/form-data", "model_attributes_type");
      const form = await c.req.formData().catch(() => null);
      if (!form) return validationError(["body"], "There was an error parsing the body", "value_error");
      const name = form.get("name");
      if (typeof name !== "string" || !name.trim()) return validationError(["body", "name"], "Field required");
      const files = form.getAll("files").filter((f): f is File => typeof f !== "string");
      if (files.length === 0) return validationError(["body", "files"], "Field required");
      if (files.length > MAX_SAMPLES) return elevenLabsError(400, "too_many_samples", `You can upload at most ${MAX_SAMPLES} samples for instant voice cloning.`);
      if (ctx.faults.consume(ELEVENLABS_FAULT_NAMESPACE, "voice_limit_reached"))
        return elevenLabsError(400, "voice_limit_reached", "You have reached your maximum amount of custom voices (30 / 30). You can upgrade your subscription to increase your custom voice limit.");
      const samples: { name: string; type: string; bytes: Uint8Array }[] = [];
      for (const file of files) {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const type = file.type || "application/octet-stream";
        if (!/^(audio|video)\//.test(type)) return elevenLabsError(400, "invalid_file_type", `The file ${file.name} is not an audio file (${type}).`);
        if (bytes.byteLength > MAX_SAMPLE_BYTES) return elevenLabsError(400, "file_too_large", `The file ${file.name} is larger than 10 MB.`);
        if (bytes.byteLength < MIN_SAMPLE_BYTES) return elevenLabsError(400, "sample_too_short", `The file ${file.name} is too short to clone a voice from.`);
        if (!sniffAudio(bytes)) return elevenLabsError(400, "invalid_audio", `The file ${file.name} could not be decoded as audio.`);
        samples.push({ name: file.name, type, bytes });
      }
      const description = form.get("description");
      const voice = voices.add(name.trim(), typeof description === "string" ? description : null, samples, ctx.now());
      return jsonResponse({ voice_id: voice.voice_id, requires_verification: false }, 200, { "request-id": requestId() });
    }),
  );

  routes.get(
    "/v1/voices/:voice_id",
    guarded((c) => {
      const voice = voices.get((c.req.param("voice_id") ?? ""));
      return voice ? jsonResponse(voiceJson(voice), 200, { "request-id": requestId() }) : notFound((c.req.param("voice_id") ?? ""));
    }),
  );

  routes.delete(
    "/v1/voices/:voice_id",
    guarded((c) => {
      const id = (c.req.param("voice_id") ?? "");
      const voice = voices.get(id);
      if (!voice) return notFound(id);
      if (voice.category !== "cloned") return elevenLabsError(400, "invalid_voice", "Premade voices cannot be deleted.");
      voices.delete(id);
      return jsonResponse({ status: "ok" }, 200, { "request-id": requestId() });
    }),
  );

  routes.post(
    "/v1/text-to-speech/:voice_id",
    guarded(async (c) => {
      const id = (c.req.param("voice_id") ?? "");
      const parsed = ttsRequest.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) return validationError(["body", String(parsed.error.issues[0]?.path[0] ?? "text")], parsed.error.issues[0]?.message ?? "Field required");
      const { text, model_id } = parsed.data;
      const format = c.req.query("output_format") ?? "mp3_44100_128";
      if (!(MODELS as readonly string[]).includes(model_id)) return elevenLabsError(400, "model_not_found", `A model with model ID ${model_id} does not exist.`);
      if (!text.trim()) return elevenLabsError(400, "empty_text", "The text is empty.");
      if (text.length > MAX_TEXT) return elevenLabsError(400, "max_character_limit_exceeded", `This request's text has ${text.length} characters and exceeds the character limit of ${MAX_TEXT} characters.`);
      if (!format.startsWith("mp3_")) return elevenLabsError(400, "invalid_output_format", `The sandbox cannot encode ${format}; ask for an mp3_* format.`);
      if (!voices.get(id)) return notFound(id);
      const audio = Buffer.concat([id3Title(text, `elevenlabs:${id}`), silentMp3(speechSeconds(text, 1))]);
      return new Response(new Uint8Array(audio), { status: 200, headers: { "content-type": "audio/mpeg", "request-id": requestId() } });
    }),
  );

  return { routes, voices };
}

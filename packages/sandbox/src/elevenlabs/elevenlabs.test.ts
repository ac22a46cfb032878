import { ElevenLabsClient, ElevenLabsError, ElevenLabsTimeoutError } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readId3Artist, readId3Title } from "../openai/id3";
import type { RunningSandbox } from "../start";
import { startTestSandbox } from "../test/oauth-client";

let sandbox: RunningSandbox;
beforeAll(async () => void (sandbox = await startTestSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => void (await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })));

const client = (apiKey = "xi-sandbox", timeoutInSeconds = 10) => new ElevenLabsClient({ apiKey, baseUrl: sandbox.url, maxRetries: 0, timeoutInSeconds });
const arm = (faults: Record<string, number | boolean>) =>
  fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ elevenlabs: faults }), headers: { "content-type": "application/json" } });

/** A WAV file: a RIFF/WAVE header and `seconds` of 16 kHz mono silence, as a browser's recorder might export. */
function wav(seconds = 1): Buffer {
  const pcm = Buffer.alloc(Math.round(seconds * 16_000) * 2);
  const h = Buffer.alloc(44);
  h.write("RIFF", 0, "latin1");
  h.writeUInt32LE(36 + pcm.length, 4);
  h.write("WAVEfmt ", 8, "latin1");
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(16_000, 24);
  h.writeUInt32LE(32_000, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write("data", 36, "latin1");
  h.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([h, pcm]);
}
const sample = (data: Buffer = wav(), contentType = "audio/wav", filename = "sample.wav") => ({ data, filename, contentType });

async function bytes(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(part.value);
  return Buffer.concat(chunks);
}

async function failure(promise: Promise<unknown>): Promise<ElevenLabsError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ElevenLabsError);
  return error as ElevenLabsError;
}

describe("sandbox ElevenLabs through @elevenlabs/elevenlabs-js", () => {
  it("clones a voice from samples, speaks with it (audio/mpeg tagged with its id), shows it, and deletes it", async () => {
    const el = client();
    const created = await el.voices.ivc.create({ name: "Ada (Understudy)", files: [sample(), sample(wav(2), "audio/wav", "two.wav")] });
    expect(created).toEqual({ voiceId: expect.stringMatching(/^[A-Za-z0-9]{20}$/), requiresVerification: false });
    const voice = await el.voices.get(created.voiceId);
    expect(voice).toMatchObject({ voiceId: created.voiceId, name: "Ada (Understudy)", category: "cloned" });
    expect(voice.samples?.map((s) => s.fileName)).toEqual(["sample.wav", "two.wav"]);

    const audio = await bytes(await el.textToSpeech.convert(created.voiceId, { text: "Ada is away; I'm her AI stand-in.", modelId: "eleven_multilingual_v2" }));
    expect(readId3Title(audio)).toBe("Ada is away; I'm her AI stand-in.");
    expect(readId3Artist(audio)).toBe(`elevenlabs:${created.voiceId}`);
    expect(audio.indexOf(Buffer.from([0xff, 0xfb]))).toBeGreaterThan(0);

    expect(await el.voices.delete(created.voiceId)).toEqual({ status: "ok" });
    expect((await failure(el.voices.get(created.voiceId))).statusCode).toBe(404);
    const gone = await failure(el.textToSpeech.convert(created.voiceId, { text: "Hello" }));
    expect([gone.statusCode, gone.body]).toEqual([404, { detail: { status: "voice_not_found", message: `A voice with the voice_id ${created.voiceId} was not found.` } }]);
  });

  it("refuses samples a real account would: not audio, undecodable, too short, too large, none", async () => {
    const el = client();
    const text = await failure(el.voices.ivc.create({ name: "x", files: [sample(Buffer.alloc(8000, 65), "text/plain", "notes.txt")] }));
    expect([text.statusCode, (text.body as { detail: { status: string } }).detail.status]).toEqual([400, "invalid_file_type"]);
    const junk = await failure(el.voices.ivc.create({ name: "x", files: [sample(Buffer.alloc(8000, 65))] }));
    expect((junk.body as { detail: { status: string } }).detail.status).toBe("invalid_audio");
    const short = await failure(el.voices.ivc.create({ name: "x", files: [sample(wav(0.01))] }));
    expect((short.body as { detail: { status: string } }).detail.status).toBe("sample_too_short");
    const large = await failure(el.voices.ivc.create({ name: "x", files: [sample(wav(330))] }));
    expect((large.body as { detail: { status: string } }).detail.status).toBe("file_too_large");
    const none = await failure(el.voices.ivc.create({ name: "x", files: [] }));
    expect(none.statusCode).toBe(422);
    expect((none.body as { detail: { loc: string[] }[] }).detail[0]?.loc).toEqual(["body", "files"]);
  });

  it("needs xi-api-key, and refuses unknown voices, models and empty text", async () => {
    const unauthenticated = await fetch(`${sandbox.url}/v1/voices/21m00Tcm4TlvDq8ikWAM`);
    expect(unauthenticated.status).toBe(401);
    expect(await unauthenticated.json()).toEqual({ detail: { status: "needs_authorization", message: expect.any(String) } });
    const el = client();
    expect((await el.voices.get("21m00Tcm4TlvDq8ikWAM")).category).toBe("premade");
    expect((await failure(el.voices.delete("21m00Tcm4TlvDq8ikWAM"))).statusCode).toBe(400);
    expect((await failure(el.textToSpeech.convert("21m00Tcm4TlvDq8ikWAM", { text: "Hi", modelId: "eleven_nonsense" }))).statusCode).toBe(400);
    expect((await failure(el.textToSpeech.convert("21m00Tcm4TlvDq8ikWAM", { text: " " }))).statusCode).toBe(400);
    expect((await failure(el.voices.delete("nope"))).statusCode).toBe(404);
  });

  it("fails on cue: rate limit, server error, voice limit, timeout; then answers again", async () => {
    const el = client();
    await arm({ rate_limit: 1 });
    const limited = await failure(el.voices.ivc.create({ name: "x", files: [sample()] }));
    expect([limited.statusCode, (limited.body as { detail: { status: string } }).detail.status]).toEqual([429, "too_many_concurrent_requests"]);
    await arm({ server_error: 1 });
    expect((await failure(el.textToSpeech.convert("21m00Tcm4TlvDq8ikWAM", { text: "Hi" }))).statusCode).toBe(500);
    await arm({ voice_limit_reached: 1 });
    expect(((await failure(el.voices.ivc.create({ name: "x", files: [sample()] }))).body as { detail: { status: string } }).detail.status).toBe("voice_limit_reached");
    await arm({ timeout: 1 });
    // The SDK's timer aborts with the reason "timeout"; under Node that surfaces as an ElevenLabsError without a status.
    const late = await failure(client("xi-sandbox", 0.5).voices.get("21m00Tcm4TlvDq8ikWAM"));
    expect([late.statusCode, late instanceof ElevenLabsTimeoutError || /timeout/i.test(late.message)]).toEqual([undefined, true]);
    expect((await el.voices.ivc.create({ name: "x", files: [sample()] })).voiceId).toBeTruthy();
  });
});

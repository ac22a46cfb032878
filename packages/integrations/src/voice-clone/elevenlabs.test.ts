import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createElevenLabsCloner } from "./elevenlabs";
import { VoiceCloneError } from "./interface";
import { voiceClonerFromEnv } from "./index";

let sandbox: RunningSandbox;
beforeAll(async () => void (sandbox = await startSandbox({ port: 0 })));
afterAll(() => sandbox.close());
beforeEach(async () => void (await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })));

const cloner = () => createElevenLabsCloner({ apiKey: "xi-test", baseUrl: sandbox.url, modelId: "eleven_multilingual_v2", timeoutMs: 5000, maxRetries: 0 });
const arm = (faults: Record<string, number>) => fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ elevenlabs: faults }), headers: { "content-type": "application/json" } });
/** An Ogg page header then silence: what a browser's MediaRecorder (audio/ogg) starts with. */
const ogg = () => Buffer.concat([Buffer.from("OggS", "latin1"), Buffer.alloc(6000)]);

describe("createElevenLabsCloner against the sandbox", () => {
  it("clones, speaks in the cloned voice, and deletes (twice is fine)", async () => {
    const el = cloner();
    const id = await el.cloneVoice("Ada", [{ filename: "one.ogg", contentType: "audio/ogg", data: ogg() }]);
    const audio = await el.synthesize("Hello from Ada's stand-in.", id);
    expect(audio.subarray(0, 3).toString("latin1")).toBe("ID3");
    expect(audio.includes(Buffer.from(`elevenlabs:${id}`))).toBe(true);
    await el.deleteVoice(id);
    await el.deleteVoice(id);
    await expect(el.synthesize("Hello", id)).rejects.toMatchObject({ name: "VoiceCloneError", kind: "not_found" });
  });

  it("turns refusals and outages into VoiceCloneError kinds", async () => {
    const el = cloner();
    await expect(el.cloneVoice("Ada", [{ filename: "a.txt", contentType: "text/plain", data: Buffer.alloc(6000) }])).rejects.toMatchObject({ kind: "rejected", status: 400, message: expect.stringContaining("not an audio file") });
    await arm({ server_error: 1 });
    await expect(el.cloneVoice("Ada", [{ filename: "one.ogg", contentType: "audio/ogg", data: ogg() }])).rejects.toMatchObject({ kind: "unavailable", status: 500 });
    await arm({ rate_limit: 1 });
    await expect(el.synthesize("Hi", "21m00Tcm4TlvDq8ikWAM")).rejects.toBeInstanceOf(VoiceCloneError);
  });

  it("is configured by ELEVENLABS_API_KEY (and ELEVENLABS_BASE_URL), and absent without a key", async () => {
    expect(voiceClonerFromEnv({})).toBeNull();
    const el = voiceClonerFromEnv({ ELEVENLABS_API_KEY: "xi-test", ELEVENLABS_BASE_URL: sandbox.url });
    expect(el?.provider).toBe("elevenlabs");
    expect((await el?.synthesize("Hi", "21m00Tcm4TlvDq8ikWAM"))?.length).toBeGreaterThan(100);
  });
});

import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AiError } from "./errors";
import { createOpenAISpeech } from "./speech";

let sandbox: RunningSandbox;
beforeAll(async () => void (sandbox = await startSandbox({ port: 0 })));
afterAll(() => sandbox.close());
beforeEach(async () => void (await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })));

const speech = (voice = "alloy") => createOpenAISpeech({ apiKey: "sk-test", baseURL: `${sandbox.url}/v1`, model: "gpt-4o-mini-tts", voice, timeoutMs: 5000, maxRetries: 0 });

describe("createOpenAISpeech against the sandbox", () => {
  it("returns mp3 bytes (an ID3 tag, then MPEG frames), in the configured voice or the one asked for", async () => {
    const audio = await speech().synthesize("Hi everyone, I'm standing in for Ada.");
    expect(audio.subarray(0, 3).toString("latin1")).toBe("ID3");
    const frames = audio.subarray(audio.indexOf(Buffer.from([0xff, 0xfb])));
    expect(frames.length % 144).toBe(0);
    expect(frames.length).toBeGreaterThan(1000);
    expect((await speech().synthesize("Hello", "nova")).length).toBeGreaterThan(0);
    await expect(speech().synthesize("Hello", "robot")).rejects.toBeInstanceOf(AiError);
  });

  it("turns provider failures into AiError", async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ openai_speech: { server_error: 1 } }), headers: { "content-type": "application/json" } });
    await expect(speech().synthesize("Hello")).rejects.toMatchObject({ name: "AiError", kind: "unavailable" });
    await expect(speech("robot").synthesize("Hello")).rejects.toBeInstanceOf(AiError);
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { AVATAR_CONSENT_VERSION } from "@understudy/services/avatar";
import { seedAvatarHistory } from "@understudy/services/testing/avatar";
import { testDeps } from "@understudy/services/testing/deps";
import { createElevenLabsCloner } from "@understudy/integrations/voice-clone";
import { connectTestDb, signedInUser, startRestServer } from "../support/helpers";
import { restClient, type RestCall } from "../support/rest-client";

/** The voice routes as REST callers see them; the meeting side is in services' cloned-voice integration test. */
const { db, close } = connectTestDb();
let sandbox: RunningSandbox;
let server: Awaited<ReturnType<typeof startRestServer>>;
let call: RestCall;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  const deps = testDeps(db, { voiceCloner: createElevenLabsCloner({ apiKey: "xi-test", baseUrl: sandbox.url, modelId: "eleven_multilingual_v2", timeoutMs: 5000, maxRetries: 0 }) });
  server = await startRestServer(db, undefined, deps);
  call = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await sandbox.close();
  await close();
});

const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(9000, 1)]);
const sampleBody = (audio: Buffer = webm, type = "audio/webm;codecs=opus") => ({ label: "Reading my intro", content_type: type, audio_base64: audio.toString("base64") });
const detail = (body: unknown) => (body as { detail: string }).detail;

async function user(plan: "pro" | "free" = "pro", meetings = 40, consent = true) {
  const u = await signedInUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test`, subscriptionPlan: plan });
  await seedAvatarHistory(db, u.user.id, "Ada Lovelace", meetings);
  if (consent) expect((await call("POST", "/avatar/consent", { token: u.token, json: { consent_version: AVATAR_CONSENT_VERSION, agreement: "I agree" } })).status).toBe(200);
  return u;
}

describe("REST /api/avatar/voice", () => {
  it("keeps a recording (201), plays it back as the audio it was, clones it, lists the clone as a voice, and deletes both", async () => {
    const { token } = await user();
    const created = await call("POST", "/avatar/voice/samples", { token, json: sampleBody() });
    expect(created.status).toBe(201);
    const sample = created.body as { id: string; content_type: string; byte_size: number };
    expect(sample).toMatchObject({ content_type: "audio/webm", byte_size: webm.length });
    const audio = await fetch(`${server.url}/avatar/voice/samples/${sample.id}/audio`, { headers: { authorization: `Bearer ${token}` } });
    expect([audio.status, audio.headers.get("content-type")]).toEqual([200, "audio/webm"]);
    expect(Buffer.from(await audio.arrayBuffer()).equals(webm)).toBe(true);

    const cloned = await call("POST", "/avatar/voice/clone", { token });
    expect(cloned.status).toBe(201);
    const voiceId = (cloned.body as { cloned_voice: { voice_id: string } }).cloned_voice.voice_id;
    expect((await call("GET", "/avatar", { token })).body).toMatchObject({ voices: [{ provider: "elevenlabs", id: voiceId, label: "Your voice (cloned)" }] });
    expect((await call("PUT", "/avatar", { token, json: { voice_provider: "elevenlabs", voice_id: voiceId } })).body).toMatchObject({ voice_provider: "elevenlabs", voice_id: voiceId });

    expect((await call("DELETE", `/avatar/voice/samples/${sample.id}`, { token })).body).toMatchObject({ samples: [] });
    expect((await call("DELETE", "/avatar/voice/clone", { token })).body).toMatchObject({ cloned_voice: null });
    expect((await fetch(`${sandbox.url}/v1/voices/${voiceId}`, { headers: { "xi-api-key": "xi-test" } })).status).toBe(404);
  });

  it("answers 412 before consent, 415/413/422 for what is not a usable recording, 404 for another user's sample, 403 when not eligible", async () => {
    const before = await user("pro", 40, false);
    expect(detail((await call("POST", "/avatar/voice/samples", { token: before.token, json: sampleBody() })).body)).toMatch(/consent/);
    expect((await call("POST", "/avatar/voice/samples", { token: before.token, json: sampleBody() })).status).toBe(412);

    const { token } = await user();
    expect((await call("POST", "/avatar/voice/samples", { token, json: sampleBody(webm, "text/plain") })).status).toBe(415);
    expect((await call("POST", "/avatar/voice/samples", { token, json: sampleBody(Buffer.alloc(700 * 1024 + 3, 0)) })).status).toBe(413);
    expect((await call("POST", "/avatar/voice/samples", { token, json: sampleBody(Buffer.alloc(9000, 0)) })).status).toBe(422);
    expect((await call("POST", "/avatar/voice/clone", { token })).status).toBe(412);

    const other = await user();
    const theirs = (await call("POST", "/avatar/voice/samples", { token: other.token, json: sampleBody() })).body as { id: string };
    expect((await call("GET", `/avatar/voice/samples/${theirs.id}/audio`, { token })).status).toBe(404);
    expect((await call("DELETE", `/avatar/voice/samples/${theirs.id}`, { token })).status).toBe(404);
    expect((await call("GET", "/avatar/voice", { token: other.token })).body).toMatchObject({ samples: [{ id: theirs.id }] });

    const free = await user("free", 40, false);
    const refused = await call("GET", "/avatar/voice", { token: free.token });
    expect([refused.status, detail(refused.body)]).toEqual([403, expect.stringContaining("Pro only")]);
  });
});

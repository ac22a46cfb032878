import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { avatarTurns, avatarVoiceSamples, botSessions } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { createElevenLabsCloner } from "@understudy/integrations/voice-clone";
import { eventually, startBotRig, type BotRig } from "../../testing/bots";
import { seedAvatarHistory } from "../../testing/avatar";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { sandboxModel } from "../../testing/deps";
import { deployBot } from "../bots";
import { deleteAccount } from "../account";
import { AVATAR_CONSENT_VERSION } from "./consent";
import { createClonedVoice, deleteClonedVoice } from "./cloned-voice";
import { loadLanguageDetector } from "./language";
import { addVoiceSample, deleteVoiceSample, getAvatarVoice, getVoiceSampleAudio } from "./voice-samples";
import { getAvatarSettings, giveAvatarConsent, updateAvatarSettings, updateMeetingAvatar, withdrawAvatarConsent } from "./settings";

/**
 * The user's own voice, end to end on the sandbox: consent → a sample recorded in the browser → the clone at the
 * sandbox's ElevenLabs (the real SDK) → chosen as the avatar's voice → a sandbox meeting where the avatar answers
 * and the bot plays audio the sandbox made with that voice id (read back from the clip's ID3 artist).
 */
const { db, close } = connectTestDb();
let rig: BotRig;
beforeAll(async () => {
  // The meeting plays at 50× in this process: start with the avatar's language n-grams loaded, as a worker would be.
  await loadLanguageDetector();
  rig = await startBotRig(db, {
    timeScale: 50,
    with: (sandbox) => ({
      model: sandboxModel(sandbox.url),
      voiceCloner: createElevenLabsCloner({ apiKey: "xi-sandbox", baseUrl: sandbox.url, modelId: "eleven_multilingual_v2", timeoutMs: 5000, maxRetries: 0 }),
    }),
  });
});
beforeEach(async () => void (await rig.control("POST", "/__sandbox/faults", { elevenlabs: { rate_limit: 0, server_error: 0, timeout: 0, voice_limit_reached: 0 } })));
afterAll(async () => {
  await rig.close();
  await close();
});

/** What MediaRecorder's audio/ogg output starts with, and a few seconds' worth of bytes. */
const recording = () => Buffer.concat([Buffer.from("OggS", "latin1"), Buffer.alloc(12_000, 3)]).toString("base64");
const sandboxVoice = async (id: string) => fetch(`${rig.sandbox.url}/v1/voices/${id}`, { headers: { "xi-api-key": "xi-sandbox" } });

async function proUser(plan: "pro" | "free" = "pro", history = 40) {
  const user = await createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test`, subscriptionPlan: plan });
  await seedAvatarHistory(db, user.id, "Ada Lovelace", history);
  return { user, ctx: makeUserCtx(db, user.id, { deps: rig.appDeps }) };
}

async function withClonedVoice() {
  const u = await proUser();
  await giveAvatarConsent({ ctx: u.ctx, input: { consent_version: AVATAR_CONSENT_VERSION, agreement: "I agree" } });
  const sample = await addVoiceSample({ ctx: u.ctx, input: { label: "Reading my intro", content_type: "audio/ogg;codecs=opus", audio_base64: recording() } });
  const voice = await createClonedVoice({ ctx: u.ctx });
  return { ...u, sample, voiceId: voice.cloned_voice?.voice_id ?? "" };
}

async function meetingWithAvatar(ctx: ReturnType<typeof makeUserCtx>, userId: string) {
  const url = "https://meet.google.com/abc-defg-hij?scenario=avatar";
  const meeting = await createTestMeeting(db, userId, { scheduledAt: new Date(), meetingUrl: url, title: "Weekly sync" });
  await updateMeetingAvatar({ ctx, input: { id: meeting.id, avatar: { enabled: true, talking_points: "Status of the migration: done except billing." } } });
  const { session_id } = await deployBot({ ctx: rig.ctx(ctx), input: { meeting_url: url, meeting_id: meeting.id } });
  const session = await eventually(async () => (await db.select().from(botSessions).where(eq(botSessions.id, session_id)))[0], (s) => s?.providerStatus === "done", 40_000);
  const bot = (await rig.control("GET", `/__sandbox/bots/${session?.providerBotId ?? ""}`)) as { chat_messages: { message: string }[]; audio: { said: string | null; voice: string | null }[] };
  const turns = await db.select().from(avatarTurns).where(eq(avatarTurns.meetingId, meeting.id)).orderBy(asc(avatarTurns.heardAt));
  return { bot, turns };
}

describe("the avatar speaking in the user's cloned voice", () => {
  it("records a sample after consent, clones it, offers it as “Your voice (cloned)”, and speaks with it in a meeting, disclosed", async () => {
    const { user, ctx, sample, voiceId } = await withClonedVoice();
    expect(voiceId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await getVoiceSampleAudio({ ctx, input: { id: sample.id } })).content_type).toBe("audio/ogg");
    const settings = await getAvatarSettings({ ctx });
    expect(settings.voices[0]).toEqual({ provider: "elevenlabs", id: voiceId, label: "Your voice (cloned)" });
    await updateAvatarSettings({ ctx, input: { enabled: true, voice_provider: "elevenlabs", voice_id: voiceId } });

    const { bot, turns } = await meetingWithAvatar(ctx, user.id);
    const said = turns.map((t) => t.said).filter((s): s is string => Boolean(s));
    expect(said.length).toBeGreaterThan(0);
    for (const line of said) expect(line).toMatch(/^This is Ada's AI stand-in, not Ada\./);
    const spoken = bot.audio.filter((a) => a.said?.includes("AI stand-in"));
    expect(spoken.map((a) => a.said)).toEqual(said);
    expect(new Set(spoken.map((a) => a.voice))).toEqual(new Set([`elevenlabs:${voiceId}`]));
    expect(bot.chat_messages.slice(1).map((m) => m.message)).toEqual(said);
  }, 90_000);

  it("when the clone service fails at speaking time, still answers in the chat and logs the turn", async () => {
    const { user, ctx, voiceId } = await withClonedVoice();
    await updateAvatarSettings({ ctx, input: { enabled: true, voice_provider: "elevenlabs", voice_id: voiceId } });
    await rig.control("POST", "/__sandbox/faults", { elevenlabs: { server_error: 10 } });
    const { bot, turns } = await meetingWithAvatar(ctx, user.id);
    const said = turns.map((t) => t.said).filter(Boolean);
    expect(said.length).toBeGreaterThan(0);
    expect(bot.chat_messages.slice(1).map((m) => m.message)).toEqual(said);
    expect(bot.audio.filter((a) => a.voice?.startsWith("elevenlabs:"))).toEqual([]);
    for (const t of turns) expect(t.latencyMs).toBeNull();
  }, 90_000);

  it("a failing clone service is a clear 503 and loses nothing; a refused sample is a 422 naming why", async () => {
    const { ctx } = await proUser();
    await giveAvatarConsent({ ctx, input: { consent_version: AVATAR_CONSENT_VERSION, agreement: "I agree" } });
    await addVoiceSample({ ctx, input: { label: "One", content_type: "audio/ogg", audio_base64: recording() } });
    await rig.control("POST", "/__sandbox/faults", { elevenlabs: { server_error: 1 } });
    await expect(createClonedVoice({ ctx })).rejects.toMatchObject({ code: "UPSTREAM_UNAVAILABLE", message: expect.stringContaining("nothing was lost") });
    expect((await getAvatarVoice({ ctx })).samples).toHaveLength(1);
    expect((await getAvatarVoice({ ctx })).cloned_voice).toBeNull();
    await rig.control("POST", "/__sandbox/faults", { elevenlabs: { voice_limit_reached: 1 } });
    await expect(createClonedVoice({ ctx })).rejects.toMatchObject({ code: "UNPROCESSABLE", message: expect.stringContaining("maximum amount of custom voices") });
    expect((await createClonedVoice({ ctx })).cloned_voice).not.toBeNull();
  });

  it("refuses samples before consent (412), what is not audio, and another user's sample (404)", async () => {
    const { ctx } = await proUser();
    await expect(addVoiceSample({ ctx, input: { label: "x", content_type: "audio/ogg", audio_base64: recording() } })).rejects.toMatchObject({ code: "PRECONDITION_FAILED", message: expect.stringContaining("consent") });
    await expect(createClonedVoice({ ctx })).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    await giveAvatarConsent({ ctx, input: { consent_version: AVATAR_CONSENT_VERSION, agreement: "I agree" } });
    await expect(addVoiceSample({ ctx, input: { label: "x", content_type: "audio/webm", audio_base64: recording() } })).rejects.toMatchObject({ code: "UNPROCESSABLE", message: expect.stringContaining("looks like audio/ogg") });
    await expect(addVoiceSample({ ctx, input: { label: "x", content_type: "video/x-msvideo", audio_base64: recording() } })).rejects.toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    await expect(addVoiceSample({ ctx, input: { label: "x", content_type: "audio/ogg", audio_base64: Buffer.from("OggS tiny").toString("base64") } })).rejects.toMatchObject({ code: "UNPROCESSABLE" });
    const other = await withClonedVoice();
    await expect(getVoiceSampleAudio({ ctx, input: { id: other.sample.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(deleteVoiceSample({ ctx, input: { id: other.sample.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(updateAvatarSettings({ ctx, input: { voice_provider: "elevenlabs", voice_id: other.voiceId } })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await getAvatarVoice({ ctx: other.ctx })).samples).toHaveLength(1);
  });

  it("is Pro-and-40-meetings only, like every avatar path", async () => {
    for (const [plan, history] of [["free", 40], ["pro", 12]] as const) {
      const { ctx } = await proUser(plan, history);
      await expect(getAvatarVoice({ ctx })).rejects.toMatchObject({ code: "SUBSCRIPTION_REQUIRED" });
      await expect(addVoiceSample({ ctx, input: { label: "x", content_type: "audio/ogg", audio_base64: recording() } })).rejects.toMatchObject({ code: "SUBSCRIPTION_REQUIRED" });
    }
  });

  it("deleting the clone deletes it at the provider and goes back to a stock voice; withdrawing consent or deleting the account deletes samples and clone", async () => {
    const a = await withClonedVoice();
    await updateAvatarSettings({ ctx: a.ctx, input: { voice_provider: "elevenlabs", voice_id: a.voiceId } });
    expect((await sandboxVoice(a.voiceId)).status).toBe(200);
    const after = await deleteClonedVoice({ ctx: a.ctx });
    expect([after.cloned_voice, after.samples.length]).toEqual([null, 1]);
    expect((await sandboxVoice(a.voiceId)).status).toBe(404);
    expect(await getAvatarSettings({ ctx: a.ctx })).toMatchObject({ voice_provider: "openai", voice_id: "alloy" });

    const b = await withClonedVoice();
    await rig.control("POST", "/__sandbox/faults", { elevenlabs: { server_error: 1 } });
    // The provider cannot delete it: consent stays, and so does everything, so nothing is left behind unknown.
    await expect(withdrawAvatarConsent({ ctx: b.ctx })).rejects.toMatchObject({ code: "UPSTREAM_UNAVAILABLE" });
    expect((await getAvatarSettings({ ctx: b.ctx })).consented_at).not.toBeNull();
    await withdrawAvatarConsent({ ctx: b.ctx });
    expect((await sandboxVoice(b.voiceId)).status).toBe(404);
    expect(await db.select().from(avatarVoiceSamples).where(eq(avatarVoiceSamples.userId, b.user.id))).toEqual([]);

    const c = await withClonedVoice();
    await deleteAccount({ ctx: c.ctx, input: { confirm: "delete my account" } });
    expect((await sandboxVoice(c.voiceId)).status).toBe(404);
    expect(await db.select().from(avatarVoiceSamples).where(eq(avatarVoiceSamples.userId, c.user.id))).toEqual([]);
  });
});

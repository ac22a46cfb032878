import { and, asc, count, eq } from "drizzle-orm";
import { avatarVoiceSamples, type AvatarVoiceSampleRow } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { BadRequestError, NotFoundError, ServiceError } from "../errors";
import { sniffAudioContainer } from "./audio-sniff";
import { loadClonedVoice } from "./cloned-voice-row";
import { assertAvatarEligible } from "./eligibility";
import {
  MAX_VOICE_SAMPLE_BYTES,
  MAX_VOICE_SAMPLES,
  MIN_VOICE_SAMPLE_BYTES,
  VOICE_SAMPLE_TYPES,
  type AddVoiceSampleInput,
  type AvatarVoiceResponse,
  type VoiceSampleAudio,
  type VoiceSampleResponse,
} from "./schemas";
import { assertVoiceConsent } from "./consent";

const sampleResponse = (s: Pick<AvatarVoiceSampleRow, "id" | "label" | "contentType" | "byteSize" | "createdAt">): VoiceSampleResponse => ({
  id: s.id,
  label: s.label,
  content_type: s.contentType,
  byte_size: s.byteSize,
  created_at: s.createdAt.toISOString(),
});

export async function voiceResponse(ctx: UserContext): Promise<AvatarVoiceResponse> {
  const userId = ctx.actor.userId;
  const [samples, cloned] = await Promise.all([
    ctx.db
      .select({ id: avatarVoiceSamples.id, label: avatarVoiceSamples.label, contentType: avatarVoiceSamples.contentType, byteSize: avatarVoiceSamples.byteSize, createdAt: avatarVoiceSamples.createdAt })
      .from(avatarVoiceSamples)
      .where(eq(avatarVoiceSamples.userId, userId))
      .orderBy(asc(avatarVoiceSamples.createdAt)),
    loadClonedVoice(ctx.db, userId),
  ]);
  return {
    cloning_available: Boolean(ctx.deps.voiceCloner),
    samples: samples.map(sampleResponse),
    cloned_voice: cloned ? { provider: cloned.provider, voice_id: cloned.providerVoiceId, sample_count: cloned.sampleCount, created_at: cloned.createdAt.toISOString() } : null,
    accepted_content_types: [...VOICE_SAMPLE_TYPES],
    max_sample_bytes: MAX_VOICE_SAMPLE_BYTES,
    max_samples: MAX_VOICE_SAMPLES,
  };
}

export async function getAvatarVoice({ ctx }: { ctx: UserContext }): Promise<AvatarVoiceResponse> {
  await assertAvatarEligible(ctx);
  return voiceResponse(ctx);
}

/** A recording made in the browser (Settings → AI Avatar): checked for its type, size and that it is audio. */
export async function addVoiceSample({ ctx, input }: { ctx: UserContext; input: AddVoiceSampleInput }): Promise<VoiceSampleResponse> {
  await assertAvatarEligible(ctx);
  await assertVoiceConsent(ctx);
  const type = input.content_type.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!(VOICE_SAMPLE_TYPES as readonly string[]).includes(type)) throw new ServiceError("UNSUPPORTED_MEDIA_TYPE", `A voice sample must be one of ${VOICE_SAMPLE_TYPES.join(", ")}; got "${input.content_type}".`);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(input.audio_base64)) throw new BadRequestError("audio_base64 is not base64.");
  const audio = Buffer.from(input.audio_base64, "base64");
  if (audio.byteLength > MAX_VOICE_SAMPLE_BYTES) throw new ServiceError("PAYLOAD_TOO_LARGE", `A voice sample may be at most ${Math.floor(MAX_VOICE_SAMPLE_BYTES / 1024)} KB; record a shorter one.`);
  if (audio.byteLength < MIN_VOICE_SAMPLE_BYTES) throw new ServiceError("UNPROCESSABLE", "This recording is too short to learn a voice from; record at least a few sentences.");
  const container = sniffAudioContainer(audio);
  if (container !== type) throw new ServiceError("UNPROCESSABLE", `This file is not ${type} audio${container ? ` (it looks like ${container})` : ""}.`);
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(avatarVoiceSamples).where(eq(avatarVoiceSamples.userId, ctx.actor.userId));
  if (n >= MAX_VOICE_SAMPLES) throw new ServiceError("CONFLICT", `You have ${MAX_VOICE_SAMPLES} voice samples, the most kept; delete one before recording another.`);
  const [row] = await ctx.db
    .insert(avatarVoiceSamples)
    .values({ userId: ctx.actor.userId, label: input.label, contentType: type, byteSize: audio.byteLength, audio: new Uint8Array(audio), createdAt: ctx.clock.now() })
    .returning();
  if (!row) throw new Error("voice sample insert returned nothing");
  return sampleResponse(row);
}

async function ownSample(ctx: UserContext, id: string): Promise<AvatarVoiceSampleRow> {
  const [row] = await ctx.db.select().from(avatarVoiceSamples).where(and(eq(avatarVoiceSamples.id, id), eq(avatarVoiceSamples.userId, ctx.actor.userId))).limit(1);
  if (!row) throw new NotFoundError("Voice sample not found");
  return row;
}

/** The recording itself, to listen to (only the owner's). */
export async function getVoiceSampleAudio({ ctx, input }: { ctx: UserContext; input: { id: string } }): Promise<VoiceSampleAudio> {
  await assertAvatarEligible(ctx);
  const row = await ownSample(ctx, input.id);
  const ext = row.contentType.split("/")[1] === "mpeg" ? "mp3" : row.contentType.split("/")[1];
  return { filename: `voice-sample-${row.id}.${ext}`, content_type: row.contentType, content_base64: Buffer.from(row.audio).toString("base64") };
}

/** Deletes the recording here. A cloned voice already made from it stays until the user deletes or remakes it. */
export async function deleteVoiceSample({ ctx, input }: { ctx: UserContext; input: { id: string } }): Promise<AvatarVoiceResponse> {
  await assertAvatarEligible(ctx);
  await ownSample(ctx, input.id);
  await ctx.db.delete(avatarVoiceSamples).where(and(eq(avatarVoiceSamples.id, input.id), eq(avatarVoiceSamples.userId, ctx.actor.userId)));
  return voiceResponse(ctx);
}

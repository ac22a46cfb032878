import { and, asc, eq } from "drizzle-orm";
import { avatarClonedVoices, avatarSettings, avatarVoiceSamples, users } from "@understudy/db/schema";
import { VoiceCloneError } from "@understudy/integrations/voice-clone";
import type { UserContext } from "../context";
import { configured } from "../deps";
import { ServiceError } from "../errors";
import { loadClonedVoice } from "./cloned-voice-row";
import { assertAvatarEligible } from "./eligibility";
import type { AvatarVoiceResponse } from "./schemas";
import { assertVoiceConsent } from "./consent";
import { voiceResponse } from "./voice-samples";

function providerFailure(error: unknown, doing: string): ServiceError {
  if (error instanceof VoiceCloneError && error.kind === "rejected") return new ServiceError("UNPROCESSABLE", `${error.message}. Record another sample and try again.`, { cause: error });
  return new ServiceError("UPSTREAM_UNAVAILABLE", `The voice-cloning service is unavailable, so your voice could not be ${doing}; nothing was lost, try again in a moment.`, { cause: error });
}

/**
 * Makes (or remakes) the user's cloned voice from all their samples. The new voice is stored before the old one
 * is deleted at the provider, so a failure never leaves the user without the voice they had.
 */
export async function createClonedVoice({ ctx }: { ctx: UserContext }): Promise<AvatarVoiceResponse> {
  await assertAvatarEligible(ctx);
  await assertVoiceConsent(ctx);
  const cloner = configured(ctx.deps.voiceCloner, "Voice cloning is not configured on this server (ELEVENLABS_API_KEY)");
  const userId = ctx.actor.userId;
  const samples = await ctx.db.select().from(avatarVoiceSamples).where(eq(avatarVoiceSamples.userId, userId)).orderBy(asc(avatarVoiceSamples.createdAt));
  if (samples.length === 0) throw new ServiceError("PRECONDITION_FAILED", "Record a sample of your voice first: the cloned voice is made from your samples.");
  const [user] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  let voiceId: string;
  try {
    voiceId = await cloner.cloneVoice(`${user?.name ?? "Understudy user"} (Understudy avatar)`, samples.map((s, i) => ({ filename: `sample-${i + 1}.${extension(s.contentType)}`, contentType: s.contentType, data: s.audio })));
  } catch (error) {
    ctx.log.warn({ err: error }, "avatar voice: cloning failed");
    throw providerFailure(error, "cloned");
  }
  const previous = await loadClonedVoice(ctx.db, userId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = { provider: cloner.provider, providerVoiceId: voiceId, sampleCount: samples.length, createdAt: now };
    await tx.insert(avatarClonedVoices).values({ userId, ...row }).onConflictDoUpdate({ target: avatarClonedVoices.userId, set: row });
    // A user speaking with the old clone goes on with the new one.
    if (previous)
      await tx
        .update(avatarSettings)
        .set({ voiceId, updatedAt: now })
        .where(and(eq(avatarSettings.userId, userId), eq(avatarSettings.voiceProvider, previous.provider), eq(avatarSettings.voiceId, previous.providerVoiceId)));
  });
  if (previous && previous.providerVoiceId !== voiceId) {
    await cloner.deleteVoice(previous.providerVoiceId).catch((error: unknown) => ctx.log.warn({ err: error, voiceId: previous.providerVoiceId }, "avatar voice: the replaced clone could not be deleted at the provider"));
  }
  return voiceResponse(ctx);
}

/** Deletes the cloned voice at the provider, then here; the avatar goes back to the default stock voice. */
export async function deleteClonedVoice({ ctx }: { ctx: UserContext }): Promise<AvatarVoiceResponse> {
  await assertAvatarEligible(ctx);
  await forgetClonedVoice(ctx);
  return voiceResponse(ctx);
}

/**
 * The provider's copy first: if it cannot be deleted the row (the only record of its id) stays and the caller
 * answers 503, so nothing of the user's voice is left behind at the provider unknown to us.
 */
export async function forgetClonedVoice(ctx: UserContext): Promise<boolean> {
  const userId = ctx.actor.userId;
  const row = await loadClonedVoice(ctx.db, userId);
  if (!row) return false;
  const cloner = configured(ctx.deps.voiceCloner, "Voice cloning is not configured on this server, so your cloned voice cannot be deleted at the provider");
  if (cloner.provider !== row.provider) throw new ServiceError("UPSTREAM_UNAVAILABLE", `Your cloned voice lives at ${row.provider}, which is not configured on this server; it cannot be deleted from here.`);
  try {
    await cloner.deleteVoice(row.providerVoiceId);
  } catch (error) {
    ctx.log.warn({ err: error }, "avatar voice: deleting the clone at the provider failed");
    throw providerFailure(error, "deleted");
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(avatarClonedVoices).where(eq(avatarClonedVoices.userId, userId));
    await tx
      .update(avatarSettings)
      .set({ voiceProvider: "openai", voiceId: "alloy", updatedAt: ctx.clock.now() })
      .where(and(eq(avatarSettings.userId, userId), eq(avatarSettings.voiceProvider, row.provider)));
  });
  return true;
}

/** Withdrawn consent or a deleted account: the clone at the provider, then every sample. */
export async function forgetAvatarVoice(ctx: UserContext): Promise<void> {
  await forgetClonedVoice(ctx);
  await ctx.db.delete(avatarVoiceSamples).where(eq(avatarVoiceSamples.userId, ctx.actor.userId));
}

function extension(contentType: string): string {
  return { "audio/webm": "webm", "audio/ogg": "ogg", "audio/mp4": "m4a", "audio/wav": "wav", "audio/mpeg": "mp3" }[contentType] ?? "bin";
}

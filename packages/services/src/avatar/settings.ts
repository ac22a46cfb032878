import { and, eq } from "drizzle-orm";
import { avatarMeetingSettings, avatarSettings, meetings, type AvatarSettingsRow } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { BadRequestError, NotFoundError, ServiceError } from "../errors";
import { AVATAR_CONSENT_TEXT, AVATAR_CONSENT_VERSION, hasCurrentConsent, loadAvatarSettings } from "./consent";
import { assertAvatarEligible } from "./eligibility";
import type { AvatarConsentInput, AvatarSettingsResponse, MeetingAvatarResponse, UpdateAvatarSettingsInput, UpdateMeetingAvatarInput } from "./schemas";
import { forgetAvatarVoice } from "./cloned-voice";
import { loadClonedVoice } from "./cloned-voice-row";
import { isKnownVoice, listVoices, type ClonedVoice } from "./voice";


function toResponse(ctx: UserContext, s: Omit<AvatarSettingsRow, "userId" | "updatedAt">, cloned: ClonedVoice): AvatarSettingsResponse {
  return {
    enabled: s.enabled,
    consented_at: s.consentedAt?.toISOString() ?? null,
    consent_version: s.consentVersion,
    consent_text: AVATAR_CONSENT_TEXT,
    current_consent_version: AVATAR_CONSENT_VERSION,
    voice_provider: s.voiceProvider,
    voice_id: s.voiceId,
    voices: listVoices(ctx.deps, cloned),
    answer_topics: s.answerTopics,
    defer_topics: s.deferTopics,
    sign_off: s.signOff,
    on_in_covered_meetings: s.onInCoveredMeetings,
    ask_first_seconds: s.askFirstSeconds,
    persona_brief: s.personaBrief,
    persona_edited: Boolean(s.personaEditedAt),
  };
}

/** The settings as the user sees them, with their cloned voice among the voices when they made one. */
async function currentResponse(ctx: UserContext): Promise<AvatarSettingsResponse> {
  const [settings, cloned] = await Promise.all([loadAvatarSettings(ctx.db, ctx.actor.userId), loadClonedVoice(ctx.db, ctx.actor.userId)]);
  return toResponse(ctx, settings, cloned);
}

export async function getAvatarSettings({ ctx }: { ctx: UserContext }): Promise<AvatarSettingsResponse> {
  await assertAvatarEligible(ctx);
  return currentResponse(ctx);
}

async function upsert(ctx: UserContext, values: Partial<typeof avatarSettings.$inferInsert>) {
  const now = ctx.clock.now();
  await ctx.db
    .insert(avatarSettings)
    .values({ userId: ctx.actor.userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: avatarSettings.userId, set: { ...values, updatedAt: now } });
}

/** Turning it on (or changing the voice) needs current consent first: no voice is used without it. */
export async function updateAvatarSettings({ ctx, input }: { ctx: UserContext; input: UpdateAvatarSettingsInput }): Promise<AvatarSettingsResponse> {
  await assertAvatarEligible(ctx);
  const current = await loadAvatarSettings(ctx.db, ctx.actor.userId);
  const provider = input.voice_provider ?? current.voiceProvider;
  const voice = input.voice_id ?? (input.voice_provider ? "" : current.voiceId);
  if ((input.voice_provider || input.voice_id) && !isKnownVoice(provider, voice, await loadClonedVoice(ctx.db, ctx.actor.userId)))
    throw new BadRequestError(`Unknown voice "${voice}" for ${provider}. Pick one of the voices listed in the settings.`);
  if ((input.enabled || input.voice_id || input.voice_provider) && !hasCurrentConsent(current))
    throw new ServiceError("PRECONDITION_FAILED", "Give your written consent to the AI Avatar (POST /api/avatar/consent) before turning it on or choosing its voice.");
  await upsert(ctx, {
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    ...(input.voice_provider || input.voice_id ? { voiceProvider: provider, voiceId: voice } : {}),
    ...(input.answer_topics ? { answerTopics: input.answer_topics } : {}),
    ...(input.defer_topics ? { deferTopics: input.defer_topics } : {}),
    ...(input.sign_off !== undefined ? { signOff: input.sign_off } : {}),
    ...(input.on_in_covered_meetings !== undefined ? { onInCoveredMeetings: input.on_in_covered_meetings } : {}),
    ...(input.ask_first_seconds !== undefined ? { askFirstSeconds: input.ask_first_seconds } : {}),
    ...(input.persona_brief !== undefined ? { personaBrief: input.persona_brief, personaEditedAt: ctx.clock.now() } : {}),
  });
  return currentResponse(ctx);
}

/** Written consent: the user typed "I agree" to the version of the text they were shown; stored with the time. */
export async function giveAvatarConsent({ ctx, input }: { ctx: UserContext; input: AvatarConsentInput }): Promise<AvatarSettingsResponse> {
  await assertAvatarEligible(ctx);
  if (input.consent_version !== AVATAR_CONSENT_VERSION)
    throw new ServiceError("CONFLICT", `The consent text has changed (now ${AVATAR_CONSENT_VERSION}); read the current text and agree to it.`);
  if (!/^i agree\.?$/i.test(input.agreement)) throw new BadRequestError('Type "I agree" to give your consent.');
  await upsert(ctx, { consentedAt: ctx.clock.now(), consentVersion: AVATAR_CONSENT_VERSION });
  return currentResponse(ctx);
}

/**
 * Withdrawing consent also switches the avatar off, and deletes the user's voice: the cloned voice at the
 * provider (first; a 503 if it cannot be, with nothing changed) and every recorded sample.
 */
export async function withdrawAvatarConsent({ ctx }: { ctx: UserContext }): Promise<AvatarSettingsResponse> {
  await assertAvatarEligible(ctx);
  await forgetAvatarVoice(ctx);
  await upsert(ctx, { consentedAt: null, consentVersion: null, enabled: false });
  return currentResponse(ctx);
}

async function ownMeeting(ctx: UserContext, meetingId: string) {
  const [m] = await ctx.db.select({ id: meetings.id }).from(meetings).where(and(eq(meetings.id, meetingId), eq(meetings.userId, ctx.actor.userId))).limit(1);
  if (!m) throw new NotFoundError("Meeting not found");
}

export async function getMeetingAvatar({ ctx, input }: { ctx: UserContext; input: { id: string } }): Promise<MeetingAvatarResponse> {
  await assertAvatarEligible(ctx);
  await ownMeeting(ctx, input.id);
  const [row] = await ctx.db.select().from(avatarMeetingSettings).where(and(eq(avatarMeetingSettings.meetingId, input.id), eq(avatarMeetingSettings.userId, ctx.actor.userId))).limit(1);
  const settings = await loadAvatarSettings(ctx.db, ctx.actor.userId);
  const toggle = row?.enabled ?? null;
  return { meeting_id: input.id, enabled: toggle ?? settings.onInCoveredMeetings, toggle, talking_points: row?.talkingPoints ?? "", answer_on_own: row?.answerOnOwn ?? false };
}

export async function updateMeetingAvatar({ ctx, input }: { ctx: UserContext; input: UpdateMeetingAvatarInput }): Promise<MeetingAvatarResponse> {
  await assertAvatarEligible(ctx);
  await ownMeeting(ctx, input.id);
  const set = {
    ...(input.avatar.enabled !== undefined ? { enabled: input.avatar.enabled } : {}),
    ...(input.avatar.talking_points !== undefined ? { talkingPoints: input.avatar.talking_points.trim() } : {}),
    ...(input.avatar.answer_on_own !== undefined ? { answerOnOwn: input.avatar.answer_on_own } : {}),
    updatedAt: ctx.clock.now(),
  };
  await ctx.db
    .insert(avatarMeetingSettings)
    .values({ meetingId: input.id, userId: ctx.actor.userId, ...set })
    .onConflictDoUpdate({ target: avatarMeetingSettings.meetingId, set });
  return getMeetingAvatar({ ctx, input: { id: input.id } });
}

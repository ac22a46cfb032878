import { eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { avatarSettings, type AvatarSettingsRow } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { ServiceError } from "../errors";

/** Bump the version whenever the words change: consent is to a version, and an old one no longer counts. */
export const AVATAR_CONSENT_VERSION = "avatar-consent-v2";

export const AVATAR_CONSENT_TEXT = `I agree that Understudy's AI Avatar may speak for me in meetings I turn it on for, in the voice I choose, as an AI stand-in that always says it is not me. It may say only my own words: my talking points for the meeting, word for word, or something I said myself in a past meeting, shortened. It commits me to a date, money, an approval, hiring or legal terms only where my talking points say so word for word, and it defers everything else to me. I can turn it off at any time, and this consent covers only the voice and settings I choose here.`;


const DEFAULTS = { enabled: false, consentedAt: null, consentVersion: null, voiceProvider: "openai", voiceId: "alloy", answerTopics: [], deferTopics: [], signOff: "", onInCoveredMeetings: false, askFirstSeconds: 20, personaBrief: null, personaEditedAt: null };

/** The user's avatar settings, or the defaults (off, no consent) when they never saved any. */
export async function loadAvatarSettings(db: Executor, userId: string): Promise<Omit<AvatarSettingsRow, "userId" | "updatedAt">> {
  const [row] = await db.select().from(avatarSettings).where(eq(avatarSettings.userId, userId)).limit(1);
  return row ?? DEFAULTS;
}

export const hasCurrentConsent = (s: { consentedAt: Date | null; consentVersion: string | null }) => Boolean(s.consentedAt) && s.consentVersion === AVATAR_CONSENT_VERSION;

/** No recording of the user's voice is kept, or sent anywhere, before their written avatar consent. */
export async function assertVoiceConsent(ctx: UserContext): Promise<void> {
  if (!hasCurrentConsent(await loadAvatarSettings(ctx.db, ctx.actor.userId)))
    throw new ServiceError("PRECONDITION_FAILED", "Give your written consent to the AI Avatar (POST /api/avatar/consent) before recording your voice or cloning it.");
}

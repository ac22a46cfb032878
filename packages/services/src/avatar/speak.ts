import { eq } from "drizzle-orm";
import { avatarTurns, botSessions } from "@understudy/db/schema";
import type { MeetingBotProvider } from "@understudy/integrations/bots";
import type { ServiceContext } from "../context";
import { respondToUtterance, type AvatarOutcome, type Utterance } from "./responder";
import { loadAvatarSettings } from "./settings";
import { voiceFor } from "./voice";

/** Recall's output_audio limit on the base64 clip. */
const MAX_AUDIO_BASE64 = 1_835_008;
/** The provider-side voice when the app has no speech model (Attendee speaks with Google's voices). */
const PROVIDER_VOICE = { languageCode: "en-US", name: "en-US-Casual-K" };

/**
 * The avatar's part of a transcript event, after the webhook's transaction: decide (responder), then say it
 * in the chat and in the chosen voice. The session is read again right before speaking, so an "opt out", a
 * hand-over or the kill switch that landed while the model was thinking silences it.
 * `heardAtMs`: performance.now() when the utterance's webhook arrived, for the latency to first audio.
 */
export async function runAvatarTurn(
  ctx: ServiceContext,
  deps: { provider: MeetingBotProvider },
  input: { utterance: Utterance; botId: string; heardAtMs: number },
): Promise<AvatarOutcome & { spoke: boolean; latencyMs: number | null }> {
  const outcome = await respondToUtterance(ctx, input.utterance, ctx.deps.model);
  if (!outcome.handled || !outcome.final.said) return { ...outcome, spoke: false, latencyMs: null };
  const said = outcome.final.said;
  const stillOn = async () => {
    const [session] = input.utterance.sessionId
      ? await ctx.db.select({ optedOutAt: botSessions.optedOutAt, handedOverAt: botSessions.handedOverAt }).from(botSessions).where(eq(botSessions.id, input.utterance.sessionId)).limit(1)
      : [];
    const settings = await loadAvatarSettings(ctx.db, input.utterance.userId);
    return Boolean(session && !session.optedOutAt && !session.handedOverAt && settings.enabled);
  };
  const silence = async () => {
    await ctx.db.update(avatarTurns).set({ said: null, reason: `${outcome.turn.reason}; silenced: opted out, handed over or switched off before it spoke` }).where(eq(avatarTurns.id, outcome.turn.id));
    return { ...outcome, spoke: false, latencyMs: null };
  };
  if (!(await stillOn())) return silence();
  const settings = await loadAvatarSettings(ctx.db, input.utterance.userId);
  const voice = voiceFor(ctx.deps, { provider: settings.voiceProvider, id: settings.voiceId });
  let latencyMs: number | null = null;
  try {
    if (voice) {
      const audio = (await voice.synthesize(said)).toString("base64");
      if (audio.length > MAX_AUDIO_BASE64) throw new Error(`avatar audio too long (${audio.length} base64 characters)`);
      // Checked again after synthesis: the clip is the slow part.
      if (!(await stillOn())) return silence();
      await deps.provider.outputAudio(input.botId, audio);
      latencyMs = Math.round(performance.now() - input.heardAtMs);
    } else if (deps.provider.speak) {
      // No speech model of our own here: the provider's text-to-speech (Attendee) says it in its default voice.
      await deps.provider.speak(input.botId, said, PROVIDER_VOICE);
      latencyMs = Math.round(performance.now() - input.heardAtMs);
    }
  } catch (error) {
    ctx.log.warn({ err: error, meetingId: input.utterance.meetingId }, "avatar: speech failed; the chat message goes alone");
  }
  await deps.provider.sendChatMessage(input.botId, said);
  if (latencyMs !== null) await ctx.db.update(avatarTurns).set({ latencyMs }).where(eq(avatarTurns.id, outcome.turn.id));
  return { ...outcome, spoke: latencyMs !== null, latencyMs };
}

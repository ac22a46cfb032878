import { and, eq } from "drizzle-orm";
import { avatarMeetingSettings, avatarTurns, botSessions } from "@understudy/db/schema";
import { notifyLiveChange } from "../live/notify";
import type { ServiceContext } from "../context";
import { configured } from "../deps";
import { respondToUtterance, type AvatarOutcome, type Utterance } from "./responder";
import { loadAvatarSettings } from "./consent";
import { voiceFor } from "./voice";

/** Recall's output_audio limit on the base64 clip. */
const MAX_AUDIO_BASE64 = 1_835_008;
/** The provider-side voice when the app has no speech model (Attendee speaks with Google's voices). */
const PROVIDER_VOICE = { languageCode: "en-US", name: "en-US-Casual-K" };
/** How long an answer waits for the stand-in's announcement (its own job, usually done in milliseconds) to go out. */
export const ANNOUNCEMENT_WAIT_MS = 10_000;
const POLL_MS = 100;

/** Whether the meeting has been told an AI stands in: the avatar never speaks before that, whatever order its jobs ran in. */
async function announcementOut(ctx: ServiceContext, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  const deadline = Date.now() + ANNOUNCEMENT_WAIT_MS;
  for (;;) {
    const [session] = await ctx.db.select({ sentAt: botSessions.announcementSentAt, optedOutAt: botSessions.optedOutAt }).from(botSessions).where(eq(botSessions.id, sessionId)).limit(1);
    if (session?.sentAt) return true;
    if (!session || session.optedOutAt || Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The owner held the avatar in this meeting from the live room. */
async function pausedHere(ctx: ServiceContext, utterance: Pick<SayTarget, "meetingId" | "userId">): Promise<boolean> {
  const [row] = await ctx.db
    .select({ paused: avatarMeetingSettings.paused })
    .from(avatarMeetingSettings)
    .where(and(eq(avatarMeetingSettings.meetingId, utterance.meetingId), eq(avatarMeetingSettings.userId, utterance.userId)))
    .limit(1);
  return row?.paused ?? false;
}

/** Where a decided line is said, and the turn it is logged on (silenced there when it may no longer be said). */
export interface SayTarget {
  userId: string;
  meetingId: string;
  sessionId: string | null;
  botId: string;
  turnId: string;
  /** The turn's reason so far: a silence is appended to it. */
  reason: string;
  /** When the question's webhook arrived, for the latency to first audio. */
  receivedAt: Date;
}

/**
 * Says a line the rules (and, under ask-me-first, the owner) let through: in the chosen voice, then in the chat.
 * The session is read again right before speaking, and again after synthesis, so an "opt out", a hand-over, a
 * pause or the kill switch that landed meanwhile silences it; it never speaks before the announcement went out.
 */
export async function sayInMeeting(ctx: ServiceContext, target: SayTarget, said: string): Promise<{ spoke: boolean; latencyMs: number | null }> {
  const provider = configured(ctx.deps.bots, "Meeting bots are not configured on this server");
  /** The owner's avatar settings while the avatar may still speak here, null once it may not. */
  const stillOn = async () => {
    const [session] = target.sessionId
      ? await ctx.db.select({ optedOutAt: botSessions.optedOutAt, handedOverAt: botSessions.handedOverAt }).from(botSessions).where(eq(botSessions.id, target.sessionId)).limit(1)
      : [];
    const settings = await loadAvatarSettings(ctx.db, target.userId);
    const on = Boolean(session && !session.optedOutAt && !session.handedOverAt && settings.enabled && !(await pausedHere(ctx, target)));
    return on ? settings : null;
  };
  const silence = async (why = "opted out, handed over, paused or switched off before it spoke") => {
    await ctx.db.update(avatarTurns).set({ said: null, reason: `${target.reason}; silenced: ${why}` }).where(eq(avatarTurns.id, target.turnId));
    await notifyLiveChange(ctx.db, target.meetingId, "avatar");
    return { spoke: false, latencyMs: null };
  };
  const settings = await stillOn();
  if (!settings) return silence();
  if (!(await announcementOut(ctx, target.sessionId))) return silence("the stand-in's announcement had not gone out");
  const voice = voiceFor(ctx.deps, { provider: settings.voiceProvider, id: settings.voiceId });
  let latencyMs: number | null = null;
  try {
    if (voice) {
      const audio = (await voice.synthesize(said)).toString("base64");
      if (audio.length > MAX_AUDIO_BASE64) throw new Error(`avatar audio too long (${audio.length} base64 characters)`);
      // Checked again after synthesis: the clip is the slow part.
      if (!(await stillOn())) return silence();
      await provider.outputAudio(target.botId, audio);
      latencyMs = ctx.clock.now().getTime() - target.receivedAt.getTime();
    } else if (provider.speak) {
      // No speech model of our own here: the provider's text-to-speech (Attendee) says it in its default voice.
      await provider.speak(target.botId, said, PROVIDER_VOICE);
      latencyMs = ctx.clock.now().getTime() - target.receivedAt.getTime();
    }
  } catch (error) {
    ctx.log.warn({ err: error, meetingId: target.meetingId }, "avatar: speech failed; the chat message goes alone");
  }
  await provider.sendChatMessage(target.botId, said);
  if (latencyMs !== null) await ctx.db.update(avatarTurns).set({ latencyMs }).where(eq(avatarTurns.id, target.turnId));
  await notifyLiveChange(ctx.db, target.meetingId, "avatar");
  return { spoke: latencyMs !== null, latencyMs };
}

/**
 * The avatar's part of a transcript event, in its job: decide (responder), then say it, unless the answer must
 * first be approved by the owner (ask-me-first): then it is a draft, said later by `avatar.draft-speak`.
 * `receivedAt`: when the utterance's webhook arrived, for the latency to first audio.
 */
export async function runAvatarTurn(
  ctx: ServiceContext,
  input: { utterance: Utterance; botId: string; receivedAt: Date },
): Promise<AvatarOutcome & { spoke: boolean; latencyMs: number | null }> {
  configured(ctx.deps.bots, "Meeting bots are not configured on this server");
  const outcome = await respondToUtterance(ctx, input.utterance, ctx.deps.model, { botId: input.botId });
  // The live room shows each turn as it is decided, and again once it was said or silenced.
  if (outcome.handled) await notifyLiveChange(ctx.db, input.utterance.meetingId, "avatar");
  if (!outcome.handled || !outcome.final.said || outcome.draft) return { ...outcome, spoke: false, latencyMs: null };
  const { userId, meetingId, sessionId } = input.utterance;
  const said = await sayInMeeting(ctx, { userId, meetingId, sessionId, botId: input.botId, turnId: outcome.turn.id, reason: outcome.turn.reason, receivedAt: input.receivedAt }, outcome.final.said);
  return { ...outcome, ...said };
}

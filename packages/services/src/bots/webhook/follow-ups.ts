import { and, eq } from "drizzle-orm";
import { botSessions } from "@understudy/db/schema";
import { BotNotFoundError, BotProviderRequestError, type MeetingBotProvider } from "@understudy/integrations/bots";
import type { SpeechSynthesizer } from "@understudy/integrations/ai";
import type { ServiceContext } from "../../context";
import { summariseCapturedMeeting } from "../stand-in/after-meeting";
import { ownerGraceQueue } from "../stand-in/grace-queue";
import { runAvatarTurn } from "../../avatar/speak";
import { refreshPersonaBrief } from "../../avatar/persona";
import type { Utterance } from "../../avatar/responder";
import { deliverCatchUp } from "../catch-up/deliver";
import { foldRunningSummary } from "../catch-up/fold";
import type { CatchUpFollowUp } from "../catch-up/track";

/** What talking to the meeting needs: the provider, and speech for the spoken announcement (optional). */
export interface StandInDeps {
  provider: MeetingBotProvider;
  speech?: SpeechSynthesizer | null;
}

/**
 * Things decided inside a webhook's (or the grace job's) transaction that touch the outside world, so they
 * run after it committed: a rolled-back decision never reaches the meeting.
 */
export type FollowUp =
  | { kind: "leave"; sessionId: string; botId: string; why: "owner_joined" | "opted_out" }
  | { kind: "announce"; sessionId: string; botId: string; text: string; claimedAt: Date }
  | { kind: "schedule_grace"; sessionId: string; afterSeconds: number }
  | { kind: "summarise"; sessionId: string; userId: string; meetingId: string }
  | CatchUpFollowUp
  /** A transcript utterance while the bot stands in: the AI Avatar may answer it (if on for the meeting). */
  | { kind: "avatar"; sessionId: string; botId: string; utterance: Utterance; heardAtMs: number };

/** Recall's output_audio limit on the base64 clip. */
const MAX_AUDIO_BASE64 = 1_835_008;

/** Runs each follow-up; a failure is logged and does not stop the others. False when an announcement could not be sent. */
export async function runFollowUps(ctx: ServiceContext, deps: StandInDeps | null, followUps: readonly FollowUp[]): Promise<boolean> {
  let ok = true;
  for (const followUp of followUps) {
    try {
      if (followUp.kind === "leave" && deps) await leave(deps.provider, followUp.botId);
      else if (followUp.kind === "announce" && deps) ok = (await announce(ctx, deps, followUp)) && ok;
      else if (followUp.kind === "avatar" && deps) await runAvatarTurn(ctx, deps, { utterance: followUp.utterance, botId: followUp.botId, heardAtMs: followUp.heardAtMs });
      else if (followUp.kind === "schedule_grace") await ctx.deps.jobs.send(ownerGraceQueue, { sessionId: followUp.sessionId }, { startAfter: followUp.afterSeconds });
      else if (followUp.kind === "summarise") {
        const outcome = await summariseCapturedMeeting(ctx, followUp);
        // The avatar's persona brief follows the user's newest words (only for users who set the avatar up).
        const persona = await refreshPersonaBrief(ctx, followUp.userId);
        ctx.log.info({ sessionId: followUp.sessionId, meetingId: followUp.meetingId, outcome, persona }, "after the meeting");
      } else if (followUp.kind === "fold") await foldRunningSummary(ctx, followUp);
      // Before the hand-over's "leave" (pushed after it): the private message needs the bot still in the call.
      else if (followUp.kind === "catch_up") await deliverCatchUp(ctx, deps?.provider ?? null, followUp);
    } catch (error) {
      ctx.log.error({ err: error, sessionId: followUp.sessionId, followUp: followUp.kind }, "bot follow-up failed");
      if (followUp.kind === "announce") ok = false;
    }
  }
  return ok;
}

async function leave(provider: MeetingBotProvider, botId: string) {
  try {
    await provider.leaveCall(botId);
  } catch (error) {
    // Already out of the call (or gone): the goal, a bot that is not in the meeting, holds.
    if (!(error instanceof BotProviderRequestError || error instanceof BotNotFoundError)) throw error;
  }
}

/**
 * The chat message first (it carries the opt-out instruction, so it must not wait on speech), then the
 * same words spoken. When the chat fails the claim is released, so the grace job's retry (or the next
 * event) announces again; a speech failure leaves the chat message standing alone.
 */
async function announce(ctx: ServiceContext, deps: StandInDeps, f: Extract<FollowUp, { kind: "announce" }>): Promise<boolean> {
  try {
    await deps.provider.sendChatMessage(f.botId, f.text);
  } catch (error) {
    await ctx.db
      .update(botSessions)
      .set({ announcedAt: null })
      .where(and(eq(botSessions.id, f.sessionId), eq(botSessions.announcedAt, f.claimedAt)));
    ctx.log.warn({ err: error, sessionId: f.sessionId }, "announcement chat message failed; released for a retry");
    return false;
  }
  if (!deps.speech) return true;
  try {
    const audio = (await deps.speech.synthesize(f.text)).toString("base64");
    if (audio.length > MAX_AUDIO_BASE64) throw new Error(`announcement audio too long (${audio.length} base64 characters)`);
    await deps.provider.outputAudio(f.botId, audio);
  } catch (error) {
    ctx.log.warn({ err: error, sessionId: f.sessionId }, "spoken announcement failed; the chat message went alone");
  }
  return true;
}

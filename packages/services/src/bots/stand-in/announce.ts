import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botSessions, meetings, notifications } from "@understudy/db/schema";
import type { ServiceContext } from "../../context";
import { botProvider } from "../provider";
import { ownerGraceQueue } from "./grace-queue";
import { loadOwnerIdentity } from "./owner";
import { announcementText } from "./stand-in";
import { pushSendQueue, queuePushWithin } from "../../push/queue";

/** Recall's output_audio limit on the base64 clip. */
const MAX_AUDIO_BASE64 = 1_835_008;
/** After a failed chat message the claim is released and the grace check runs again this much later. */
export const ANNOUNCE_RETRY_SECONDS = 10;

export type AnnounceOutcome = "announced" | "stale" | "released";

/**
 * Carries out a claimed announcement: the chat message first (it carries the opt-out instruction, so it
 * must not wait on speech), then the same words spoken. A claim that is no longer current (the owner
 * came, someone opted out, another claim replaced it) is left alone. When the chat fails the claim is
 * released and the grace check queued again, which claims anew while the bot is still standing in; a
 * speech failure leaves the chat message standing alone.
 */
export async function announceStandIn(ctx: ServiceContext, input: { sessionId: string; botId: string; claimedAt: string }): Promise<AnnounceOutcome> {
  const [session] = await ctx.db.select().from(botSessions).where(eq(botSessions.id, input.sessionId)).limit(1);
  if (!session || session.announcedAt?.toISOString() !== input.claimedAt || session.handedOverAt || session.optedOutAt) return "stale";
  // A retry after a worker died between the chat message and the end of its job: the meeting was told.
  if (session.announcementSentAt) return "announced";
  const provider = botProvider(ctx);
  const owner = await loadOwnerIdentity(ctx.db, session);
  const text = announcementText({ botName: session.botName, ownerName: owner.displayName });
  try {
    await provider.sendChatMessage(input.botId, text);
  } catch (error) {
    await ctx.db.transaction(async (tx) => {
      const [released] = await tx
        .update(botSessions)
        .set({ announcedAt: null })
        .where(and(eq(botSessions.id, session.id), eq(botSessions.announcedAt, new Date(input.claimedAt))))
        .returning({ id: botSessions.id });
      if (released) await ctx.deps.jobs.sendWithin(tx, ownerGraceQueue, { sessionId: session.id }, { startAfter: ANNOUNCE_RETRY_SECONDS, singletonKey: `${session.id}:retry` });
    });
    ctx.log.warn({ err: error, sessionId: session.id }, "announcement chat message failed; released for a retry");
    return "released";
  }
  // Now the meeting has been told: what else the bot says (the avatar) may follow.
  if (ctx.deps.push) await ctx.deps.jobs.prepare([pushSendQueue]);
  await ctx.db.transaction(async (tx) => {
    const [sent] = await tx
      .update(botSessions)
      .set({ announcementSentAt: ctx.clock.now() })
      .where(and(eq(botSessions.id, session.id), eq(botSessions.announcedAt, new Date(input.claimedAt)), isNull(botSessions.announcementSentAt)))
      .returning({ id: botSessions.id });
    // The stand-in started covering: the owner can watch and steer it from the live room. Once, with the mark.
    if (sent && session.meetingId) await notifyCovering(tx, ctx, session.userId, session.meetingId);
  });
  const speech = ctx.deps.speech;
  if (!speech) return "announced";
  try {
    const audio = (await speech.synthesize(text)).toString("base64");
    if (audio.length > MAX_AUDIO_BASE64) throw new Error(`announcement audio too long (${audio.length} base64 characters)`);
    await provider.outputAudio(input.botId, audio);
  } catch (error) {
    ctx.log.warn({ err: error, sessionId: session.id }, "spoken announcement failed; the chat message went alone");
  }
  return "announced";
}

export const STAND_IN_LIVE_NOTIFICATION_KIND = "stand_in_live";

/** How long a push service keeps "your stand-in is covering" for a phone that is offline: the meeting moves on. */
const COVERING_PUSH_TTL_SECONDS = 15 * 60;

async function notifyCovering(tx: Executor, ctx: ServiceContext, userId: string, meetingId: string): Promise<void> {
  const [meeting] = await tx.select({ title: meetings.title }).from(meetings).where(eq(meetings.id, meetingId)).limit(1);
  const title = `Your stand-in is covering ${meeting?.title ?? "your meeting"}`;
  const message = "Follow it live, send a line to the chat, pause the avatar or take over.";
  const href = `/meetings/${meetingId}/live`;
  await tx.insert(notifications).values({ userId, kind: STAND_IN_LIVE_NOTIFICATION_KIND, title, message, href, createdAt: ctx.clock.now() });
  // The same, on the owner's phone (Web Push), for the late owner who is not looking at the app.
  await queuePushWithin(tx, ctx, { userId, title, body: message, url: href, tag: `live-${meetingId}`, ttlSeconds: COVERING_PUSH_TTL_SECONDS });
}

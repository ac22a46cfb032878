import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { avatarMeetingSettings, botSessions, type BotSession } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { ConflictError, RateLimitError } from "../errors";
import { getOwnedMeetingOrThrow } from "../meetings/internal";
import { botProvider } from "../bots/provider";
import { providerFailure } from "../bots/internal";
import { isLive, LIVE_STATUSES } from "../bots/events/status";
import { loadBotPreferences } from "../bots/coverage/preferences";
import { handOverQueue } from "../bots/stand-in/hand-over.job";
import { leaveQueue } from "../bots/sessions/leave.job";
import { latestSession } from "./state";
import { notifyLiveChange } from "./notify";
import type { LiveAvatarPauseInput, LiveChatInput, LiveMeetingInput } from "./schemas";

const NOT_IN_CALL = "The bot is not in the call right now, so it cannot do that. Open the meeting itself instead.";

/** The owner's meeting and its bot, which must be in the call (409 otherwise: the request was fine, the meeting is not live). */
async function sessionInCall(ctx: UserContext, meetingId: string): Promise<BotSession & { providerBotId: string }> {
  const meeting = await getOwnedMeetingOrThrow(ctx.db, ctx.actor.userId, meetingId);
  const session = await latestSession(ctx.db, ctx.actor.userId, meeting.id);
  if (!session || !isLive(session.status) || session.optedOutAt || !session.providerBotId) throw new ConflictError(NOT_IN_CALL);
  return session as BotSession & { providerBotId: string };
}

/**
 * "Running 5 minutes late — please start": said in the meeting chat by the bot, at once (a person in the room
 * reads it, and the owner sees whether it went). Plain text, capped by the schema, and limited per owner.
 */
export async function sendLiveChat({ ctx, input }: { ctx: UserContext; input: LiveChatInput }) {
  const session = await sessionInCall(ctx, input.id);
  const retryAfter = await ctx.deps.limits.liveChat.hit(ctx.actor.userId, ctx.clock.now().getTime());
  if (retryAfter > 0) throw new RateLimitError(retryAfter, `You can send a few lines a minute to the meeting chat; try again in ${retryAfter} s`);
  try {
    await botProvider(ctx).sendChatMessage(session.providerBotId, input.text);
  } catch (error) {
    throw providerFailure(error);
  }
  ctx.log.info({ sessionId: session.id, length: input.text.length }, "live room: chat line sent");
  return { message: "Sent to the meeting chat" };
}

/**
 * Holds or frees the AI Avatar in this meeting (the avatar's jobs read it before they speak), and "Answer on my
 * own": a verbatim talking point is said without asking first; anything else still waits for the owner.
 */
export async function setLiveAvatarPaused({ ctx, input }: { ctx: UserContext; input: LiveAvatarPauseInput }) {
  const meeting = await getOwnedMeetingOrThrow(ctx.db, ctx.actor.userId, input.id);
  const set = {
    ...(input.paused !== undefined ? { paused: input.paused } : {}),
    ...(input.answer_on_own !== undefined ? { answerOnOwn: input.answer_on_own } : {}),
    updatedAt: ctx.clock.now(),
  };
  await ctx.db
    .insert(avatarMeetingSettings)
    .values({ meetingId: meeting.id, userId: ctx.actor.userId, ...set })
    .onConflictDoUpdate({ target: avatarMeetingSettings.meetingId, set, where: eq(avatarMeetingSettings.userId, ctx.actor.userId) });
  await notifyLiveChange(ctx.db, meeting.id, "controls");
  const said = [
    ...(input.paused === undefined ? [] : [input.paused ? "The avatar is paused in this meeting" : "The avatar may answer again"]),
    ...(input.answer_on_own === undefined ? [] : [input.answer_on_own ? "It says your talking points without asking; anything else still asks you first" : "It asks you before every answer"]),
  ];
  return { message: said.join(". ") };
}

/**
 * "I'm joining now": the hand-over the owner's arrival would make, claimed the same way (once, never after
 * "opt out"), so the avatar stops at once; the bot then leaves or stays silent as the owner's setting says.
 */
export async function joinLiveNow({ ctx, input }: { ctx: UserContext; input: LiveMeetingInput }) {
  const session = await sessionInCall(ctx, input.id);
  const { onOwnerJoin } = await loadBotPreferences(ctx.db, ctx.actor.userId);
  const leave = onOwnerJoin === "leave";
  await ctx.deps.jobs.prepare([handOverQueue]);
  const claimed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(botSessions)
      .set({ handedOverAt: ctx.clock.now(), reason: sql`coalesce(${botSessions.reason}, 'owner_joined')`, updatedAt: ctx.clock.now() })
      .where(and(eq(botSessions.id, session.id), isNull(botSessions.handedOverAt), isNull(botSessions.optedOutAt)))
      .returning({ id: botSessions.id });
    if (row && leave) await ctx.deps.jobs.sendWithin(tx, handOverQueue, { sessionId: session.id, botId: session.providerBotId, leave, catchUp: null });
    return Boolean(row);
  });
  if (claimed) await notifyLiveChange(ctx.db, input.id, "controls");
  if (!claimed) return { message: "Already handed over to you" };
  return { message: leave ? "Handing over: the bot leaves the call" : "Handing over: the bot stays and records silently" };
}

/** "Stop the bot": it leaves the call now (the path "opt out" takes, without deleting the capture). */
export async function stopLiveBot({ ctx, input }: { ctx: UserContext; input: LiveMeetingInput }) {
  const session = await sessionInCall(ctx, input.id);
  await ctx.deps.jobs.prepare([leaveQueue]);
  const stopped = await ctx.db.transaction(async (tx) => {
    // Marked before the provider hears it, as terminate does: the ending's webhook must not move it backwards.
    const [row] = await tx
      .update(botSessions)
      .set({ status: "disconnecting", reason: sql`coalesce(${botSessions.reason}, 'stopped_by_owner')`, updatedAt: ctx.clock.now() })
      .where(and(eq(botSessions.id, session.id), inArray(botSessions.status, [...LIVE_STATUSES])))
      .returning({ id: botSessions.id });
    if (row) await ctx.deps.jobs.sendWithin(tx, leaveQueue, { sessionId: session.id, botId: session.providerBotId, why: "stopped_by_owner" });
    return Boolean(row);
  });
  if (stopped) await notifyLiveChange(ctx.db, input.id, "controls");
  return { message: stopped ? "The bot is leaving the call" : "The bot already left" };
}

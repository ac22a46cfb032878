import { and, eq, inArray, sql } from "drizzle-orm";
import { botSessions, meetings } from "@understudy/db/schema";
import { BotNotFoundError, BotProviderRequestError } from "@understudy/integrations/bots";
import type { UserContext } from "../../context";
import { getOwnedSessionOrThrow, providerFailure } from "../internal";
import { botProvider } from "../provider";
import type { BotSessionIdInput } from "../schemas";
import { isLive, LIVE_STATUSES } from "../events/status";

/**
 * docs/product.md#bot-session-status, `DELETE /bot/sessions/{id}`: a live bot is told to leave and the session moves to
 * disconnecting (webhooks finish it); any other session is removed, cancelling a booked bot first.
 */
export async function terminateBotSession({ ctx, input }: { ctx: UserContext; input: BotSessionIdInput }) {
  const provider = botProvider(ctx);
  const session = await getOwnedSessionOrThrow(ctx.db, ctx.actor.userId, input.session_id);
  const mine = and(eq(botSessions.id, session.id), eq(botSessions.userId, ctx.actor.userId));
  if (isLive(session.status)) {
    // Marked before the call: the provider's webhook for the ending can arrive before leaveCall returns,
    // and must find the session already past "recording" so nothing moves it backwards.
    await ctx.db
      .update(botSessions)
      .set({ status: "disconnecting", reason: sql`coalesce(${botSessions.reason}, 'terminated')`, updatedAt: ctx.clock.now() })
      .where(and(mine, inArray(botSessions.status, [...LIVE_STATUSES])));
    if (session.providerBotId) {
      try {
        await provider.leaveCall(session.providerBotId);
      } catch (error) {
        // Already out of the call (or gone): the goal, a bot that is not in the meeting, holds.
        if (!(error instanceof BotProviderRequestError || error instanceof BotNotFoundError)) {
          await ctx.db.update(botSessions).set({ status: session.status, reason: session.reason }).where(and(mine, eq(botSessions.status, "disconnecting")));
          throw providerFailure(error);
        }
      }
    }
    return { message: "Bot session terminated", removed: false };
  }
  if (session.status === "idle" && session.providerBotId) {
    try {
      const cancelled = await provider.deleteScheduledBot(session.providerBotId);
      if (!cancelled) await provider.leaveCall(session.providerBotId).catch(() => undefined);
    } catch (error) {
      if (!(error instanceof BotNotFoundError)) throw providerFailure(error);
    }
  }
  // Removing a bot the scheduler booked means "not this meeting": without the toggle it would be booked again.
  if (session.origin === "scheduled" && session.status === "idle" && session.meetingId) {
    await ctx.db.update(meetings).set({ botCover: false, updatedAt: ctx.clock.now() }).where(and(eq(meetings.id, session.meetingId), eq(meetings.userId, ctx.actor.userId)));
  }
  await ctx.db.delete(botSessions).where(mine);
  return { message: "Bot session removed", removed: true };
}

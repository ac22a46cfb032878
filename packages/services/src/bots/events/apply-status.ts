import { and, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botSessions, meetings, type BotSession } from "@understudy/db/schema";
import type { BotWebhookEvent } from "@understudy/integrations/bots";
import type { ServiceContext } from "../../context";
import { afterMeetingQueue } from "../stand-in/after-meeting.job";
import { ownerGraceQueue } from "../stand-in/grace-queue";
import { OWNER_GRACE_SECONDS } from "../stand-in/stand-in";
import { applyStatusEvent, isFinished } from "./status";

/** Reasons under which the meeting goes on without the bot: it is not over, so it is not marked completed. */
const LEFT_EARLY_REASONS = new Set(["owner_joined", "opted_out"]);

/**
 * A status change: the session moves forward (never back, whatever the order), the meeting with it; the
 * admission starts the owner's grace timer and the end of a captured meeting asks for its summary.
 */
export async function applyStatus(tx: Executor, ctx: ServiceContext, session: BotSession, event: Extract<BotWebhookEvent, { kind: "status" }>): Promise<BotSession> {
  const next = applyStatusEvent(session, event);
  const written = { ...next, providerBotId: session.providerBotId ?? event.botId, updatedAt: ctx.clock.now() };
  await tx.update(botSessions).set(written).where(eq(botSessions.id, session.id));
  // Admitted: the grace starts. The timer is only the fallback for a meeting too quiet to send events.
  if (!session.admittedAt && next.admittedAt) await ctx.deps.jobs.sendWithin(tx, ownerGraceQueue, { sessionId: session.id }, { startAfter: OWNER_GRACE_SECONDS });
  // Over for a bot that was in the call: whichever of the two the provider's deliveries told us last.
  const captured = (s: { status: BotSession["status"]; admittedAt: Date | null }) => isFinished(s.status) && s.admittedAt !== null;
  if (!captured(session) && captured(next) && session.meetingId) {
    // The bot was in the meeting and the meeting is over for it. After a hand-over or an opt-out the
    // meeting itself goes on; after an opt-out nothing of it is kept, so it does not count as attended.
    const meetingDone = !LEFT_EARLY_REASONS.has(next.reason ?? "");
    const attended = !session.optedOutAt;
    if (meetingDone || attended) {
      await tx
        .update(meetings)
        .set({ ...(meetingDone ? { status: "completed" as const } : {}), ...(attended ? { botAttended: true } : {}), updatedAt: ctx.clock.now() })
        .where(eq(meetings.id, session.meetingId));
    }
    if (!session.optedOutAt) await ctx.deps.jobs.sendWithin(tx, afterMeetingQueue, { sessionId: session.id, userId: session.userId, meetingId: session.meetingId });
  } else if (next.status === "recording" && session.meetingId) {
    await tx.update(meetings).set({ status: "in_progress", updatedAt: ctx.clock.now() }).where(and(eq(meetings.id, session.meetingId), eq(meetings.status, "scheduled")));
  }
  return { ...session, ...written };
}

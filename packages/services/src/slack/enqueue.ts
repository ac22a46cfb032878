import { and, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botSessions, meetings, slackConnections } from "@understudy/db/schema";
import type { JobQueue } from "../jobs/queue";
import { slackRecapQueue } from "./queue";

/** The queues `queueSlackRecapWithin` writes to, prepared before the summary's transaction opens. */
export const SLACK_RECAP_QUEUES = [slackRecapQueue] as const;

/**
 * In the transaction that stores a ready summary: queue the Slack recap when the meeting was covered (a bot was
 * sent to it) and its owner has a connected Slack with a channel. The job exists exactly when the summary does.
 * A regenerated summary queues again; the delivery row makes that a no-op once posted.
 */
export async function queueSlackRecapWithin(tx: Executor, jobs: JobQueue, input: { userId: string; meetingId: string }): Promise<boolean> {
  const [connection] = await tx
    .select({ userId: slackConnections.userId })
    .from(slackConnections)
    .where(and(eq(slackConnections.userId, input.userId), eq(slackConnections.status, "connected"), isNotNull(slackConnections.channelId)))
    .limit(1);
  if (!connection) return false;
  const [meeting] = await tx
    .select({ botAttended: meetings.botAttended })
    .from(meetings)
    .where(and(eq(meetings.id, input.meetingId), eq(meetings.userId, input.userId)))
    .limit(1);
  if (!meeting) return false;
  const [session] = meeting.botAttended ? [true] : await tx.select({ id: botSessions.id }).from(botSessions).where(eq(botSessions.meetingId, input.meetingId)).limit(1);
  if (!session) return false;
  await jobs.sendWithin(tx, slackRecapQueue, input, { singletonKey: input.meetingId });
  return true;
}

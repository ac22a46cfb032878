import { sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";

/** What a listener hears when an event of a meeting is stored; it reads the rest from the database. */
export interface BotEventNotice {
  seq: number;
  kind: string;
  sessionId: string;
  meetingId: string | null;
}

/** One NOTIFY channel per meeting (the live room) and per user (their Bots list). Identifiers stay under 63 bytes. */
export const meetingChannel = (meetingId: string) => `meeting_${meetingId}`;
export const userChannel = (userId: string) => `user_${userId}`;

/** Raised inside the event's transaction: PostgreSQL delivers it at commit, and never for a rollback. */
export async function notifyBotEvent(tx: Executor, userId: string, notice: BotEventNotice): Promise<void> {
  const payload = JSON.stringify(notice);
  if (notice.meetingId) await tx.execute(sql`select pg_notify(${meetingChannel(notice.meetingId)}, ${payload}), pg_notify(${userChannel(userId)}, ${payload})`);
  else await tx.execute(sql`select pg_notify(${userChannel(userId)}, ${payload})`);
}

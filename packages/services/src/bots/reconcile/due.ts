import { and, asc, eq, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botEvents, botSessions } from "@understudy/db/schema";

/**
 * How long a session that is not over may go without a word from the provider before we ask for its
 * state. A provider tries a webhook a few times within seconds (Attendee three times) or for a day (Svix),
 * so ten quiet minutes mean a delivery was lost or the meeting is silent; asking costs one read.
 */
export const QUIET_MINUTES = 10;
/** Sessions looked at per run (every minute); the quietest first. */
export const RECONCILE_BATCH = 100;

export interface DueSession {
  id: string;
  provider: string;
  providerBotId: string;
}

/**
 * Sessions that should have moved by now: not finished, booked at the provider, not changed and not heard
 * from for QUIET_MINUTES, not asked about for as long, and (a bot booked ahead) past its join time by as
 * long. Read through the partial index of open sessions, oldest change first.
 */
export async function dueForReconcile(db: Executor, now: Date, limit = RECONCILE_BATCH): Promise<DueSession[]> {
  const quietSince = new Date(now.getTime() - QUIET_MINUTES * 60_000);
  const lastHeard = sql`(select ${botEvents.receivedAt} from ${botEvents} where ${botEvents.sessionId} = ${botSessions.id} order by ${botEvents.occurredAt} desc limit 1)`;
  const rows = await db
    .select({ id: botSessions.id, provider: botSessions.provider, providerBotId: botSessions.providerBotId })
    .from(botSessions)
    .where(
      and(
        // The partial index's own predicate, written as it is (a parameter would not match it).
        sql`${botSessions.status} not in ('disconnected', 'error')`,
        isNotNull(botSessions.providerBotId),
        lt(botSessions.updatedAt, quietSince),
        or(isNull(botSessions.reconciledAt), lt(botSessions.reconciledAt, quietSince)),
        or(ne(botSessions.status, "idle"), isNull(botSessions.joinAt), lt(botSessions.joinAt, quietSince)),
        sql`coalesce(${lastHeard}, '-infinity'::timestamptz) < ${quietSince.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(botSessions.updatedAt))
    .limit(limit);
  return rows.flatMap((r) => (r.providerBotId ? [{ id: r.id, provider: r.provider, providerBotId: r.providerBotId }] : []));
}

/** Marks the session as asked about, so the next run leaves it for another QUIET_MINUTES. */
export async function markReconciled(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.update(botSessions).set({ reconciledAt: now }).where(eq(botSessions.id, sessionId));
}

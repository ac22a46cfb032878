import { eq, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { users } from "@understudy/db/schema";
import { DAY_MS } from "../clock";
import { DEFAULT_RETENTION_DAYS } from "./constants";

// How long captured content is kept lives in ./constants, which the web pages import too.
export { DEFAULT_RETENTION_DAYS, RETENTION_CHOICES, type RetentionDays } from "./constants";

/** Captured content of a meeting scheduled before this instant has expired; null when nothing expires. */
export function retentionCutoff(days: number | null, now: Date): Date | null {
  return days === null ? null : new Date(now.getTime() - days * DAY_MS);
}

/** The user's cut-off now: what reads filter by, so expired content disappears before the daily job deletes it. */
export async function captureCutoff(db: Executor, userId: string, now: Date): Promise<Date | null> {
  const [row] = await db.select({ days: users.captureRetentionDays }).from(users).where(eq(users.id, userId)).limit(1);
  return retentionCutoff(row ? row.days : DEFAULT_RETENTION_DAYS, now);
}

/**
 * captureCutoff as an SQL expression (a timestamptz, null when nothing expires), so a statement can apply the
 * user's retention without a round trip of its own: the same days (the default when the user has no row) and the
 * same instant, whole seconds off `now` rather than calendar days, which a daylight-saving change would shift.
 */
export function captureCutoffSql(userId: string, now: Date): SQL {
  return sql`(select case when r.days is null then null else ${now.toISOString()}::timestamptz - make_interval(secs => r.days * ${sql.raw(String(DAY_MS / 1000))}) end
    from (select (coalesce((select array[u.capture_retention_days] from users u where u.id = ${userId}), array[${DEFAULT_RETENTION_DAYS ?? sql`null`}::int]))[1] as days) r)`;
}

/** Whether a meeting's captured content is past the user's retention (or was already deleted by it). */
export async function captureExpired(db: Executor, userId: string, meeting: { scheduledAt: Date; captureDeletedAt?: Date | null }, now: Date): Promise<boolean> {
  if (meeting.captureDeletedAt) return true;
  const cutoff = await captureCutoff(db, userId, now);
  return cutoff !== null && meeting.scheduledAt < cutoff;
}

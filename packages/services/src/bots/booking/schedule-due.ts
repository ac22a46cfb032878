import { and, asc, eq, gt, inArray, isNull, lte, notInArray, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botSessions, meetings, type Meeting } from "@understudy/db/schema";
import type { ServiceContext } from "../../context";
import { BOOKING_HORIZON_MINUTES, CLAIM_LEASE_MS, LATE_BOOKING_MINUTES, SCHEDULER_CANCEL_REASONS } from "./schedule-policy";
import { countLease, type ScheduleOptions, type ScheduleReport } from "./schedule-report";
import { FINISHED_STATUSES } from "../events/status";

export const MINUTE = 60_000;
const MAX_CANDIDATES = 5000;

/** The run's user filter on a user id column; none = everyone's. */
export const forUsers = (column: typeof botSessions.userId | typeof meetings.userId, userIds: readonly string[] | undefined): SQL | undefined =>
  userIds ? inArray(column, [...userIds]) : undefined;

/**
 * Scheduled meetings with a link, starting in the widest horizon (or a few minutes ago), that have no
 * bot: none live, and none that already covered this start at this link (a bot that finished, failed or
 * was removed is not booked again; one the scheduler took back for a move is). A meeting bots were
 * sent to by hand is left alone.
 */
export async function dueMeetings(db: Executor, now: Date, userIds: readonly string[] | undefined): Promise<Meeting[]> {
  const from = new Date(now.getTime() - LATE_BOOKING_MINUTES * MINUTE);
  const to = new Date(now.getTime() + BOOKING_HORIZON_MINUTES.pro * MINUTE);
  const cancelReasons = sql.join(
    SCHEDULER_CANCEL_REASONS.map((r) => sql`${r}`),
    sql`, `,
  );
  return db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.status, "scheduled"),
        sql`${meetings.meetingUrl} is not null`,
        sql`${meetings.botCover} is distinct from false`,
        gt(meetings.scheduledAt, from),
        lte(meetings.scheduledAt, to),
        forUsers(meetings.userId, userIds),
        sql`not exists (
          select 1 from ${botSessions} s
          where s.meeting_id = ${meetings.id}
            and (s.status not in ('disconnected', 'error')
              or (coalesce(s.reason, '') not in (${cancelReasons})
                and (s.origin = 'manual' or (s.join_at = ${meetings.scheduledAt} and s.meeting_url = ${meetings.meetingUrl})))))`,
      ),
    )
    .orderBy(asc(meetings.scheduledAt), asc(meetings.id))
    .limit(MAX_CANDIDATES);
}

/** Bookings still without a provider bot (another run's, in flight or dead), and when the first lease runs out. */
export async function noteLeases(ctx: ServiceContext, report: ScheduleReport, options: ScheduleOptions): Promise<void> {
  const lease = options.leaseMs ?? CLAIM_LEASE_MS;
  const now = ctx.clock.now().getTime();
  const pending = await ctx.db
    .select({ updatedAt: botSessions.updatedAt })
    .from(botSessions)
    .where(and(eq(botSessions.origin, "scheduled"), isNull(botSessions.providerBotId), notInArray(botSessions.status, [...FINISHED_STATUSES]), forUsers(botSessions.userId, options.userIds)));
  // A fresh count: this includes the leases seen at the start of the run.
  report.leased = 0;
  for (const { updatedAt } of pending) countLease(report, Math.max(0, updatedAt.getTime() + lease - now));
}

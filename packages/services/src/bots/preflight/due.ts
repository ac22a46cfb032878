import { and, asc, gt, inArray, lte, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { meetingPreflights, meetings, type Meeting, type MeetingPreflight } from "@understudy/db/schema";
import { DAY_WINDOW_MINUTES, FINAL_WINDOW_MINUTES, MINUTE } from "./policy";

const MAX_CANDIDATES = 5000;

export interface DueMeeting {
  meeting: Meeting;
  previous: MeetingPreflight | null;
}

/**
 * Meetings starting within the next 24 hours that need a (new) pre-flight: scheduled with a link and never
 * checked, or checked before a change (moved, new link, cancelled or otherwise edited since), or checked a
 * day ahead and now inside the last 10 minutes. `force` (a user's settings or plan changed): all of the
 * window's meetings with a link, or with an earlier result, are checked again.
 */
export async function dueForPreflight(db: Executor, now: Date, options: { userIds?: readonly string[]; force?: boolean } = {}): Promise<DueMeeting[]> {
  const to = new Date(now.getTime() + DAY_WINDOW_MINUTES * MINUTE);
  const final = new Date(now.getTime() + FINAL_WINDOW_MINUTES * MINUTE);
  const p = meetingPreflights;
  const stale = options.force
    ? sql`true`
    : sql`(${p.meetingId} is null
        or ${p.startsAt} <> ${meetings.scheduledAt}
        or ${p.meetingUrl} is distinct from ${meetings.meetingUrl}
        or ${meetings.updatedAt} > ${p.checkedAt}
        or (${p.stage} = 'day' and ${meetings.scheduledAt} <= ${final.toISOString()}::timestamptz))`;
  const rows = await db
    .select({ meeting: meetings, previous: p })
    .from(meetings)
    .leftJoin(p, sql`${p.meetingId} = ${meetings.id}`)
    .where(
      and(
        gt(meetings.scheduledAt, now),
        lte(meetings.scheduledAt, to),
        options.userIds ? inArray(meetings.userId, [...options.userIds]) : undefined,
        // A cancelled meeting is only looked at again when it had been checked: its result turns into "cancelled".
        sql`((${meetings.status} = 'scheduled' and ${meetings.meetingUrl} is not null) or (${meetings.status} = 'cancelled' and ${p.meetingId} is not null))`,
        stale,
      ),
    )
    .orderBy(asc(meetings.scheduledAt), asc(meetings.id))
    .limit(MAX_CANDIDATES);
  return rows;
}

import { and, asc, eq, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
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
 *
 * Two reads so that each can use an index: the scheduled ones through the bot scheduler's partial index on
 * `scheduled_at`, the cancelled ones (only those that had a result) from the small pre-flight table.
 */
export async function dueForPreflight(db: Executor, now: Date, options: { userIds?: readonly string[]; force?: boolean } = {}): Promise<DueMeeting[]> {
  const to = new Date(now.getTime() + DAY_WINDOW_MINUTES * MINUTE);
  const final = new Date(now.getTime() + FINAL_WINDOW_MINUTES * MINUTE);
  const p = meetingPreflights;
  const stale = options.force
    ? undefined
    : sql`(${p.meetingId} is null
        or ${p.startsAt} <> ${meetings.scheduledAt}
        or ${p.meetingUrl} is distinct from ${meetings.meetingUrl}
        or ${meetings.updatedAt} > ${p.checkedAt}
        or (${p.stage} = 'day' and ${meetings.scheduledAt} <= ${final.toISOString()}::timestamptz))`;
  const inWindow: SQL[] = [gt(meetings.scheduledAt, now), lte(meetings.scheduledAt, to)];
  if (options.userIds) inWindow.push(inArray(meetings.userId, [...options.userIds]));
  const [scheduled, cancelled] = await Promise.all([
    db
      .select({ meeting: meetings, previous: p })
      .from(meetings)
      .leftJoin(p, eq(p.meetingId, meetings.id))
      .where(and(...inWindow, eq(meetings.status, "scheduled"), sql`${meetings.meetingUrl} is not null`, stale))
      .orderBy(asc(meetings.scheduledAt), asc(meetings.id))
      .limit(MAX_CANDIDATES),
    db
      .select({ meeting: meetings, previous: p })
      .from(p)
      .innerJoin(meetings, eq(meetings.id, p.meetingId))
      // A cancelled meeting is looked at again only when it had been checked: its result turns into "cancelled".
      // Found by the result's own start (indexed; a move is a change, so a moved meeting's result is re-checked
      // before it leaves the window), then the meeting by its key: never a scan of the meetings.
      .where(and(gt(p.startsAt, new Date(now.getTime() - DAY_WINDOW_MINUTES * MINUTE)), lte(p.startsAt, to), ...inWindow, eq(meetings.status, "cancelled"), stale))
      .limit(MAX_CANDIDATES),
  ]);
  return [...scheduled, ...cancelled].sort((a, b) => a.meeting.scheduledAt.getTime() - b.meeting.scheduledAt.getTime() || a.meeting.id.localeCompare(b.meeting.id));
}

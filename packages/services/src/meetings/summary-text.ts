import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { meetingSummaries } from "@understudy/db/schema";

/**
 * The `summary` the API shows (SPEC §7's Meeting.summary): the overview of the meeting's newest ready AI
 * summary when there is one, else the meeting's own plain-text summary. A correlated subquery that walks
 * the (meeting_id, version) index backwards, so a list stays one query. The outer columns are spelled out:
 * drizzle renders a bare column unqualified, which inside the subquery would mean the summary's own `id`.
 */
export const summaryTextSql = sql<string | null>`coalesce((
  select nullif(btrim(s.content->>'overview'), '')
  from ${meetingSummaries} s
  where s.meeting_id = "meetings"."id" and s.status = 'ready'
  order by s.version desc
  limit 1
), "meetings"."summary")`;

/** The same for one meeting already read. */
export async function summaryTextOf(db: Executor, meeting: { id: string; summary: string | null }): Promise<string | null> {
  const [ready] = await db
    .select({ overview: sql<string | null>`nullif(btrim(${meetingSummaries.content}->>'overview'), '')` })
    .from(meetingSummaries)
    .where(and(eq(meetingSummaries.meetingId, meeting.id), eq(meetingSummaries.status, "ready")))
    .orderBy(desc(meetingSummaries.version))
    .limit(1);
  return ready?.overview ?? meeting.summary;
}

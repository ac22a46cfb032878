import { and, desc, eq, sql, type Column } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { meetingSummaries } from "@understudy/db/schema";

const overview = sql<string | null>`nullif(btrim(${meetingSummaries.content}->>'overview'), '')`;

/**
 * The `summary` the API shows (the meeting's summary field, docs/product.md#entities) is the overview of the meeting's newest ready AI
 * summary when there is one, else the meeting's own plain-text summary. This subquery finds that overview for
 * each row `meetingId` belongs to; LEFT JOIN LATERAL it onto an already-limited page, and it walks the
 * (meeting_id, version) index once per row shown, never once per row of the user's whole list.
 */
export function latestOverviewOf(db: Executor, meetingId: Column) {
  return db
    .select({ overview: overview.as("overview") })
    .from(meetingSummaries)
    .where(and(eq(meetingSummaries.meetingId, meetingId), eq(meetingSummaries.status, "ready")))
    .orderBy(desc(meetingSummaries.version))
    .limit(1)
    .as("latest_summary");
}

/** The same for one meeting already read. */
export async function summaryTextOf(db: Executor, meeting: { id: string; summary: string | null }): Promise<string | null> {
  const [ready] = await db
    .select({ overview })
    .from(meetingSummaries)
    .where(and(eq(meetingSummaries.meetingId, meeting.id), eq(meetingSummaries.status, "ready")))
    .orderBy(desc(meetingSummaries.version))
    .limit(1);
  return ready?.overview ?? meeting.summary;
}

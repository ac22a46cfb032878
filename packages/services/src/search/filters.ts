import { sql, type SQL } from "drizzle-orm";
import type { MeetingPlatform } from "@understudy/db/schema";
import { uuidArray } from "./sql-arrays";

/** What narrows a search or a retrieval, by the meeting: its scheduled day (UTC, inclusive), platform, who took part. */
export interface SearchFilters {
  from?: string;
  to?: string;
  platform?: MeetingPlatform;
  /** Part of a name or an email: a speaker in the transcript, an attendee or the organiser of the calendar event. */
  participant?: string;
  /** Only these meetings (Ask about one meeting, for instance). */
  meetingIds?: readonly string[];
  /** The owner's retention cut-off: captured content (turns, chunks, summaries) of meetings before it is not searched. */
  capturedSince?: Date | null;
}

/** `%…%` for ILIKE with the user's own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The filters as SQL conditions on a meetings row aliased `m` (joined with `and`; empty when there are none).
 * The participant condition looks at transcript speakers of that meeting only, through the (meeting, seq) index.
 */
export function meetingFilterSql(filters: SearchFilters, userId: string): SQL {
  const conditions: SQL[] = [];
  if (filters.from) conditions.push(sql`m.scheduled_at >= ${`${filters.from}T00:00:00Z`}::timestamptz`);
  if (filters.to) conditions.push(sql`m.scheduled_at < (${`${filters.to}T00:00:00Z`}::timestamptz + interval '1 day')`);
  if (filters.platform) conditions.push(sql`m.platform = ${filters.platform}`);
  if (filters.meetingIds) {
    const ids = filters.meetingIds.filter((id) => UUID.test(id));
    conditions.push(ids.length ? sql`m.id = any(${uuidArray(ids)})` : sql`false`);
  }
  const participant = filters.participant?.trim();
  if (participant) {
    const pattern = containsPattern(participant);
    conditions.push(sql`(
      m.organizer_email ilike ${pattern}
      or exists (select 1 from jsonb_array_elements(case when jsonb_typeof(m.attendees) = 'array' then m.attendees else '[]'::jsonb end) a
                 where a->>'email' ilike ${pattern} or a->>'name' ilike ${pattern})
      or exists (select 1 from transcript_segments p where p.meeting_id = m.id and p.user_id = ${userId} and p.speaker ilike ${pattern})
    )`);
  }
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Rows (aliased `alias`, with a meeting_id) of meetings whose captured content is still within the owner's
 * retention: `cutoff` from captureCutoff, null when the owner keeps everything, or captureCutoffSql's expression
 * inside a statement (null there too when nothing expires, which keeps every row).
 */
export function capturedWithin(alias: string, cutoff: Date | SQL | null): SQL {
  if (!cutoff) return sql`true`;
  const at = cutoff instanceof Date ? sql`${cutoff.toISOString()}::timestamptz` : cutoff;
  return sql`not exists (select 1 from meetings em where em.id = ${sql.identifier(alias)}.meeting_id and em.scheduled_at < ${at})`;
}

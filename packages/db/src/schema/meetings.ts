import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { meetingPlatform, meetingSource, meetingStatus } from "./enums";
import { users } from "./users";

/** A calendar attendee as Google reports it; `self` marks the signed-in user. */
export interface MeetingAttendee {
  email: string;
  name: string | null;
  self: boolean;
  organizer: boolean;
  responseStatus: string | null;
}

/**
 * No meeting lasts longer (a check constraint): every path that writes a duration clamps to it (manual meetings
 * allow 15 to 480 minutes, calendar and Gmail imports at most a day). "Not over yet" reads then start their
 * index range at now minus this, instead of at the user's first meeting.
 */
export const LONGEST_MEETING_MINUTES = 24 * 60;

export const meetings = pgTable(
  "meetings",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    /** The product made this title up (a bare link's "Zoom meeting", or one from its summary): a summary may replace it; a user's or calendar's never. */
    titleGenerated: boolean().notNull().default(false),
    description: text(),
    scheduledAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    durationMinutes: integer().notNull().default(60),
    meetingUrl: text(),
    platform: meetingPlatform().notNull().default("zoom"),
    status: meetingStatus().notNull().default("scheduled"),
    botAttended: boolean().notNull().default(false),
    summary: text(),
    source: meetingSource().notNull().default("manual"),
    externalId: text(),
    /** From the calendar event: who organises it and who is invited (empty for manual meetings). */
    organizerEmail: text(),
    attendees: jsonb().$type<MeetingAttendee[]>().notNull().default([]),
    /** The per-meeting bot toggle: null follows the user's cover rule, true/false overrides it. */
    botCover: boolean(),
    /** When retention deleted what was captured (transcript, attendance, summary), here and at the bot provider. */
    captureDeletedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    // Ascending, so one index serves both list orders: a backward scan is `scheduled_at desc, id desc` exactly
    // (a `desc` index is NULLS LAST, which `order by ... desc` is not, and then PostgreSQL sorts the whole set).
    index("meetings_user_scheduled_idx").on(t.userId, t.scheduledAt, t.id),
    // The list filtered by status, and "upcoming" (scheduled, after now): a range of this index, in list order.
    index("meetings_user_status_scheduled_idx").on(t.userId, t.status, t.scheduledAt, t.id),
    uniqueIndex("meetings_user_source_external_idx").on(t.userId, t.source, t.externalId),
    // The daily retention job: past meetings whose captured content has not been deleted yet.
    index("meetings_capture_pending_idx").on(t.scheduledAt).where(sql`${t.captureDeletedAt} is null`),
    // The bot scheduler's every-minute question: scheduled meetings with a link starting soon, for everyone.
    index("meetings_due_for_bot_idx")
      .on(t.scheduledAt)
      .where(sql`${t.status} = 'scheduled' and ${t.meetingUrl} is not null`),
    check("meetings_duration_minutes_check", sql`${t.durationMinutes} between 1 and ${sql.raw(String(LONGEST_MEETING_MINUTES))}`),
  ],
);

export type Meeting = typeof meetings.$inferSelect;
export type NewMeeting = typeof meetings.$inferInsert;

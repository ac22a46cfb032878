import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { meetings } from "./meetings";
import { users } from "./users";

/** One pre-flight check's outcome, as stored and as served (snake_case is the API's). */
export interface PreflightCheckRecord {
  check: string;
  result: "ok" | "warning" | "will_fail";
  reason: string;
  fix: string | null;
}

/**
 * The latest pre-flight of a covered meeting (one row per meeting, replaced by each run), so the meeting
 * card and page read it with one key lookup. `starts_at` and `meeting_url` are what was checked: a meeting
 * that moved or changed link since is due for another check.
 */
export const meetingPreflights = pgTable(
  "meeting_preflights",
  {
    meetingId: uuid()
      .primaryKey()
      .references(() => meetings.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The worst of the checks. */
    result: text().$type<PreflightCheckRecord["result"]>().notNull(),
    checks: jsonb().$type<PreflightCheckRecord[]>().notNull(),
    /** Which window the run was for: `day` (24 h before) or `final` (10 min before). */
    stage: text().$type<"day" | "final">().notNull(),
    startsAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    meetingUrl: text(),
    checkedAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    /** The failing checks the user was last told about ("" = none): one notification per change, not per run. */
    notifiedKey: text().notNull().default(""),
  },
  // starts_at: the every-minute run finds the checked meetings of the next 24 hours (cancelled since) from here.
  (t) => [index("meeting_preflights_user_idx").on(t.userId), index("meeting_preflights_starts_idx").on(t.startsAt)],
);

export type MeetingPreflight = typeof meetingPreflights.$inferSelect;

import { sql } from "drizzle-orm";
import { boolean, date, index, pgEnum, pgTable, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { avatarTurns } from "./avatar";
import { meetings } from "./meetings";
import { meetingSummaries } from "./summaries";
import { users } from "./users";

export const actionItemStatus = pgEnum("action_item_status", ["open", "done"]);
export const actionItemSource = pgEnum("action_item_source", ["summary", "avatar"]);
export const ACTION_ITEM_STATUSES = actionItemStatus.enumValues;
export const ACTION_ITEM_SOURCES = actionItemSource.enumValues;
export type ActionItemStatus = (typeof ACTION_ITEM_STATUSES)[number];

/**
 * An action item as a record the user can tick off: one row per task a meeting's summary named (kept across
 * regenerations by `dedupe_key`, the normalised text, unique per meeting; docs/decisions/070) or per question the
 * avatar deferred. `edited_at` marks a row the user changed: a regeneration never overwrites it.
 */
export const actionItems = pgTable(
  "action_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    meetingId: uuid()
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    /** The summary version that last named it (null once that version is gone, or for the avatar's). */
    summaryId: uuid().references(() => meetingSummaries.id, { onDelete: "set null" }),
    avatarTurnId: uuid().references(() => avatarTurns.id, { onDelete: "cascade" }),
    source: actionItemSource().notNull().default("summary"),
    text: text().notNull(),
    /** Who it is for, as the summary named them or as an attendee's full name; null when nobody committed. */
    ownerName: text(),
    /** The owner is the user themself (matched to the user's name or their calendar "self" attendee; decisions/071). */
    ownerIsUser: boolean().notNull().default(false),
    /** The deadline as it was said ("Friday"); `due_date` is that day when it could be read, or what the user set. */
    dueText: text(),
    dueDate: date({ mode: "string" }),
    startSeconds: real().notNull().default(0),
    status: actionItemStatus().notNull().default("open"),
    doneAt: timestamp({ withTimezone: true, mode: "date" }),
    dedupeKey: text().notNull(),
    editedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("action_items_meeting_key_idx").on(t.meetingId, t.dedupeKey),
    // "My action items": a user's open (or done) items by due date, without reading the other status.
    index("action_items_user_status_due_idx").on(t.userId, t.status, t.dueDate, t.createdAt, t.id),
    // "owner=me": the same order over the user's own items only.
    index("action_items_user_mine_idx").on(t.userId, t.status, t.dueDate, t.createdAt, t.id).where(sql`${t.ownerIsUser}`),
  ],
);

export type ActionItemRow = typeof actionItems.$inferSelect;

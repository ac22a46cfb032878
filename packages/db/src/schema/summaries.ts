import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { meetings } from "./meetings";
import { tsvector } from "./search";
import { users } from "./users";

export const summaryStatus = pgEnum("summary_status", ["pending", "ready", "failed", "skipped"]);
export const SUMMARY_STATUSES = summaryStatus.enumValues;
export type SummaryStatus = (typeof SUMMARY_STATUSES)[number];

/**
 * Every summary a meeting ever had, one row per version. A row is created `pending` and then written once,
 * in a single update, to `ready` (content set), `skipped` (no speech) or `failed` (error set): never half-written.
 * `transcript_hash` + `prompt_version` + `model` identify the input, which is what makes generation idempotent.
 */
export const meetingSummaries = pgTable(
  "meeting_summaries",
  {
    id: uuid().primaryKey().defaultRandom(),
    meetingId: uuid()
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    version: integer().notNull(),
    status: summaryStatus().notNull().default("pending"),
    model: text().notNull(),
    promptVersion: text().notNull(),
    transcriptHash: text().notNull(),
    content: jsonb(),
    error: text(),
    modelCalls: integer().notNull().default(0),
    promptTokens: integer().notNull().default(0),
    completionTokens: integer().notNull().default(0),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** Full-text document of the content: gist and overview weighted B, the items' text (points, decisions, tasks) C. */
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce("content"->>'gist', '') || ' ' || coalesce("content"->>'overview', '')), 'B') || setweight(jsonb_to_tsvector('english', coalesce("content"->'key_points', '[]') || coalesce("content"->'decisions', '[]') || coalesce("content"->'action_items', '[]'), '["string"]'), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex("meeting_summaries_meeting_version_idx").on(t.meetingId, t.version),
    index("meeting_summaries_user_idx").on(t.userId),
    // The recovery sweep (every 5 minutes): the few versions still pending, oldest first, without reading the rest.
    index("meeting_summaries_pending_idx").on(t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
    index("meeting_summaries_user_search_idx").using("gin", t.userId, t.searchVector),
  ],
);

export type MeetingSummary = typeof meetingSummaries.$inferSelect;

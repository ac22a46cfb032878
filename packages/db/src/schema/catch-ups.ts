import { doublePrecision, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { botSessions } from "./bots";
import { meetings } from "./meetings";
import { users } from "./users";

/** What the running summary holds: the meeting so far, as the user would want it on arrival. */
export interface RunningSummaryContent {
  overview: string;
  decisions: { text: string; timestamp: number }[];
  action_items: { text: string; owner: string | null; timestamp: number }[];
  /** Questions somebody put to the user while they were away. */
  questions_for_user: { text: string; asked_by: string | null; timestamp: number }[];
}

/** How each channel of the hand-over went: `sent`, or why not (`not_configured`, `unsupported`, `failed`). */
export type CatchUpDeliveries = Partial<Record<"page" | "notification" | "email" | "private_chat", string>>;

/**
 * "What you missed", one row per meeting: the running summary the stand-in keeps while the user is away
 * (folded forward a transcript slice at a time) and, once their join is seen, the catch-up they got.
 * `requested_through_seconds` is the claim that keeps the periodic folds to one per slice; `version`
 * guards each fold's write against a concurrent one.
 */
export const meetingCatchUps = pgTable(
  "meeting_catch_ups",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    meetingId: uuid()
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    sessionId: uuid().references(() => botSessions.id, { onDelete: "set null" }),
    summary: jsonb().$type<RunningSummaryContent>(),
    /** Transcript seconds the summary covers (segments starting at or before). */
    foldedThroughSeconds: doublePrecision().notNull().default(0),
    requestedThroughSeconds: doublePrecision().notNull().default(0),
    version: integer().notNull().default(0),
    modelCalls: integer().notNull().default(0),
    /** The provider's time of transcript second 0, so the user's arrival can be put on the transcript's time line. */
    transcriptOriginAt: timestamp({ withTimezone: true, mode: "date" }),
    ownerJoinedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** Our clock: when the join webhook was applied, and when the catch-up was ready (the latency the issue measures). */
    joinSeenAt: timestamp({ withTimezone: true, mode: "date" }),
    readyAt: timestamp({ withTimezone: true, mode: "date" }),
    deliveries: jsonb().$type<CatchUpDeliveries>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("meeting_catch_ups_meeting_idx").on(t.meetingId)],
);

export type MeetingCatchUp = typeof meetingCatchUps.$inferSelect;

import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { meetings } from "./meetings";
import { users } from "./users";

/** SPEC §4's bot session statuses; the provider's own status is kept verbatim next to it. */
export const botStatus = pgEnum("bot_status", ["idle", "connecting", "connected", "recording", "disconnecting", "disconnected", "error"]);
export const BOT_STATUSES = botStatus.enumValues;
export type BotStatus = (typeof BOT_STATUSES)[number];

export const botSessions = pgTable(
  "bot_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    meetingId: uuid().references(() => meetings.id, { onDelete: "set null" }),
    provider: text().notNull(),
    /** Null until the provider accepted the bot. */
    providerBotId: text(),
    botName: text().notNull(),
    meetingUrl: text().notNull(),
    platform: text().notNull(),
    status: botStatus().notNull().default("idle"),
    /** Last provider status code and sub-code, verbatim (they are not a closed set). */
    providerStatus: text(),
    providerSubCode: text(),
    providerStatusAt: timestamp({ withTimezone: true, mode: "date" }),
    /** Why the session ended or is heading there: lobby_timeout, removed, owner_joined, nobody_joined, ended, terminated, provider_error, or a raw sub-code. */
    reason: text(),
    participantCount: integer().notNull().default(0),
    errorMessage: text(),
    joinAt: timestamp({ withTimezone: true, mode: "date" }),
    admittedAt: timestamp({ withTimezone: true, mode: "date" }),
    endedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("bot_sessions_user_created_idx").on(t.userId, t.createdAt.desc()),
    uniqueIndex("bot_sessions_provider_bot_idx").on(t.provider, t.providerBotId),
    index("bot_sessions_meeting_idx").on(t.meetingId),
  ],
);

/** Every provider webhook applied to a session, once: the unique event id makes replays no-ops. */
export const botEvents = pgTable(
  "bot_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => botSessions.id, { onDelete: "cascade" }),
    providerEventId: text().notNull(),
    kind: text().notNull(),
    code: text(),
    subCode: text(),
    occurredAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    receivedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("bot_events_provider_event_idx").on(t.providerEventId), index("bot_events_session_idx").on(t.sessionId, t.occurredAt)],
);

/** Attendance: one row per participant the bot saw, with their first join and last leave. */
export const botParticipants = pgTable(
  "bot_participants",
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => botSessions.id, { onDelete: "cascade" }),
    providerParticipantId: text().notNull(),
    name: text(),
    email: text(),
    isHost: boolean().notNull().default(false),
    joinedAt: timestamp({ withTimezone: true, mode: "date" }),
    leftAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("bot_participants_session_participant_idx").on(t.sessionId, t.providerParticipantId)],
);

export type BotSession = typeof botSessions.$inferSelect;
export type NewBotSession = typeof botSessions.$inferInsert;
export type BotEvent = typeof botEvents.$inferSelect;
export type BotParticipant = typeof botParticipants.$inferSelect;

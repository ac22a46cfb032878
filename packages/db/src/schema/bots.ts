import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { meetings } from "./meetings";
import { users } from "./users";

/** The bot session statuses of docs/product.md#bot-session-status; the provider's own status is kept verbatim next to it. */
export const botStatus = pgEnum("bot_status", ["idle", "connecting", "connected", "recording", "disconnecting", "disconnected", "error"]);
export const BOT_STATUSES = botStatus.enumValues;
export type BotStatus = (typeof BOT_STATUSES)[number];

/** Which meetings get a stand-in bot booked automatically (Settings → Meeting bot). */
export const botCoverRule = pgEnum("bot_cover_rule", ["all_with_link", "organised_by_me", "external_only", "none"]);
export const BOT_COVER_RULES = botCoverRule.enumValues;
export type BotCoverRule = (typeof BOT_COVER_RULES)[number];

/** What the bot does when the owner arrives within the grace: hand over and leave, or stay and record silently. */
export const botOwnerJoinAction = pgEnum("bot_owner_join_action", ["leave", "stay_silent"]);
export const BOT_OWNER_JOIN_ACTIONS = botOwnerJoinAction.enumValues;
export type BotOwnerJoinAction = (typeof BOT_OWNER_JOIN_ACTIONS)[number];

/** Where a session came from: the Bots page / calendar (manual) or the scheduler (a covered meeting). */
export const botSessionOrigin = pgEnum("bot_session_origin", ["manual", "scheduled"]);

/** One row per user who changed the defaults; absent = the defaults below. */
export const botPreferences = pgTable("bot_preferences", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  coverRule: botCoverRule().notNull().default("all_with_link"),
  onOwnerJoin: botOwnerJoinAction().notNull().default("leave"),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

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
    origin: botSessionOrigin().notNull().default("manual"),
    /** The stand-in rule's milestones: owner seen in the call, announcement sent, hand-over, "opt out" typed. */
    ownerJoinedAt: timestamp({ withTimezone: true, mode: "date" }),
    announcedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** When the claimed announcement's chat message actually went out (our clock): nothing else is said in the meeting before it. */
    announcementSentAt: timestamp({ withTimezone: true, mode: "date" }),
    handedOverAt: timestamp({ withTimezone: true, mode: "date" }),
    optedOutAt: timestamp({ withTimezone: true, mode: "date" }),
    admittedAt: timestamp({ withTimezone: true, mode: "date" }),
    endedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** When the provider was last asked for this bot's state because its webhooks had gone quiet (bots.reconcile). */
    reconciledAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    // Read backwards: the list's `created_at desc, id desc` with no sort.
    index("bot_sessions_user_created_idx").on(t.userId, t.createdAt, t.id),
    uniqueIndex("bot_sessions_provider_bot_idx").on(t.provider, t.providerBotId),
    index("bot_sessions_meeting_idx").on(t.meetingId),
    // One bot per meeting: at most one session of a meeting that has not finished, even when two syncs race.
    uniqueIndex("bot_sessions_meeting_active_idx")
      .on(t.meetingId)
      .where(sql`${t.meetingId} is not null and ${t.status} not in ('disconnected', 'error')`),
    // Sessions not finished yet, quietest first: what bots.reconcile asks the provider about.
    index("bot_sessions_open_updated_idx")
      .on(t.updatedAt)
      .where(sql`${t.status} not in ('disconnected', 'error')`),
    // The bot scheduler's bookings that are not over yet (it checks each against its meeting every minute).
    index("bot_sessions_scheduled_open_idx")
      .on(t.userId)
      .where(sql`${t.origin} = 'scheduled' and ${t.status} not in ('disconnected', 'error')`),
  ],
);

/**
 * What a stored event says beyond its kind, for the jobs that handle it and the live stream. Never what was
 * said or typed: that lives in the capture tables, where opt-out, retention and deletion reach it.
 */
export type BotEventPayload =
  | { kind: "status"; status: BotStatus | null; admitted: boolean; reason: string | null }
  | { kind: "participant"; action: "join" | "leave"; participantId: string; isOwner: boolean }
  | { kind: "transcript"; seq: number; startSeconds: number; endSeconds: number; participantId: string | null }
  | { kind: "chat"; participantId: string | null; to: string | null; optOut: boolean }
  /** A verified event of a type the app does not act on (stored so the provider is answered 2xx once). */
  | { kind: "other"; event: string };

/**
 * Every provider webhook of a session, stored once: the unique event id makes replays no-ops. `seq` orders
 * a meeting's events for the live stream: a session's events are written under its row lock, so within a
 * meeting (one live session at a time) `seq` order is commit order and a reader resuming after a `seq` misses nothing.
 */
export const botEvents = pgTable(
  "bot_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    seq: bigint({ mode: "number" }).generatedAlwaysAsIdentity(),
    sessionId: uuid()
      .notNull()
      .references(() => botSessions.id, { onDelete: "cascade" }),
    /** The session's meeting when the event arrived (null for a bot sent without one). */
    meetingId: uuid(),
    providerEventId: text().notNull(),
    kind: text().notNull(),
    code: text(),
    subCode: text(),
    payload: jsonb().$type<BotEventPayload>(),
    occurredAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    receivedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bot_events_provider_event_idx").on(t.providerEventId),
    index("bot_events_session_idx").on(t.sessionId, t.occurredAt),
    index("bot_events_meeting_seq_idx").on(t.meetingId, t.seq),
  ],
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
export type BotPreferences = typeof botPreferences.$inferSelect;

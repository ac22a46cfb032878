import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { meetings } from "./meetings";
import { users } from "./users";

export const googleConnectionStatus = pgEnum("google_connection_status", ["connected", "reconnect_needed"]);

/**
 * One Google grant per user for Calendar and Gmail. Tokens are stored only encrypted (AES-256-GCM, with
 * the key id inside the value); the sync token and the lock columns drive incremental calendar sync.
 */
export const googleConnections = pgTable(
  "google_connections",
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    googleEmail: text(),
    googleSubject: text(),
    scopes: text().notNull().default(""),
    refreshTokenEnc: text().notNull(),
    accessTokenEnc: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true, mode: "date" }),
    status: googleConnectionStatus().notNull().default("connected"),
    calendarSyncToken: text(),
    /** A sync holds this lease; an expired lease (a crashed worker) is free to take. */
    syncLockedUntil: timestamp({ withTimezone: true, mode: "date" }),
    lastSyncedAt: timestamp({ withTimezone: true, mode: "date" }),
    lastSyncCreated: integer(),
    lastSyncUpdated: integer(),
    lastSyncError: text(),
    consecutiveFailures: integer().notNull().default(0),
    /** The periodic job skips a connection until then (backoff after failures). */
    nextSyncAt: timestamp({ withTimezone: true, mode: "date" }),
    connectedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("google_connections_status_next_sync_idx").on(t.status, t.nextSyncAt)],
);

/** A consent in progress: the hash of its `state`, whose user it is, and the PKCE verifier (encrypted). */
export const googleAuthRequests = pgTable(
  "google_auth_requests",
  {
    stateHash: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeVerifierEnc: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("google_auth_requests_user_idx").on(t.userId)],
);

export interface StoredMeetingUrl {
  platform: "zoom" | "google_meet" | "teams" | "other";
  url: string;
}

/** Every Gmail message scanned once, invite or not, so each is fetched and announced only once. */
export const gmailMessages = pgTable(
  "gmail_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    messageId: text().notNull(),
    threadId: text(),
    subject: text().notNull(),
    sender: text().notNull(),
    sentAt: timestamp({ withTimezone: true, mode: "date" }),
    snippet: text().notNull(),
    meetingUrls: jsonb().$type<StoredMeetingUrl[]>().notNull().default([]),
    isInvite: boolean().notNull(),
    calendarSummary: text(),
    calendarStart: timestamp({ withTimezone: true, mode: "date" }),
    calendarEnd: timestamp({ withTimezone: true, mode: "date" }),
    meetingId: uuid().references(() => meetings.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gmail_messages_user_message_idx").on(t.userId, t.messageId),
    // Read backwards: the invite list's `sent_at desc, message_id desc` (nulls first, as that order puts them).
    index("gmail_messages_user_invite_sent_idx").on(t.userId, t.isInvite, t.sentAt, t.messageId),
  ],
);

export type GoogleConnection = typeof googleConnections.$inferSelect;
export type GmailMessage = typeof gmailMessages.$inferSelect;

import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { meetings } from "./meetings";
import { users } from "./users";

export const slackConnectionStatus = pgEnum("slack_connection_status", ["connected", "revoked"]);
export const slackDeliveryStatus = pgEnum("slack_delivery_status", ["pending", "posted", "failed"]);
export const SLACK_DELIVERY_STATUSES = slackDeliveryStatus.enumValues;

/**
 * One Slack install per user: the workspace, the bot token (only encrypted, as Google's tokens), and the channel
 * recaps go to. `revoked`: Slack stopped accepting the token; Settings offers "Reconnect" and nothing else is lost.
 */
export const slackConnections = pgTable("slack_connections", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  teamId: text().notNull(),
  teamName: text(),
  botUserId: text(),
  appId: text(),
  scopes: text().notNull().default(""),
  botTokenEnc: text().notNull(),
  status: slackConnectionStatus().notNull().default("connected"),
  channelId: text(),
  channelName: text(),
  /** The last post's failure the user can act on (`not_in_channel`, a revoked token), shown in Settings; cleared by a post that works. */
  lastError: text(),
  lastErrorAt: timestamp({ withTimezone: true, mode: "date" }),
  connectedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * A recap's post to one channel: at most one per (meeting, channel), so a retried or duplicated job never posts twice.
 * `pending` is claimed before the call to Slack; `posted` keeps Slack's `ts`; `failed` keeps Slack's error code.
 */
export const slackDeliveries = pgTable(
  "slack_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    meetingId: uuid()
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    teamId: text().notNull(),
    channelId: text().notNull(),
    status: slackDeliveryStatus().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    /** A job posting it holds this lease; an expired one (a crashed worker) is free to take. */
    claimedUntil: timestamp({ withTimezone: true, mode: "date" }),
    messageTs: text(),
    error: text(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    postedAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("slack_deliveries_meeting_channel_idx").on(t.meetingId, t.channelId),
    // Settings' recent deliveries and the export: a user's rows, newest first.
    index("slack_deliveries_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export type SlackConnection = typeof slackConnections.$inferSelect;
export type SlackDelivery = typeof slackDeliveries.$inferSelect;

import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { meetings } from "./meetings";
import { meetingSummaries } from "./summaries";
import { users } from "./users";

/** Which meetings send the owner a recap email: those a stand-in covered (the default), every captured one, or none. */
export const recapEmailMode = pgEnum("recap_email_mode", ["covered", "captured", "off"]);
export const RECAP_EMAIL_MODES = recapEmailMode.enumValues;
export type RecapEmailMode = (typeof RECAP_EMAIL_MODES)[number];

/** One row per user who changed the default (absent = `covered`). The unsubscribe link writes `off` here. */
export const recapPreferences = pgTable("recap_preferences", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  email: recapEmailMode().notNull().default("covered"),
  /** When a recap email's unsubscribe link (or the mail client's one-click button) turned them off. */
  unsubscribedAt: timestamp({ withTimezone: true, mode: "date" }),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * What the owner chose to send to people who were there: one row per send, with the summary version it showed.
 * `recipients` are the addresses as sent; each one's outcome is a `recap_deliveries` row of this share.
 */
export const recapShares = pgTable(
  "recap_shares",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    meetingId: uuid()
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    summaryId: uuid().references(() => meetingSummaries.id, { onDelete: "set null" }),
    summaryVersion: integer().notNull(),
    recipients: jsonb().$type<{ email: string; name: string | null }[]>().notNull(),
    /** The addresses outside the owner's domain the owner confirmed for this send (empty when there were none). */
    confirmedExternal: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("recap_shares_meeting_created_idx").on(t.userId, t.meetingId, t.createdAt)],
);

/** `sending`: claimed, its Message-ID fixed; `sent`: the server accepted it; `failed`: a 4xx or no answer, retried by the job; `bounced`: a 5xx, never retried. */
export const recapDeliveryStatus = pgEnum("recap_delivery_status", ["sending", "sent", "failed", "bounced"]);
export type RecapDeliveryStatus = (typeof recapDeliveryStatus.enumValues)[number];

/**
 * One row per recap sent (or being sent) to one recipient over one channel, claimed before the send so a meeting's
 * recap goes out once whatever the duplicates (docs/decisions/073). The owner's own recap is unique on
 * (meeting, channel, recipient); a share's on (share, recipient), so the owner may share again later.
 */
export const recapDeliveries = pgTable(
  "recap_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    meetingId: uuid()
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    shareId: uuid().references(() => recapShares.id, { onDelete: "cascade" }),
    /** `email` for now; other channels (Slack) name theirs. */
    channel: text().notNull(),
    /** The address (lower case) or the channel's own id. */
    recipient: text().notNull(),
    summaryId: uuid().references(() => meetingSummaries.id, { onDelete: "set null" }),
    status: recapDeliveryStatus().notNull().default("sending"),
    /** Fixed when the row is claimed: every attempt sends the same Message-ID, so a copy sent twice is recognisable. */
    messageId: text().notNull(),
    attempts: integer().notNull().default(0),
    /** The server's answer to the last failed attempt. */
    error: text(),
    claimedAt: timestamp({ withTimezone: true, mode: "date" }),
    sentAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("recap_deliveries_meeting_channel_recipient_idx")
      .on(t.meetingId, t.channel, t.recipient)
      .where(sql`${t.shareId} is null`),
    uniqueIndex("recap_deliveries_share_recipient_idx")
      .on(t.shareId, t.recipient)
      .where(sql`${t.shareId} is not null`),
    index("recap_deliveries_user_meeting_idx").on(t.userId, t.meetingId),
  ],
);

export type RecapDelivery = typeof recapDeliveries.$inferSelect;
export type RecapShare = typeof recapShares.$inferSelect;

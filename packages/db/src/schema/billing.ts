import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { paymentStatus } from "./enums";
import { users } from "./users";

// One row per user once they have touched Stripe; the Stripe status is kept verbatim and mapped in the service.
export const subscriptions = pgTable("subscriptions", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  stripeCustomerId: text().unique(),
  stripeSubscriptionId: text().unique(),
  status: text(),
  currentPeriodEnd: timestamp({ withTimezone: true, mode: "date" }),
  cancelAtPeriodEnd: boolean().notNull().default(false),
  /** When a scheduled cancellation takes effect (cancel at period end), or took effect. */
  cancelAt: timestamp({ withTimezone: true, mode: "date" }),
  endedAt: timestamp({ withTimezone: true, mode: "date" }),
  /** Stripe's creation time of the tracked subscription: with webhooks out of order, the newer live one wins. */
  stripeCreatedAt: timestamp({ withTimezone: true, mode: "date" }),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * Null once the account is deleted: invoices are kept as tax law requires (Stripe keeps the invoice
     * itself), detached from the deleted profile.
     */
    userId: text().references(() => users.id, { onDelete: "set null" }),
    planId: text().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull().default("usd"),
    paymentStatus: paymentStatus().notNull().default("pending"),
    stripeInvoiceId: text().unique(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  // Ascending: read backwards it is the history's `created_at desc`; a `desc` index (NULLS LAST) is not.
  (t) => [index("payments_user_created_idx").on(t.userId, t.createdAt)],
);

// Every webhook event id applied once, whatever its source.
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  source: text().notNull(),
  eventId: text().primaryKey(),
  receivedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type Payment = typeof payments.$inferSelect;

/** Pro's email support: every request is stored first, then delivered to the support address. */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text().notNull(),
    message: text().notNull(),
    /** Null until the mail transport accepted it; a failed delivery is retried without losing the request. */
    deliveredAt: timestamp({ withTimezone: true, mode: "date" }),
    deliveryError: text(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("support_requests_user_created_idx").on(t.userId, t.createdAt),
    // The delivery retry (every 5 minutes): only the requests still undelivered.
    index("support_requests_undelivered_idx").on(t.createdAt).where(sql`${t.deliveredAt} is null`),
  ],
);

export type SupportRequest = typeof supportRequests.$inferSelect;

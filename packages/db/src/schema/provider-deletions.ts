import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * A bot's data at its provider that is still to be deleted because the provider does not allow it yet:
 * Attendee's `delete_data` only from `ended` or `fatal_error` (bots/bots_api_views.py), so a bot still
 * leaving or post-processing answers 400. No user reference on purpose: the account it came from may be
 * gone already, and this row is then the only way left to delete what the provider holds.
 */
export const providerDataDeletions = pgTable(
  "provider_data_deletions",
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().notNull(),
    providerBotId: text().notNull(),
    /** Why it is being deleted: `account_deleted` or `retention`. */
    reason: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** The provider's last answer, for the operator. */
    lastError: text(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("provider_data_deletions_bot_idx").on(t.provider, t.providerBotId), index("provider_data_deletions_due_idx").on(t.nextAttemptAt)],
);
export type ProviderDataDeletion = typeof providerDataDeletions.$inferSelect;

import { bigint, pgTable } from "drizzle-orm/pg-core";

/**
 * How many users there are, and how many are Pro, as changes that add up: triggers on `users` (migration 0022)
 * append one row per statement that changes either (an insert, a delete, a plan change, a truncate) in the
 * writer's own transaction, whoever writes (sign-in's adapter, Stripe's webhook, account deletion, seeds, raw
 * SQL). The totals are the sums. Appending never updates a shared row, so concurrent sign-ups take no common
 * lock and a REPEATABLE READ writer never hits a serialization failure; the `admin.user-counters` job folds
 * the rows into one every few minutes (`fold_user_counters()`), so the sum stays a read of a handful of rows.
 * `recount_user_counters()` rebuilds them from the table if they ever drift.
 */
export const userCounters = pgTable("user_counters", {
  id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  users: bigint({ mode: "number" }).notNull(),
  proUsers: bigint({ mode: "number" }).notNull(),
});

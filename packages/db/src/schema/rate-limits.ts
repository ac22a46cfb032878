import { bigint, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters shared by every web instance: one row per limit and key (a user id, or a
 * client address for sign-in), holding when its current window began (epoch ms, stored so every instance
 * agrees on it) and how many requests it has counted.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    name: text().notNull(),
    key: text().notNull(),
    windowStart: bigint({ mode: "number" }).notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] }), index("rate_limit_counters_window_start_idx").on(t.windowStart)],
);

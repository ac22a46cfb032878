import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Each worker process stamps its row every few seconds; /api/health reads the freshest stamp.
export const workerHeartbeats = pgTable("worker_heartbeats", {
  workerId: text().primaryKey(),
  startedAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  beatAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
});

import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull().default("general"),
    title: text().notNull(),
    message: text().notNull(),
    /** Where the notification leads in the app (a path such as /meetings/<id>/live), when somewhere. */
    href: text(),
    read: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  // Ascending: read backwards it is `created_at desc` (NULLS FIRST), the list's order; a `desc` index is not.
  (t) => [index("notifications_user_created_idx").on(t.userId, t.createdAt)],
);

export type Notification = typeof notifications.$inferSelect;

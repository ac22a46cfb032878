import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { subscriptionPlan, userRole } from "./enums";

// Column keys id/name/email/emailVerified/image are the ones @auth/drizzle-adapter reads and writes.
export const users = pgTable(
  "users",
  {
    id: text().primaryKey().$defaultFn(() => crypto.randomUUID()),
    name: text(),
    email: text().notNull().unique(),
    emailVerified: timestamp({ withTimezone: true, mode: "date" }),
    image: text(),
    role: userRole().notNull().default("user"),
    subscriptionPlan: subscriptionPlan().notNull().default("free"),
    trialEndsAt: timestamp({ withTimezone: true, mode: "date" }),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastLogin: timestamp({ withTimezone: true, mode: "date" }),
  },
  // The admin list's order, `created_at desc, id desc`, read backwards; `id` makes its pages stable.
  (t) => [index("users_created_at_idx").on(t.createdAt, t.id)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

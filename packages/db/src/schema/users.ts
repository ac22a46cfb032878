import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
    /** How long captured content (transcripts, attendance, summaries) is kept, in days; null keeps it until the user deletes it. */
    captureRetentionDays: integer(),
    /** When the user last chose a retention themselves; null means they never did (decision 080). */
    captureRetentionChosenAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [
    // The admin list's order, `created_at desc, id desc`, read backwards; `id` makes its pages stable.
    index("users_created_at_idx").on(t.createdAt, t.id),
    // The admin stats' time-dependent counts read a range of these, never the table: trials still running
    // (free, ending after now) and users seen in the last 30 days. The predicates are literals in the queries too.
    index("users_free_trial_ends_at_idx").on(t.trialEndsAt).where(sql`${t.subscriptionPlan} = 'free'`),
    index("users_active_last_login_idx").on(t.lastLogin).where(sql`${t.isActive}`),
    // The admin search, `name ILIKE '%q%' OR email ILIKE '%q%'`: trigram GIN indexes (pg_trgm) answer a
    // substring match of three or more characters without reading every user; shorter ones walk the list's order.
    // fastupdate off: a sign-up writes its trigrams straight into the index instead of a pending list every
    // search would scan until the next vacuum (users are written rarely, searched on every admin keystroke).
    index("users_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")).with({ fastupdate: false }),
    check("users_capture_retention_days_check", sql`${t.captureRetentionDays} in (30, 90, 365)`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

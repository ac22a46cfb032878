import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea } from "./bytea";
import { users } from "./users";

/** queued → building → ready → expired (archive deleted after 24 h), or failed. */
export const accountExportStatus = pgEnum("account_export_status", ["queued", "building", "ready", "failed", "expired"]);
export const ACCOUNT_EXPORT_STATUSES = accountExportStatus.enumValues;
export type AccountExportStatus = (typeof ACCOUNT_EXPORT_STATUSES)[number];


/** A full account export the user asked for (Settings → Privacy, `POST /api/account/export`): its state, not its bytes. */
export const accountExports = pgTable(
  "account_exports",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: accountExportStatus().notNull().default("queued"),
    /** Why it failed, written for the user. */
    error: text(),
    sizeBytes: integer(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true, mode: "date" }),
    completedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** When the download link stops working; the cleanup job deletes the archive then. */
    expiresAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  // Read backwards: the user's latest export, and the exports of the last day (the creation limit).
  (t) => [index("account_exports_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * The archives themselves, for the embedded default store (`dbArchiveStore`): a separate table so status
 * reads never touch the bytes, and so an object store can replace it without changing `account_exports`.
 */
export const accountExportArchives = pgTable("account_export_archives", {
  exportId: uuid()
    .primaryKey()
    .references(() => accountExports.id, { onDelete: "cascade" }),
  data: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type AccountExport = typeof accountExports.$inferSelect;

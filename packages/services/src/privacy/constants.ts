/*
 * The privacy rules as data, with no server imports, so the settings page and the privacy page read the very
 * constants the services enforce.
 */

/** Days captured content (transcripts, attendance, summaries) may be kept; null keeps it forever. */
export const RETENTION_CHOICES = [30, 90, 365, null] as const;
export type RetentionDays = (typeof RETENTION_CHOICES)[number];
/** For new accounts; the database default (users.capture_retention_days) is the same. */
export const DEFAULT_RETENTION_DAYS: RetentionDays = 90;

/** What the user types to confirm deleting their account. */
export const DELETE_ACCOUNT_CONFIRMATION = "delete my account";

/** How long a full account export's download link works, in hours. */
export const EXPORT_TTL_HOURS = 24;
/** Full account exports a user may start per rolling 24 hours. */
export const EXPORTS_PER_DAY = 5;

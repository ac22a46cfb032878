/*
 * The privacy rules as data, with no server imports, so the settings page and the privacy page read the very
 * constants the services enforce.
 */

/** Days captured content (transcripts, attendance, summaries) may be kept; null keeps it until the user deletes it. */
export const RETENTION_CHOICES = [30, 90, 365, null] as const;
export type RetentionDays = (typeof RETENTION_CHOICES)[number];
/**
 * For new accounts and for accounts that never chose: nothing captured disappears unless its owner picked a period
 * (decision 080). The database default (users.capture_retention_days) is the same: no default, null.
 */
export const DEFAULT_RETENTION_DAYS: RetentionDays = null;

/** The choices in the order the pages offer them: the default first. */
export const RETENTION_CHOICES_DISPLAY: readonly RetentionDays[] = [null, 30, 90, 365];

/** A short name for each choice. */
export function retentionName(days: RetentionDays): string {
  return days === null ? "Until I delete it" : days === 365 ? "1 year" : `${days} days`;
}

/** One line on what each choice means, for Settings, the first-run guide and the privacy page. */
export const RETENTION_MEANING: Record<"keep" | "30" | "90" | "365", string> = {
  keep: "Transcripts, attendance and summaries stay searchable, and feed the AI Avatar, until you delete them.",
  "30": "Only the last month: older captured content stops showing and is deleted within a day.",
  "90": "About a quarter: enough for follow-ups, but older meetings drop out of search and the avatar's history.",
  "365": "A year of history for search and the avatar; anything older is deleted.",
};
export const retentionMeaning = (days: RetentionDays): string => RETENTION_MEANING[days === null ? "keep" : (String(days) as "30" | "90" | "365")];

/** What the user types to confirm deleting their account. */
export const DELETE_ACCOUNT_CONFIRMATION = "delete my account";

/** How long a full account export's download link works, in hours. */
export const EXPORT_TTL_HOURS = 24;
/** Full account exports a user may start per rolling 24 hours. */
export const EXPORTS_PER_DAY = 5;

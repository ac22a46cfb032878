/*
 * The product's rules as plain data, for client bundles (apps/web's "use client" components): the domain entry
 * points pull in the database, this one imports nothing beyond the files below, which import nothing server-side
 * (type-only imports aside).
 */
export { TRIAL_DAYS, TRIAL_WARNING_DAYS } from "./subscription/trial";
export { DEFAULT_RETENTION_DAYS, DELETE_ACCOUNT_CONFIRMATION, EXPORTS_PER_DAY, EXPORT_TTL_HOURS, RETENTION_CHOICES, RETENTION_CHOICES_DISPLAY, retentionMeaning, retentionName, type RetentionDays } from "./privacy/constants";
export { announcementText } from "./bots/stand-in/stand-in";

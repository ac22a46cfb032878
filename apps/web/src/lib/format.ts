/**
 * Date formatting for the UI. Uses Intl with the runtime's locale and time zone (the user's, in the
 * browser). Pass `locale`/`timeZone` explicitly for deterministic output (tests, server rendering).
 */
export interface FormatOptions {
  locale?: string | string[];
  timeZone?: string;
  /** "Now", for the year rule of `formatMeetingTime` (defaults to the current time). */
  now?: Date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options, made once: building one costs far more than formatting with it
 * (about 1 ms each on a throttled phone CPU), and a list of meetings formats several times per card.
 */
function dateTimeFormat(locale: string | string[] | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale ?? null, options]);
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

function yearIn(date: Date, timeZone: string | undefined): string {
  return dateTimeFormat("en-US", { year: "numeric", timeZone }).format(date);
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Short month, day, hour and minute — e.g. "Nov 24, 10:00 AM" (SPEC §2); a date in another year than now's says
 * its year ("Jan 15, 2027, 10:00 AM"), or next January would read as this one. Returns "" for an invalid date.
 */
export function formatMeetingTime(value: string | Date, options: FormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return "";
  const otherYear = yearIn(date, options.timeZone) !== yearIn(options.now ?? new Date(), options.timeZone);
  return dateTimeFormat(options.locale, {
    month: "short",
    day: "numeric",
    ...(otherYear ? { year: "numeric" as const } : {}),
    hour: "numeric",
    minute: "2-digit",
    timeZone: options.timeZone,
  }).format(date);
}

/** Short date — e.g. "Nov 24, 2026". Returns "" for an invalid date. */
export function formatDate(value: string | Date, options: FormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return "";
  return dateTimeFormat(options.locale, {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: options.timeZone,
  }).format(date);
}

/** A rounded percentage, e.g. 66.666 → "67%". Non-finite input shows "0%". */
export function formatPercent(value: number): string {
  return `${Number.isFinite(value) ? Math.round(value) : 0}%`;
}

/** The first word of a display name, or a fallback when there is none. */
export function firstName(name: string | null | undefined, fallback = "there"): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : fallback;
}

const PLATFORM_LABELS: Record<string, string> = {
  zoom: "Zoom",
  google_meet: "Google Meet",
  teams: "Microsoft Teams",
  microsoft_teams: "Microsoft Teams",
  other: "Other",
};

/** Display name of a meeting platform id (zoom, google_meet, teams, microsoft_teams, other). */
export function platformLabel(platform: string): string {
  return PLATFORM_LABELS[platform] ?? platform.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

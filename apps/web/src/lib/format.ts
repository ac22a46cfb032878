import { FALLBACK_TIME_ZONE, knownLocalZone } from "./time-zone";

/**
 * Date formatting for the UI, in English (the app's language) and in a given time zone: the user's, which
 * components get from `useDateFormat` (so the server renders what the browser will). Without `timeZone`, the
 * runtime's own zone.
 */
export interface FormatOptions {
  timeZone?: string;
  /** "Now", for the year rule of `formatMeetingTime` (defaults to the current time). */
  now?: Date;
}

export interface WallClock {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  second: number;
}

export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** Made once per zone: building one costs far more than using it. */
function partFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric", hourCycle: "h23", timeZone });
    partFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The calendar date and clock time at `date` in `timeZone`. The browser's own zone is read with Date's getters:
 * the page's first Intl call loads ICU (about 60 ms on a throttled phone CPU, one long task while the page
 * hydrates). UTC, the zone of a first visit's page (no cookie yet), is read with the UTC getters, so that page
 * hydrates without Intl too. Each way gives the same fields, so server and browser print the same text.
 */
export function wallClock(date: Date, timeZone: string | undefined): WallClock {
  if (timeZone === undefined || timeZone === knownLocalZone()) {
    return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), hour: date.getHours(), minute: date.getMinutes(), second: date.getSeconds() };
  }
  if (timeZone === FALLBACK_TIME_ZONE) {
    return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes(), second: date.getUTCSeconds() };
  }
  const parts = { year: 0, month: 1, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of partFormat(timeZone).formatToParts(date)) if (type in parts) parts[type as keyof typeof parts] = Number(value);
  return { ...parts, month: parts.month - 1, hour: parts.hour % 24 };
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** "2:05 PM"; with `seconds`, "2:05:09 PM". */
export function clockTime({ hour, minute, second }: WallClock, seconds = false): string {
  return `${hour % 12 || 12}:${twoDigits(minute)}${seconds ? `:${twoDigits(second)}` : ""} ${hour < 12 ? "AM" : "PM"}`;
}

/**
 * Short month, day, hour and minute — e.g. "Nov 24, 10:00 AM" (docs/product.md#dashboard); a date in another year than now's says
 * its year ("Jan 15, 2027, 10:00 AM"), or next January would read as this one. Returns "" for an invalid date.
 */
export function formatMeetingTime(value: string | Date, options: FormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return "";
  const at = wallClock(date, options.timeZone);
  const otherYear = at.year !== wallClock(options.now ?? new Date(), options.timeZone).year;
  return `${MONTHS[at.month]} ${at.day}${otherYear ? `, ${at.year}` : ""}, ${clockTime(at)}`;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The day of the week (0 = Sunday) of a wall-clock date. */
export function weekdayOf({ year, month, day }: WallClock): number {
  return new Date(Date.UTC(year, month, day)).getUTCDay();
}

/** Clock time — e.g. "2:05 PM"; with `weekday`, "Thu 2:05 PM"; with `seconds`, "2:05:09 PM". Returns "" for an invalid date. */
export function formatClock(value: string | Date, options: FormatOptions & { weekday?: boolean; seconds?: boolean } = {}): string {
  const date = toDate(value);
  if (!date) return "";
  const at = wallClock(date, options.timeZone);
  const clock = clockTime(at, options.seconds);
  return options.weekday ? `${WEEKDAYS[weekdayOf(at)]} ${clock}` : clock;
}

/** Short date — e.g. "Nov 24, 2026". Returns "" for an invalid date. */
export function formatDate(value: string | Date, options: FormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return "";
  const at = wallClock(date, options.timeZone);
  return `${MONTHS[at.month]} ${at.day}, ${at.year}`;
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

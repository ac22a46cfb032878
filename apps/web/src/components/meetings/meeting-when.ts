import type { FormatOptions } from "~/lib/format";

/**
 * The detail page's long form of a meeting's time, e.g. "Tuesday, November 24, 2026" and
 * "10:00 – 10:45 AM". Uses the runtime's locale and time zone unless given.
 */
export function formatMeetingWhen(
  scheduledAt: string,
  durationMinutes: number,
  options: FormatOptions = {},
): { date: string; time: string } | null {
  const start = new Date(scheduledAt);
  if (Number.isNaN(start.getTime())) return null;
  const end = new Date(start.getTime() + Math.max(0, durationMinutes) * 60_000);
  const date = new Intl.DateTimeFormat(options.locale, { dateStyle: "full", timeZone: options.timeZone }).format(start);
  const time = new Intl.DateTimeFormat(options.locale, { hour: "numeric", minute: "2-digit", timeZone: options.timeZone }).formatRange(
    start,
    end,
  );
  return { date, time };
}

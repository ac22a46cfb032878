import { clockTime, MONTHS, wallClock, weekdayOf, type FormatOptions, type WallClock } from "~/lib/format";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const sameDay = (a: WallClock, b: WallClock) => a.year === b.year && a.month === b.month && a.day === b.day;
const hourAndMinute = (at: WallClock) => clockTime(at).slice(0, -3);

/**
 * The detail page's long form of a meeting's time, e.g. "Tuesday, November 24, 2026" and "10:00 – 10:45 AM"
 * ("11:30 PM – Nov 25, 12:30 AM" past midnight), in the given time zone (the runtime's own without one). Written
 * from the date's fields like `formatMeetingTime`, so the server and the browser print the same text.
 */
export function formatMeetingWhen(scheduledAt: string, durationMinutes: number, options: FormatOptions = {}): { date: string; time: string } | null {
  const start = new Date(scheduledAt);
  if (Number.isNaN(start.getTime())) return null;
  const end = new Date(start.getTime() + Math.max(0, durationMinutes) * 60_000);
  const from = wallClock(start, options.timeZone);
  const to = wallClock(end, options.timeZone);
  const weekday = WEEKDAYS[weekdayOf(from)];
  const date = `${weekday}, ${MONTH_NAMES[from.month]} ${from.day}, ${from.year}`;
  const time = !sameDay(from, to)
    ? `${clockTime(from)} – ${MONTHS[to.month]} ${to.day}, ${clockTime(to)}`
    : from.hour < 12 === to.hour < 12
      ? `${hourAndMinute(from)} – ${clockTime(to)}`
      : `${clockTime(from)} – ${clockTime(to)}`;
  return { date, time };
}

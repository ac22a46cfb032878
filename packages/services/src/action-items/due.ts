const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

const day = (d: Date) => d.toISOString().slice(0, 10);
const plusDays = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n));

/**
 * The day a deadline as said names, counted from the meeting's day (UTC): an ISO date, "today", "tomorrow",
 * "end of day", a weekday ("Friday", "by next Monday": the next one after the meeting), "next week" (its Monday),
 * "end of the week" (Friday) or "March 3". Anything vaguer ("soon", "Q3") has no day: the text is kept as said.
 */
export function dueDay(said: string | null, meetingAt: Date): string | null {
  const text = said?.trim().toLowerCase() ?? "";
  if (!text) return null;
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) {
    const d = new Date(`${iso[0]}T00:00:00Z`);
    return Number.isNaN(d.getTime()) ? null : day(d);
  }
  if (/\b(today|end of (the )?day|eod|tonight)\b/.test(text)) return day(meetingAt);
  if (/\btomorrow\b/.test(text)) return day(plusDays(meetingAt, 1));
  const weekday = WEEKDAYS.findIndex((w) => new RegExp(`\\b${w}\\b`).test(text));
  if (weekday >= 0) {
    const ahead = (weekday - meetingAt.getUTCDay() + 7) % 7 || 7;
    return day(plusDays(meetingAt, ahead));
  }
  if (/\bend of (the )?week\b/.test(text)) return day(plusDays(meetingAt, (5 - meetingAt.getUTCDay() + 7) % 7));
  if (/\bnext week\b/.test(text)) return day(plusDays(meetingAt, ((1 - meetingAt.getUTCDay() + 7) % 7) || 7));
  const month = MONTHS.findIndex((m) => new RegExp(`\\b${m}\\b|\\b${m.slice(0, 3)}\\b`).test(text));
  const date = /\b(\d{1,2})(st|nd|rd|th)?\b/.exec(text.replace(/\b\d{4}\b/, ""));
  if (month >= 0 && date) {
    const n = Number(date[1]);
    if (n < 1 || n > 31) return null;
    let d = new Date(Date.UTC(meetingAt.getUTCFullYear(), month, n));
    if (d.getUTCMonth() !== month) return null;
    if (d < plusDays(meetingAt, -1)) d = new Date(Date.UTC(meetingAt.getUTCFullYear() + 1, month, n));
    return day(d);
  }
  return null;
}

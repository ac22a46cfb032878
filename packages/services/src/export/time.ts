/** A transcript offset as the meeting page shows it: "m:ss", or "h:mm:ss" from an hour on. */
export function formatOffset(totalSeconds: number): string {
  const s = Math.floor(clampSeconds(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** "HH:MM:SS{sep}mmm": SRT separates the milliseconds with a comma, WebVTT with a dot. Hours grow past 99. */
export function formatCueTime(totalSeconds: number, separator: "," | "."): string {
  const ms = Math.round(clampSeconds(totalSeconds) * 1000);
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  const millis = ms % 1000;
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(hours)}:${two(minutes)}:${two(seconds)}${separator}${String(millis).padStart(3, "0")}`;
}

/** Stored seconds are doubles: NaN, infinities and negatives become 0 rather than a broken timestamp. */
export function clampSeconds(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** A date and time in the reader's zone, e.g. "Monday 23 November 2026, 10:00" (built from parts: ICU versions punctuate differently). */
export function formatDateTime(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}, ${formatClockTime(date, timeZone)}`;
}

/** A time of day in the reader's zone, e.g. "10:02". */
export function formatClockTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(date);
}

/** "2026-11-23" in the reader's zone, for file names. */
export function formatIsoDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

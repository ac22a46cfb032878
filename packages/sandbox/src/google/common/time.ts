const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC for `zone` at `at` (e.g. Europe/Berlin in winter → 60). */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    formatters.set(zone, formatter);
  }
  const name = formatter
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** RFC 3339 in the zone's local time with its offset, as Google renders `dateTime` (no milliseconds). */
export function rfc3339InZone(at: Date, zone: string): string {
  const offset = zoneOffsetMinutes(zone, at);
  const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19);
  if (offset === 0) return `${local}Z`;
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** The UTC instant of a wall-clock time in `zone` (good enough outside the hour a DST switch skips). */
export function zonedInstant(zone: string, year: number, month: number, day: number, hour: number, minute: number): Date {
  const guess = Date.UTC(year, month, day, hour, minute);
  const first = guess - zoneOffsetMinutes(zone, new Date(guess)) * 60_000;
  return new Date(guess - zoneOffsetMinutes(zone, new Date(first)) * 60_000);
}

/** `yyyy-mm-dd` of `at` in `zone`. */
export function dateInZone(at: Date, zone: string): string {
  return new Date(at.getTime() + zoneOffsetMinutes(zone, at) * 60_000).toISOString().slice(0, 10);
}

/** RFC 3339 with a required offset or Z, as Google demands for `timeMin`/`timeMax`. */
export function parseRfc3339(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([zZ]|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

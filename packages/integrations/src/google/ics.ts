import { zonedLocal } from "./calendar-event";
import type { CalendarPartInfo } from "./interface";

const MAX_ICS_CHARS = 256_000;

export interface ParsedIcs extends CalendarPartInfo {
  /** Values that may hold join links: DESCRIPTION, LOCATION, URL, X-GOOGLE-CONFERENCE, X-MICROSOFT-SKYPETEAMSMEETINGURL. */
  linkFields: string[];
}

/** The first VEVENT of an iCalendar body, leniently: bad lines are skipped, never thrown on. */
export function parseIcs(body: string): ParsedIcs | null {
  const text = body.slice(0, MAX_ICS_CHARS);
  if (!/BEGIN:VCALENDAR/i.test(text)) return null;
  const lines = text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  let method: string | null = null;
  let inEvent = false;
  const props = new Map<string, { params: Record<string, string>; value: string }>();
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const [rawName = "", ...rawParams] = line.slice(0, colon).split(";");
    const name = rawName.toUpperCase();
    const value = line.slice(colon + 1);
    if (name === "METHOD" && !inEvent) method = value.trim().toUpperCase() || null;
    else if (name === "BEGIN" && value.trim().toUpperCase() === "VEVENT") inEvent = true;
    else if (name === "END" && value.trim().toUpperCase() === "VEVENT") break;
    else if (inEvent && !props.has(name)) {
      const params = Object.fromEntries(
        rawParams.map((p) => {
          const eq = p.indexOf("=");
          return eq < 0 ? [p.toUpperCase(), ""] : [p.slice(0, eq).toUpperCase(), p.slice(eq + 1).replace(/^"|"$/g, "")];
        }),
      );
      props.set(name, { params, value });
    }
  }
  if (!inEvent) return null;
  const get = (name: string) => props.get(name);
  const textValue = (name: string) => {
    const value = get(name)?.value;
    return value ? unescapeText(value) : null;
  };
  const linkFields = ["DESCRIPTION", "LOCATION", "URL", "X-GOOGLE-CONFERENCE", "X-MICROSOFT-SKYPETEAMSMEETINGURL", "X-ALT-DESC"]
    .map((name) => textValue(name))
    .filter((v): v is string => Boolean(v));
  return {
    method,
    summary: textValue("SUMMARY"),
    start: icsDate(get("DTSTART")),
    end: icsDate(get("DTEND")),
    location: textValue("LOCATION"),
    linkFields,
  };
}

function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

/** `20260107T090000Z`, a floating or TZID-bound local time, or an all-day date; null when unreadable. */
function icsDate(prop: { params: Record<string, string>; value: string } | undefined): Date | null {
  if (!prop) return null;
  const value = prop.value.trim();
  const utc = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (utc) return validDate(Date.UTC(+(utc[1] ?? 0), +(utc[2] ?? 1) - 1, +(utc[3] ?? 1), +(utc[4] ?? 0), +(utc[5] ?? 0), +(utc[6] ?? 0)));
  const local = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (local) {
    const iso = `${local[1]}-${local[2]}-${local[3]}T${local[4]}:${local[5]}:${local[6]}`;
    return zonedLocal(iso, prop.params.TZID ?? "UTC") ?? zonedLocal(iso, "UTC");
  }
  const day = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (day) return validDate(Date.UTC(+(day[1] ?? 0), +(day[2] ?? 1) - 1, +(day[3] ?? 1)));
  return null;
}

function validDate(ms: number): Date | null {
  return Number.isFinite(ms) ? new Date(ms) : null;
}

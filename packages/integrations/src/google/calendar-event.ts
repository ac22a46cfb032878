import type { calendar_v3 } from "@googleapis/calendar";
import type { CalendarEvent, EventAttendee, ResponseStatus } from "./interface";
import { classifyConferenceUrl, extractMeetingLinks, htmlToText, looksLikeHtml, type MeetingLink } from "./links";

const RESPONSE_STATUSES: readonly ResponseStatus[] = ["needsAction", "declined", "tentative", "accepted"];
const MAX_TITLE = 500;
const MAX_DESCRIPTION = 20_000;

/** An event from `events.list`, normalised; null when it has no id (nothing to key it on). */
export function toCalendarEvent(raw: calendar_v3.Schema$Event, calendarTimeZone?: string | null): CalendarEvent | null {
  if (!raw.id) return null;
  const status = raw.status === "cancelled" || raw.status === "tentative" ? raw.status : "confirmed";
  const start = instant(raw.start, calendarTimeZone);
  const end = instant(raw.end, calendarTimeZone);
  const allDay = Boolean(raw.start?.date && !raw.start.dateTime);
  const rawDescription = typeof raw.description === "string" ? raw.description : null;
  const description = rawDescription === null ? null : cleanDescription(looksLikeHtml(rawDescription) ? htmlToText(rawDescription) : rawDescription);
  const attendees = (raw.attendees ?? []).flatMap((a): EventAttendee[] =>
    a.email
      ? [
          {
            email: a.email,
            name: a.displayName ?? null,
            responseStatus: RESPONSE_STATUSES.find((s) => s === a.responseStatus) ?? "needsAction",
            organizer: a.organizer === true,
            self: a.self === true,
            optional: a.optional === true,
          },
        ]
      : [],
  );
  return {
    id: raw.id,
    status,
    title: (raw.summary?.trim() || "(No title)").slice(0, MAX_TITLE),
    description: description?.trim() ? description.trim() : null,
    start: allDay ? null : start,
    end: allDay ? null : end && start && end >= start ? end : start,
    allDay,
    location: raw.location?.trim() ? raw.location.trim().slice(0, 1000) : null,
    meeting: meetingLinkOf(raw),
    attendees,
    organizer: raw.organizer?.email ? { email: raw.organizer.email, name: raw.organizer.displayName ?? null, self: raw.organizer.self === true } : null,
    selfResponseStatus: attendees.find((a) => a.self)?.responseStatus ?? null,
    recurringEventId: raw.recurringEventId ?? null,
    htmlLink: raw.htmlLink ?? null,
    updated: parseDate(raw.updated),
  };
}

/** Invitation boilerplate draws rules with underscores (Teams) or dashes; they are noise in a description. */
function cleanDescription(text: string): string {
  return text
    .split("\n")
    .filter((line) => !/^\s*[_\-=~*]{5,}\s*$/.test(line))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .slice(0, MAX_DESCRIPTION);
}

/**
 * Where Google keeps the join link, most reliable first: the conference's video entry point, the Meet
 * `hangoutLink`, then links typed into the location or description.
 */
export function meetingLinkOf(raw: calendar_v3.Schema$Event): MeetingLink | null {
  const video = raw.conferenceData?.entryPoints?.find((e) => e.entryPointType === "video")?.uri;
  if (video) {
    const link = classifyConferenceUrl(video);
    if (link) return link;
  }
  if (raw.hangoutLink) {
    const link = classifyConferenceUrl(raw.hangoutLink);
    if (link) return link;
  }
  const description = raw.description ?? "";
  const html = looksLikeHtml(description) ? [description] : [];
  const text = [raw.location ?? "", html.length ? "" : description];
  return extractMeetingLinks({ text, html })[0] ?? null;
}

/** A dateTime with its offset (or in its time zone), or a date's midnight; null when unusable. */
function instant(value: calendar_v3.Schema$EventDateTime | undefined, calendarTimeZone?: string | null): Date | null {
  if (!value) return null;
  if (value.dateTime) {
    if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(value.dateTime)) return parseDate(value.dateTime);
    const zone = value.timeZone ?? calendarTimeZone ?? "UTC";
    return zonedLocal(value.dateTime, zone);
  }
  if (value.date && /^\d{4}-\d{2}-\d{2}$/.test(value.date)) return parseDate(`${value.date}T00:00:00Z`);
  return null;
}

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A wall-clock `yyyy-mm-ddThh:mm[:ss]` in an IANA zone, as an instant; null for an unknown zone or shape. */
export function zonedLocal(local: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(local);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((v: string | undefined) => Number(v ?? 0)) as [number, number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  const offset = offsetMinutes(zone, new Date(guess));
  if (offset === null) return null;
  const first = guess - offset * 60_000;
  const second = offsetMinutes(zone, new Date(first));
  return new Date(guess - (second ?? offset) * 60_000);
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function offsetMinutes(zone: string, at: Date): number | null {
  if (!formatters.has(zone)) {
    try {
      formatters.set(zone, new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" }));
    } catch {
      formatters.set(zone, null);
    }
  }
  const formatter = formatters.get(zone);
  if (!formatter) return null;
  const name = formatter.formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "";
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

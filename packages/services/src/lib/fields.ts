/* ---------------------------------------------------------------------------------------------------------
 * Field schemas every input shares: dates, opaque ids, links. Each refuses at the schema (a 422 naming the
 * field) what the database or a provider would otherwise fail on later with a 500 or a 503.
 * ------------------------------------------------------------------------------------------------------- */
import { z } from "zod";
import { hasNoNul } from "./text";

/**
 * The dates the API accepts, for every date and date-time input: 1900-01-01 to 9999-12-31 (UTC). PostgreSQL
 * has no year 0 ("0000-01-01" is a valid ISO 8601 string but a failed query), and nothing a meeting
 * assistant stores is older than 1900 or needs five-digit years.
 */
export const EARLIEST_DAY = "1900-01-01";
export const LATEST_DAY = "9999-12-31";
export const DATE_RANGE_MESSAGE = `must be between ${EARLIEST_DAY} and ${LATEST_DAY}`;
const EARLIEST_MS = Date.parse(`${EARLIEST_DAY}T00:00:00Z`);
const END_MS = Date.parse("+010000-01-01T00:00:00Z");

const inRange = (date: Date) => date.getTime() >= EARLIEST_MS && date.getTime() < END_MS;

/** A day, YYYY-MM-DD, kept as the string (search filters compare days, not instants). */
export const DayInput = z.iso.date({ error: "must be a date, YYYY-MM-DD" }).refine((day) => day >= EARLIEST_DAY && day <= LATEST_DAY, {
  error: DATE_RANGE_MESSAGE,
  // Only a well-formed day has a range to check: "yesterday" is told it is not a date, and only that.
  when: (payload) => payload.issues.length === 0,
});

// A "local date-time" (as an <input type="datetime-local"> sends it) carries no offset: it is read as UTC.
/** An ISO 8601 date-time, with an offset or read as UTC without one, as a Date. */
export const DateTimeInput = z.iso
  .datetime({ offset: true, local: true, error: "must be an ISO 8601 date-time, e.g. 2026-11-23T10:00:00Z" })
  .transform((value) => new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`))
  .refine(inRange, DATE_RANGE_MESSAGE);

/** An ISO 8601 date-time that must say its offset, as a Date. */
export const OffsetDateTimeInput = z.iso
  .datetime({ offset: true, error: "must be an ISO 8601 date-time with an offset, e.g. 2026-11-23T10:00:00Z" })
  .transform((value) => new Date(value))
  .refine(inRange, DATE_RANGE_MESSAGE);

// Control characters (C0, DEL, C1: Unicode Cc): nothing a real id or link contains; NUL cannot even be stored.
const CONTROL = /\p{Cc}/u;
export const NO_CONTROL = "must not contain control characters";

/**
 * An id another service made (a Gmail message id): opaque, so only its length and characters are
 * checked. Our own ids are UUIDs, checked by the services, which answer 404 for anything else.
 */
export const providerId = (maxLength: number) =>
  z
    .string()
    .min(1)
    .max(maxLength)
    .refine((value) => !CONTROL.test(value), NO_CONTROL);

/**
 * A link a provider will be asked to open: no control characters, raw or %-encoded, and every %-escape
 * decodable, so it fails here with a 422 rather than at the provider.
 */
export function isWellFormedLink(value: string): boolean {
  if (CONTROL.test(value)) return false;
  try {
    return !CONTROL.test(decodeURI(value));
  } catch {
    return false;
  }
}
export const MALFORMED_LINK = "must be a well-formed link: %-escapes must decode, no control characters";

/** The link check's options: it runs on strings without NUL, so a NUL is reported once, as a NUL. */
export const linkCheck = {
  error: MALFORMED_LINK,
  when: (payload: { value: unknown }) => typeof payload.value === "string" && hasNoNul(payload.value),
};

/**
 * The time zone the app shows times in: the browser's, told to the server in a cookie so the server renders the
 * times the browser will render (else every time on the page fails hydration, React error #418, and React renders
 * its part of the page again on the client).
 *
 * The cookie holds the zone's name and the browser's UTC offsets on 1 January and 1 July when it was written.
 * Learning the zone's name takes ICU (the first Intl call of a page costs about 60 ms on a throttled phone CPU),
 * the offsets do not: while they are unchanged, the browser is still in the zone it wrote, and it shows times with
 * Date's own getters, without Intl.
 */
export const TIME_ZONE_COOKIE = "tz";
export const FALLBACK_TIME_ZONE = "UTC";

export interface ZoneCookie {
  zone: string;
  /** Date#getTimezoneOffset on 1 January and 1 July of the year it was written. */
  offsets: [number, number];
}

function offsetsIn(year: number): [number, number] {
  return [new Date(year, 0, 1).getTimezoneOffset(), new Date(year, 6, 1).getTimezoneOffset()];
}

// Only zones found valid are kept (a few hundred exist): the cookie is the client's to write, and any other value
// is checked again rather than remembered.
const knownZones = new Set<string>();

/** Whether the runtime knows the zone (an IANA name such as "Europe/Berlin"). */
export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  if (zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

export function serializeZoneCookie({ zone, offsets }: ZoneCookie): string {
  return encodeURIComponent(`${zone}|${offsets[0]}|${offsets[1]}`);
}

export function parseZoneCookie(value: string | undefined | null): ZoneCookie | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const [zone, jan, jul, ...rest] = decoded.split("|");
  const offsets: [number, number] = [Number(jan), Number(jul)];
  if (!zone || rest.length > 0 || jan === "" || jul === "" || !offsets.every(Number.isInteger)) return null;
  return { zone, offsets };
}

/** The zone the server renders in: the cookie's, when it names a real zone. */
export function serverTimeZone(cookieValue: string | undefined): string {
  const zone = parseZoneCookie(cookieValue)?.zone;
  return zone && isTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
}

function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The browser's zone as its cookie says, when the offsets show it has not moved since (no Intl); null otherwise. */
export function cookiedBrowserZone(cookieHeader: string, now = new Date()): string | null {
  const cookie = parseZoneCookie(readCookie(cookieHeader, TIME_ZONE_COOKIE));
  if (!cookie) return null;
  const [jan, jul] = offsetsIn(now.getFullYear());
  return cookie.offsets[0] === jan && cookie.offsets[1] === jul ? cookie.zone : null;
}

/** The browser's zone, asked of Intl, and the cookie that tells the server; for when the cookie is missing or stale. */
export function detectBrowserZone(now = new Date()): { zone: string; cookie: string } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_TIME_ZONE;
  const cookie = serializeZoneCookie({ zone, offsets: offsetsIn(now.getFullYear()) });
  return { zone, cookie: `${TIME_ZONE_COOKIE}=${cookie}; Path=/; Max-Age=31536000; SameSite=Lax` };
}

let browserZone: string | null | undefined;

/**
 * The browser's own zone when known without Intl (see above), read once per page; always null on the server,
 * whose own zone is not the user's.
 */
export function knownLocalZone(): string | null {
  if (typeof document === "undefined") return null;
  if (browserZone === undefined) browserZone = cookiedBrowserZone(document.cookie);
  return browserZone;
}

/** After the cookie is (re)written: the zone is now known. */
export function rememberLocalZone(zone: string): void {
  browserZone = zone;
}

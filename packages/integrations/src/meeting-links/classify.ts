import { unwrapTracking } from "./tracking";
import { parseHttpUrl } from "./url";

/**
 * The one place that decides which meeting platform a link belongs to, for the bots (where a bot can
 * be sent) and for link detection in calendars and mail. Platforms are decided on the parsed hostname
 * only (never on substrings), so look-alike domains, userinfo tricks and non-http schemes never count,
 * and on a strict path shape, so that a typo is refused at once rather than by the provider later.
 */
export type MeetingPlatform = "zoom" | "google_meet" | "teams" | "other";

/** The platforms Understudy sends bots to (docs/product.md#meeting-bots: Zoom, Google Meet, Microsoft Teams). */
export type BotPlatform = Exclude<MeetingPlatform, "other">;

export interface MeetingLink {
  platform: MeetingPlatform;
  url: string;
}

const hostIs = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The platform and normalised URL of a meeting link, or null when it is not one we can join. Click trackers are peeled off first. */
export function classifyMeetingUrl(raw: string): MeetingLink | null {
  const url = parseHttpUrl(raw);
  return url ? classify(unwrapTracking(url)) : null;
}

/** Like classifyMeetingUrl, but any other plain https link (a conference add-on's join URL) counts as "other". */
export function classifyConferenceUrl(raw: string): MeetingLink | null {
  const known = classifyMeetingUrl(raw);
  if (known) return known;
  const url = parseHttpUrl(raw);
  return url?.protocol === "https:" ? { platform: "other", url: url.href } : null;
}

/**
 * Which platform a bot would join at this link, or null. The link is taken as given (no tracker is
 * peeled off): the provider is sent this very URL, so it must itself be the meeting's.
 */
export function botPlatform(raw: string): BotPlatform | null {
  const url = parseHttpUrl(raw);
  const platform = url ? classify(url)?.platform : null;
  return platform && platform !== "other" ? platform : null;
}

function classify(url: URL): MeetingLink | null {
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  url.hash = "";

  if (hostIs(host, "zoom.us") || hostIs(host, "zoomgov.com")) {
    if (/^\/(j|w|s)\/\d{9,11}\/?$/.test(path) || /^\/wc\/(join\/)?\d{9,11}(\/join)?\/?$/.test(path) || /^\/my\/[\w.-]{1,64}\/?$/.test(path)) {
      return { platform: "zoom", url: url.href };
    }
    return null;
  }
  if (host === "meet.google.com") {
    const code = /^\/([a-z]{3}-[a-z]{4}-[a-z]{3})\/?$/.exec(path)?.[1];
    return code ? { platform: "google_meet", url: `https://meet.google.com/${code}` } : null;
  }
  if (host === "teams.microsoft.com" || host === "teams.live.com" || host === "teams.microsoft.us" || host === "gov.teams.microsoft.us") {
    if (/^\/l\/meetup-join\/.+/.test(path) || /^\/meet\/\d{6,20}\/?$/.test(path) || (path + url.search).startsWith("/v2/?meetingjoin=true")) {
      return { platform: "teams", url: url.href };
    }
    return null;
  }
  if (hostIs(host, "webex.com") && /^\/(meet|join|[\w-]+\/j\.php|wbxmjs\/joinservice)\b/.test(path)) {
    return { platform: "other", url: url.href };
  }
  return null;
}

/** The platforms Understudy sends bots to (SPEC §2: Zoom, Google Meet, Microsoft Teams). */
export type BotPlatform = "zoom" | "google_meet" | "teams";

export const MAX_MEETING_URL_LENGTH = 2048;

/**
 * Which supported platform a meeting link belongs to, or null. Deliberately strict about the path
 * shape so that a typo is refused at deploy time rather than by the provider minutes later.
 */
export function meetingPlatform(raw: string): BotPlatform | null {
  if (raw.length > MAX_MEETING_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  if ((host === "zoom.us" || host.endsWith(".zoom.us")) && /^\/(?:j|w|s|wc\/join)\/\d{9,11}/.test(url.pathname)) return "zoom";
  if (host === "meet.google.com" && /^\/[a-z]{3}-[a-z]{4}-[a-z]{3}\/?$/.test(url.pathname)) return "google_meet";
  if (host === "teams.microsoft.com" && url.pathname.startsWith("/l/meetup-join/")) return "teams";
  if (host === "teams.live.com" && /^\/meet\/\d+/.test(url.pathname)) return "teams";
  return null;
}

/**
 * Recall's `meeting_url` object for the three platforms Understudy supports (reference §1.4).
 * Anything else is answered with a 400, as Recall does for an unparseable URL.
 */
export type ParsedMeetingUrl =
  | { platform: "zoom"; meeting_id: string; meeting_password: string | null }
  | { platform: "google_meet"; meeting_id: string }
  | { platform: "microsoft_teams" | "microsoft_teams_live"; meeting_id: string | null; meeting_password: string | null; thread_id: string | null };

export function parseMeetingUrl(raw: string): ParsedMeetingUrl | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  if (host === "zoom.us" || host.endsWith(".zoom.us")) {
    const match = /^\/(?:j|w|s|wc\/join)\/(\d{9,11})/.exec(url.pathname);
    return match?.[1] ? { platform: "zoom", meeting_id: match[1], meeting_password: url.searchParams.get("pwd") } : null;
  }
  if (host === "meet.google.com") {
    const match = /^\/([a-z]{3}-[a-z]{4}-[a-z]{3})\/?$/.exec(url.pathname);
    return match?.[1] ? { platform: "google_meet", meeting_id: match[1] } : null;
  }
  if (host === "teams.microsoft.com") {
    const match = /^\/l\/meetup-join\/([^/]+)/.exec(url.pathname);
    return match?.[1] ? { platform: "microsoft_teams", meeting_id: null, meeting_password: null, thread_id: decodeURIComponent(match[1]) } : null;
  }
  if (host === "teams.live.com") {
    const match = /^\/meet\/(\d+)/.exec(url.pathname);
    return match?.[1] ? { platform: "microsoft_teams_live", meeting_id: match[1], meeting_password: url.searchParams.get("p"), thread_id: null } : null;
  }
  return null;
}

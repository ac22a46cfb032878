/**
 * Meeting links in free text, HTML and calendar fields: which platform a URL belongs to, and the URL
 * itself once tracking wrappers are peeled off. Platforms are decided on the parsed hostname only
 * (never on substrings), so look-alike domains, userinfo tricks and non-http schemes never count.
 */
export type MeetingPlatform = "zoom" | "google_meet" | "teams" | "other";

export interface MeetingLink {
  platform: MeetingPlatform;
  url: string;
}

export const MAX_URL_LENGTH = 2048;
const MAX_LINKS = 10;
const MAX_SCAN_CHARS = 512_000;

const hostIs = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The platform and normalised URL of a meeting link, or null when it is not one we can join. */
export function classifyMeetingUrl(raw: string): MeetingLink | null {
  const url = parseHttpUrl(raw);
  if (!url) return null;
  const unwrapped = unwrapTracking(url);
  return classify(unwrapped);
}

/** Like classifyMeetingUrl, but any other plain https link (a conference add-on's join URL) counts as "other". */
export function classifyConferenceUrl(raw: string): MeetingLink | null {
  const known = classifyMeetingUrl(raw);
  if (known) return known;
  const url = parseHttpUrl(raw);
  return url?.protocol === "https:" ? { platform: "other", url: url.href } : null;
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

/** An absolute http(s) URL without credentials, or null. */
function parseHttpUrl(raw: string): URL | null {
  const trimmed = raw.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  return url;
}

/**
 * Click trackers that carry the real destination in the URL: Google's redirector, Outlook Safe Links,
 * Proofpoint URL Defense v2/v3. Unknown trackers are left alone; they never become a meeting link.
 */
export function unwrapTracking(url: URL, depth = 0): URL {
  if (depth > 3) return url;
  const host = url.hostname.toLowerCase();
  let target: string | null = null;
  if ((host === "www.google.com" || host === "google.com") && url.pathname === "/url") {
    target = url.searchParams.get("q") ?? url.searchParams.get("url");
  } else if (host.endsWith(".safelinks.protection.outlook.com")) {
    target = url.searchParams.get("url");
  } else if (host === "urldefense.com" && url.pathname.startsWith("/v3/__")) {
    const inner = /^\/v3\/__(.+?)__;/.exec(url.pathname + url.search + url.hash)?.[1];
    target = inner ?? null;
  } else if (host === "urldefense.proofpoint.com" && url.pathname.startsWith("/v2/url")) {
    const u = url.searchParams.get("u");
    target = u ? u.replaceAll("-", "%").replaceAll("_", "/") : null;
    if (target) {
      try {
        target = decodeURIComponent(target);
      } catch {
        target = null;
      }
    }
  }
  if (!target) return url;
  const inner = parseHttpUrl(target);
  return inner ? unwrapTracking(inner, depth + 1) : url;
}

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`{}|\\^[\]]+/gi;
/** Meeting hosts people type without a scheme ("meet.google.com/abc-defg-hij"). */
const BARE_MEETING_URL = /(?<![\w@./-])((?:[a-z0-9-]+\.)*(?:zoom\.us|meet\.google\.com|teams\.microsoft\.com|teams\.live\.com)\/[^\s<>"'`{}|\\^[\]]+)/gi;

function trimTrailingPunctuation(url: string): string {
  let out = url;
  for (;;) {
    const last = out.at(-1);
    if (last && ".,;:!?'\"".includes(last)) out = out.slice(0, -1);
    else if (last === ")" && (out.match(/\(/g)?.length ?? 0) < (out.match(/\)/g)?.length ?? 0)) out = out.slice(0, -1);
    else if (last === ">" || last === "*") out = out.slice(0, -1);
    else return out;
  }
}

/** URL-looking strings in plain text, in order. */
export function findUrls(text: string): string[] {
  const sample = text.length > MAX_SCAN_CHARS ? text.slice(0, MAX_SCAN_CHARS) : text;
  const found: { index: number; url: string }[] = [];
  for (const match of sample.matchAll(URL_IN_TEXT)) found.push({ index: match.index, url: trimTrailingPunctuation(match[0]) });
  for (const match of sample.matchAll(BARE_MEETING_URL)) {
    const value = match[1];
    if (value) found.push({ index: match.index, url: `https://${trimTrailingPunctuation(value)}` });
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.url);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return safeCodePoint(Number.parseInt(name.slice(2), 16)) ?? whole;
    if (name.startsWith("#")) return safeCodePoint(Number(name.slice(1))) ?? whole;
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** Readable text from HTML: scripts and styles dropped, tags turned into spaces, entities decoded. */
export function htmlToText(html: string): string {
  const sample = html.length > MAX_SCAN_CHARS ? html.slice(0, MAX_SCAN_CHARS) : html;
  return decodeEntities(
    sample
      .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<br\s*\/?>|<\/(p|div|li|tr|h\d)>/gi, "\n")
      .replace(/<[^>]*>/g, " "),
  )
    .replace(/[ \t\f\v\u00a0]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}

/** href values of anchors, entity-decoded. */
export function findHrefs(html: string): string[] {
  const sample = html.length > MAX_SCAN_CHARS ? html.slice(0, MAX_SCAN_CHARS) : html;
  const out: string[] = [];
  for (const match of sample.matchAll(/<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const value = match[1] ?? match[2] ?? match[3];
    if (value) out.push(decodeEntities(value.trim()));
  }
  return out;
}

/** Every meeting link in the given texts and HTML, de-duplicated in order of appearance. */
export function extractMeetingLinks(sources: { text?: readonly (string | null | undefined)[]; html?: readonly (string | null | undefined)[] }): MeetingLink[] {
  const candidates: string[] = [];
  for (const html of sources.html ?? []) {
    if (!html) continue;
    // An anchor's visible text may show one URL while its href goes elsewhere: only the href counts.
    candidates.push(...findHrefs(html), ...findUrls(htmlToText(html.replace(/<a\b[^>]*>[\s\S]*?<\/a\s*>/gi, " "))));
  }
  for (const text of sources.text ?? []) if (text) candidates.push(...findUrls(text));
  const seen = new Set<string>();
  const links: MeetingLink[] = [];
  for (const candidate of candidates) {
    const link = classifyMeetingUrl(candidate);
    if (!link) continue;
    const key = dedupeKey(link);
    if (seen.has(key)) continue;
    seen.add(key);
    links.push(link);
    if (links.length >= MAX_LINKS) break;
  }
  return links;
}

/** The same Zoom meeting with and without its passcode, or on another Zoom host, is one meeting. */
function dedupeKey(link: MeetingLink): string {
  if (link.platform === "zoom") {
    const id = /\/(?:j|w|s|wc\/join|wc)\/(\d{9,11})/.exec(new URL(link.url).pathname)?.[1];
    if (id) return `zoom:${id}`;
  }
  return link.url;
}

/** Whether text that may be HTML looks like HTML. */
export function looksLikeHtml(value: string): boolean {
  return /<\/?(a|div|p|br|span|b|i|html|body|table)\b[^>]*>/i.test(value);
}

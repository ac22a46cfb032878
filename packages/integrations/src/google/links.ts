import { classifyMeetingUrl, type MeetingLink } from "../meeting-links";

/**
 * Meeting links in free text, HTML and calendar fields. Which platform a URL belongs to is the shared
 * classifier's answer (meeting-links), the same one that decides where a bot can be sent.
 */
export { classifyConferenceUrl, classifyMeetingUrl, MAX_URL_LENGTH, unwrapTracking, type MeetingLink, type MeetingPlatform } from "../meeting-links";

const MAX_LINKS = 10;
const MAX_SCAN_CHARS = 512_000;

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

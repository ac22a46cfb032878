import type { gmail_v1 } from "@googleapis/gmail";
import { parseIcs, type ParsedIcs } from "./ics";
import type { ParsedMail } from "./interface";
import { decodeEntities, extractMeetingLinks } from "./links";

const MAX_DEPTH = 12;
const MAX_PARTS = 200;
const MAX_PART_BYTES = 512_000;
const MAX_TOTAL_BYTES = 2_000_000;
const SNIPPET_CHARS = 300;

export interface MimeContents {
  text: string[];
  html: string[];
  calendars: string[];
  /** `.ics` parts whose body must be fetched with attachments.get. */
  calendarAttachments: { partId: string; attachmentId: string }[];
  hasCalendarPart: boolean;
}

const isCalendarPart = (part: gmail_v1.Schema$MessagePart) =>
  (part.mimeType ?? "").toLowerCase().startsWith("text/calendar") ||
  (part.mimeType ?? "").toLowerCase() === "application/ics" ||
  (part.filename ?? "").toLowerCase().endsWith(".ics");

/** Walks a message's MIME tree within fixed limits and decodes the parts that matter. */
export function collectParts(payload: gmail_v1.Schema$MessagePart | undefined): MimeContents {
  const out: MimeContents = { text: [], html: [], calendars: [], calendarAttachments: [], hasCalendarPart: false };
  let seen = 0;
  let budget = MAX_TOTAL_BYTES;
  const walk = (part: gmail_v1.Schema$MessagePart, depth: number) => {
    if (depth > MAX_DEPTH || seen++ >= MAX_PARTS) return;
    const type = (part.mimeType ?? "").toLowerCase();
    if (type.startsWith("multipart/")) {
      for (const child of part.parts ?? []) walk(child, depth + 1);
      return;
    }
    const calendar = isCalendarPart(part);
    if (calendar) out.hasCalendarPart = true;
    if (calendar && !part.body?.data && part.body?.attachmentId && part.partId) {
      out.calendarAttachments.push({ partId: part.partId, attachmentId: part.body.attachmentId });
      return;
    }
    if (!part.body?.data || budget <= 0) return;
    const decoded = decodeBase64Url(part.body.data, Math.min(MAX_PART_BYTES, budget));
    if (decoded === null) return;
    budget -= decoded.length;
    if (calendar) out.calendars.push(decoded);
    else if (type === "text/html") out.html.push(decoded);
    else if (type === "text/plain" || type === "") out.text.push(decoded);
  };
  if (payload) walk(payload, 0);
  return out;
}

/** base64url (or base64) to UTF-8 text, at most `maxBytes`; null for data that is not base64 at all. */
export function decodeBase64Url(data: string, maxBytes = MAX_PART_BYTES): string | null {
  const maxChars = Math.ceil((maxBytes * 4) / 3);
  const slice = data.length > maxChars ? data.slice(0, maxChars - (maxChars % 4)) : data;
  if (!/^[A-Za-z0-9_\-+/]*={0,2}$/.test(slice)) return null;
  return Buffer.from(slice.replaceAll("+", "-").replaceAll("/", "_"), "base64url").toString("utf8");
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) in a header value. */
export function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (whole, charset: string, encoding: string, text: string) => {
    try {
      const bytes =
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : Buffer.from(text.replaceAll("_", " ").replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), "latin1");
      return new TextDecoder(charset.toLowerCase() === "utf8" ? "utf-8" : charset, { fatal: false }).decode(bytes);
    } catch {
      return whole;
    }
  });
}

/**
 * A Gmail message (format=full) as a possible invite: subject, sender, date, snippet, its meeting links
 * (text, HTML and calendar fields, trackers unwrapped, de-duplicated) and its calendar part.
 * `attachedCalendars` are .ics bodies fetched separately (see `collectParts().calendarAttachments`).
 */
export function parseMessage(message: gmail_v1.Schema$Message, attachedCalendars: string[] = []): ParsedMail | null {
  if (!message.id) return null;
  const headers = message.payload?.headers ?? [];
  const header = (name: string) => {
    const value = headers.find((h) => h.name?.toLowerCase() === name.toLowerCase())?.value;
    return value ? decodeHeader(value).replace(/[\r\n]+/g, " ").trim() : "";
  };
  const parts = collectParts(message.payload);
  const icsList = [...parts.calendars, ...attachedCalendars].map(parseIcs).filter((ics): ics is ParsedIcs => ics !== null);
  const ics = icsList[0] ?? null;
  const meetingUrls = extractMeetingLinks({
    text: [...parts.text, ...icsList.flatMap((i) => i.linkFields)],
    html: parts.html,
  });
  const internal = Number(message.internalDate);
  const headerDate = new Date(header("Date"));
  const date = Number.isFinite(internal) && internal > 0 ? new Date(internal) : Number.isNaN(headerDate.getTime()) ? null : headerDate;
  const snippetSource = message.snippet ? decodeEntities(message.snippet) : (parts.text[0] ?? "");
  return {
    id: message.id,
    threadId: message.threadId ?? null,
    subject: (header("Subject") || "(no subject)").slice(0, 500),
    sender: header("From").slice(0, 320),
    date,
    snippet: snippetSource.replace(/\s+/g, " ").trim().slice(0, SNIPPET_CHARS),
    meetingUrls,
    calendar: ics ? { method: ics.method, summary: ics.summary, start: ics.start, end: ics.end, location: ics.location } : null,
    hasCalendarPart: parts.hasCalendarPart,
  };
}

/**
 * Whether a parsed mail is an invite: it carries a meeting link or a calendar request with a start time,
 * and it is not a reply or a cancellation.
 */
export function isInvite(mail: ParsedMail): boolean {
  const method = mail.calendar?.method;
  if (method === "REPLY" || method === "CANCEL") return false;
  return mail.meetingUrls.length > 0 || (mail.calendar?.start ?? null) !== null;
}

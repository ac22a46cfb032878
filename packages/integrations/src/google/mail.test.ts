import { describe, expect, it } from "vitest";
import type { gmail_v1 } from "@googleapis/gmail";
import { decodeHeader, isInvite, parseMessage } from "./mail";

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const part = (mimeType: string, text: string, extra: Partial<gmail_v1.Schema$MessagePart> = {}): gmail_v1.Schema$MessagePart => ({
  mimeType,
  filename: "",
  body: { size: text.length, data: b64(text) },
  ...extra,
});
const message = (payload: gmail_v1.Schema$MessagePart, extra: Partial<gmail_v1.Schema$Message> = {}): gmail_v1.Schema$Message => ({
  id: "18c2f0a1b2c3d4e5",
  threadId: "18c2f0a1b2c3d4e5",
  internalDate: "1767611400000",
  snippet: "You have been invited &amp; more",
  payload: {
    ...payload,
    headers: [
      { name: "Subject", value: "Invitation: Weekly sync @ Wed 7 Jan 2026" },
      { name: "From", value: "Bob <bob@example.com>" },
      ...(payload.headers ?? []),
    ],
  },
  ...extra,
});

const ICS = [
  "BEGIN:VCALENDAR",
  "METHOD:REQUEST",
  "BEGIN:VEVENT",
  "DTSTART:20260107T090000Z",
  "DTEND:20260107T093000Z",
  "SUMMARY:Weekly sync",
  "DESCRIPTION:Join: https://meet.google.com/abc-defg-hij\\nAgenda",
  "X-GOOGLE-CONFERENCE:https://meet.google.com/abc-defg-hij",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

describe("parseMessage", () => {
  it("parses a Google invitation: headers, date, snippet, links from text, HTML and the calendar part", () => {
    const mail = parseMessage(
      message({
        mimeType: "multipart/mixed",
        parts: [
          {
            mimeType: "multipart/alternative",
            parts: [
              part("text/plain", "Join with Google Meet: https://meet.google.com/abc-defg-hij"),
              part("text/html", '<a href="https://meet.google.com/abc-defg-hij">Join</a>'),
              part("text/calendar", ICS),
            ],
          },
          { mimeType: "application/ics", filename: "invite.ics", body: { attachmentId: "ANGjdJ", size: 10 } },
        ],
      }),
    );
    expect(mail).toEqual({
      id: "18c2f0a1b2c3d4e5",
      threadId: "18c2f0a1b2c3d4e5",
      subject: "Invitation: Weekly sync @ Wed 7 Jan 2026",
      sender: "Bob <bob@example.com>",
      date: new Date(1767611400000),
      snippet: "You have been invited & more",
      meetingUrls: [{ platform: "google_meet", url: "https://meet.google.com/abc-defg-hij" }],
      calendar: { method: "REQUEST", summary: "Weekly sync", start: new Date("2026-01-07T09:00:00Z"), end: new Date("2026-01-07T09:30:00Z"), location: null },
      hasCalendarPart: true,
    });
    expect(isInvite(mail ?? ({} as never))).toBe(true);
  });

  it("uses an .ics fetched separately, reads TZID times, and treats replies and cancellations as non-invites", () => {
    const attached = ICS.replace("DTSTART:20260107T090000Z", "DTSTART;TZID=Europe/Berlin:20260107T100000").replace("METHOD:REQUEST", "METHOD:CANCEL");
    const mail = parseMessage(message({ mimeType: "multipart/mixed", parts: [part("text/plain", "See attached"), { mimeType: "application/octet-stream", filename: "meeting.ics", body: { attachmentId: "x", size: 1 } }] }), [attached]);
    expect(mail?.calendar).toMatchObject({ method: "CANCEL", start: new Date("2026-01-07T09:00:00Z") });
    expect(mail?.hasCalendarPart).toBe(true);
    expect(isInvite(mail ?? ({} as never))).toBe(false);
  });

  it("skips broken MIME: bad base64, empty multiparts, garbage calendars, deep nesting", () => {
    const bad = parseMessage(message({ mimeType: "multipart/mixed", parts: [{ mimeType: "text/plain", body: { size: 3, data: "***not base64***%%" } }] }));
    expect(bad).toMatchObject({ meetingUrls: [], calendar: null });
    expect(parseMessage(message({ mimeType: "multipart/mixed", parts: [] }))?.meetingUrls).toEqual([]);
    const garbage = parseMessage(message({ mimeType: "multipart/mixed", parts: [part("text/calendar", "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:notadate\r\n")] }));
    expect(garbage?.calendar).toMatchObject({ start: null });
    expect(isInvite(garbage ?? ({} as never))).toBe(false);
    let deep: gmail_v1.Schema$MessagePart = part("text/plain", "https://zoom.us/j/1234567890");
    for (let i = 0; i < 40; i++) deep = { mimeType: "multipart/mixed", parts: [deep] };
    expect(parseMessage(message(deep))?.meetingUrls).toEqual([]);
    expect(parseMessage({ payload: { mimeType: "text/plain" } })).toBeNull();
    expect(parseMessage(message({ mimeType: "text/plain" }, { internalDate: "garbage" }))?.date).toBeNull();
  });

  it("reads an enormous body only up to its limit", () => {
    const body = `Next: https://zoom.us/j/1234567890\n${"x".repeat(3_000_000)}\nhttps://meet.google.com/abc-defg-hij`;
    const mail = parseMessage(message(part("text/plain", body)));
    expect(mail?.meetingUrls).toEqual([{ platform: "zoom", url: "https://zoom.us/j/1234567890" }]);
  });

  it("finds no meeting in a phishing mail with look-alike links", () => {
    const html =
      '<a href="javascript:alert(1)">Join Zoom meeting</a><a href="https://zoom.us.secure-login.example/j/84512345678">https://zoom.us/j/84512345678</a>' +
      "Backup: https://meet.google.com@evil.example/abc-defg-hij and https://teams.microsoft.com.evil.example/l/meetup-join/19%3ameeting_x";
    const mail = parseMessage(message(part("text/html", html)));
    expect(mail?.meetingUrls).toEqual([]);
    expect(isInvite(mail ?? ({} as never))).toBe(false);
  });
});

describe("decodeHeader", () => {
  it("decodes RFC 2047 words and leaves broken ones alone", () => {
    expect(decodeHeader("=?UTF-8?B?w5xiZXJzaWNodA==?= meeting")).toBe("Übersicht meeting");
    expect(decodeHeader("=?UTF-8?Q?Caf=C3=A9_chat?=")).toBe("Café chat");
    expect(decodeHeader("=?x-unknown?B?abc?=")).toBe("=?x-unknown?B?abc?=");
  });
});

import type { GoogleEvent } from "../calendar/model";
import { videoLink } from "../common/links";
import { pickPeople, type Person } from "../common/people";
import { SeededRandom } from "../common/random";
import { renderIcs } from "./ics";
import { attachmentPart, calendarPart, multipart, textPart, type MimeNode } from "./mime";

export interface Address {
  name?: string;
  email: string;
}

/** What a test or the generator supplies; the mailbox assigns ids, history ids and sizes. */
export interface MailSpec {
  from: Address;
  to: Address[];
  subject: string;
  date: Date;
  labels: string[];
  root: MimeNode;
}

export interface Owner {
  email: string;
  name: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const INBOX = ["INBOX", "UNREAD", "CATEGORY_PERSONAL"];

/** The link a calendar event carries, wherever Google put it. */
function eventLink(event: GoogleEvent): string | undefined {
  const video = event.conferenceData?.entryPoints?.find((e) => e.entryPointType === "video")?.uri;
  if (video) return video;
  if (event.hangoutLink) return event.hangoutLink;
  const text = `${event.location ?? ""} ${event.description ?? ""}`;
  return /https:\/\/[^\s"<>]+/.exec(text)?.[0];
}

function formatWhen(start: Date, end: Date): string {
  const day = start.toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const time = (d: Date) => d.toISOString().slice(11, 16);
  return `${day} ${time(start)} - ${time(end)} (GMT)`;
}

/** Google Calendar's invitation mail: text, HTML and text/calendar alternatives plus invite.ics (reference §4). */
export function googleInviteMail(owner: Owner, event: GoogleEvent, at: Date, method: "REQUEST" | "CANCEL" = "REQUEST"): MailSpec {
  const organizer = { name: event.organizer?.displayName ?? event.organizer?.email ?? "Someone", email: event.organizer?.email ?? "unknown@example.com" };
  const start = new Date(event.start.dateTime ?? `${event.start.date ?? "1970-01-01"}T00:00:00Z`);
  const end = new Date(event.end.dateTime ?? `${event.end.date ?? "1970-01-01"}T00:00:00Z`);
  const link = eventLink(event);
  const summary = event.summary ?? "(No title)";
  const when = formatWhen(start, end);
  const prefix = method === "CANCEL" ? "Canceled event" : "Invitation";
  const joinLine = link ? `Join with ${link.includes("meet.google.com") ? "Google Meet" : "the meeting link"}: ${link}\n` : "";
  const text =
    `${organizer.name} has invited you to the following event.\n\n${summary}\nWhen: ${when}\n${joinLine}` +
    `Guests: ${(event.attendees ?? []).map((a) => a.email).join(", ")}\n\nInvitation from Google Calendar\n` +
    `You are receiving this email because you are an attendee on the event.`;
  const html =
    `<div><p>${escape(organizer.name)} has invited you to the following event.</p><h3>${escape(summary)}</h3><p>When: ${escape(when)}</p>` +
    (link ? `<p><a href="${link}" style="color:#1a73e8">Join with Google Meet</a> <span>${escape(link.replace(/^https:\/\//, ""))}</span></p>` : "") +
    `<p><a href="https://calendar.google.com/calendar/event?action=RESPOND&amp;eid=${event.id}&amp;rst=1">Yes</a> · <a href="https://calendar.google.com/calendar/event?action=RESPOND&amp;eid=${event.id}&amp;rst=2">No</a></p>` +
    `<p style="color:#70757a">Invitation from Google Calendar</p></div>`;
  const ics = renderIcs({
    uid: event.iCalUID,
    method,
    summary,
    start,
    end,
    organizer,
    attendees: (event.attendees ?? []).map((a) => ({ ...(a.displayName ? { name: a.displayName } : {}), email: a.email })),
    ...(event.location ? { location: event.location } : {}),
    description: `${event.description ?? ""}${link ? `\n\nJoin: ${link}` : ""}`,
    ...(link?.includes("meet.google.com") ? { conferenceUrl: link } : {}),
    sequence: event.sequence,
    stamp: at,
  });
  return {
    from: { name: `${organizer.name} (Google Calendar)`, email: "calendar-notification@google.com" },
    to: [{ name: owner.name, email: owner.email }],
    subject: `${prefix}: ${summary} @ ${when} (${owner.email})`,
    date: at,
    labels: [...INBOX],
    root: multipart("mixed", [
      multipart("alternative", [textPart("text/plain", text), textPart("text/html", html), calendarPart(ics, method)]),
      attachmentPart("application/ics", "invite.ics", ics),
    ]),
  };
}

function zoomMail(rng: SeededRandom, owner: Owner, from: Person, at: Date): MailSpec {
  const link = videoLink(rng, rng.pick(["zoom", "zoom-vanity"] as const), from.name);
  const topic = rng.pick(["Weekly design crit", "Contract review", "Pairing session", "Roadmap Q&A"]);
  const when = new Date(at.getTime() + rng.int(1, 6) * DAY);
  const id = link.meetingCode ?? "";
  const text =
    `Hi ${owner.name.split(" ")[0] ?? ""},\n\n${from.name} is inviting you to a scheduled Zoom meeting.\n\n` +
    `Topic: ${topic}\nTime: ${when.toUTCString()}\n\nJoin Zoom Meeting\n${link.url}\n\n` +
    `Meeting ID: ${id.slice(0, 3)} ${id.slice(3, 7)} ${id.slice(7)}\nPasscode: ${link.passcode ?? ""}\n\n---\nOne tap mobile\n+16465588656,,${id}# US (New York)\n`;
  return { from, to: [owner], subject: `Zoom meeting invitation - ${topic}`, date: at, labels: [...INBOX], root: textPart("text/plain", text) };
}

function teamsOutlookMail(rng: SeededRandom, owner: Owner, from: Person, at: Date): MailSpec {
  const link = videoLink(rng, "teams");
  const safelink = `https://nam12.safelinks.protection.outlook.com/?url=${encodeURIComponent(link.url)}&data=05%7C02%7C${rng.string("abcdef0123456789", 24)}&sdata=${rng.string("ABCDEFabcdef0123456789", 40)}&reserved=0`;
  const subject = rng.pick(["Quarterly business review", "Security questionnaire walkthrough", "Integration kickoff"]);
  const start = new Date(Math.floor((at.getTime() + rng.int(2, 8) * DAY) / HOUR) * HOUR);
  const end = new Date(start.getTime() + HOUR);
  const text = `${subject}\n\n________________________________________________________________________________\nMicrosoft Teams meeting\nJoin on your computer, mobile app or room device\nClick here to join the meeting<${link.url}>\nMeeting ID: ${link.meetingCode ?? ""}\nPasscode: ${link.passcode ?? ""}\n`;
  const html =
    `<html><head><style>p{margin:0}</style></head><body><p>${escape(subject)}</p><div style="width:100%">` +
    `<span>________________________________________________________________________________</span><br>` +
    `<b>Microsoft Teams meeting</b><br>Join on your computer, mobile app or room device<br>` +
    `<a href="${safelink}" target="_blank">Click here to join the meeting</a><br>Meeting ID: ${link.meetingCode ?? ""}<br>Passcode: ${link.passcode ?? ""}</div></body></html>`;
  const ics = renderIcs({
    uid: `040000008200E00074C5B7101A82E008000000${rng.string("0123456789ABCDEF", 32)}`,
    method: "REQUEST",
    summary: subject,
    start,
    end,
    organizer: from,
    attendees: [{ name: owner.name, email: owner.email }],
    location: "Microsoft Teams Meeting",
    description: text,
    stamp: at,
  });
  return {
    from,
    to: [owner],
    subject,
    date: at,
    labels: [...INBOX],
    root: multipart("alternative", [textPart("text/plain", text), textPart("text/html", html), calendarPart(ics, "REQUEST")]),
  };
}

/** Outlook on some clients: the invitation only as an .ics attachment typed application/octet-stream. */
function icsAttachmentMail(rng: SeededRandom, owner: Owner, from: Person, at: Date): MailSpec {
  const link = videoLink(rng, "teams-live");
  const start = new Date(Math.floor((at.getTime() + rng.int(1, 5) * DAY) / HOUR) * HOUR);
  const ics = renderIcs({
    uid: `${rng.string("0123456789abcdef", 32)}@outlook.example`,
    method: "REQUEST",
    summary: "Community call",
    start,
    end: new Date(start.getTime() + HOUR),
    organizer: from,
    attendees: [{ email: owner.email }],
    description: `Join: ${link.url}`,
    stamp: at,
  });
  return {
    from,
    to: [owner],
    subject: "Community call",
    date: at,
    labels: [...INBOX],
    root: multipart("mixed", [textPart("text/plain", "Details in the attached invitation."), attachmentPart("application/octet-stream", "meeting.ics", ics)]),
  };
}

/** A Meet link typed without its scheme, in a quick note. */
function meetNoteMail(rng: SeededRandom, owner: Owner, from: Person, at: Date): MailSpec {
  const link = videoLink(rng, "meet");
  const text = `Hey, can we hop on ${link.label} at 3 to go over the numbers? Should take 15 min.\n\n— ${from.name}`;
  return { from, to: [owner], subject: "Quick call?", date: at, labels: [...INBOX], root: textPart("text/plain", text) };
}

/** A newsletter whose meeting link is wrapped in Google's click tracker. */
function trackedNewsletterMail(rng: SeededRandom, owner: Owner, at: Date): MailSpec {
  const link = videoLink(rng, "zoom");
  const tracked = `https://www.google.com/url?q=${encodeURIComponent(link.url)}&sa=D&source=editors&ust=${at.getTime()}&usg=AOvVaw${rng.string("ABCDEFabcdef0123456789", 20)}`;
  const html =
    `<html><body><h1>Product Ops Monthly</h1><p>Our open office hours are back.</p>` +
    `<p><a href="${tracked}">Join the office hours on Zoom</a></p>` +
    `<p><a href="https://newsletter.example/unsubscribe?u=${rng.string("abcdef0123456789", 12)}">Unsubscribe</a></p></body></html>`;
  return {
    from: { name: "Product Ops", email: "news@productops.example" },
    to: [owner],
    subject: "Product Ops Monthly: office hours are back",
    date: at,
    labels: ["INBOX", "CATEGORY_UPDATES"],
    root: multipart("alternative", [textPart("text/plain", "Our open office hours are back. Join the office hours on Zoom."), textPart("text/html", html)]),
  };
}

function noiseMail(rng: SeededRandom, owner: Owner, at: Date): MailSpec {
  const pick = rng.pick([
    { from: { name: "Billing", email: "billing@saas.example" }, subject: "Your receipt #4821", text: "Thanks for your payment of $29.00." },
    { from: { name: "Marcus Chen", email: "marcus.chen@northwind.example" }, subject: "Lunch tomorrow?", text: "Thai place at 12:30? No need for a call." },
    { from: { name: "HR", email: "people@northwind.example" }, subject: "Benefits enrolment closes Friday", text: "Please review your selections in the portal." },
  ]);
  return { from: pick.from, to: [owner], subject: pick.subject, date: at, labels: ["INBOX"], root: textPart("text/plain", pick.text) };
}

/** Hostile links: look-alike domains, userinfo tricks, a javascript: href. None of them is a real meeting link. */
function lookalikeMail(owner: Owner, at: Date, spam: boolean): MailSpec {
  const html =
    `<p>Urgent: your meeting is about to start.</p>` +
    `<p><a href="javascript:alert(document.cookie)">Join Zoom meeting</a></p>` +
    `<p><a href="https://zoom.us.secure-login.example/j/84512345678">https://zoom.us/j/84512345678</a></p>` +
    `<p>Backup: https://meet.google.com@evil.example/abc-defg-hij and https://teams.microsoft.com.evil.example/l/meetup-join/19%3ameeting_x</p>` +
    `<p>Or http://zoom.us-verify.example/my/boss</p>`;
  return {
    from: { name: "Meeting Service", email: "no-reply@meetings-verify.example" },
    to: [owner],
    subject: spam ? "[Action required] Verify your Zoom account" : "Your meeting is about to start",
    date: at,
    labels: spam ? ["SPAM"] : ["INBOX", "UNREAD"],
    root: textPart("text/html", html),
  };
}

/** Broken MIME, as mail in the wild has it: bad base64, an empty multipart, a garbage calendar part. */
function brokenMails(owner: Owner, from: Person, at: Date): MailSpec[] {
  const badBase64: MimeNode = { ...textPart("text/plain", ""), brokenData: "***not base64url at all***%%%" };
  const garbageCalendar: MimeNode = { ...calendarPart("", "REQUEST"), brokenData: Buffer.from("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:notadate\r\n").toString("base64url") };
  return [
    { from, to: [owner], subject: "Fwd: agenda", date: at, labels: ["INBOX"], root: multipart("mixed", [badBase64]) },
    { from, to: [owner], subject: "(no content)", date: new Date(at.getTime() - HOUR), labels: ["INBOX"], root: { ...multipart("mixed", []), parts: [] } },
    { from, to: [owner], subject: "Invitation: broken", date: new Date(at.getTime() - 2 * HOUR), labels: ["INBOX"], root: multipart("mixed", [garbageCalendar]) },
  ];
}

/** A 2 MB body with a real Zoom link near the top. */
function hugeMail(rng: SeededRandom, owner: Owner, from: Person, at: Date): MailSpec {
  const link = videoLink(rng, "zoom");
  const filler = "Minutes of the meeting, appendix line. ".repeat(52_000);
  return {
    from,
    to: [owner],
    subject: "Minutes + next session link",
    date: at,
    labels: ["INBOX"],
    root: textPart("text/plain", `Next session: ${link.url}\n\n${filler}`),
  };
}

/** The account's recent mail: invitations for its calendar's meetings organised by others, plus everything else. */
export function generateMailbox(owner: Owner, calendarInvites: GoogleEvent[], anchor: Date): MailSpec[] {
  const rng = new SeededRandom(`mailbox:${owner.email}`);
  const [alice = { name: "Priya Raman", email: "priya.raman@northwind.example" }, bob = alice, carol = bob] = pickPeople(rng, 3, [owner.email]);
  const ago = (hours: number) => new Date(anchor.getTime() - hours * HOUR);
  const mails: MailSpec[] = [
    zoomMail(rng, owner, alice, ago(3)),
    teamsOutlookMail(rng, owner, bob, ago(20)),
    icsAttachmentMail(rng, owner, carol, ago(30)),
    meetNoteMail(rng, owner, alice, ago(44)),
    trackedNewsletterMail(rng, owner, ago(60)),
    noiseMail(rng, owner, ago(5)),
    noiseMail(rng, owner, ago(70)),
    lookalikeMail(owner, ago(12), false),
    lookalikeMail(owner, ago(13), true),
    ...brokenMails(owner, bob, ago(80)),
    hugeMail(rng, owner, carol, ago(90)),
    zoomMail(rng, owner, bob, ago(24 * 40)),
  ];
  calendarInvites.slice(0, 6).forEach((event, i) => mails.push(googleInviteMail(owner, event, ago(6 + i * 17))));
  return mails;
}

/** Mail that keeps arriving over time (besides invitations for new calendar events). */
export function driftMail(owner: Owner, step: number, at: Date): MailSpec {
  const rng = new SeededRandom(`mail-drift:${owner.email}:${step}`);
  const [from = { name: "Priya Raman", email: "priya.raman@northwind.example" }] = pickPeople(rng, 1, [owner.email]);
  switch (step % 4) {
    case 0:
      return zoomMail(rng, owner, from, at);
    case 1:
      return noiseMail(rng, owner, at);
    case 2:
      return teamsOutlookMail(rng, owner, from, at);
    default:
      return meetNoteMail(rng, owner, from, at);
  }
}

function escape(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

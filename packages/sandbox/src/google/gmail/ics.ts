export interface IcsEvent {
  uid: string;
  method: "REQUEST" | "CANCEL" | "REPLY" | "PUBLISH";
  summary: string;
  start: Date;
  end: Date;
  organizer: { name: string; email: string };
  attendees: { name?: string; email: string; partstat?: string }[];
  location?: string;
  description?: string;
  conferenceUrl?: string;
  sequence?: number;
  stamp: Date;
}

/** An iMIP invitation body (RFC 5545/6047) shaped like Google Calendar's. */
export function renderIcs(event: IcsEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `DTSTART:${icsDate(event.start)}`,
    `DTEND:${icsDate(event.end)}`,
    `DTSTAMP:${icsDate(event.stamp)}`,
    `ORGANIZER;CN=${event.organizer.name}:mailto:${event.organizer.email}`,
    `UID:${event.uid}`,
    ...event.attendees.map(
      (a) =>
        `ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=${a.partstat ?? "NEEDS-ACTION"};RSVP=TRUE;CN=${a.name ?? a.email};X-NUM-GUESTS=0:mailto:${a.email}`,
    ),
    ...(event.conferenceUrl ? [`X-GOOGLE-CONFERENCE:${event.conferenceUrl}`] : []),
    `CREATED:${icsDate(event.stamp)}`,
    `DESCRIPTION:${escapeText(event.description ?? "")}`,
    `LAST-MODIFIED:${icsDate(event.stamp)}`,
    `LOCATION:${escapeText(event.location ?? "")}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `STATUS:${event.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    `SUMMARY:${escapeText(event.summary)}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.flatMap(fold).join("\r\n") + "\r\n";
}

function icsDate(at: Date): string {
  return at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

function escapeText(value: string): string {
  return value.replaceAll("\\", "\\\\").replaceAll(";", "\\;").replaceAll(",", "\\,").replace(/\r?\n/g, "\\n");
}

/** Content lines longer than 75 octets continue on lines starting with a space. */
function fold(line: string): string[] {
  if (line.length <= 75) return [line];
  const out = [line.slice(0, 75)];
  for (let i = 75; i < line.length; i += 74) out.push(` ${line.slice(i, i + 74)}`);
  return out;
}

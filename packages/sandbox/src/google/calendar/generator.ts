import { videoLink, type VideoKind, type VideoLink } from "../common/links";
import { pickColleagues, pickPeople, type Person } from "../common/people";
import { SeededRandom } from "../common/random";
import { dateInZone, rfc3339InZone, zonedInstant } from "../common/time";
import type { ConferenceData, EventAttendee, EventSpec } from "./model";

const DAY = 86_400_000;

interface Template {
  summary: string;
  minutes: number;
  video: VideoKind | null;
  location?: string;
  /** The event lives in another time zone than the calendar. */
  timeZone?: string;
  attendees: number;
  /** Only colleagues at the account's own domain are invited (the cover rule "external only" skips these). */
  internal?: true;
}

const ONE_OFF: readonly Template[] = [
  { summary: "Design review: onboarding flow", minutes: 45, video: "zoom", attendees: 4, internal: true },
  { summary: "Customer call — Contoso", minutes: 30, video: "teams", attendees: 3 },
  { summary: "Interview: Senior Backend Engineer", minutes: 60, video: "meet", attendees: 2 },
  { summary: "Quarterly planning", minutes: 90, video: "meet", attendees: 6, internal: true },
  { summary: "Lunch with {person}", minutes: 60, video: null, location: "Café Lumen, 12 Harbour St", attendees: 1 },
  { summary: "Vendor demo: Fabrikam analytics", minutes: 45, video: "webex", attendees: 3 },
  { summary: "Board prep", minutes: 60, video: "zoom-vanity", attendees: 3 },
  { summary: "Coffee chat with {person}", minutes: 30, video: "zoom-personal", attendees: 1 },
  { summary: "Incident postmortem", minutes: 60, video: "meet", attendees: 5, internal: true },
  { summary: "Partner sync (Tokyo)", minutes: 30, video: "zoom", timeZone: "Asia/Tokyo", attendees: 2 },
  { summary: "Roadmap walkthrough", minutes: 45, video: "teams-live", attendees: 4 },
  { summary: "Hiring debrief", minutes: 30, video: "meet", attendees: 4, internal: true },
  { summary: "Budget check-in", minutes: 30, video: null, location: "Room 4.12", attendees: 2, internal: true },
];

const RECURRING: readonly (Template & { weekday: number; hour: number })[] = [
  { summary: "Weekly team sync", minutes: 30, video: "meet", attendees: 5, internal: true, weekday: 1, hour: 10 },
  { summary: "1:1 with {person}", minutes: 30, video: "zoom", attendees: 1, weekday: 3, hour: 15 },
  { summary: "Sprint planning", minutes: 60, video: "teams", attendees: 6, internal: true, weekday: 2, hour: 11 },
];

export const ZONES: Record<string, string> = {
  "ada@understudy.test": "Europe/London",
  "grace@understudy.test": "America/New_York",
  "alan@understudy.test": "Europe/London",
  "charles@understudy.test": "Europe/London",
  "katherine@understudy.test": "America/New_York",
};

export function zoneFor(email: string): string {
  return ZONES[email] ?? new SeededRandom(`zone:${email}`).pick(["Europe/Berlin", "America/Los_Angeles", "Europe/London", "Asia/Kolkata"]);
}

export interface Owner {
  email: string;
  name: string;
}

/** The account's calendar around `anchor`: a week back to five weeks ahead, workdays filled, a few oddities. */
export function generateCalendar(owner: Owner, zone: string, anchor: Date): EventSpec[] {
  const rng = new SeededRandom(`calendar:${owner.email}`);
  const specs: EventSpec[] = [];
  const firstDay = anchor.getTime() - 7 * DAY;

  for (const template of RECURRING) {
    const offset = (template.weekday - new Date(firstDay).getUTCDay() + 7) % 7;
    const day = new Date(firstDay + offset * DAY);
    specs.push({ ...eventFrom(rng, owner, zone, template, day, template.hour, 0), weeklyCount: 7 });
  }

  for (let d = 0; d < 42; d++) {
    const day = new Date(firstDay + d * DAY);
    const weekday = new Date(day.getTime() + 12 * 3_600_000).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const count = rng.int(1, 3);
    const hours = new Set<number>();
    for (let i = 0; i < count; i++) {
      const hour = rng.int(9, 16);
      if (hours.has(hour)) continue;
      hours.add(hour);
      specs.push(eventFrom(rng, owner, zone, rng.pick(ONE_OFF), day, hour, rng.pick([0, 15, 30])));
    }
  }

  specs.push(...oddities(rng, owner, zone, anchor));
  return specs;
}

/** A realistic single event on `day` at local `hour:minute`, from a template. */
export function eventFrom(rng: SeededRandom, owner: Owner, zone: string, template: Template, day: Date, hour: number, minute: number): EventSpec {
  const eventZone = template.timeZone ?? zone;
  const [y, m, d] = dateInZone(day, zone).split("-").map(Number) as [number, number, number];
  const localHour = template.timeZone ? rng.int(8, 10) : hour;
  const start = zonedInstant(eventZone, y, m - 1, d, localHour, minute);
  const end = new Date(start.getTime() + template.minutes * 60_000);
  const guests = template.internal ? pickColleagues(rng, template.attendees, owner.email) : pickPeople(rng, template.attendees, [owner.email]);
  const invitedBy = rng.chance(0.45) ? guests[0] : undefined;
  const summary = template.summary.replace("{person}", guests[0]?.name ?? "a colleague");
  const link = template.video ? videoLink(rng, template.video, invitedBy?.name ?? owner.name) : undefined;
  return {
    summary,
    start: { dateTime: rfc3339InZone(start, eventZone), timeZone: eventZone },
    end: { dateTime: rfc3339InZone(end, eventZone), timeZone: eventZone },
    ...(invitedBy ? { organizer: { email: invitedBy.email, displayName: invitedBy.name } } : {}),
    attendees: attendeesFor(rng, owner, guests, invitedBy),
    ...(template.location ? { location: template.location } : {}),
    ...(link ? attachVideo(rng, link, summary) : { description: `Agenda: ${summary.toLowerCase()}.` }),
  };
}

/** A new invitation from someone else, used by the calendar's drift over time. */
export function inviteSpec(rng: SeededRandom, owner: Owner, zone: string, at: Date): EventSpec {
  const template = rng.pick(ONE_OFF.filter((t) => t.video !== null));
  const day = new Date(at.getTime() + rng.int(1, 10) * DAY);
  const spec = eventFrom(rng, owner, zone, { ...template, attendees: Math.max(2, template.attendees) }, day, rng.int(9, 16), rng.pick([0, 30]));
  const [organizer] = pickPeople(rng, 1, [owner.email]);
  if (!organizer) return spec;
  const others = (spec.attendees ?? []).filter((a) => !a.self && a.email !== organizer.email);
  return {
    ...spec,
    organizer: { email: organizer.email, displayName: organizer.name },
    attendees: [
      { email: organizer.email, displayName: organizer.name, organizer: true, responseStatus: "accepted" },
      { email: owner.email, displayName: owner.name, self: true, responseStatus: "needsAction" },
      ...others,
    ],
  };
}

function attendeesFor(rng: SeededRandom, owner: Owner, guests: Person[], organizer: Person | undefined): EventAttendee[] {
  const self: EventAttendee = {
    email: owner.email,
    displayName: owner.name,
    self: true,
    ...(organizer ? {} : { organizer: true }),
    responseStatus: organizer ? rng.pick(["needsAction", "accepted", "accepted", "tentative"] as const) : "accepted",
  };
  return [
    self,
    ...guests.map((g): EventAttendee => ({
      email: g.email,
      displayName: g.name,
      ...(g === organizer ? { organizer: true } : {}),
      responseStatus: g === organizer ? "accepted" : rng.pick(["needsAction", "accepted", "declined", "tentative"] as const),
    })),
  ];
}

/** How each provider's link shows up on a Google event: conferenceData, hangoutLink, location or description. */
export function attachVideo(rng: SeededRandom, link: VideoLink, summary: string): Partial<EventSpec> {
  switch (link.kind) {
    case "meet":
      return {
        hangoutLink: link.url,
        conferenceData: meetConference(link, rng),
        description: `Agenda: ${summary.toLowerCase()}.`,
      };
    case "zoom":
    case "zoom-vanity":
      return rng.chance(0.5)
        ? {
            conferenceData: {
              conferenceId: link.meetingCode,
              conferenceSolution: { key: { type: "addOn" }, name: "Zoom Meeting", iconUri: "https://lh3.googleusercontent.com/zoom-icon" },
              entryPoints: [
                { entryPointType: "video", uri: link.url, label: link.label, meetingCode: link.meetingCode ?? "", passcode: link.passcode ?? "" },
                { entryPointType: "phone", uri: "tel:+16465588656,,84512345678#", label: "+1 646-558-8656", regionCode: "US" },
              ],
              notes: "Meeting host: see the Zoom invitation.",
            },
            description: `Zoom meeting.\n\nMeeting ID: ${link.meetingCode ?? ""}\nPasscode: ${link.passcode ?? ""}`,
          }
        : {
            location: link.url,
            description: `Join Zoom Meeting\n${link.url}\n\nMeeting ID: ${link.meetingCode ?? ""}\nPasscode: ${link.passcode ?? ""}`,
          };
    case "zoom-personal":
      return { location: link.url, description: `My personal meeting room: ${link.url}` };
    case "teams":
    case "teams-live":
      return {
        location: "Microsoft Teams Meeting",
        description:
          `<div>________________________________________________________________________________</div>` +
          `<div><b>Microsoft Teams meeting</b></div><div>Join on your computer, mobile app or room device</div>` +
          `<div><a href="${link.url}" target="_blank" rel="noreferrer noopener">Click here to join the meeting</a></div>` +
          `<div>Meeting ID: ${link.meetingCode ?? ""}<br>Passcode: ${link.passcode ?? ""}</div>` +
          `<div>________________________________________________________________________________</div>`,
      };
    case "webex":
      return { location: link.url, description: `Webex meeting. Join: ${link.url}` };
  }
}

function meetConference(link: VideoLink, rng: SeededRandom): ConferenceData {
  return {
    conferenceId: link.meetingCode,
    conferenceSolution: {
      key: { type: "hangoutsMeet" },
      name: "Google Meet",
      iconUri: "https://fonts.gstatic.com/s/i/productlogos/meet_2020q4/v6/web-512dp/logo_meet_2020q4_color_2x_web_512dp.png",
    },
    entryPoints: [
      { entryPointType: "video", uri: link.url, label: link.label },
      { entryPointType: "phone", uri: `tel:+1-${rng.int(200, 989)}-555-0${rng.int(100, 199)}`, label: "+1 555-0100", pin: String(rng.int(100_000_000, 999_999_999)), regionCode: "US" },
      { entryPointType: "more", uri: `https://tel.meet/${link.meetingCode ?? ""}?pin=${rng.int(1000, 9999)}` },
    ],
  };
}

/** Events a sync has to survive: all-day, out of office, a half-hour time zone, hostile links, a tentative one. */
function oddities(rng: SeededRandom, owner: Owner, zone: string, anchor: Date): EventSpec[] {
  const day = (offset: number) => dateInZone(new Date(anchor.getTime() + offset * DAY), zone);
  const at = (offset: number, hour: number, eventZone = zone) => {
    const [y, m, d] = day(offset).split("-").map(Number) as [number, number, number];
    return zonedInstant(eventZone, y, m - 1, d, hour, 30);
  };
  const timed = (start: Date, minutes: number, eventZone: string) => ({
    start: { dateTime: rfc3339InZone(start, eventZone), timeZone: eventZone },
    end: { dateTime: rfc3339InZone(new Date(start.getTime() + minutes * 60_000), eventZone), timeZone: eventZone },
  });
  const meet = videoLink(rng, "meet");
  return [
    { summary: "Company offsite", start: { date: day(9) }, end: { date: day(11) }, description: "Two days, no laptops." },
    { summary: "Out of office", eventType: "outOfOffice", start: { date: day(16) }, end: { date: day(17) } },
    { summary: "Sync with St. John's office", ...timed(at(4, 11, "America/St_Johns"), 30, "America/St_Johns"), ...attachVideo(rng, meet, "sync") },
    {
      summary: "Totally legit meeting",
      ...timed(at(6, 14), 30, zone),
      description:
        'Join here: <a href="javascript:alert(1)">https://zoom.us/j/1234567890</a> or https://zoom.us.join-meeting.example/j/9988776655 ' +
        "or https://meet.google.com.evil.example/abc-defg-hij",
    },
    { summary: "Hold: maybe a workshop", status: "tentative", ...timed(at(8, 13), 120, zone), attendees: [{ email: owner.email, self: true, responseStatus: "tentative", organizer: true }] },
  ];
}

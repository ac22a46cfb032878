/** Calendar v3 shapes as the sandbox renders them (reference §3 "Event fields"). */
export interface EventDateTime {
  dateTime?: string;
  date?: string;
  timeZone?: string;
}

export interface EventPerson {
  email: string;
  displayName?: string;
  self?: boolean;
}

export interface EventAttendee extends EventPerson {
  organizer?: boolean;
  optional?: boolean;
  responseStatus: "needsAction" | "declined" | "tentative" | "accepted";
}

export interface EntryPoint {
  entryPointType: "video" | "phone" | "sip" | "more";
  uri: string;
  label?: string;
  pin?: string;
  passcode?: string;
  meetingCode?: string;
  regionCode?: string;
}

export interface ConferenceData {
  conferenceId?: string;
  conferenceSolution?: { key: { type: string }; name: string; iconUri?: string };
  entryPoints?: EntryPoint[];
  notes?: string;
}

export type EventStatus = "confirmed" | "tentative" | "cancelled";

export interface GoogleEvent {
  kind: "calendar#event";
  etag: string;
  id: string;
  status: EventStatus;
  htmlLink: string;
  created: string;
  updated: string;
  summary?: string;
  description?: string;
  location?: string;
  creator?: EventPerson;
  organizer?: EventPerson;
  start: EventDateTime;
  end: EventDateTime;
  recurrence?: string[];
  recurringEventId?: string;
  originalStartTime?: EventDateTime;
  iCalUID: string;
  sequence: number;
  attendees?: EventAttendee[];
  hangoutLink?: string;
  conferenceData?: ConferenceData;
  eventType: "default" | "outOfOffice" | "focusTime" | "workingLocation";
  reminders: { useDefault: boolean };
}

/** What a test or the generator supplies; the store fills in identity, etag and timestamps. */
export interface EventSpec {
  id?: string;
  summary?: string;
  description?: string;
  location?: string;
  start: EventDateTime;
  end: EventDateTime;
  status?: Exclude<EventStatus, "cancelled">;
  organizer?: EventPerson;
  attendees?: EventAttendee[];
  hangoutLink?: string;
  conferenceData?: ConferenceData;
  eventType?: GoogleEvent["eventType"];
  /** Weekly repetitions: makes a series with this many instances. */
  weeklyCount?: number;
}

export type EventPatch = Partial<Pick<EventSpec, "summary" | "description" | "location" | "start" | "end" | "attendees" | "hangoutLink" | "conferenceData">> & {
  status?: Exclude<EventStatus, "cancelled">;
};

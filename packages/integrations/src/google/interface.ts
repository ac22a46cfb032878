import type { MeetingLink } from "./links";

/** What Understudy needs from Google: connect an account, read its calendar, scan its mail. */
export interface GoogleConnector {
  /**
   * The consent URL, incremental (`include_granted_scopes`) and offline, with PKCE: Calendar + Gmail read access,
   * or only `scopes` when given (one more permission asked for when first needed; what was granted stays).
   */
  authorizationUrl(input: { state: string; codeChallenge: string; loginHint?: string; scopes?: readonly string[] }): string;
  createPkcePair(): Promise<{ verifier: string; challenge: string }>;
  exchangeCode(input: { code: string; codeVerifier: string }): Promise<GrantedTokens>;
  /** Revokes the whole grant behind a token. A token Google no longer knows counts as revoked. */
  revoke(token: string): Promise<void>;
  /** API access for one stored grant; new access tokens are handed to `onTokens` for storage. */
  session(credentials: GoogleCredentials, onTokens?: (update: TokenUpdate) => void | Promise<void>): GoogleSession;
}

export interface GrantedTokens {
  accessToken: string;
  /** Absent when Google did not issue a new one (a repeat consent without prompt=consent). */
  refreshToken: string | null;
  expiresAt: Date | null;
  scopes: string[];
  /** From the ID token, when the grant includes openid/email. */
  email: string | null;
  subject: string | null;
}

export interface GoogleCredentials {
  refreshToken: string;
  accessToken?: string | null;
  accessTokenExpiresAt?: Date | null;
}

export interface TokenUpdate {
  accessToken: string;
  expiresAt: Date | null;
  /** Google rotates refresh tokens rarely; when it does, the new one must replace the stored one. */
  refreshToken: string | null;
}

export interface GoogleSession {
  calendar: CalendarApi;
  gmail: GmailApi;
}

export interface ListEventsInput {
  syncToken?: string;
  pageToken?: string;
  timeMin?: Date;
  timeMax?: Date;
  maxResults?: number;
  /** Upcoming-first order (only for listings without a sync token). */
  orderByStartTime?: boolean;
}

export interface EventsPage {
  events: CalendarEvent[];
  nextPageToken: string | null;
  nextSyncToken: string | null;
}

export interface CalendarApi {
  /** One page of `events.list` on the primary calendar, recurring events expanded. */
  listEvents(input: ListEventsInput): Promise<EventsPage>;
  /** `events.get` on the primary calendar: the event as it is now (a deleted one reads `cancelled`), or null when Google no longer has it. */
  getEvent(eventId: string): Promise<CalendarEvent | null>;
  /** `events.insert` on the primary calendar (needs calendar.events); nobody is invited. */
  insertEvent(input: NewCalendarEvent): Promise<{ id: string; htmlLink: string | null }>;
}

export interface NewCalendarEvent {
  summary: string;
  description: string;
  start: Date;
  end: Date;
  /** IANA zone the times are shown in. */
  timeZone: string;
}

export type ResponseStatus = "needsAction" | "declined" | "tentative" | "accepted";

export interface EventAttendee {
  email: string;
  name: string | null;
  responseStatus: ResponseStatus;
  organizer: boolean;
  self: boolean;
  optional: boolean;
}

/** A calendar event, normalised: times as instants, the meeting link found, HTML kept out. */
export interface CalendarEvent {
  id: string;
  status: "confirmed" | "tentative" | "cancelled";
  title: string;
  /** Plain text (HTML descriptions are converted). */
  description: string | null;
  /** Null for all-day events and events without a usable start. */
  start: Date | null;
  end: Date | null;
  allDay: boolean;
  location: string | null;
  meeting: MeetingLink | null;
  attendees: EventAttendee[];
  organizer: { email: string; name: string | null; self: boolean } | null;
  /** The signed-in user's own answer, when they are on the guest list. */
  selfResponseStatus: ResponseStatus | null;
  recurringEventId: string | null;
  htmlLink: string | null;
  updated: Date | null;
}

export interface GmailApi {
  listMessageIds(input: { q: string; maxResults: number; pageToken?: string }): Promise<{ ids: string[]; nextPageToken: string | null }>;
  /** The message parsed for meeting links and calendar parts; null when it no longer exists. */
  getMessage(id: string): Promise<ParsedMail | null>;
  /** `users.drafts.create` with an RFC 2822 message (needs gmail.compose). Nothing is sent. */
  createDraft(rfc2822: string): Promise<{ id: string; messageId: string | null }>;
}

export interface CalendarPartInfo {
  method: string | null;
  summary: string | null;
  start: Date | null;
  end: Date | null;
  location: string | null;
}

export interface ParsedMail {
  id: string;
  threadId: string | null;
  subject: string;
  sender: string;
  date: Date | null;
  snippet: string;
  meetingUrls: MeetingLink[];
  /** The first text/calendar part or .ics attachment, when the mail has one that parses. */
  calendar: CalendarPartInfo | null;
  hasCalendarPart: boolean;
}

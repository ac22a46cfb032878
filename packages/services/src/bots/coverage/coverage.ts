import type { BotCoverRule, MeetingAttendee } from "@understudy/db/schema";
import { botPlatform } from "@understudy/integrations/meeting-links";

/**
 * Why a meeting is or is not covered by a stand-in bot. The codes are the API's (`reason`); the UI
 * turns them into sentences.
 */
export const COVER_REASONS = [
  "cancelled",
  "completed",
  "no_link",
  "unsupported_link",
  "turned_on",
  "turned_off",
  "rule_all",
  "rule_organised_by_me",
  "not_organised_by_me",
  "rule_external",
  "internal_only",
  "rule_none",
] as const;
export type CoverReason = (typeof COVER_REASONS)[number];

export interface CoverMeeting {
  status: string;
  meetingUrl: string | null;
  source: string;
  organizerEmail: string | null;
  attendees: readonly MeetingAttendee[];
  /** The per-meeting toggle: null follows the rule. */
  botCover: boolean | null;
}

export interface CoverDecision {
  covered: boolean;
  reason: CoverReason;
}

// Consumer mailboxes: two people at gmail.com do not work for the same company.
const PUBLIC_MAIL_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "icloud.com",
  "me.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.de",
  "web.de",
  "yandex.com",
  "zoho.com",
  "fastmail.com",
]);

const normalise = (email: string) => email.trim().toLowerCase();
const domainOf = (email: string) => normalise(email).split("@").pop() ?? "";

/** Same organisation: the same domain, or one a subdomain of the other (eng.acme.com and acme.com). */
function sameOrganisation(a: string, b: string): boolean {
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}

/**
 * Whether `email` is outside the organisation of `ownerEmail`: another domain (a subdomain is the same
 * organisation), or any other address when the owner's is a consumer mailbox, where a domain says nothing.
 */
export function outsideOrganisation(ownerEmail: string, email: string): boolean {
  const mine = domainOf(ownerEmail);
  if (normalise(email) === normalise(ownerEmail)) return false;
  if (PUBLIC_MAIL_DOMAINS.has(mine)) return true;
  return !sameOrganisation(domainOf(email), mine);
}

/** The user's addresses, lower-cased, with the calendar's own `self` attendee first (whatever account it is). */
function identities(meeting: Pick<CoverMeeting, "attendees">, emails: readonly string[]): string[] {
  const self = meeting.attendees.find((a) => a.self)?.email;
  return [...new Set([...(self ? [self] : []), ...emails].map(normalise).filter((e) => e.includes("@")))];
}

/**
 * True when someone other than the user is invited from outside the user's organisation: an attendee
 * (or the organiser) whose email domain is not the user's. On a consumer mailbox every other address
 * counts as outside, because the domain says nothing about who works together. `emails` are the
 * user's own addresses (sign-in and connected calendar), the first one's domain being theirs.
 */
export function hasExternalParticipant(meeting: Pick<CoverMeeting, "organizerEmail" | "attendees">, emails: readonly string[]): boolean {
  const mine = identities(meeting, emails);
  const myDomain = domainOf(mine[0] ?? "");
  const others = [...meeting.attendees.filter((a) => !a.self).map((a) => a.email), ...(meeting.organizerEmail ? [meeting.organizerEmail] : [])]
    .map(normalise)
    .filter((email) => email.includes("@") && !mine.includes(email));
  if (PUBLIC_MAIL_DOMAINS.has(myDomain)) return others.length > 0;
  return others.some((email) => !sameOrganisation(domainOf(email), myDomain));
}

/**
 * The user organises the meeting: the calendar names them organiser, or they created it in Understudy
 * (a manual meeting has no calendar organiser but is theirs by construction).
 */
export function isOrganisedBy(meeting: Pick<CoverMeeting, "organizerEmail" | "attendees" | "source">, emails: readonly string[]): boolean {
  const mine = identities(meeting, emails);
  if (meeting.organizerEmail) return mine.includes(normalise(meeting.organizerEmail));
  const organiser = meeting.attendees.find((a) => a.organizer);
  if (organiser) return organiser.self || mine.includes(normalise(organiser.email));
  return meeting.source === "manual";
}

/**
 * Whether a stand-in bot should cover the meeting. Order matters: a meeting that is over, cancelled or
 * has no link a bot can join is never covered (not even when toggled on); then the per-meeting toggle
 * wins; then the user's rule.
 */
export function decideCover(meeting: CoverMeeting, user: { emails: readonly string[]; rule: BotCoverRule }): CoverDecision {
  if (meeting.status === "cancelled") return { covered: false, reason: "cancelled" };
  if (meeting.status === "completed") return { covered: false, reason: "completed" };
  if (!meeting.meetingUrl) return { covered: false, reason: "no_link" };
  if (!botPlatform(meeting.meetingUrl)) return { covered: false, reason: "unsupported_link" };
  if (meeting.botCover === true) return { covered: true, reason: "turned_on" };
  if (meeting.botCover === false) return { covered: false, reason: "turned_off" };
  switch (user.rule) {
    case "all_with_link":
      return { covered: true, reason: "rule_all" };
    case "organised_by_me":
      return isOrganisedBy(meeting, user.emails) ? { covered: true, reason: "rule_organised_by_me" } : { covered: false, reason: "not_organised_by_me" };
    case "external_only":
      return hasExternalParticipant(meeting, user.emails) ? { covered: true, reason: "rule_external" } : { covered: false, reason: "internal_only" };
    case "none":
      return { covered: false, reason: "rule_none" };
  }
}

import { describe, expect, it } from "vitest";
import type { BotCoverRule, MeetingAttendee } from "@understudy/db/schema";
import { decideCover, hasExternalParticipant, isOrganisedBy, type CoverMeeting } from "./coverage";

const ME = "ada@acme.com";
const ZOOM = "https://zoom.us/j/1234567890?pwd=abc";
const person = (email: string, extra: Partial<MeetingAttendee> = {}): MeetingAttendee => ({ email, name: null, self: false, organizer: false, responseStatus: "accepted", ...extra });
const self = (extra: Partial<MeetingAttendee> = {}) => person(ME, { self: true, ...extra });

const meeting = (overrides: Partial<CoverMeeting> = {}): CoverMeeting => ({
  status: "scheduled",
  meetingUrl: ZOOM,
  source: "calendar",
  organizerEmail: ME,
  attendees: [self({ organizer: true }), person("bob@acme.com")],
  botCover: null,
  ...overrides,
});

const internalMine = meeting();
const internalTheirs = meeting({ organizerEmail: "bob@acme.com", attendees: [person("bob@acme.com", { organizer: true }), self()] });
const externalMine = meeting({ attendees: [self({ organizer: true }), person("priya@northwind.example")] });
const externalTheirs = meeting({ organizerEmail: "priya@northwind.example", attendees: [person("priya@northwind.example", { organizer: true }), self()] });
const manualMeeting = meeting({ source: "manual", organizerEmail: null, attendees: [] });

describe("decideCover: the rule, per kind of meeting", () => {
  const rules: BotCoverRule[] = ["all_with_link", "organised_by_me", "external_only", "none"];
  // [meeting, covered under each rule in `rules` order]
  const table: [string, CoverMeeting, [boolean, boolean, boolean, boolean]][] = [
    ["internal, organised by me", internalMine, [true, true, false, false]],
    ["internal, organised by a colleague", internalTheirs, [true, false, false, false]],
    ["external, organised by me", externalMine, [true, true, true, false]],
    ["external, organised by them", externalTheirs, [true, false, true, false]],
    ["manual meeting (no attendees)", manualMeeting, [true, true, false, false]],
  ];
  for (const [label, m, expected] of table) {
    it.each(rules.map((rule, i) => [rule, expected[i]] as const))(`${label} — %s → covered %s`, (rule, covered) => {
      expect(decideCover(m, { emails: [ME], rule }).covered).toBe(covered);
    });
  }

  it("names the reason for each rule's answer", () => {
    expect(decideCover(internalMine, { emails: [ME], rule: "all_with_link" })).toEqual({ covered: true, reason: "rule_all" });
    expect(decideCover(internalMine, { emails: [ME], rule: "organised_by_me" })).toEqual({ covered: true, reason: "rule_organised_by_me" });
    expect(decideCover(internalTheirs, { emails: [ME], rule: "organised_by_me" })).toEqual({ covered: false, reason: "not_organised_by_me" });
    expect(decideCover(externalTheirs, { emails: [ME], rule: "external_only" })).toEqual({ covered: true, reason: "rule_external" });
    expect(decideCover(internalMine, { emails: [ME], rule: "external_only" })).toEqual({ covered: false, reason: "internal_only" });
    expect(decideCover(internalMine, { emails: [ME], rule: "none" })).toEqual({ covered: false, reason: "rule_none" });
  });
});

describe("decideCover: the per-meeting toggle and what is never covered", () => {
  it.each([
    ["toggled on beats rule none", meeting({ botCover: true }), "none", { covered: true, reason: "turned_on" }],
    ["toggled on beats an internal meeting under external_only", meeting({ botCover: true }), "external_only", { covered: true, reason: "turned_on" }],
    ["toggled off beats rule all", meeting({ botCover: false }), "all_with_link", { covered: false, reason: "turned_off" }],
    ["cancelled, even toggled on", meeting({ status: "cancelled", botCover: true }), "all_with_link", { covered: false, reason: "cancelled" }],
    ["completed, even toggled on", meeting({ status: "completed", botCover: true }), "all_with_link", { covered: false, reason: "completed" }],
    ["no link, even toggled on", meeting({ meetingUrl: null, botCover: true }), "all_with_link", { covered: false, reason: "no_link" }],
    ["a Webex link", meeting({ meetingUrl: "https://acme.webex.com/meet/ada" }), "all_with_link", { covered: false, reason: "unsupported_link" }],
    ["a look-alike host", meeting({ meetingUrl: "https://zoom.us.join-meeting.example/j/9988776655" }), "all_with_link", { covered: false, reason: "unsupported_link" }],
    ["a Meet link", meeting({ meetingUrl: "https://meet.google.com/abc-defg-hij" }), "all_with_link", { covered: true, reason: "rule_all" }],
    ["a Teams link", meeting({ meetingUrl: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_x%40thread.v2/0" }), "all_with_link", { covered: true, reason: "rule_all" }],
    ["in progress still counts", meeting({ status: "in_progress" }), "all_with_link", { covered: true, reason: "rule_all" }],
  ] as const)("%s", (_label, m, rule, expected) => {
    expect(decideCover(m, { emails: [ME], rule })).toEqual(expected);
  });
});

describe("hasExternalParticipant", () => {
  it.each([
    ["only colleagues", [self(), person("bob@acme.com")], null, false],
    ["a colleague on a subdomain", [self(), person("bob@eng.acme.com")], null, false],
    ["someone from another company", [self(), person("priya@northwind.example")], null, true],
    ["a look-alike domain", [self(), person("eve@acme.com.evil.example")], null, true],
    ["an outside organiser not on the guest list", [self()], "priya@northwind.example", true],
    ["nobody but me", [self()], null, false],
    ["case does not matter", [self(), person("BOB@ACME.COM")], "Ada@Acme.com", false],
  ] as const)("%s → %s", (_label, attendees, organizerEmail, expected) => {
    expect(hasExternalParticipant({ attendees: [...attendees], organizerEmail }, [ME])).toBe(expected);
  });

  it("treats every other address as external on a consumer mailbox", () => {
    expect(hasExternalParticipant({ attendees: [person("ada@gmail.com", { self: true }), person("bob@gmail.com")], organizerEmail: null }, ["ada@gmail.com"])).toBe(true);
    expect(hasExternalParticipant({ attendees: [person("ada@gmail.com", { self: true })], organizerEmail: "ada@gmail.com" }, ["ada@gmail.com"])).toBe(false);
  });
});

describe("a calendar account other than the sign-in address", () => {
  const work = "ada@acme.com";
  const signIn = "ada.lovelace@gmail.com";
  it("knows the user by the calendar's self attendee and by every address they gave", () => {
    const theirs = meeting({ organizerEmail: work, attendees: [person(work, { self: true, organizer: true }), person("bob@acme.com")] });
    expect(isOrganisedBy(theirs, [signIn])).toBe(true);
    expect(hasExternalParticipant(theirs, [signIn])).toBe(false);
    const noGuests = meeting({ organizerEmail: work, attendees: [] });
    expect(isOrganisedBy(noGuests, [signIn])).toBe(false);
    expect(isOrganisedBy(noGuests, [work, signIn])).toBe(true);
    expect(hasExternalParticipant(noGuests, [work, signIn])).toBe(false);
  });
});

describe("isOrganisedBy", () => {
  it("reads the organiser email, then the organiser attendee, then the source", () => {
    expect(isOrganisedBy({ organizerEmail: "ADA@acme.com", attendees: [], source: "calendar" }, [ME])).toBe(true);
    expect(isOrganisedBy({ organizerEmail: null, attendees: [self({ organizer: true })], source: "calendar" }, [ME])).toBe(true);
    expect(isOrganisedBy({ organizerEmail: null, attendees: [person("bob@acme.com", { organizer: true })], source: "calendar" }, [ME])).toBe(false);
    expect(isOrganisedBy({ organizerEmail: null, attendees: [], source: "manual" }, [ME])).toBe(true);
    expect(isOrganisedBy({ organizerEmail: null, attendees: [], source: "gmail" }, [ME])).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { toCalendarEvent } from "./calendar-event";

const base = { id: "evt1", summary: "Weekly sync", start: { dateTime: "2026-01-07T10:00:00+01:00" }, end: { dateTime: "2026-01-07T10:30:00+01:00" } };

describe("toCalendarEvent", () => {
  it("normalises times, attendees, the organizer and the user's own answer", () => {
    const event = toCalendarEvent({
      ...base,
      organizer: { email: "bob@example.com", displayName: "Bob" },
      attendees: [
        { email: "bob@example.com", organizer: true, responseStatus: "accepted" },
        { email: "ada@example.com", self: true, responseStatus: "needsAction" },
        { displayName: "Room without email" },
        { email: "eve@example.com", responseStatus: "maybe?" },
      ],
      hangoutLink: "https://meet.google.com/abc-defg-hij",
    });
    expect(event).toMatchObject({
      id: "evt1",
      status: "confirmed",
      title: "Weekly sync",
      start: new Date("2026-01-07T09:00:00Z"),
      end: new Date("2026-01-07T09:30:00Z"),
      allDay: false,
      meeting: { platform: "google_meet", url: "https://meet.google.com/abc-defg-hij" },
      organizer: { email: "bob@example.com", name: "Bob", self: false },
      selfResponseStatus: "needsAction",
    });
    expect(event?.attendees.map((a) => [a.email, a.responseStatus])).toEqual([
      ["bob@example.com", "accepted"],
      ["ada@example.com", "needsAction"],
      ["eve@example.com", "needsAction"],
    ]);
  });

  it("prefers the conference's video entry point, then hangoutLink, then location, then description", () => {
    const zoom = "https://us02web.zoom.us/j/84512345678?pwd=x";
    expect(
      toCalendarEvent({
        ...base,
        conferenceData: { entryPoints: [{ entryPointType: "phone", uri: "tel:+1-555" }, { entryPointType: "video", uri: zoom }] },
        hangoutLink: "https://meet.google.com/abc-defg-hij",
      })?.meeting,
    ).toEqual({ platform: "zoom", url: zoom });
    expect(toCalendarEvent({ ...base, location: "https://zoom.us/my/ada", description: "https://meet.google.com/abc-defg-hij" })?.meeting).toEqual({
      platform: "zoom",
      url: "https://zoom.us/my/ada",
    });
    const teams = "https://teams.microsoft.com/l/meetup-join/19%3ameeting_x%40thread.v2/0";
    const teamsHtml = `<div>${"_".repeat(80)}</div><div><b>Microsoft Teams meeting</b></div><div><a href="${teams}">Click here to join the meeting</a></div><div>${"_".repeat(80)}</div>`;
    expect(toCalendarEvent({ ...base, location: "Microsoft Teams Meeting", description: teamsHtml })).toMatchObject({
      meeting: { platform: "teams", url: teams },
      description: "Microsoft Teams meeting\nClick here to join the meeting",
    });
    expect(toCalendarEvent({ ...base, conferenceData: { entryPoints: [{ entryPointType: "video", uri: "https://whereby.com/acme" }] } })?.meeting).toEqual({
      platform: "other",
      url: "https://whereby.com/acme",
    });
  });

  it("finds no meeting in hostile descriptions", () => {
    const event = toCalendarEvent({
      ...base,
      description:
        'Join: <a href="javascript:alert(1)">https://zoom.us/j/1234567890</a> or https://zoom.us.join-meeting.example/j/9988776655 or https://meet.google.com.evil.example/abc-defg-hij',
    });
    expect(event?.meeting).toBeNull();
  });

  it("survives malformed events: no start, all-day, floating times, odd zones, no id, cancellations", () => {
    expect(toCalendarEvent({ summary: "no id" })).toBeNull();
    expect(toCalendarEvent({ id: "x1" })).toMatchObject({ title: "(No title)", start: null, end: null, meeting: null, allDay: false });
    expect(toCalendarEvent({ id: "x2", start: { date: "2026-01-09" }, end: { date: "2026-01-11" } })).toMatchObject({ allDay: true, start: null, end: null });
    expect(toCalendarEvent({ id: "x3", start: { dateTime: "2026-07-01T09:00:00", timeZone: "America/St_Johns" } })?.start).toEqual(new Date("2026-07-01T11:30:00Z"));
    expect(toCalendarEvent({ id: "x4", start: { dateTime: "2026-01-07T09:00:00", timeZone: "Not/AZone" } })?.start).toBeNull();
    expect(toCalendarEvent({ id: "x5", start: { dateTime: "yesterday" } })?.start).toBeNull();
    expect(toCalendarEvent({ ...base, id: "x6", end: { dateTime: "2026-01-07T08:00:00+01:00" } })?.end).toEqual(new Date("2026-01-07T09:00:00Z"));
    expect(toCalendarEvent({ id: "gone", status: "cancelled" })).toMatchObject({ id: "gone", status: "cancelled", start: null });
    expect(toCalendarEvent({ ...base, id: "i1", recurringEventId: "series" })?.recurringEventId).toBe("series");
    expect(toCalendarEvent({ ...base, summary: "x".repeat(5000) })?.title).toHaveLength(500);
  });
});

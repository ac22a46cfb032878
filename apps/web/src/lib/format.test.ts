import { afterEach, describe, expect, it, vi } from "vitest";
import { firstName, formatClock, formatDate, formatMeetingTime, formatPercent, platformLabel } from "./format";
import { inProcessTimeZone } from "~/test/process-time-zone";

const en = { timeZone: "UTC", now: new Date("2026-06-01T00:00:00Z") };

describe("formatMeetingTime", () => {
  it("shows short month, day, hour and minute", () => {
    expect(formatMeetingTime("2026-11-24T10:00:00Z", en)).toBe("Nov 24, 10:00 AM");
    expect(formatMeetingTime(new Date("2026-03-05T15:07:00Z"), en)).toBe("Mar 5, 3:07 PM");
  });

  it("honours the time zone", () => {
    expect(formatMeetingTime("2026-11-24T10:00:00Z", { ...en, timeZone: "America/New_York" })).toBe("Nov 24, 5:00 AM");
    expect(formatMeetingTime("2026-11-24T23:30:00Z", { ...en, timeZone: "Asia/Kolkata" })).toBe("Nov 25, 5:00 AM");
  });

  it("writes midnight and noon as 12", () => {
    expect(formatMeetingTime("2026-11-24T00:05:00Z", en)).toBe("Nov 24, 12:05 AM");
    expect(formatMeetingTime("2026-11-24T12:00:00Z", en)).toBe("Nov 24, 12:00 PM");
  });

  it("says the year of a date in another year than now's", () => {
    expect(formatMeetingTime("2027-01-15T10:00:00Z", en)).toBe("Jan 15, 2027, 10:00 AM");
    expect(formatMeetingTime("2025-12-30T10:00:00Z", en)).toBe("Dec 30, 2025, 10:00 AM");
    // The year is the one in the time zone shown: 1 January 03:00 UTC is still New Year's Eve in New York.
    expect(formatMeetingTime("2027-01-01T03:00:00Z", { ...en, timeZone: "America/New_York", now: new Date("2026-12-31T12:00:00Z") })).toBe("Dec 31, 10:00 PM");
  });

  it("returns an empty string for an invalid date", () => {
    expect(formatMeetingTime("nope", en)).toBe("");
  });
});

describe("the runtime's own zone (Date's getters, no Intl)", () => {
  inProcessTimeZone("America/New_York");

  // Across both of 2026's clock changes in New York, midnight, noon and a new year.
  const instants = ["2026-03-08T06:59:00Z", "2026-03-08T07:00:00Z", "2026-11-01T05:30:00Z", "2026-11-01T06:30:00Z", "2026-07-01T04:00:00Z", "2026-07-01T16:00:00Z", "2027-01-01T04:59:00Z", "2027-01-01T05:00:00Z"];

  it("prints what Intl prints for the same zone", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    for (const at of instants) {
      expect(formatMeetingTime(at, { now }), at).toBe(formatMeetingTime(at, { now, timeZone: "America/New_York" }));
      expect(formatDate(at), at).toBe(formatDate(at, { timeZone: "America/New_York" }));
      expect(formatClock(at, { seconds: true }), at).toBe(formatClock(at, { seconds: true, timeZone: "America/New_York" }));
    }
    expect(formatMeetingTime("2026-03-08T07:00:00Z", { now })).toBe("Mar 8, 3:00 AM");
  });
});

describe("UTC, the zone of a first visit (Date's UTC getters, no Intl)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("prints what Intl prints for UTC, without asking Intl", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    const instants = ["2026-01-01T00:00:00Z", "2026-03-08T07:00:00Z", "2026-07-01T12:00:00Z", "2026-12-31T23:59:00Z", "2027-01-01T00:30:00Z"];
    // Etc/UTC is the same zone under another name, so it goes through Intl.
    const viaIntl = instants.map((at) => [formatMeetingTime(at, { now, timeZone: "Etc/UTC" }), formatDate(at, { timeZone: "Etc/UTC" })]);
    const intl = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    expect(instants.map((at) => [formatMeetingTime(at, { now, timeZone: "UTC" }), formatDate(at, { timeZone: "UTC" })])).toEqual(viaIntl);
    expect(intl).not.toHaveBeenCalled();
  });
});

describe("formatDate", () => {
  it("shows a short date", () => {
    expect(formatDate("2026-11-24T10:00:00Z", en)).toBe("Nov 24, 2026");
    expect(formatDate("bad", en)).toBe("");
  });
});

describe("formatClock", () => {
  it("shows the clock time, with the weekday when asked", () => {
    expect(formatClock("2026-11-26T14:05:00Z", en)).toBe("2:05 PM");
    expect(formatClock("2026-11-26T14:05:00Z", { ...en, weekday: true })).toBe("Thu 2:05 PM");
    expect(formatClock("2026-11-27T03:00:00Z", { timeZone: "America/Los_Angeles", weekday: true })).toBe("Thu 7:00 PM");
    expect(formatClock("bad", en)).toBe("");
  });

  it("shows seconds when asked, in any zone", () => {
    expect(formatClock("2026-11-26T14:05:09Z", { ...en, seconds: true })).toBe("2:05:09 PM");
    expect(formatClock("2026-11-26T00:00:00Z", { ...en, seconds: true })).toBe("12:00:00 AM");
    expect(formatClock("2026-11-26T14:05:09Z", { timeZone: "Asia/Kolkata", seconds: true })).toBe("7:35:09 PM");
    expect(formatClock("2026-11-26T14:05:09Z", { timeZone: "Asia/Kolkata" })).toBe("7:35 PM");
  });
});

describe("formatPercent", () => {
  it("rounds", () => {
    expect(formatPercent(66.6)).toBe("67%");
    expect(formatPercent(66.4)).toBe("66%");
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(Number.NaN)).toBe("0%");
  });
});

describe("firstName", () => {
  it("takes the first word or falls back", () => {
    expect(firstName("Ada Lovelace")).toBe("Ada");
    expect(firstName("  Grace   Hopper ")).toBe("Grace");
    expect(firstName(null)).toBe("there");
    expect(firstName("", "friend")).toBe("friend");
  });
});

describe("platformLabel", () => {
  it("names known platforms and title-cases unknown ones", () => {
    expect(platformLabel("zoom")).toBe("Zoom");
    expect(platformLabel("google_meet")).toBe("Google Meet");
    expect(platformLabel("teams")).toBe("Microsoft Teams");
    expect(platformLabel("microsoft_teams")).toBe("Microsoft Teams");
    expect(platformLabel("webex_live")).toBe("Webex Live");
  });
});

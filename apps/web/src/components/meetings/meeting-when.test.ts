import { describe, expect, it } from "vitest";
import { formatMeetingWhen } from "./meeting-when";

const opts = { timeZone: "UTC" };

describe("formatMeetingWhen", () => {
  it("gives the full date and the time range", () => {
    const when = formatMeetingWhen("2026-11-24T10:00:00Z", 45, opts);
    expect(when?.date).toBe("Tuesday, November 24, 2026");
    expect(when?.time.replace(/\s/g, " ")).toBe("10:00 – 10:45 AM");
  });

  it("spans noon and uses the given time zone", () => {
    const when = formatMeetingWhen("2026-11-24T11:30:00Z", 60, { timeZone: "America/New_York" });
    expect(when?.date).toBe("Tuesday, November 24, 2026");
    expect(when?.time.replace(/\s/g, " ")).toBe("6:30 – 7:30 AM");
    expect(formatMeetingWhen("2026-11-24T11:30:00Z", 60, opts)?.time.replace(/\s/g, " ")).toBe("11:30 AM – 12:30 PM");
  });

  it("names the next day when the meeting runs past midnight", () => {
    expect(formatMeetingWhen("2026-11-24T23:30:00Z", 60, opts)).toEqual({ date: "Tuesday, November 24, 2026", time: "11:30 PM – Nov 25, 12:30 AM" });
  });

  it("returns null for an invalid date", () => {
    expect(formatMeetingWhen("nope", 30, opts)).toBeNull();
  });
});

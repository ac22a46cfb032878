import { describe, expect, it } from "vitest";
import { deriveMeetingStatus, meetingStatusDisplay } from "./meeting-status";

const now = new Date("2026-11-24T10:00:00Z");
const future = "2026-11-24T10:00:01Z";
const past = "2026-11-24T09:59:59Z";

describe("deriveMeetingStatus", () => {
  it("shows completed and cancelled as stored, whatever the time", () => {
    expect(deriveMeetingStatus({ status: "completed", scheduled_at: future }, now)).toBe("completed");
    expect(deriveMeetingStatus({ status: "completed", scheduled_at: past }, now)).toBe("completed");
    expect(deriveMeetingStatus({ status: "cancelled", scheduled_at: future }, now)).toBe("cancelled");
    expect(deriveMeetingStatus({ status: "cancelled", scheduled_at: past }, now)).toBe("cancelled");
  });

  it("shows a future meeting as scheduled, even if stored in_progress", () => {
    expect(deriveMeetingStatus({ status: "scheduled", scheduled_at: future }, now)).toBe("scheduled");
    expect(deriveMeetingStatus({ status: "in_progress", scheduled_at: future }, now)).toBe("scheduled");
  });

  it("shows a past (or exactly now) meeting as in progress", () => {
    expect(deriveMeetingStatus({ status: "scheduled", scheduled_at: past }, now)).toBe("in_progress");
    expect(deriveMeetingStatus({ status: "scheduled", scheduled_at: now }, now)).toBe("in_progress");
    expect(deriveMeetingStatus({ status: "in_progress", scheduled_at: new Date(past) }, now)).toBe("in_progress");
  });
});

describe("meetingStatusDisplay", () => {
  it("gives labels and badge variants", () => {
    expect(meetingStatusDisplay({ status: "scheduled", scheduled_at: future }, now)).toEqual({
      status: "scheduled",
      label: "Scheduled",
      variant: "default",
    });
    expect(meetingStatusDisplay({ status: "scheduled", scheduled_at: past }, now)).toMatchObject({
      label: "In Progress",
      variant: "warning",
    });
    expect(meetingStatusDisplay({ status: "completed", scheduled_at: past }, now)).toMatchObject({
      label: "Completed",
      variant: "success",
    });
    expect(meetingStatusDisplay({ status: "cancelled", scheduled_at: past }, now)).toMatchObject({
      label: "Cancelled",
      variant: "destructive",
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EMPTY_MEETING_FORM,
  formValuesFromMeeting,
  hasRequiredFields,
  isoToLocalInput,
  localInputToIso,
  serverFieldErrors,
  toMeetingPayload,
  validateMeetingForm,
  type MeetingFormValues,
} from "./meeting-form";
import type { Meeting } from "./types";

const previousTz = process.env.TZ;
beforeAll(() => {
  // A zone with an offset (and no DST in November) so local ↔ UTC conversion is observable.
  process.env.TZ = "Asia/Kolkata";
});
afterAll(() => {
  process.env.TZ = previousTz;
});

const valid: MeetingFormValues = {
  ...EMPTY_MEETING_FORM,
  title: "  Planning  ",
  scheduledAt: "2026-11-23T10:00",
};

describe("defaults", () => {
  it("starts with 60 minutes on Zoom and nothing else filled", () => {
    expect(EMPTY_MEETING_FORM).toEqual({ title: "", description: "", scheduledAt: "", duration: "60", meetingUrl: "", platform: "zoom" });
  });
});

describe("local ↔ ISO conversion", () => {
  it("reads a datetime-local value as local wall time", () => {
    expect(localInputToIso("2026-11-23T10:00")).toBe("2026-11-23T04:30:00.000Z");
  });

  it("shows an ISO instant as local wall time", () => {
    expect(isoToLocalInput("2026-11-23T04:30:00.000Z")).toBe("2026-11-23T10:00");
    expect(isoToLocalInput("2026-12-31T20:00:00Z")).toBe("2027-01-01T01:30");
  });

  it("round-trips", () => {
    for (const local of ["2026-01-01T00:00", "2026-06-15T23:59", "2027-02-28T12:05"]) {
      const iso = localInputToIso(local);
      expect(iso).not.toBeNull();
      expect(isoToLocalInput(iso ?? "")).toBe(local);
    }
  });

  it("rejects what is not a date-time", () => {
    expect(localInputToIso("")).toBeNull();
    expect(localInputToIso("tomorrow")).toBeNull();
    expect(localInputToIso("2026-13-45T99:99")).toBeNull();
    expect(isoToLocalInput("not a date")).toBe("");
  });
});

describe("hasRequiredFields", () => {
  it("needs a title and a scheduled time", () => {
    expect(hasRequiredFields(EMPTY_MEETING_FORM)).toBe(false);
    expect(hasRequiredFields({ ...EMPTY_MEETING_FORM, title: "A" })).toBe(false);
    expect(hasRequiredFields({ ...EMPTY_MEETING_FORM, scheduledAt: "2026-11-23T10:00" })).toBe(false);
    expect(hasRequiredFields({ ...EMPTY_MEETING_FORM, title: "   ", scheduledAt: "2026-11-23T10:00" })).toBe(false);
    expect(hasRequiredFields(valid)).toBe(true);
  });
});

describe("validateMeetingForm", () => {
  it("accepts a valid form", () => {
    expect(validateMeetingForm(valid)).toEqual({});
    expect(validateMeetingForm({ ...valid, meetingUrl: "https://zoom.us/j/123?pwd=x", duration: "15" })).toEqual({});
    expect(validateMeetingForm({ ...valid, duration: "480" })).toEqual({});
  });

  it("requires title and scheduled time", () => {
    const errors = validateMeetingForm(EMPTY_MEETING_FORM);
    expect(errors.title).toBe("Title is required");
    expect(errors.scheduledAt).toBe("Scheduled time is required");
  });

  it("keeps the duration within 15 to 480 whole minutes", () => {
    for (const duration of ["14", "481", "0", "-30", "", "abc", "60.5", "1e2"]) {
      expect(validateMeetingForm({ ...valid, duration }).duration).toBe("Duration must be 15–480 minutes");
    }
  });

  it("rejects malformed and non-http meeting URLs", () => {
    for (const meetingUrl of ["zoom.us/j/1", "not a url", "ftp://example.com/x", "javascript:alert(1)", "https://"]) {
      expect(validateMeetingForm({ ...valid, meetingUrl }).meetingUrl).toBe("Enter a valid URL starting with http:// or https://");
    }
    expect(validateMeetingForm({ ...valid, meetingUrl: "   " }).meetingUrl).toBeUndefined();
  });

  it("limits the title length", () => {
    expect(validateMeetingForm({ ...valid, title: "x".repeat(201) }).title).toBe("Title must be at most 200 characters");
  });
});

describe("toMeetingPayload", () => {
  it("builds the API body with an ISO time, a number and nulls for blanks", () => {
    expect(toMeetingPayload({ ...valid, description: "  ", meetingUrl: "", duration: " 45 ", platform: "teams" })).toEqual({
      title: "Planning",
      description: null,
      scheduled_at: "2026-11-23T04:30:00.000Z",
      duration_minutes: 45,
      meeting_url: null,
      platform: "teams",
    });
  });

  it("keeps the description and URL when filled", () => {
    const payload = toMeetingPayload({ ...valid, description: "Agenda", meetingUrl: " https://meet.google.com/abc " });
    expect(payload?.description).toBe("Agenda");
    expect(payload?.meeting_url).toBe("https://meet.google.com/abc");
  });

  it("returns null for an invalid form", () => {
    expect(toMeetingPayload(EMPTY_MEETING_FORM)).toBeNull();
    expect(toMeetingPayload({ ...valid, duration: "5" })).toBeNull();
  });
});

describe("formValuesFromMeeting", () => {
  it("prefills the form from a meeting, in local time", () => {
    const meeting: Meeting = {
      id: "m1",
      title: "Design critique",
      description: null,
      scheduled_at: "2026-11-23T04:30:00.000Z",
      duration_minutes: 90,
      meeting_url: null,
      platform: "google_meet",
      status: "scheduled",
      bot_attended: false,
      bot_cover: null,
      summary: null,
      source: "manual",
      created_at: "2026-11-01T00:00:00.000Z",
      updated_at: "2026-11-01T00:00:00.000Z",
    };
    expect(formValuesFromMeeting(meeting)).toEqual({
      title: "Design critique",
      description: "",
      scheduledAt: "2026-11-23T10:00",
      duration: "90",
      meetingUrl: "",
      platform: "google_meet",
    });
  });
});

describe("serverFieldErrors", () => {
  it("maps flattened zod field errors onto the form's fields", () => {
    const error = { data: { zodError: { fieldErrors: { title: ["is required"], meeting_url: ["must be an http(s) URL"], duration_minutes: ["Too big: expected number to be <=480"] } } } };
    expect(serverFieldErrors(error)).toEqual({
      title: "Title is required",
      meetingUrl: "Meeting URL must be an http(s) URL",
      duration: "Too big: expected number to be <=480",
    });
  });

  it("reads an update's errors, which the server keys by the field's own name", () => {
    const error = { data: { zodError: { formErrors: [], fieldErrors: { meeting_url: ["must be an http(s) URL"] } } } };
    expect(serverFieldErrors(error)).toEqual({ meetingUrl: "Meeting URL must be an http(s) URL" });
  });

  it("ignores anything else", () => {
    expect(serverFieldErrors(new Error("boom"))).toEqual({});
    expect(serverFieldErrors(null)).toEqual({});
    expect(serverFieldErrors({ data: { zodError: null } })).toEqual({});
    expect(serverFieldErrors({ message: "[not json" })).toEqual({});
    expect(serverFieldErrors({ data: { zodError: { fieldErrors: { unknown_field: ["x"] } } } })).toEqual({});
  });
});

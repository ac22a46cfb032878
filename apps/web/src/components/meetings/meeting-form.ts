import type { Meeting, MeetingPlatform } from "./types";

/** docs/product.md#business-constants: default 60 minutes, allowed 15 to 480. */
export const MIN_DURATION = 15;
export const MAX_DURATION = 480;
export const DEFAULT_DURATION = 60;

export const PLATFORM_OPTIONS = [
  { value: "zoom", label: "Zoom" },
  { value: "google_meet", label: "Google Meet" },
  { value: "teams", label: "Microsoft Teams" },
  { value: "other", label: "Other" },
] as const satisfies readonly { value: MeetingPlatform; label: string }[];

export function isPlatform(value: string): value is MeetingPlatform {
  return PLATFORM_OPTIONS.some((option) => option.value === value);
}

/** What the inputs hold: strings, exactly as typed, so nothing the user typed is ever lost. */
export interface MeetingFormValues {
  title: string;
  description: string;
  /** `<input type="datetime-local">` value, e.g. "2026-11-23T10:00" (local time, no offset). */
  scheduledAt: string;
  duration: string;
  meetingUrl: string;
  platform: MeetingPlatform;
}

export type MeetingFormField = keyof MeetingFormValues;
export type MeetingFormErrors = Partial<Record<MeetingFormField, string>>;

export const EMPTY_MEETING_FORM: MeetingFormValues = {
  title: "",
  description: "",
  scheduledAt: "",
  duration: String(DEFAULT_DURATION),
  meetingUrl: "",
  platform: "zoom",
};

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant → the value a datetime-local input shows in the browser's time zone ("" if invalid). */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (local wall time) → an ISO instant in UTC, or null if it is not a date-time. */
export function localInputToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function formValuesFromMeeting(meeting: Meeting): MeetingFormValues {
  return {
    title: meeting.title,
    description: meeting.description ?? "",
    scheduledAt: isoToLocalInput(meeting.scheduled_at),
    duration: String(meeting.duration_minutes),
    meetingUrl: meeting.meeting_url ?? "",
    platform: meeting.platform,
  };
}

/** docs/product.md#validation: the submit button stays disabled until title and scheduled time are filled. */
export function hasRequiredFields(values: MeetingFormValues): boolean {
  return values.title.trim() !== "" && values.scheduledAt !== "";
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Field errors shown before submitting. An empty object means the form can be sent. */
export function validateMeetingForm(values: MeetingFormValues): MeetingFormErrors {
  const errors: MeetingFormErrors = {};
  if (values.title.trim() === "") errors.title = "Title is required";
  else if (values.title.trim().length > 200) errors.title = "Title must be at most 200 characters";

  if (values.description.length > 5000) errors.description = "Description must be at most 5000 characters";

  if (values.scheduledAt === "") errors.scheduledAt = "Scheduled time is required";
  else if (localInputToIso(values.scheduledAt) === null) errors.scheduledAt = "Enter a valid date and time";

  const duration = values.duration.trim();
  if (!/^\d+$/.test(duration) || Number(duration) < MIN_DURATION || Number(duration) > MAX_DURATION) {
    errors.duration = `Duration must be ${MIN_DURATION}–${MAX_DURATION} minutes`;
  }

  const url = values.meetingUrl.trim();
  if (url !== "" && !isHttpUrl(url)) errors.meetingUrl = "Enter a valid URL starting with http:// or https://";
  else if (url.length > 2048) errors.meetingUrl = "Meeting URL must be at most 2048 characters";

  return errors;
}

export interface MeetingPayload {
  title: string;
  description: string | null;
  scheduled_at: string;
  duration_minutes: number;
  meeting_url: string | null;
  platform: MeetingPlatform;
}

/** The body for `meetings.create` and the patch for `meetings.update`; null while the form is invalid. */
export function toMeetingPayload(values: MeetingFormValues): MeetingPayload | null {
  if (Object.keys(validateMeetingForm(values)).length > 0) return null;
  const scheduledAt = localInputToIso(values.scheduledAt);
  if (scheduledAt === null) return null;
  const description = values.description.trim();
  const meetingUrl = values.meetingUrl.trim();
  return {
    title: values.title.trim(),
    description: description === "" ? null : description,
    scheduled_at: scheduledAt,
    duration_minutes: Number(values.duration.trim()),
    meeting_url: meetingUrl === "" ? null : meetingUrl,
    platform: values.platform,
  };
}

const SERVER_FIELD_MAP: Record<string, { field: MeetingFormField; label: string }> = {
  title: { field: "title", label: "Title" },
  description: { field: "description", label: "Description" },
  scheduled_at: { field: "scheduledAt", label: "Scheduled time" },
  duration_minutes: { field: "duration", label: "Duration" },
  meeting_url: { field: "meetingUrl", label: "Meeting URL" },
  platform: { field: "platform", label: "Platform" },
};

/**
 * Maps a tRPC validation error (`error.data.zodError.fieldErrors`, keyed by the API's snake_case
 * names) onto the form's fields. Fragments such as "is required" get the field's label in front.
 */
export function serverFieldErrors(error: unknown): MeetingFormErrors {
  const fieldErrors = readFieldErrors(error);
  const errors: MeetingFormErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const target = SERVER_FIELD_MAP[key];
    const message = messages[0];
    if (!target || !message) continue;
    errors[target.field] = /^[a-z]/.test(message) ? `${target.label} ${message}` : message;
  }
  return errors;
}

function readFieldErrors(error: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  const add = (key: string, message: unknown) => {
    if (typeof message === "string") (result[key] ??= []).push(message);
  };
  if (typeof error !== "object" || error === null) return result;
  const { data } = error as { data?: { zodError?: { fieldErrors?: unknown } | null } | null };
  const fieldErrors = data?.zodError?.fieldErrors;
  if (typeof fieldErrors === "object" && fieldErrors !== null) {
    for (const [key, messages] of Object.entries(fieldErrors)) {
      if (Array.isArray(messages)) messages.forEach((m) => add(key, m));
    }
  }
  return result;
}


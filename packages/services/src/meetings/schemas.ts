import { z } from "zod";
import { MEETING_PLATFORMS, MEETING_STATUSES, type Meeting } from "@understudy/db/schema";
import { DateTimeInput, isWellFormedLink, linkCheck } from "../lib/fields";
import { hasNoNul, NO_NUL } from "../lib/text";

export const MeetingPlatform = z.enum(MEETING_PLATFORMS);
export const MeetingStatus = z.enum(MEETING_STATUSES);

export const MIN_DURATION_MINUTES = 15;
export const MAX_DURATION_MINUTES = 480;
export const DEFAULT_DURATION_MINUTES = 60;

const MeetingUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .max(2048)
  .refine(hasNoNul, NO_NUL)
  .refine(isWellFormedLink, linkCheck)
  .nullable()
  .optional()
  .or(z.literal("").transform(() => null));

const fields = {
  title: z.string().trim().min(1, "is required").max(200).refine(hasNoNul, NO_NUL),
  description: z.string().max(5000).refine(hasNoNul, NO_NUL).nullable().optional(),
  scheduled_at: DateTimeInput,
  duration_minutes: z.number().int().min(MIN_DURATION_MINUTES).max(MAX_DURATION_MINUTES),
  meeting_url: MeetingUrl,
  platform: MeetingPlatform,
};

export const CreateMeetingInput = z
  .strictObject({
    ...fields,
    duration_minutes: fields.duration_minutes.default(DEFAULT_DURATION_MINUTES),
    platform: MeetingPlatform.default("zoom"),
  })
  .meta({ id: "CreateMeeting" });
export type CreateMeetingInput = z.infer<typeof CreateMeetingInput>;

export const UpdateMeetingFields = z
  .strictObject({
    title: fields.title.optional(),
    description: fields.description,
    scheduled_at: fields.scheduled_at.optional(),
    duration_minutes: fields.duration_minutes.optional(),
    meeting_url: fields.meeting_url,
    platform: MeetingPlatform.optional(),
    status: MeetingStatus.optional(),
  })
  .refine((v) => Object.values(v).some((x: unknown) => x !== undefined), { error: "at least one field to update is required" })
  .meta({ id: "UpdateMeeting" });

export const UpdateMeetingInput = z.object({ id: z.string(), patch: UpdateMeetingFields });
export type UpdateMeetingInput = z.infer<typeof UpdateMeetingInput>;

export const MeetingIdInput = z.object({ id: z.string().max(100) });
export type MeetingIdInput = z.infer<typeof MeetingIdInput>;

export const MAX_LIST_LIMIT = 500;
export const ListMeetingsInput = z
  .strictObject({
    q: z.string().trim().max(200).refine(hasNoNul, NO_NUL).optional(),
    status: MeetingStatus.optional(),
    // The message names the query string's spelling: REST callers send `upcoming=true`.
    upcoming: z.boolean({ error: 'Invalid option: expected one of "true"|"false"' }).optional(),
    /** Meetings whose start has passed, whatever their status (the opposite of `upcoming`). */
    past: z.boolean({ error: 'Invalid option: expected one of "true"|"false"' }).optional(),
    /** Meetings whose start is still ahead, whatever their status (the opposite of `past`; `upcoming` also wants status scheduled). */
    future: z.boolean({ error: 'Invalid option: expected one of "true"|"false"' }).optional(),
    /** Meetings neither completed nor cancelled (stored status scheduled or in_progress): with `future` or `past`, the derived Scheduled or In Progress. */
    open: z.boolean({ error: 'Invalid option: expected one of "true"|"false"' }).optional(),
    order: z.enum(["asc", "desc"]).default("desc"),
    limit: z.number().int().min(1).max(MAX_LIST_LIMIT).default(100),
    offset: z.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((v) => !(v.upcoming && v.past), { error: "upcoming and past cannot both be true", path: ["past"] })
  .refine((v) => !(v.future && v.past), { error: "future and past cannot both be true", path: ["past"] })
  .default({ order: "desc", limit: 100, offset: 0 });
export type ListMeetingsInput = z.infer<typeof ListMeetingsInput>;

export const MeetingResponse = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    scheduled_at: z.string(),
    duration_minutes: z.number().int(),
    meeting_url: z.string().nullable(),
    platform: MeetingPlatform,
    status: MeetingStatus,
    bot_attended: z.boolean(),
    /** The per-meeting bot toggle: true/false override the user's cover rule, null follows it. */
    bot_cover: z.boolean().nullable(),
    summary: z.string().nullable(),
    source: z.enum(["manual", "calendar", "gmail"]),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Meeting" });
export type MeetingResponse = z.infer<typeof MeetingResponse>;

/** The stored columns a MeetingResponse is made of: what a list needs to read, and no more. */
export type MeetingResponseColumns = Pick<
  Meeting,
  "id" | "title" | "description" | "scheduledAt" | "durationMinutes" | "meetingUrl" | "platform" | "status" | "botAttended" | "botCover" | "summary" | "source" | "createdAt" | "updatedAt"
>;

/** `summary`: what the API shows as the meeting's summary (see summary-text.ts); the stored text by default. */
export function toMeetingResponse(m: MeetingResponseColumns, summary: string | null = m.summary): MeetingResponse {
  return {
    id: m.id,
    title: m.title,
    description: m.description,
    scheduled_at: m.scheduledAt.toISOString(),
    duration_minutes: m.durationMinutes,
    meeting_url: m.meetingUrl,
    platform: m.platform,
    status: m.status,
    bot_attended: m.botAttended,
    bot_cover: m.botCover,
    summary,
    source: m.source,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

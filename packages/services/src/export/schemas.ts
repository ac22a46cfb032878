import { z } from "zod";
import { MeetingPlatform, MeetingStatus } from "../meetings/schemas";

export const EXPORT_FORMATS = ["md", "pdf", "docx", "srt", "vtt", "json"] as const;
export const ExportFormat = z.enum(EXPORT_FORMATS, { error: `must be one of ${EXPORT_FORMATS.join(", ")}` });
export type ExportFormat = z.infer<typeof ExportFormat>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The reader's IANA time zone, for the dates written into the document; UTC when absent. */
export const ExportTimeZone = z.string().max(64).refine(isTimeZone, "must be an IANA time zone such as Europe/Paris");

export const ExportMeetingInput = z.strictObject({
  id: z.string().max(100),
  format: ExportFormat,
  tz: ExportTimeZone.optional(),
});
export type ExportMeetingInput = z.infer<typeof ExportMeetingInput>;

/**
 * A file over tRPC: JSON cannot carry bytes, so the body is base64. The REST route decodes it and sends the
 * bytes themselves with Content-Disposition.
 */
export const ExportFileResponse = z
  .object({
    filename: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    content_base64: z.string(),
  })
  .meta({ id: "ExportFile" });
export type ExportFileResponse = z.infer<typeof ExportFileResponse>;

/* The JSON export: the meeting, its attendance, its summary and its transcript, snake_case. */

const Seconds = z.number().min(0);

export const MeetingExportJson = z
  .strictObject({
    format_version: z.literal(1),
    exported_at: z.iso.datetime(),
    meeting: z.strictObject({
      id: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      scheduled_at: z.iso.datetime(),
      duration_minutes: z.number().int(),
      platform: MeetingPlatform,
      status: MeetingStatus,
      meeting_url: z.string().nullable(),
    }),
    attendance: z.array(
      z.strictObject({
        name: z.string(),
        email: z.string().nullable(),
        status: z.enum(["present", "absent", "invited"]),
        is_host: z.boolean(),
        joined_at: z.iso.datetime().nullable(),
        left_at: z.iso.datetime().nullable(),
      }),
    ),
    summary: z
      .strictObject({
        source: z.enum(["ai", "notes"]),
        version: z.number().int().nullable(),
        model: z.string().nullable(),
        created_at: z.iso.datetime().nullable(),
        gist: z.string().nullable(),
        overview: z.string(),
        key_points: z.array(z.strictObject({ point: z.string(), timestamp: Seconds })),
        action_items: z.array(z.strictObject({ task: z.string(), owner: z.string().nullable(), due: z.string().nullable(), timestamp: Seconds })),
        decisions: z.array(z.strictObject({ decision: z.string(), context: z.string(), timestamp: Seconds })),
      })
      .nullable(),
    transcript: z.array(z.strictObject({ seq: z.number().int(), speaker: z.string(), text: z.string(), start_seconds: Seconds, end_seconds: Seconds })),
    /** The AI Avatar's log: what it heard as addressed to the user, what it said, and why (sources or the rule). */
    avatar: z.array(
      z.strictObject({
        asked_by: z.string(),
        heard: z.string(),
        heard_at: z.iso.datetime(),
        decision: z.enum(["answer", "defer", "ignore"]),
        said: z.string().nullable(),
        reason: z.string(),
        sources: z.array(z.strictObject({ kind: z.string(), meeting_title: z.string().nullable(), quote: z.string() })),
      }),
    ),
  })
  .meta({ id: "MeetingExport" });
export type MeetingExportJson = z.infer<typeof MeetingExportJson>;

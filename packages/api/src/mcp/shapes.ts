import { z } from "zod";
import { MeetingCaptureInput, MeetingCaptureResponse } from "@understudy/services/bots/schemas";
import { ListMeetingsInput, MeetingResponse } from "@understudy/services/meetings/schemas";
import { SummaryContent } from "@understudy/services/summaries/schemas";

/*
 * The tools' own inputs and outputs where they are not a procedure's exactly: each is built from the
 * procedures' schemas, so a field means the same thing (and is checked the same way) as over REST and tRPC.
 */

/**
 * The schema without its name. A named schema (`.meta({ id })`, for the OpenAPI document) becomes a bare
 * `$ref` at the top of its JSON Schema, and MCP clients refuse a tool schema that is not `type: "object"`.
 * The copy keeps every field, strictness and refinement.
 */
export function toolSchema<S extends z.ZodObject>(schema: S): S {
  return schema.safeExtend({}) as unknown as S;
}

/** `meetings.list`'s input as an object (the procedure's default makes it optional as a whole). */
export const ListMeetingsToolInput = ListMeetingsInput.unwrap();

export const MeetingsPage = z.object({
  meetings: z.array(MeetingResponse),
  limit: z.number().int(),
  offset: z.number().int(),
  /** The next page's offset; null when this page was the last. */
  next_offset: z.number().int().nullable(),
});
export type MeetingsPage = z.infer<typeof MeetingsPage>;

/** One meeting as the meeting page shows it: the meeting, who attended and how the owner arrived, the current summary. */
export const MeetingDetails = z.object({
  meeting: MeetingResponse,
  session: MeetingCaptureResponse.shape.session,
  stand_in: MeetingCaptureResponse.shape.stand_in,
  owner_arrival: MeetingCaptureResponse.shape.owner_arrival,
  attendance: MeetingCaptureResponse.shape.attendance,
  /** The newest ready summary's content; null while there is none. */
  summary: SummaryContent.nullable(),
  summary_version: z.number().int().nullable(),
});
export type MeetingDetails = z.infer<typeof MeetingDetails>;

export const MAX_TRANSCRIPT_PAGE = 500;

export const TranscriptToolInput = MeetingCaptureInput.extend({
  offset: z.number().int().min(0).max(1_000_000).default(0).meta({ description: "First turn to return (0-based)" }),
  limit: z.number().int().min(1).max(MAX_TRANSCRIPT_PAGE).default(200).meta({ description: `Turns, 1–${MAX_TRANSCRIPT_PAGE} (default 200)` }),
});

const Segment = MeetingCaptureResponse.shape.transcript.element;

export const TranscriptPage = z.object({
  meeting_id: z.string(),
  /** A bot is in the call right now: later pages may still grow. */
  live: z.boolean(),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  next_offset: z.number().int().nullable(),
  /** Each turn with `link`: `/meetings/{id}#t=<floor seconds>`, the meeting page's transcript at that turn. */
  segments: z.array(Segment.extend({ link: z.string() })),
});
export type TranscriptPage = z.infer<typeof TranscriptPage>;

import { z } from "zod";
import { SUMMARY_STATUSES } from "@understudy/db/schema";

/**
 * What the model must return (strict structured output). Every item cites the transcript second it came from.
 * Nullable, never optional: strict mode requires every key.
 */
export const SummaryContent = z.object({
  gist: z.string().describe("One line, at most 20 words."),
  overview: z.string().describe("One paragraph."),
  key_points: z.array(z.object({ point: z.string(), timestamp: z.number().describe("Second of the transcript line it came from") })),
  action_items: z.array(
    z.object({
      task: z.string(),
      owner: z.string().nullable().describe("Speaker who committed, or null"),
      due: z.string().nullable().describe("Deadline as said, or null"),
      timestamp: z.number(),
    }),
  ),
  decisions: z.array(z.object({ decision: z.string(), context: z.string(), timestamp: z.number() })),
});
export type SummaryContent = z.infer<typeof SummaryContent>;

export const SummaryStatus = z.enum(SUMMARY_STATUSES);

export const SummaryVersion = z
  .object({
    id: z.string(),
    version: z.number().int(),
    status: SummaryStatus,
    model: z.string(),
    prompt_version: z.string(),
    content: SummaryContent.nullable(),
    error: z.string().nullable(),
    model_calls: z.number().int(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  })
  .meta({ id: "SummaryVersion" });
export type SummaryVersion = z.infer<typeof SummaryVersion>;

export const MeetingSummaryResponse = z
  .object({
    meeting_id: z.string(),
    transcript_segments: z.number().int(),
    /** The newest version, whatever its state (pending while a regeneration runs). */
    latest: SummaryVersion.nullable(),
    /** The newest ready version: what to show while a newer one is pending or after it failed. */
    ready: SummaryVersion.nullable(),
  })
  .meta({ id: "MeetingSummary" });
export type MeetingSummaryResponse = z.infer<typeof MeetingSummaryResponse>;

export const SummaryMeetingInput = z.strictObject({ meeting_id: z.string().max(100) });
export type SummaryMeetingInput = z.infer<typeof SummaryMeetingInput>;

export const RegenerateSummaryInput = z.strictObject({
  meeting_id: z.string().max(100),
  /** false: reuse a summary of the same transcript if there is one (idempotent); true: always a new version. */
  force: z.boolean().default(true),
});
export type RegenerateSummaryInput = z.infer<typeof RegenerateSummaryInput>;

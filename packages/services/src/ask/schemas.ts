import { z } from "zod";
import { MEETING_PLATFORMS } from "@understudy/db/schema";
import { DayInput } from "../lib/fields";
import { hasNoNul, NO_NUL } from "../lib/text";
import { MAX_PARTICIPANT_LENGTH } from "../search/schemas";

/** Nobody types a 500-character question; longer ones are refused with a clear message. */
export const MAX_QUESTION_LENGTH = 500;

export const AskInput = z
  .strictObject({
    question: z
      .string()
      .max(MAX_QUESTION_LENGTH, `must be at most ${MAX_QUESTION_LENGTH} characters`)
      .refine(hasNoNul, NO_NUL)
      .transform((q) => q.trim())
      .refine((q) => q.length > 0, "is required"),
    /** Inclusive, by the meeting's scheduled day (UTC). */
    from: DayInput.optional(),
    to: DayInput.optional(),
    platform: z.enum(MEETING_PLATFORMS).optional(),
    /** Part of a name or an email: a speaker, an attendee or the organiser. */
    participant: z.string().max(MAX_PARTICIPANT_LENGTH, `must be at most ${MAX_PARTICIPANT_LENGTH} characters`).refine(hasNoNul, NO_NUL).optional(),
    /** Only this meeting (asked from the meeting page). */
    meeting_id: z.string().max(100, "must be a meeting id").optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { error: "from must not be after to", path: ["from"] })
  .meta({ id: "AskInput" });
export type AskInput = z.infer<typeof AskInput>;

export const AskCitation = z
  .object({
    meeting_id: z.string(),
    meeting_title: z.string(),
    scheduled_at: z.string(),
    segment_id: z.string(),
    speaker: z.string(),
    start_seconds: z.number(),
    /** Words from the cited passage (the model's quote when it is really there, else the passage's start). */
    quote: z.string(),
    /** `/meetings/{id}#t=<floor seconds>`: the transcript at that moment. */
    link: z.string(),
  })
  .meta({ id: "AskCitation" });
export type AskCitation = z.infer<typeof AskCitation>;

export const AskResponse = z
  .object({
    question: z.string(),
    /** false: the meetings do not contain an answer; `answer` then says so and there are no citations. */
    answered: z.boolean(),
    answer: z.string(),
    citations: z.array(AskCitation),
  })
  .meta({ id: "AskResponse" });
export type AskResponse = z.infer<typeof AskResponse>;

export const NOT_ANSWERED = "Your meetings don't contain an answer to that.";

/**
 * What the model must return (strict structured output). It cites passages by the index they were given
 * under; the server keeps only indexes it actually sent.
 */
export const ModelAnswer = z.object({
  answered: z.boolean().describe("false when the passages do not contain the answer"),
  answer: z.string().describe("The answer in at most four sentences, without passage numbers; empty when not answered."),
  citations: z.array(
    z.object({
      passage: z.number().int().describe("The index of a passage given above that supports the answer"),
      quote: z.string().describe("The exact words from that passage"),
    }),
  ),
});
export type ModelAnswer = z.infer<typeof ModelAnswer>;

import { z } from "zod";
import { OffsetDateTimeInput, providerId } from "../lib/fields";
import { hasNoNul, NO_NUL } from "../lib/text";
import { MeetingInfo } from "../calendar/schemas";

export const DetectedMeetingResponse = z
  .object({
    email_id: z.string(),
    subject: z.string(),
    sender: z.string(),
    date: z.string().nullable(),
    body_snippet: z.string(),
    meeting_urls: z.array(MeetingInfo),
    /** The start time the invitation's calendar part gives, if any. */
    suggested_start: z.string().nullable(),
    /** A meeting of the user's with this invite's link (or added from it), if there is one. */
    meeting_id: z.string().nullable(),
  })
  .meta({ id: "DetectedMeeting" });
export type DetectedMeetingResponse = z.infer<typeof DetectedMeetingResponse>;

export const GmailMeetingsResponse = z
  .object({
    meetings: z.array(DetectedMeetingResponse),
    /** True when Gmail could not be read just now and the list is what was found before. */
    stale: z.boolean(),
  })
  .meta({ id: "GmailMeetings" });

export const AddDetectedMeetingFields = z
  .strictObject({
    /** Which of the invite's links to use; the first one by default. */
    url: z.string().max(2048).optional(),
    /** Required when the invite carries no start time. */
    scheduled_at: OffsetDateTimeInput.optional(),
    title: z.string().trim().min(1).max(200).refine(hasNoNul, NO_NUL).optional(),
  })
  .meta({ id: "AddDetectedMeeting" });

/** `email_id`: Gmail's message id, as the invite list gave it. */
export const AddDetectedMeetingInput = z.strictObject({ email_id: providerId(100), ...AddDetectedMeetingFields.shape });
export type AddDetectedMeetingInput = z.infer<typeof AddDetectedMeetingInput>;

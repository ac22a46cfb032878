import { z } from "zod";
import { BOT_STATUSES, type BotSession } from "@understudy/db/schema";
import { isWellFormedLink, linkCheck } from "../lib/fields";
import { hasNoNul, NO_NUL } from "../lib/text";
import { ConsentEvent } from "./sessions/consent";

export const BotStatus = z.enum(BOT_STATUSES);

export const DeployBotInput = z
  .strictObject({
    // Length is checked here (a 10 kB URL is refused before anything else); the platform check is in the verb.
    meeting_url: z
      .string({ error: "is required" })
      .trim()
      .min(1, "is required")
      .max(2048, "must be at most 2048 characters")
      .refine(hasNoNul, NO_NUL)
      .refine(isWellFormedLink, linkCheck),
    bot_name: z.string().trim().max(100, "must be at most 100 characters").refine(hasNoNul, NO_NUL).nullable().optional(),
    meeting_id: z.string().max(100).nullable().optional(),
  })
  .meta({ id: "DeployBot" });
export type DeployBotInput = z.infer<typeof DeployBotInput>;

export const BotSessionResponse = z
  .object({
    session_id: z.string(),
    bot_name: z.string(),
    status: BotStatus,
    meeting_id: z.string().nullable(),
    meeting_url: z.string(),
    platform: z.string(),
    created_at: z.string(),
    participant_count: z.number().int(),
    error_message: z.string().nullable(),
    reason: z.string().nullable(),
    provider_status: z.string().nullable(),
    provider_sub_code: z.string().nullable(),
  })
  .meta({ id: "BotSession" });
export type BotSessionResponse = z.infer<typeof BotSessionResponse>;

export const BotSessionsResponse = z.object({ sessions: z.array(BotSessionResponse) }).meta({ id: "BotSessions" });
/** A page of sessions, newest first; without it the first 100 (the list as it always was). */
export const MAX_BOT_SESSIONS_PAGE = 100;
export const BotSessionsInput = z
  .strictObject({
    limit: z.number().int().min(1).max(MAX_BOT_SESSIONS_PAGE).default(MAX_BOT_SESSIONS_PAGE),
    offset: z.number().int().min(0).max(1_000_000).default(0),
  })
  .default({ limit: MAX_BOT_SESSIONS_PAGE, offset: 0 });
export type BotSessionsInput = z.infer<typeof BotSessionsInput>;
export const DeployBotResponse = z.object({ session_id: z.string(), status: BotStatus, bot_name: z.string(), message: z.string() }).meta({ id: "DeployBotResult" });
export const BotSessionIdInput = z.object({ session_id: z.string().max(100) });
export type BotSessionIdInput = z.infer<typeof BotSessionIdInput>;
export const TerminateBotResponse = z.object({ message: z.string(), removed: z.boolean() }).meta({ id: "TerminateBotResult" });

export function toBotSessionResponse(s: BotSession): BotSessionResponse {
  return {
    session_id: s.id,
    bot_name: s.botName,
    status: s.status,
    meeting_id: s.meetingId,
    meeting_url: s.meetingUrl,
    platform: s.platform,
    created_at: s.createdAt.toISOString(),
    participant_count: s.participantCount,
    error_message: s.errorMessage,
    reason: s.reason,
    provider_status: s.providerStatus,
    provider_sub_code: s.providerSubCode,
  };
}

/** The stand-in rule's milestones (ISO times, null until they happen). */
export const StandInResponse = z
  .object({
    owner_joined_at: z.string().nullable(),
    announced_at: z.string().nullable(),
    handed_over_at: z.string().nullable(),
    opted_out_at: z.string().nullable(),
  })
  .meta({ id: "BotStandIn" });

export function toStandInResponse(s: BotSession): z.infer<typeof StandInResponse> {
  return {
    owner_joined_at: s.ownerJoinedAt?.toISOString() ?? null,
    announced_at: s.announcedAt?.toISOString() ?? null,
    handed_over_at: s.handedOverAt?.toISOString() ?? null,
    opted_out_at: s.optedOutAt?.toISOString() ?? null,
  };
}

export const OwnerArrivalResponse = z
  .object({
    status: z.enum(["on_time", "late", "absent", "not_yet", "unknown"]),
    minutes_late: z.number().int().nullable(),
    joined_at: z.string().nullable(),
    reference: z.enum(["scheduled_start", "bot_admitted"]).nullable(),
    reference_at: z.string().nullable(),
  })
  .meta({ id: "OwnerArrival" });

const Participant = z.object({ name: z.string(), email: z.string().nullable(), is_host: z.boolean(), is_owner: z.boolean(), joined_at: z.string().nullable(), left_at: z.string().nullable() });
/** One turn; `segment_id` is the id search matches and Ask citations name (added to the contract, nothing removed). */
const TranscriptSegment = z.object({ segment_id: z.string(), speaker: z.string(), start_seconds: z.number(), end_seconds: z.number(), text: z.string() });

export const BotSessionDetailsResponse = z
  .object({
    session: BotSessionResponse,
    stand_in: StandInResponse,
    owner_arrival: OwnerArrivalResponse,
    participants: z.array(Participant),
    transcript: z.array(TranscriptSegment),
  })
  .meta({ id: "BotSessionDetails" });

export const MeetingCaptureInput = z.object({ meeting_id: z.string().max(100) });
export type MeetingCaptureInput = z.infer<typeof MeetingCaptureInput>;

export const MeetingCaptureResponse = z
  .object({
    /** A bot is in the call right now: the page keeps refreshing. */
    live: z.boolean(),
    session: BotSessionResponse.nullable(),
    stand_in: StandInResponse.nullable(),
    owner_arrival: OwnerArrivalResponse.nullable(),
    attendance: z.array(Participant.extend({ status: z.enum(["present", "absent"]) })),
    transcript: z.array(TranscriptSegment),
    /** Every join, announcement, opt-out, hand-over and departure of the meeting's bot, with its time and text. */
    consent: z.array(ConsentEvent),
  })
  .meta({ id: "MeetingCapture" });

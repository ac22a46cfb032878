import { z } from "zod";
import { BOT_STATUSES, type BotSession } from "@understudy/db/schema";
import { hasNoNul, NO_NUL } from "../../lib/text";

export const BotStatus = z.enum(BOT_STATUSES);

export const DeployBotInput = z
  .strictObject({
    // Length is checked here (a 10 kB URL is refused before anything else); the platform check is in the verb.
    meeting_url: z.string({ error: "is required" }).trim().min(1, "is required").max(2048, "must be at most 2048 characters").refine(hasNoNul, NO_NUL),
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

export const BotSessionDetailsResponse = z
  .object({
    session: BotSessionResponse,
    participants: z.array(z.object({ name: z.string(), email: z.string().nullable(), is_host: z.boolean(), joined_at: z.string().nullable(), left_at: z.string().nullable() })),
    transcript: z.array(z.object({ speaker: z.string(), start_seconds: z.number(), end_seconds: z.number(), text: z.string() })),
  })
  .meta({ id: "BotSessionDetails" });

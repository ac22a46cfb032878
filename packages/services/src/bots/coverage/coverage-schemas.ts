import { z } from "zod";
import { BOT_COVER_RULES, BOT_OWNER_JOIN_ACTIONS } from "@understudy/db/schema";
import { BotStatus } from "../schemas";
import { COVER_REASONS } from "./coverage";

export const BotCoverRule = z.enum(BOT_COVER_RULES);
export const BotOwnerJoinAction = z.enum(BOT_OWNER_JOIN_ACTIONS);

export const BotPreferencesResponse = z
  .object({
    /** Which meetings get a bot booked automatically. */
    cover_rule: BotCoverRule,
    /** When the user joins within the grace: the bot hands over and leaves, or keeps recording silently. */
    on_owner_join: BotOwnerJoinAction,
    updated_at: z.string().nullable(),
  })
  .meta({ id: "BotPreferences" });
export type BotPreferencesResponse = z.infer<typeof BotPreferencesResponse>;

export const UpdateBotPreferencesInput = z
  .strictObject({ cover_rule: BotCoverRule.optional(), on_owner_join: BotOwnerJoinAction.optional() })
  .refine((v) => v.cover_rule !== undefined || v.on_owner_join !== undefined, { error: "at least one of cover_rule, on_owner_join is required" })
  .meta({ id: "UpdateBotPreferences" });
export type UpdateBotPreferencesInput = z.infer<typeof UpdateBotPreferencesInput>;

export const MeetingBotCoverFields = z
  .strictObject({
    /** true: always cover this meeting; false: never; null: follow the cover rule. */
    bot_cover: z.boolean({ error: "must be true, false or null" }).nullable(),
  })
  .meta({ id: "MeetingBotCover" });
export const SetMeetingBotCoverInput = z.object({ id: z.string().max(100), cover: MeetingBotCoverFields });
export type SetMeetingBotCoverInput = z.infer<typeof SetMeetingBotCoverInput>;

export const MeetingBotCoverageResponse = z
  .object({
    meeting_id: z.string(),
    bot_cover: z.boolean().nullable(),
    /** Whether a stand-in bot will be booked for it (before plan limits). */
    covered: z.boolean(),
    reason: z.enum(COVER_REASONS),
    /** The meeting's bot that has not finished yet, booked or live, if any. */
    session_id: z.string().nullable(),
    session_status: BotStatus.nullable(),
  })
  .meta({ id: "MeetingBotCoverage" });
export type MeetingBotCoverageResponse = z.infer<typeof MeetingBotCoverageResponse>;

export const BotCoverageResponse = z
  .object({
    cover_rule: BotCoverRule,
    /** False after the trial: covered meetings get no new bots until the user upgrades. */
    can_deploy_bots: z.boolean(),
    /** How long before a meeting its bot is booked (Pro books earlier: priority deployment). */
    booking_minutes_ahead: z.number().int(),
    meetings: z.array(MeetingBotCoverageResponse),
  })
  .meta({ id: "BotCoverage" });
export type BotCoverageResponse = z.infer<typeof BotCoverageResponse>;

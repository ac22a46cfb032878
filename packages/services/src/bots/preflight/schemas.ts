import { z } from "zod";

export const PREFLIGHT_CHECKS = ["link", "platform", "calendar", "plan", "provider", "booking"] as const;
export const PreflightResultSchema = z.enum(["ok", "warning", "will_fail"]);

export const PreflightCheckResponse = z
  .object({
    check: z.enum(PREFLIGHT_CHECKS),
    result: PreflightResultSchema,
    /** What was found, in plain words. */
    reason: z.string(),
    /** What the user can do about it; null when nothing needs doing. */
    fix: z.string().nullable(),
  })
  .meta({ id: "PreflightCheck" });
export type PreflightCheckResponse = z.infer<typeof PreflightCheckResponse>;

export const MeetingPreflightResponse = z
  .object({
    meeting_id: z.string(),
    /** The worst check's result; null when the meeting has not been checked yet. */
    result: PreflightResultSchema.nullable(),
    /** `day` (24 h before) or `final` (10 min before). */
    stage: z.enum(["day", "final"]).nullable(),
    checked_at: z.string().nullable(),
    /** The meeting changed (time, link, status) since the check; a new one is on its way. */
    outdated: z.boolean(),
    /** When the next scheduled check runs, if one is still to come. */
    next_check_at: z.string().nullable(),
    checks: z.array(PreflightCheckResponse),
  })
  .meta({ id: "MeetingPreflight" });
export type MeetingPreflightResponse = z.infer<typeof MeetingPreflightResponse>;

export const MeetingPreflightsInput = z.strictObject({ ids: z.array(z.string().max(100)).max(200) });
export const MeetingPreflightsResponse = z.object({ preflights: z.array(MeetingPreflightResponse) });
export type MeetingPreflightsResponse = z.infer<typeof MeetingPreflightsResponse>;

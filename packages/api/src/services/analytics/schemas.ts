import { z } from "zod";

export const AnalyticsOverviewResponse = z
  .object({
    total_meetings: z.number().int(),
    attendance_rate: z.number(),
    bot_attended_meetings: z.number().int(),
    summarized_meetings: z.number().int(),
    completed_meetings: z.number().int(),
    cancelled_meetings: z.number().int(),
    this_week_meetings: z.number().int(),
    previous_week_meetings: z.number().int(),
    week_trend: z.enum(["up", "down", "flat"]),
    platforms: z.record(z.string(), z.number().int()),
  })
  .meta({ id: "AnalyticsOverview" });
export type AnalyticsOverviewResponse = z.infer<typeof AnalyticsOverviewResponse>;

export const AnalyticsWeeklyResponse = z
  .object({
    weeks: z.array(z.object({ week_start: z.string(), meetings: z.number().int(), completed: z.number().int() })),
  })
  .meta({ id: "AnalyticsWeekly" });
export type AnalyticsWeeklyResponse = z.infer<typeof AnalyticsWeeklyResponse>;

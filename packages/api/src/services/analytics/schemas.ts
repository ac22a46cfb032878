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

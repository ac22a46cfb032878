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
    /** Meetings per platform; null while advanced analytics is locked (see `locked`). */
    platforms: z.record(z.string(), z.number().int()).nullable(),
    /** True when the caller's plan withholds the advanced fields (Pro only); those fields are then null. */
    locked: z.boolean(),
    /** Why they are withheld, naming the plan that includes them; null when nothing is locked. */
    locked_detail: z.string().nullable(),
  })
  .meta({
    id: "AnalyticsOverview",
    description:
      "The four cards' figures for every plan. The platform breakdown is advanced analytics (Pro): for other plans `platforms` is null, `locked` is true and `locked_detail` names the plan.",
  });
export type AnalyticsOverviewResponse = z.infer<typeof AnalyticsOverviewResponse>;

export const AnalyticsWeeklyResponse = z
  .object({
    weeks: z.array(z.object({ week_start: z.string(), meetings: z.number().int(), completed: z.number().int() })),
  })
  .meta({ id: "AnalyticsWeekly" });
export type AnalyticsWeeklyResponse = z.infer<typeof AnalyticsWeeklyResponse>;

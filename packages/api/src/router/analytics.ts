import { AnalyticsOverviewResponse, AnalyticsWeeklyResponse, getAnalyticsOverview, getAnalyticsWeekly } from "@understudy/services/analytics";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const analyticsRouter = createTRPCRouter({
  overview: protectedProcedure.output(AnalyticsOverviewResponse).query(({ ctx }) => getAnalyticsOverview({ ctx: ctx.service })),
  weekly: protectedProcedure.output(AnalyticsWeeklyResponse).query(({ ctx }) => getAnalyticsWeekly({ ctx: ctx.service })),
});

import { AnalyticsOverviewResponse, getAnalyticsOverview } from "../services/analytics";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const analyticsRouter = createTRPCRouter({
  overview: protectedProcedure.output(AnalyticsOverviewResponse).query(({ ctx }) => getAnalyticsOverview({ ctx: ctx.service })),
});

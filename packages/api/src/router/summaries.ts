import { getSummary, MeetingSummaryResponse, regenerateSummary, RegenerateSummaryInput, SummaryMeetingInput } from "@understudy/services/summaries";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const summariesRouter = createTRPCRouter({
  get: protectedProcedure
    .input(SummaryMeetingInput)
    .output(MeetingSummaryResponse)
    .query(({ ctx, input }) => getSummary({ ctx: ctx.service, input })),
  regenerate: protectedProcedure
    .input(RegenerateSummaryInput)
    .output(MeetingSummaryResponse)
    .mutation(({ ctx, input }) => regenerateSummary({ ctx: ctx.service, input })),
});

import { ExportFileResponse, exportMeeting, ExportMeetingInput } from "../services/export";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const exportRouter = createTRPCRouter({
  meeting: protectedProcedure
    .input(ExportMeetingInput)
    .output(ExportFileResponse)
    .query(({ ctx, input }) => exportMeeting({ ctx: ctx.service, input })),
});

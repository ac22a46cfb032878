import { enforce } from "@understudy/services";
import { ExportFileResponse, exportMeeting, ExportMeetingInput } from "@understudy/services/export";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const exportRouter = createTRPCRouter({
  /** A query (it changes nothing), so outside the write limit: rendering has its own per-user limit. */
  meeting: protectedProcedure
    .input(ExportMeetingInput)
    .output(ExportFileResponse)
    .query(async ({ ctx, input }) => {
      await enforce(ctx.deps.limits.exports, ctx.service.actor.userId, ctx.clock.now().getTime(), "Too many exports, try again in a minute");
      return exportMeeting({ ctx: ctx.service, input });
    }),
});

import { TRPCError } from "@trpc/server";
import { ExportFileResponse, exportMeeting, ExportMeetingInput } from "@understudy/services/export";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const exportRouter = createTRPCRouter({
  /** A query (it changes nothing), so outside the write limit: rendering has its own per-user limit. */
  meeting: protectedProcedure
    .input(ExportMeetingInput)
    .output(ExportFileResponse)
    .query(async ({ ctx, input }) => {
      const retryAfter = await ctx.deps.limits.exports.hit(ctx.service.actor.userId, ctx.clock.now().getTime());
      if (retryAfter > 0) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: "Too many exports, try again in a minute", cause: { retryAfter } });
      return exportMeeting({ ctx: ctx.service, input });
    }),
});

import { TRPCError } from "@trpc/server";
import { limits } from "@understudy/services/lib/rate-limit";
import { ExportFileResponse, exportMeeting, ExportMeetingInput } from "@understudy/services/export";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const exportRouter = createTRPCRouter({
  /** A query (it changes nothing), so outside the write limit: rendering has its own per-user limit. */
  meeting: protectedProcedure
    .input(ExportMeetingInput)
    .output(ExportFileResponse)
    .query(({ ctx, input }) => {
      const retryAfter = limits.exports.hit(ctx.service.actor.userId, ctx.clock.now().getTime());
      if (retryAfter > 0) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: "Too many exports, try again in a minute", cause: { retryAfter } });
      return exportMeeting({ ctx: ctx.service, input });
    }),
});

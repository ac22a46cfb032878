import { TRPCError } from "@trpc/server";
import { AskInput, askMeetings, AskResponse } from "@understudy/services/ask";
import { protectedProcedure } from "../trpc";

/**
 * `search.ask`: a mutation (each question costs a model call), so it is also under the general write limit
 * and the same-origin check; on top of that, its own per-user limit.
 */
export const askProcedure = protectedProcedure
  .input(AskInput)
  .output(AskResponse)
  .mutation(async ({ ctx, input }) => {
    const retryAfter = await ctx.deps.limits.ask.hit(ctx.service.actor.userId, ctx.clock.now().getTime());
    if (retryAfter > 0) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: "Too many questions, try again in a minute", cause: { retryAfter } });
    return askMeetings({ ctx: ctx.service, input });
  });

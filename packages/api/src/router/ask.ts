import { enforce } from "@understudy/services";
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
    await enforce(ctx.deps.limits.ask, ctx.service.actor.userId, ctx.clock.now().getTime(), "Too many questions, try again in a minute");
    return askMeetings({ ctx: ctx.service, input });
  });

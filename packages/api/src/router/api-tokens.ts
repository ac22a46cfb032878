import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { MessageResponse } from "@understudy/services/auth";
import {
  ApiTokenIdInput,
  ApiTokenResponse,
  createApiToken,
  CreateApiTokenInput,
  CreatedApiTokenResponse,
  listApiTokens,
  revokeApiToken,
} from "@understudy/services/api-tokens";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const apiTokensRouter = createTRPCRouter({
  list: protectedProcedure.output(z.array(ApiTokenResponse)).query(({ ctx }) => listApiTokens({ ctx: ctx.service })),
  create: protectedProcedure
    .input(CreateApiTokenInput)
    .output(CreatedApiTokenResponse)
    .mutation(async ({ ctx, input }) => {
      const retryAfter = await ctx.deps.limits.tokenCreation.hit(ctx.service.actor.userId, ctx.clock.now().getTime());
      if (retryAfter > 0) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: "Too many tokens created, try later", cause: { retryAfter } });
      return createApiToken({ ctx: ctx.service, input });
    }),
  revoke: protectedProcedure
    .input(ApiTokenIdInput)
    .output(MessageResponse)
    .mutation(({ ctx, input }) => revokeApiToken({ ctx: ctx.service, input })),
});

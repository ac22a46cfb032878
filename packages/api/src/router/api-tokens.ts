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
import { enforce } from "@understudy/services";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const apiTokensRouter = createTRPCRouter({
  list: protectedProcedure.output(z.array(ApiTokenResponse)).query(({ ctx }) => listApiTokens({ ctx: ctx.service })),
  create: protectedProcedure
    .input(CreateApiTokenInput)
    .output(CreatedApiTokenResponse)
    .mutation(async ({ ctx, input }) => {
      await enforce(ctx.deps.limits.tokenCreation, ctx.service.actor.userId, ctx.clock.now().getTime(), "Too many tokens created, try later");
      return createApiToken({ ctx: ctx.service, input });
    }),
  revoke: protectedProcedure
    .input(ApiTokenIdInput)
    .output(MessageResponse)
    .mutation(({ ctx, input }) => revokeApiToken({ ctx: ctx.service, input })),
});

import { z } from "zod";
import { getPushConfig, PushConfigResponse, PushSubscribeInput, PushSubscriptionResponse, PushUnsubscribeInput, subscribePush, unsubscribePush } from "@understudy/services/push";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** Settings → "Push notifications on this device": the browser's Web Push subscription. */
export const pushRouter = createTRPCRouter({
  config: protectedProcedure.output(PushConfigResponse).query(({ ctx }) => getPushConfig({ ctx: ctx.service })),
  subscribe: protectedProcedure
    .input(PushSubscribeInput)
    .output(PushSubscriptionResponse)
    .mutation(({ ctx, input }) => subscribePush({ ctx: ctx.service, input })),
  unsubscribe: protectedProcedure
    .input(PushUnsubscribeInput)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => unsubscribePush({ ctx: ctx.service, input })),
});

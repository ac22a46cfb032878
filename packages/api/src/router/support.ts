import { listSupportRequests, submitSupportRequest, SupportRequestInput, SupportRequestResponse, SupportRequestsResponse } from "@understudy/services/support";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const supportRouter = createTRPCRouter({
  /** Pro only (403 naming the plan otherwise); 5 an hour. */
  send: protectedProcedure
    .input(SupportRequestInput)
    .output(SupportRequestResponse)
    .mutation(({ ctx, input }) => submitSupportRequest({ ctx: ctx.service, input })),
  requests: protectedProcedure.output(SupportRequestsResponse).query(({ ctx }) => listSupportRequests({ ctx: ctx.service })),
});

import {
  getPaymentHistory,
  getSubscriptionStatus,
  listPlans,
  PaymentHistoryResponse,
  PlansResponse,
  SubscriptionStatusResponse,
} from "../services/subscription";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const subscriptionRouter = createTRPCRouter({
  status: protectedProcedure.output(SubscriptionStatusResponse).query(({ ctx }) => getSubscriptionStatus({ ctx: ctx.service })),
  plans: protectedProcedure.output(PlansResponse).query(() => listPlans()),
  paymentHistory: protectedProcedure.output(PaymentHistoryResponse).query(({ ctx }) => getPaymentHistory({ ctx: ctx.service })),
});

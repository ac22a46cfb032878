import {
  BillingDetailsResponse,
  CheckoutInput,
  CheckoutResponse,
  ConfirmCheckoutInput,
  confirmCheckout,
  getBillingDetails,
  openBillingPortal,
  PortalResponse,
  startCheckout,
} from "@understudy/services/billing";
import {
  EntitlementsResponse,
  getEntitlements,
  getPaymentHistory,
  getSubscriptionStatus,
  listPlans,
  PaymentHistoryResponse,
  PlansResponse,
  SubscriptionStatusResponse,
} from "@understudy/services/subscription";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const subscriptionRouter = createTRPCRouter({
  status: protectedProcedure.output(SubscriptionStatusResponse).query(({ ctx }) => getSubscriptionStatus({ ctx: ctx.service })),
  plans: protectedProcedure.output(PlansResponse).query(() => listPlans()),
  paymentHistory: protectedProcedure.output(PaymentHistoryResponse).query(({ ctx }) => getPaymentHistory({ ctx: ctx.service })),
  entitlements: protectedProcedure.output(EntitlementsResponse).query(({ ctx }) => getEntitlements({ ctx: ctx.service })),
  billing: protectedProcedure.output(BillingDetailsResponse).query(({ ctx }) => getBillingDetails({ ctx: ctx.service })),
  checkout: protectedProcedure
    .input(CheckoutInput.optional())
    .output(CheckoutResponse)
    .mutation(({ ctx, input }) => startCheckout({ ctx: ctx.service, input: input ?? {} })),
  portal: protectedProcedure.output(PortalResponse).mutation(({ ctx }) => openBillingPortal({ ctx: ctx.service })),
  confirmCheckout: protectedProcedure
    .input(ConfirmCheckoutInput)
    .output(SubscriptionStatusResponse)
    .mutation(({ ctx, input }) => confirmCheckout({ ctx: ctx.service, input })),
});

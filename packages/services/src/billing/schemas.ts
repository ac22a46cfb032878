import { z } from "zod";

// Unknown keys (an `amount`, a `price`) are dropped: the server alone decides what Pro costs.
export const CheckoutInput = z
  .object({
    // A missing or malformed plan id reaches the service, which answers "Invalid plan selection" (docs/product.md#validation).
    plan_id: z.string().trim().max(50).optional().catch(undefined),
    metadata: z
      .object({
        user_name: z.string().trim().max(200).optional(),
        upgrade_from: z.string().trim().max(50).optional(),
      })
      .optional(),
  })
  .meta({ id: "CheckoutRequest" });
export type CheckoutInput = z.infer<typeof CheckoutInput>;

export const CheckoutResponse = z.object({ checkout_url: z.string(), session_id: z.string() }).meta({ id: "CheckoutResponse" });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const PortalResponse = z.object({ portal_url: z.string() }).meta({ id: "BillingPortalResponse" });
export type PortalResponse = z.infer<typeof PortalResponse>;

export const ConfirmCheckoutInput = z.object({ session_id: z.string().trim().min(1).max(255) });
export type ConfirmCheckoutInput = z.infer<typeof ConfirmCheckoutInput>;

/** Stripe-side details the Subscription page needs beyond the status contract: dunning, scheduled cancellation, portal. */
export const BillingDetailsResponse = z
  .object({
    has_billing_account: z.boolean(),
    stripe_status: z.string().nullable(),
    current_period_end: z.string().nullable(),
    cancel_at_period_end: z.boolean(),
    cancel_at: z.string().nullable(),
    payment_failed: z.boolean(),
    /**
     * An upgrade whose first payment did not go through: `declined` while Stripe still holds the subscription
     * open for another card (23 hours), `expired` once Stripe ended it. Never Pro either way.
     */
    first_payment: z.enum(["declined", "expired"]).nullable(),
  })
  .meta({ id: "BillingDetails" });
export type BillingDetailsResponse = z.infer<typeof BillingDetailsResponse>;

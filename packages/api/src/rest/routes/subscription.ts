import { CheckoutInput, CheckoutResponse, PortalResponse } from "@understudy/services/billing";
import { PaymentHistoryResponse, PlansResponse, SubscriptionStatusResponse } from "@understudy/services/subscription";
import { route, type RestRoute } from "../define";

/** The plan, Stripe checkout and portal. */
export const subscriptionRoutes: RestRoute[] = [
  route("GET", "/subscription/status", {
    tag: "subscription",
    auth: "user",
    summary: "Current plan, trial and upgrade options",
    response: SubscriptionStatusResponse,
    procedure: (c) => c.subscription.status,
  }),
  route("GET", "/subscription/plans", {
    tag: "subscription",
    auth: "user",
    summary: "Plans keyed by id",
    response: PlansResponse,
    procedure: (c) => c.subscription.plans,
  }),
  route("GET", "/subscription/payment-history", {
    tag: "subscription",
    auth: "user",
    summary: "Payments, newest first",
    response: PaymentHistoryResponse,
    procedure: (c) => c.subscription.paymentHistory,
  }),
  route("POST", "/subscription/checkout", {
    tag: "subscription",
    auth: "user",
    summary: "Start a Stripe Checkout for a paid plan; open checkout_url in the browser",
    body: CheckoutInput,
    response: CheckoutResponse,
    procedure: (c) => c.subscription.checkout,
    // JSON `null` and no body at all are both "no plan chosen" (the body's type cannot say so, hence the
    // lint exception): the service answers 400 "Invalid plan selection", as docs/product.md#validation has it.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    input: ({ body }) => body ?? {},
  }),
  route("POST", "/subscription/portal", {
    tag: "subscription",
    auth: "user",
    summary: "Open the Stripe customer portal (change card, cancel); open portal_url in the browser",
    response: PortalResponse,
    procedure: (c) => c.subscription.portal,
  }),
];

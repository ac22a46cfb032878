import { Hono } from "hono";
import type { SandboxContext } from "../core/context";
import { API_FAULT_NAMESPACE, API_FAULTS } from "./api";
import { stripeControlRoutes } from "./control-routes";
import { checkoutPageRoutes } from "./pages/checkout-page";
import { invoicePageRoutes } from "./pages/invoice-page";
import { portalPageRoutes } from "./pages/portal-page";
import { catalogRoutes } from "./routes/catalog";
import { checkoutRoutes } from "./routes/checkout";
import { customerRoutes } from "./routes/customers";
import { portalRoutes } from "./routes/portal";
import { subscriptionRoutes } from "./routes/subscriptions";
import { webhookEndpointRoutes } from "./routes/webhook-endpoints";
import { createStripeService, type StripeService, type StripeServiceOptions } from "./service";

export type { StripeService, StripeServiceOptions } from "./service";
export { signatureHeader } from "./signature";

/**
 * Stripe's API (`/v1/...`, as stripe-node calls it with `host`/`port`/`protocol` pointed here), its
 * hosted Checkout and customer portal pages, and signed webhook delivery.
 */
export function createStripe(ctx: SandboxContext, options: StripeServiceOptions = {}): { routes: Hono; service: StripeService } {
  const service = createStripeService(ctx, options);
  ctx.faults.define(API_FAULT_NAMESPACE, API_FAULTS);
  const routes = new Hono();
  for (const build of [
    customerRoutes,
    catalogRoutes,
    checkoutRoutes,
    subscriptionRoutes,
    portalRoutes,
    webhookEndpointRoutes,
    checkoutPageRoutes,
    portalPageRoutes,
    invoicePageRoutes,
    stripeControlRoutes,
  ]) {
    routes.route("/", build(service));
  }
  return { routes, service };
}

import { Hono } from "hono";
import { allowOnly, boolParam, paginate, stripeApi } from "../api";
import { invalidParam, noSuch, StripeApiError } from "../errors";
import { str, stringMap } from "../form";
import type { StripeService } from "../service";
import type { Invoice, Subscription } from "../types";

const SUBSCRIPTION_STATUSES = ["active", "past_due", "unpaid", "canceled", "incomplete", "incomplete_expired", "trialing", "paused", "all", "ended"];

export function subscriptionRoutes(service: StripeService): Hono {
  const { store, engine } = service;
  const app = new Hono();

  app.get(
    "/v1/subscriptions",
    stripeApi(service, ({ params }) => {
      allowOnly(params, ["customer", "status", "price", "limit", "starting_after", "ending_before", "expand"]);
      const customer = str(params, "customer");
      const price = str(params, "price");
      const status = str(params, "status");
      if (status !== undefined && !SUBSCRIPTION_STATUSES.includes(status)) throw invalidParam("status", `Invalid status: ${status}`);
      const matches = (s: Subscription) => {
        if (status === "all") return true;
        if (status === "ended") return s.status === "canceled" || s.status === "incomplete_expired";
        if (status !== undefined) return s.status === status;
        // Without a status Stripe lists every subscription that has not been canceled.
        return s.status !== "canceled" && s.status !== "incomplete_expired";
      };
      const subscriptions = [...store.subscriptions.values()].filter(
        (s) => (customer === undefined || s.customer === customer) && (price === undefined || s.items.data.some((i) => i.price.id === price)) && matches(s),
      );
      return paginate(subscriptions, params, "/v1/subscriptions");
    }),
  );

  app.get(
    "/v1/subscriptions/:id",
    stripeApi(service, ({ path, params }) => {
      allowOnly(params, ["expand"]);
      return findSubscription(service, path.id ?? "");
    }),
  );

  app.post(
    "/v1/subscriptions/:id",
    stripeApi(service, ({ path, params }) => {
      allowOnly(params, ["cancel_at_period_end", "metadata", "expand"]);
      const subscription = findSubscription(service, path.id ?? "");
      const cancelAtPeriodEnd = boolParam(params, "cancel_at_period_end");
      const metadata = stringMap(params, "metadata");
      if (cancelAtPeriodEnd !== undefined) {
        if (subscription.status === "canceled" || subscription.status === "incomplete_expired") {
          throw new StripeApiError(400, {
            type: "invalid_request_error",
            message: "A canceled subscription can only update its cancellation_details and metadata.",
          });
        }
        engine.setCancelAtPeriodEnd(subscription, cancelAtPeriodEnd);
      }
      if (metadata) engine.updateMetadata(subscription, metadata);
      return subscription;
    }),
  );

  app.delete(
    "/v1/subscriptions/:id",
    stripeApi(service, ({ path, params }) => {
      allowOnly(params, ["invoice_now", "prorate", "cancellation_details", "expand"]);
      const subscription = findSubscription(service, path.id ?? "");
      engine.cancelNow(subscription);
      return subscription;
    }),
  );

  app.get(
    "/v1/invoices",
    stripeApi(service, ({ params }) => {
      allowOnly(params, ["customer", "subscription", "status", "limit", "starting_after", "ending_before", "expand"]);
      const customer = str(params, "customer");
      const subscription = str(params, "subscription");
      const status = str(params, "status");
      const invoices = [...store.invoices.values()].filter(
        (i: Invoice) =>
          (customer === undefined || i.customer === customer) &&
          (subscription === undefined || i.parent.subscription_details.subscription === subscription) &&
          (status === undefined || i.status === status),
      );
      return paginate(invoices, params, "/v1/invoices");
    }),
  );

  app.get(
    "/v1/invoices/:id",
    stripeApi(service, ({ path, params }) => {
      allowOnly(params, ["expand"]);
      const invoice = store.invoices.get(path.id ?? "");
      if (!invoice) throw noSuch("invoice", path.id ?? "");
      return invoice;
    }),
  );

  return app;
}

export function findSubscription(service: StripeService, id: string): Subscription {
  const subscription = service.store.subscriptions.get(id);
  if (!subscription) throw noSuch("subscription", id);
  return subscription;
}

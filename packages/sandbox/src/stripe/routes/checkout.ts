import { Hono } from "hono";
import { allowOnly, boolParam, intParam, paginate, stripeApi } from "../api";
import { invalidParam, missingParam, noSuch, StripeApiError } from "../errors";
import { list, obj, str, stringMap, type ParamObject } from "../form";
import { newId } from "../ids";
import type { StripeService } from "../service";
import type { CheckoutSession, SessionExtras } from "../types";

const CREATE_PARAMS = [
  "mode",
  "customer",
  "customer_email",
  "customer_creation",
  "line_items",
  "success_url",
  "cancel_url",
  "client_reference_id",
  "metadata",
  "subscription_data",
  "allow_promotion_codes",
  "billing_address_collection",
  "expires_at",
  "ui_mode",
  "locale",
  "expand",
] as const;

const MIN_EXPIRY = 30 * 60;
const MAX_EXPIRY = 24 * 60 * 60;

export function checkoutRoutes(service: StripeService): Hono {
  const { store, engine } = service;
  const app = new Hono();

  app.post(
    "/v1/checkout/sessions",
    stripeApi(service, ({ params }) => {
      allowOnly(params, CREATE_PARAMS);
      const mode = str(params, "mode");
      if (!mode) throw missingParam("mode");
      if (mode !== "subscription") throw invalidParam("mode", "The sandbox's Checkout supports `mode=subscription` only.");
      const uiMode = str(params, "ui_mode") ?? "hosted_page";
      if (uiMode !== "hosted_page") throw invalidParam("ui_mode", "The sandbox's Checkout supports `ui_mode=hosted_page` only.");

      const customerId = str(params, "customer");
      const customerEmail = str(params, "customer_email");
      if (customerId && customerEmail) {
        throw new StripeApiError(400, { type: "invalid_request_error", message: "You may only specify one of these parameters: customer, customer_email." });
      }
      const customer = customerId ? store.customers.get(customerId) : undefined;
      if (customerId && !customer) throw noSuch("customer", customerId, "customer");

      const lineItems = readLineItems(service, params);
      const now = engine.now();
      const expiresAt = intParam(params, "expires_at") ?? now + MAX_EXPIRY;
      if (expiresAt < now + MIN_EXPIRY || expiresAt > now + MAX_EXPIRY) {
        throw invalidParam("expires_at", "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.");
      }
      const subscriptionData = obj(params, "subscription_data") ?? {};
      const trialPeriodDays = intParam(subscriptionData, "trial_period_days") ?? null;
      if (trialPeriodDays !== null && trialPeriodDays < 1) throw invalidParam("subscription_data[trial_period_days]", "`trial_period_days` must be at least 1.");

      const amount = lineItems.reduce((sum, li) => sum + li.unitAmount * li.quantity, 0);
      const id = newId("cs_test", 58);
      const session: CheckoutSession = {
        id,
        object: "checkout.session",
        allow_promotion_codes: boolParam(params, "allow_promotion_codes") ?? null,
        amount_subtotal: amount,
        amount_total: amount,
        billing_address_collection: null,
        cancel_url: str(params, "cancel_url") ?? null,
        client_reference_id: str(params, "client_reference_id") ?? null,
        created: now,
        currency: lineItems[0]?.currency ?? "usd",
        customer: customer?.id ?? null,
        customer_creation: customer ? null : "always",
        customer_details: null,
        customer_email: customerEmail ?? null,
        expires_at: expiresAt,
        invoice: null,
        livemode: false,
        locale: null,
        metadata: stringMap(params, "metadata") ?? {},
        mode: "subscription",
        payment_intent: null,
        payment_method_types: ["card"],
        payment_status: "unpaid",
        setup_intent: null,
        status: "open",
        submit_type: null,
        subscription: null,
        success_url: str(params, "success_url") ?? null,
        total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
        ui_mode: "hosted_page",
        url: engine.urls.checkout(id),
      };
      const extras: SessionExtras = {
        lineItems: lineItems.map(({ price, quantity }) => ({ price, quantity })),
        subscriptionData: { metadata: stringMap(subscriptionData, "metadata") ?? {}, trialPeriodDays },
        declines: 0,
      };
      store.sessions.set(id, session);
      store.sessionExtras.set(id, extras);
      return session;
    }),
  );

  app.get(
    "/v1/checkout/sessions",
    stripeApi(service, ({ params }) => {
      allowOnly(params, ["customer", "subscription", "status", "limit", "starting_after", "ending_before", "expand"]);
      const customer = str(params, "customer");
      const subscription = str(params, "subscription");
      const status = str(params, "status");
      const sessions = [...store.sessions.values()].filter(
        (s) =>
          (customer === undefined || s.customer === customer) &&
          (subscription === undefined || s.subscription === subscription) &&
          (status === undefined || s.status === status),
      );
      return paginate(sessions, params, "/v1/checkout/sessions");
    }),
  );

  app.get(
    "/v1/checkout/sessions/:id",
    stripeApi(service, ({ path, params }) => {
      allowOnly(params, ["expand"]);
      return findSession(service, path.id ?? "");
    }),
  );

  app.post(
    "/v1/checkout/sessions/:id/expire",
    stripeApi(service, ({ path, params }) => {
      allowOnly(params, ["expand"]);
      const session = findSession(service, path.id ?? "");
      if (session.status !== "open") {
        throw new StripeApiError(400, {
          type: "invalid_request_error",
          code: "checkout_session_not_open",
          message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        });
      }
      engine.expireSession(session);
      return session;
    }),
  );

  return app;
}

export function findSession(service: StripeService, id: string): CheckoutSession {
  const session = service.store.sessions.get(id);
  if (!session) throw noSuch("checkout.session", id);
  return session;
}

interface LineItem {
  price: string;
  quantity: number;
  unitAmount: number;
  currency: string;
}

function readLineItems(service: StripeService, params: ParamObject): LineItem[] {
  const raw = list(params, "line_items");
  if (raw.length === 0) throw missingParam("line_items");
  const items = raw.map((entry, i): LineItem => {
    if (typeof entry !== "object" || Array.isArray(entry)) throw invalidParam(`line_items[${i}]`, "Invalid line item.");
    const priceId = str(entry, "price");
    if (!priceId) throw missingParam(`line_items[${i}][price]`);
    const price = service.store.prices.get(priceId);
    if (!price) throw noSuch("price", priceId, `line_items[${i}][price]`);
    if (!price.active) throw invalidParam(`line_items[${i}][price]`, `The price specified (${priceId}) is inactive.`);
    const quantity = intParam(entry, "quantity", { min: 1 }) ?? 1;
    if (!price.recurring) {
      throw invalidParam(`line_items[${i}][price]`, "The sandbox's Checkout accepts recurring prices only in `subscription` mode.");
    }
    return { price: price.id, quantity, unitAmount: price.unit_amount, currency: price.currency };
  });
  return items;
}

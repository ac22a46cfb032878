import { Hono } from "hono";
import { allowOnly, boolParam, paginate, stripeApi } from "../api";
import { missingParam, noSuch, StripeApiError } from "../errors";
import { obj, str, stringMap, type ParamObject } from "../form";
import { newId } from "../ids";
import type { StripeService } from "../service";
import type { PortalConfiguration } from "../types";

/** Portal links are short-lived in Stripe; an hour is plenty for a local session. */
export const PORTAL_SESSION_TTL = 60 * 60;

/**
 * Stripe's answer when a session names no configuration and the account has no default one: a fresh
 * account has none until the portal settings are saved in the Dashboard
 * (https://docs.stripe.com/customer-management/activate-no-code-customer-portal,
 * https://docs.stripe.com/api/customer_portal/sessions/create#create_portal_session-configuration).
 * ⚠ The wording is the one Stripe returns in test mode as reported by its users; it has no `code`.
 */
export const NO_DEFAULT_CONFIGURATION =
  "No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.";

export function portalRoutes(service: StripeService): Hono {
  const { store, engine, ctx } = service;
  const app = new Hono();

  app.post(
    "/v1/billing_portal/sessions",
    stripeApi(service, ({ params }) => {
      allowOnly(params, ["customer", "return_url", "configuration", "locale", "expand"]);
      const customerId = str(params, "customer");
      if (!customerId) throw missingParam("customer");
      if (!store.customers.has(customerId)) throw noSuch("customer", customerId, "customer");
      const configuration = chooseConfiguration(service, str(params, "configuration"));
      const id = newId("bps", 24);
      const now = engine.now();
      const session = {
        id,
        object: "billing_portal.session" as const,
        configuration: configuration.id,
        created: now,
        customer: customerId,
        flow: null,
        livemode: false as const,
        locale: null,
        on_behalf_of: null,
        return_url: str(params, "return_url") ?? configuration.default_return_url,
        url: ctx.url(`/p/session/${id}`),
        expires_at: now + PORTAL_SESSION_TTL,
      };
      store.portalSessions.set(id, session);
      const { expires_at: _expiresAt, ...wire } = session;
      return wire;
    }),
  );

  // https://docs.stripe.com/api/customer_portal/configurations/create: `features` is required; a configuration
  // made through the API is never the default (that one is saved in the Dashboard).
  app.post(
    "/v1/billing_portal/configurations",
    stripeApi(service, ({ params }) => {
      allowOnly(params, ["features", "business_profile", "default_return_url", "login_page", "metadata", "name", "expand"]);
      const features = obj(params, "features");
      if (!features) throw missingParam("features");
      const configuration = newConfiguration(service, { features, params, isDefault: false });
      return configuration;
    }),
  );

  app.get(
    "/v1/billing_portal/configurations",
    stripeApi(service, ({ params }) => {
      allowOnly(params, ["active", "is_default", "limit", "starting_after", "ending_before", "expand"]);
      const active = boolParam(params, "active");
      const isDefault = boolParam(params, "is_default");
      const all = [...store.portalConfigurations.values()].filter(
        (c) => (active === undefined || c.active === active) && (isDefault === undefined || c.is_default === isDefault),
      );
      return paginate(all, params, "/v1/billing_portal/configurations");
    }),
  );

  app.get(
    "/v1/billing_portal/configurations/:id",
    stripeApi(service, ({ path }) => {
      const configuration = store.portalConfigurations.get(path.id ?? "");
      if (!configuration) throw noSuch("configuration", path.id ?? "");
      return configuration;
    }),
  );

  return app;
}

function chooseConfiguration(service: StripeService, id: string | undefined): PortalConfiguration {
  const { store } = service;
  if (id !== undefined) {
    const named = store.portalConfigurations.get(id);
    if (!named) throw noSuch("configuration", id, "configuration");
    if (!named.active) {
      throw new StripeApiError(400, { type: "invalid_request_error", param: "configuration", message: `The configuration ${id} is not active.` });
    }
    return named;
  }
  const fallback = [...store.portalConfigurations.values()].find((c) => c.is_default && c.active);
  if (!fallback) throw new StripeApiError(400, { type: "invalid_request_error", message: NO_DEFAULT_CONFIGURATION });
  return fallback;
}

/** A configuration from the API, or the default one "saved in the Dashboard" (the sandbox's control route). */
export function newConfiguration(service: StripeService, input: { features: ParamObject; params: ParamObject; isDefault: boolean }): PortalConfiguration {
  const { store, engine } = service;
  const now = engine.now();
  const profile = obj(input.params, "business_profile") ?? {};
  const configuration: PortalConfiguration = {
    id: newId("bpc", 24),
    object: "billing_portal.configuration",
    active: true,
    application: null,
    business_profile: {
      headline: str(profile, "headline") ?? null,
      privacy_policy_url: str(profile, "privacy_policy_url") ?? null,
      terms_of_service_url: str(profile, "terms_of_service_url") ?? null,
    },
    created: now,
    default_return_url: str(input.params, "default_return_url") ?? null,
    features: input.features,
    is_default: input.isDefault,
    livemode: false,
    login_page: { enabled: false, url: null },
    metadata: stringMap(input.params, "metadata") ?? {},
    name: str(input.params, "name") ?? null,
    updated: now,
  };
  if (input.isDefault) {
    for (const other of store.portalConfigurations.values()) other.is_default = false;
  }
  store.portalConfigurations.set(configuration.id, configuration);
  engine.emit("billing_portal.configuration.created", configuration);
  return configuration;
}

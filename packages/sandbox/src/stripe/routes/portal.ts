import { Hono } from "hono";
import { allowOnly, stripeApi } from "../api";
import { missingParam, noSuch } from "../errors";
import { str } from "../form";
import { newId } from "../ids";
import type { StripeService } from "../service";

/** Portal links are short-lived in Stripe; an hour is plenty for a local session. */
export const PORTAL_SESSION_TTL = 60 * 60;

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
      const id = newId("bps", 24);
      const now = engine.now();
      const session = {
        id,
        object: "billing_portal.session" as const,
        configuration: str(params, "configuration") ?? "bpc_sandbox_default",
        created: now,
        customer: customerId,
        flow: null,
        livemode: false as const,
        locale: null,
        on_behalf_of: null,
        return_url: str(params, "return_url") ?? null,
        url: ctx.url(`/p/session/${id}`),
        expires_at: now + PORTAL_SESSION_TTL,
      };
      store.portalSessions.set(id, session);
      const { expires_at: _expiresAt, ...wire } = session;
      return wire;
    }),
  );

  return app;
}

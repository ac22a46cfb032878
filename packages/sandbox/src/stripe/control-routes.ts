import { Hono } from "hono";
import { z } from "zod";
import { jsonResponse } from "../core/http";
import { newConfiguration } from "./routes/portal";
import type { StripeService } from "./service";

/** What the Dashboard's portal settings enable out of the box. */
const DASHBOARD_DEFAULT_FEATURES = {
  customer_update: { enabled: "true", allowed_updates: ["email", "name"] },
  invoice_history: { enabled: "true" },
  payment_method_update: { enabled: "true" },
  subscription_cancel: { enabled: "true", mode: "at_period_end" },
};

const clockBody = z.union([
  z.strictObject({ advance_seconds: z.number().int().positive() }),
  z.strictObject({ frozen_time: z.number().int().positive() }),
]);

/**
 * `/__sandbox/stripe/*`: the emulator's test controls. Stripe's clock stands in for test clocks;
 * webhook deliveries can be awaited, listed and replayed.
 */
export function stripeControlRoutes(service: StripeService): Hono {
  const { engine, clock, dispatcher, store } = service;
  const app = new Hono();

  app.get("/__sandbox/stripe/clock", () => jsonResponse({ frozen_time: clock.nowSeconds() }));

  app.post("/__sandbox/stripe/clock", async (c) => {
    const parsed = clockBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return jsonResponse({ error: "invalid_request", error_description: 'Expected {"advance_seconds": n} or {"frozen_time": unix seconds}.' }, 400);
    }
    const target = "advance_seconds" in parsed.data ? clock.nowSeconds() + parsed.data.advance_seconds : parsed.data.frozen_time;
    if (target < clock.nowSeconds()) return jsonResponse({ error: "invalid_request", error_description: "Stripe's clock only moves forward." }, 400);
    return jsonResponse({ frozen_time: engine.advanceTo(target) });
  });

  // "Save" on the Dashboard's customer portal settings: the account gets its default configuration, which
  // portal sessions that name none then use. A fresh account (and a reset sandbox) has none.
  app.post("/__sandbox/stripe/portal/default", () => {
    const configuration = engine.inRequest({ id: null, idempotency_key: null }, () => newConfiguration(service, { features: DASHBOARD_DEFAULT_FEATURES, params: {}, isDefault: true }));
    return jsonResponse(configuration);
  });

  app.post("/__sandbox/stripe/webhooks/flush", async () => {
    await dispatcher.flush();
    return jsonResponse({ pending: dispatcher.pendingCount(), attempts: dispatcher.attempts.length });
  });

  app.get("/__sandbox/stripe/webhooks/deliveries", () => jsonResponse({ data: dispatcher.attempts }));

  app.post("/__sandbox/stripe/events/:id/resend", (c) => {
    const event = store.events.get(c.req.param("id"));
    if (!event) return jsonResponse({ error: "not_found", error_description: "No such event." }, 404);
    dispatcher.resend(event);
    return jsonResponse({ resent: event.id });
  });

  return app;
}

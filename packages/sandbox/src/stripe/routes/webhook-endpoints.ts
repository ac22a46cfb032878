import { Hono } from "hono";
import { allowOnly, boolParam, paginate, stripeApi } from "../api";
import { invalidParam, missingParam, noSuch } from "../errors";
import { str, stringMap, strings } from "../form";
import { newId } from "../ids";
import type { StripeService } from "../service";
import type { WebhookEndpoint } from "../types";
import { API_VERSION_PATTERN } from "../versions";

export function webhookEndpointRoutes(service: StripeService): Hono {
  const { store, engine } = service;
  const app = new Hono();

  app.post(
    "/v1/webhook_endpoints",
    stripeApi(service, ({ params }) => {
      allowOnly(params, ["url", "enabled_events", "description", "metadata", "api_version", "expand"]);
      const url = str(params, "url");
      if (!url) throw missingParam("url");
      if (!/^https?:\/\//.test(url)) throw invalidParam("url", "Invalid URL: URL must be publicly accessible.");
      const enabledEvents = strings(params, "enabled_events");
      if (enabledEvents.length === 0) throw missingParam("enabled_events");
      const apiVersion = str(params, "api_version");
      if (apiVersion !== undefined && !API_VERSION_PATTERN.test(apiVersion)) throw invalidParam("api_version", `Invalid API version: ${apiVersion}`);
      const endpoint: WebhookEndpoint = {
        id: newId("we", 24),
        object: "webhook_endpoint",
        // Events for this endpoint are rendered in this version (versions.ts); null means the account default.
        api_version: apiVersion ?? null,
        application: null,
        created: engine.now(),
        description: str(params, "description") ?? null,
        enabled_events: enabledEvents,
        livemode: false,
        metadata: stringMap(params, "metadata") ?? {},
        status: "enabled",
        url,
      };
      const secret = newId("whsec", 32);
      store.endpoints.set(endpoint.id, { endpoint, secret });
      // The secret is shown once, in the create response only.
      return { ...endpoint, secret };
    }),
  );

  app.get(
    "/v1/webhook_endpoints",
    stripeApi(service, ({ params }) => {
      allowOnly(params, ["limit", "starting_after", "ending_before", "expand"]);
      return paginate([...store.endpoints.values()].map((r) => r.endpoint), params, "/v1/webhook_endpoints");
    }),
  );

  app.get(
    "/v1/webhook_endpoints/:id",
    stripeApi(service, ({ path }) => {
      const record = store.endpoints.get(path.id ?? "");
      if (!record) throw noSuch("webhook_endpoint", path.id ?? "");
      return record.endpoint;
    }),
  );

  // As Stripe: `disabled=true` stops deliveries to the endpoint (events meanwhile are never sent to it), `false` resumes.
  app.post(
    "/v1/webhook_endpoints/:id",
    stripeApi(service, ({ path, params }) => {
      allowOnly(params, ["url", "enabled_events", "description", "metadata", "disabled", "expand"]);
      const record = store.endpoints.get(path.id ?? "");
      if (!record) throw noSuch("webhook_endpoint", path.id ?? "");
      const { endpoint } = record;
      const url = str(params, "url");
      if (url !== undefined) {
        if (!/^https?:\/\//.test(url)) throw invalidParam("url", "Invalid URL: URL must be publicly accessible.");
        endpoint.url = url;
      }
      const enabledEvents = strings(params, "enabled_events");
      if (enabledEvents.length > 0) endpoint.enabled_events = enabledEvents;
      const description = str(params, "description");
      if (description !== undefined) endpoint.description = description || null;
      const metadata = stringMap(params, "metadata");
      if (metadata) endpoint.metadata = { ...endpoint.metadata, ...metadata };
      const disabled = boolParam(params, "disabled");
      if (disabled !== undefined) endpoint.status = disabled ? "disabled" : "enabled";
      return endpoint;
    }),
  );

  app.delete(
    "/v1/webhook_endpoints/:id",
    stripeApi(service, ({ path }) => {
      const id = path.id ?? "";
      if (!store.endpoints.delete(id)) throw noSuch("webhook_endpoint", id);
      return { id, object: "webhook_endpoint", deleted: true };
    }),
  );

  app.get(
    "/v1/events",
    stripeApi(service, ({ params }) => {
      allowOnly(params, ["type", "types", "limit", "starting_after", "ending_before", "expand"]);
      const type = str(params, "type");
      const types = strings(params, "types");
      const matches = (t: string) =>
        (type === undefined || (type.endsWith(".*") ? t.startsWith(type.slice(0, -1)) : t === type)) && (types.length === 0 || types.includes(t));
      return paginate([...store.events.values()].filter((e) => matches(e.type)), params, "/v1/events");
    }),
  );

  app.get(
    "/v1/events/:id",
    stripeApi(service, ({ path }) => {
      const event = store.events.get(path.id ?? "");
      if (!event) throw noSuch("event", path.id ?? "");
      return event;
    }),
  );

  return app;
}

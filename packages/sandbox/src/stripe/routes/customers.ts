import { Hono } from "hono";
import { allowOnly, paginate, stripeApi } from "../api";
import { noSuch } from "../errors";
import { str, stringMap, type ParamObject } from "../form";
import type { StripeService } from "../service";
import type { Customer } from "../types";

const WRITABLE = ["email", "name", "description", "metadata", "expand"] as const;

export function customerRoutes(service: StripeService): Hono {
  const { store, engine } = service;
  const app = new Hono();

  app.post(
    "/v1/customers",
    stripeApi(service, ({ params }) => {
      allowOnly(params, WRITABLE);
      return engine.createCustomer({
        email: str(params, "email") ?? null,
        name: str(params, "name") ?? null,
        description: str(params, "description") ?? null,
        metadata: stringMap(params, "metadata") ?? {},
      });
    }),
  );

  app.get(
    "/v1/customers",
    stripeApi(service, ({ params }) => {
      allowOnly(params, ["email", "limit", "starting_after", "ending_before", "expand"]);
      const email = str(params, "email");
      const all = [...store.customers.values()].filter((c) => email === undefined || c.email === email);
      return paginate(all, params, "/v1/customers");
    }),
  );

  app.get(
    "/v1/customers/:id",
    stripeApi(service, ({ path, params }) => {
      allowOnly(params, ["expand"]);
      const id = path.id ?? "";
      if (store.deletedCustomers.has(id)) return { id, object: "customer", deleted: true };
      return find(service, id);
    }),
  );

  app.post(
    "/v1/customers/:id",
    stripeApi(service, ({ path, params }) => {
      allowOnly(params, WRITABLE);
      const customer = find(service, path.id ?? "");
      const previous = update(customer, params);
      if (Object.keys(previous).length > 0) engine.emit("customer.updated", customer, previous);
      return customer;
    }),
  );

  app.delete(
    "/v1/customers/:id",
    stripeApi(service, ({ path }) => {
      const customer = find(service, path.id ?? "");
      for (const subscription of store.subscriptions.values()) {
        if (subscription.customer === customer.id) engine.cancelNow(subscription);
      }
      store.customers.delete(customer.id);
      store.deletedCustomers.add(customer.id);
      engine.emit("customer.deleted", customer);
      return { id: customer.id, object: "customer", deleted: true };
    }),
  );

  return app;
}

export function find(service: StripeService, id: string): Customer {
  const customer = service.store.customers.get(id);
  if (!customer) throw noSuch("customer", id);
  return customer;
}

function update(customer: Customer, params: ParamObject): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const field of ["email", "name", "description"] as const) {
    const value = str(params, field);
    if (value === undefined) continue;
    previous[field] = customer[field];
    customer[field] = value === "" ? null : value;
  }
  const metadata = stringMap(params, "metadata");
  if (metadata) {
    previous.metadata = { ...customer.metadata };
    for (const [k, v] of Object.entries(metadata)) {
      if (v === "") delete customer.metadata[k];
      else customer.metadata[k] = v;
    }
  }
  return previous;
}

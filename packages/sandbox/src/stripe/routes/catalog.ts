import { Hono } from "hono";
import { allowOnly, boolParam, intParam, paginate, stripeApi } from "../api";
import { invalidParam, missingParam, noSuch, StripeApiError } from "../errors";
import { obj, str, stringMap, strings } from "../form";
import { newPrice, newProduct } from "../objects";
import type { StripeService } from "../service";
import type { Price } from "../types";

const INTERVALS = ["day", "week", "month", "year"] as const;
type Interval = (typeof INTERVALS)[number];

export function catalogRoutes(service: StripeService): Hono {
  const { store, engine } = service;
  const app = new Hono();

  app.post(
    "/v1/products",
    stripeApi(service, ({ params }) => {
      allowOnly(params, ["name", "description", "metadata", "expand"]);
      const name = str(params, "name");
      if (!name) throw missingParam("name");
      const product = newProduct(engine.now(), { name, description: str(params, "description") ?? null, metadata: stringMap(params, "metadata") ?? {} });
      store.products.set(product.id, product);
      engine.emit("product.created", product);
      return product;
    }),
  );

  app.get(
    "/v1/products/:id",
    stripeApi(service, ({ path }) => {
      const product = store.products.get(path.id ?? "");
      if (!product) throw noSuch("product", path.id ?? "");
      return product;
    }),
  );

  app.post(
    "/v1/prices",
    stripeApi(service, ({ params }) => {
      allowOnly(params, ["currency", "unit_amount", "product", "product_data", "recurring", "lookup_key", "transfer_lookup_key", "nickname", "metadata", "expand"]);
      const currency = str(params, "currency")?.toLowerCase();
      if (!currency) throw missingParam("currency");
      const unitAmount = intParam(params, "unit_amount", { min: 0 });
      if (unitAmount === undefined) throw missingParam("unit_amount");

      // Stripe validates the whole request before it writes anything: a refused request creates no product and
      // sends no `product.created` (https://docs.stripe.com/api/errors: a 400 means "the request was unacceptable",
      // nothing was done; https://docs.stripe.com/api/idempotent_requests: a request that fails validation is not executed).
      const productId = str(params, "product");
      const productData = obj(params, "product_data");
      const productName = productData ? str(productData, "name") : undefined;
      if (!productId && productData && !productName) throw missingParam("product_data[name]");
      if (!productId && !productData) throw missingParam("product");
      const existingProduct = productId ? store.products.get(productId) : undefined;
      if (productId && !existingProduct) throw noSuch("product", productId, "product");

      let recurring: Price["recurring"] = null;
      const recurringParams = obj(params, "recurring");
      if (recurringParams) {
        const interval = str(recurringParams, "interval");
        if (!interval) throw missingParam("recurring[interval]");
        if (!INTERVALS.includes(interval as Interval)) throw invalidParam("recurring[interval]", `Invalid recurring[interval]: must be one of ${INTERVALS.join(", ")}`);
        const count = intParam(recurringParams, "interval_count", { min: 1, max: 36 }) ?? 1;
        recurring = { interval: interval as Interval, interval_count: count, meter: null, usage_type: "licensed" };
      }

      const lookupKey = str(params, "lookup_key") ?? null;
      const holder = lookupKey ? [...store.prices.values()].find((p) => p.lookup_key === lookupKey) : undefined;
      if (holder && boolParam(params, "transfer_lookup_key") !== true) {
        throw new StripeApiError(400, {
          type: "invalid_request_error",
          code: "lookup_key_exists",
          param: "lookup_key",
          message: `A price (\`${holder.id}\`) already uses that lookup key.`,
        });
      }
      const productMetadata = productData ? (stringMap(productData, "metadata") ?? {}) : {};
      const metadata = stringMap(params, "metadata") ?? {};
      const nickname = str(params, "nickname");

      // Everything is valid: now the writes.
      let product = existingProduct;
      if (!product) {
        product = newProduct(engine.now(), { name: productName ?? "", metadata: productMetadata });
        store.products.set(product.id, product);
        engine.emit("product.created", product);
      }
      if (holder) holder.lookup_key = null;

      const price = newPrice(engine.now(), {
        product: product.id,
        unitAmount,
        currency,
        recurring,
        lookupKey,
        nickname: nickname ?? product.name,
        metadata,
      });
      store.prices.set(price.id, price);
      product.default_price ??= price.id;
      engine.emit("price.created", price);
      return price;
    }),
  );

  app.get(
    "/v1/prices",
    stripeApi(service, ({ params }) => {
      allowOnly(params, ["lookup_keys", "active", "product", "type", "limit", "starting_after", "ending_before", "expand"]);
      const lookupKeys = strings(params, "lookup_keys");
      const active = boolParam(params, "active");
      const product = str(params, "product");
      const type = str(params, "type");
      const prices = [...store.prices.values()].filter(
        (p) =>
          (lookupKeys.length === 0 || (p.lookup_key !== null && lookupKeys.includes(p.lookup_key))) &&
          (active === undefined || p.active === active) &&
          (product === undefined || p.product === product) &&
          (type === undefined || p.type === type),
      );
      return paginate(prices, params, "/v1/prices");
    }),
  );

  app.get(
    "/v1/prices/:id",
    stripeApi(service, ({ path }) => {
      const price = store.prices.get(path.id ?? "");
      if (!price) throw noSuch("price", path.id ?? "");
      return price;
    }),
  );

  return app;
}

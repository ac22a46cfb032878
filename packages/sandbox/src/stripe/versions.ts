import type { StripeEvent } from "./types";
import { API_VERSION } from "./types";

/**
 * Webhook events are rendered in the API version of the endpoint they go to: the version it was created
 * with, else the account's default (https://docs.stripe.com/webhooks/versioning,
 * https://docs.stripe.com/api/webhook_endpoints/create#create_webhook_endpoint-api_version). Only the
 * differences the app reads are emulated.
 */

/** The sandbox account's default API version (a fresh account gets the newest). */
export const ACCOUNT_API_VERSION = API_VERSION;

/**
 * 2025-03-31.basil moved the billing period from the subscription to its items, and the invoice's
 * subscription under `parent.subscription_details`
 * (https://docs.stripe.com/changelog/basil/2025-03-31/deprecate-subscription-current-period-start-and-end,
 * https://docs.stripe.com/changelog/basil/2025-03-31/adds-new-parent-field-to-invoicing-objects).
 */
export const BASIL = "2025-03-31.basil";

/** Versions are dates with a release name; the date orders them. */
export const isBefore = (version: string, than: string) => version.slice(0, 10) < than.slice(0, 10);

export const API_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/;

export function renderEvent(event: StripeEvent, version: string): StripeEvent {
  if (!isBefore(version, BASIL)) return { ...event, api_version: version };
  const rendered = structuredClone(event);
  rendered.api_version = version;
  rendered.data.object = beforeBasil(rendered.data.object);
  if (rendered.data.previous_attributes) rendered.data.previous_attributes = previousBeforeBasil(rendered.data.previous_attributes, event.data.object);
  return rendered;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

function itemsOf(subscription: Json): Json[] {
  const items = subscription.items;
  return isObject(items) && Array.isArray(items.data) ? (items.data as unknown[]).filter(isObject) : [];
}

function beforeBasil(object: unknown): unknown {
  if (!isObject(object)) return object;
  if (object.object === "subscription") {
    const items = itemsOf(object);
    const first = items[0];
    object.current_period_start = first?.current_period_start ?? null;
    object.current_period_end = first?.current_period_end ?? null;
    for (const item of items) {
      delete item.current_period_start;
      delete item.current_period_end;
    }
  }
  if (object.object === "invoice" && isObject(object.parent)) {
    const details = object.parent.subscription_details;
    object.subscription = isObject(details) ? (details.subscription ?? null) : null;
    object.subscription_details = isObject(details) ? { metadata: details.metadata ?? {} } : null;
    object.paid = object.status === "paid";
    delete object.parent;
  }
  return object;
}

/** An earlier period, as it was: on the subscription in the old shape. */
function previousBeforeBasil(previous: Json, current: unknown): Json {
  const out = { ...previous };
  if (isObject(current) && current.object === "subscription" && isObject(previous.items)) {
    const before = itemsOf(previous)[0];
    if (before && "current_period_end" in before) {
      out.current_period_start = before.current_period_start;
      out.current_period_end = before.current_period_end;
    }
    delete out.items;
  }
  return out;
}

import type { FaultRegistry } from "../core/faults";
import { signatureHeader } from "./signature";
import type { EndpointRecord, StripeStore } from "./store";
import type { StripeEvent } from "./types";
import { ACCOUNT_API_VERSION, renderEvent } from "./versions";

export const WEBHOOK_FAULTS = ["duplicate", "reorder", "delay", "fail"] as const;
export const WEBHOOK_FAULT_NAMESPACE = "stripe_webhooks";

const MAX_ATTEMPTS = 12;
const DELIVERY_TIMEOUT_MS = 10_000;

export interface DeliveryAttempt {
  event_id: string;
  event_type: string;
  endpoint_id: string;
  attempt: number;
  /** HTTP status, or null when the request never got an answer (or the `fail` switch dropped it). */
  status: number | null;
  error: string | null;
  duplicate: boolean;
  delivered_at: number;
}

interface Delivery {
  eventId: string;
  endpointId: string;
  attempt: number;
  duplicate: boolean;
}

export interface DispatcherOptions {
  store: StripeStore;
  faults: FaultRegistry;
  /** The sandbox clock (not Stripe's advanced one): signatures carry real-looking timestamps. */
  now: () => Date;
  /** How long a `delay`ed event is held before it is sent anyway. */
  delayMs?: number;
  retryDelayMs?: (attempt: number) => number;
}

/**
 * Delivers events the way Stripe does: asynchronously after the request that caused them, signed,
 * retried on any non-2xx answer, with no ordering promise. Test switches (`POST /__sandbox/faults`,
 * namespace `stripe_webhooks`) send the next events twice, in reverse order, late, or not at all.
 */
export class WebhookDispatcher {
  readonly attempts: DeliveryAttempt[] = [];
  readonly #ready: Delivery[] = [];
  readonly #held = new Set<{ delivery: Delivery; timer: NodeJS.Timeout }>();
  readonly #retrying = new Set<{ delivery: Delivery; timer: NodeJS.Timeout }>();
  #burst: StripeEvent[] = [];
  #pumping: Promise<void> | null = null;
  #generation = 0;

  constructor(private readonly options: DispatcherOptions) {
    options.faults.define(WEBHOOK_FAULT_NAMESPACE, WEBHOOK_FAULTS);
  }

  /** Collects an event raised by the current request; `endBurst` sends them. */
  record(event: StripeEvent): void {
    this.#burst.push(event);
  }

  /** Drops what the current request raised (it was refused); returns the dropped events. */
  discardBurst(): StripeEvent[] {
    const events = this.#burst;
    this.#burst = [];
    return events;
  }

  /** Called once a request (API call, hosted page post, clock advance) has finished changing state. */
  endBurst(): void {
    const events = this.#burst;
    this.#burst = [];
    if (events.length === 0) return;
    const { faults } = this.options;
    const ordered = faults.consume(WEBHOOK_FAULT_NAMESPACE, "reorder") ? [...events].reverse() : events;
    const duplicates: Delivery[] = [];
    for (const event of ordered) {
      for (const endpoint of this.#endpointsFor(event)) {
        const delivery: Delivery = { eventId: event.id, endpointId: endpoint.endpoint.id, attempt: 1, duplicate: false };
        if (faults.consume(WEBHOOK_FAULT_NAMESPACE, "duplicate")) duplicates.push({ ...delivery, duplicate: true });
        if (faults.consume(WEBHOOK_FAULT_NAMESPACE, "delay")) this.#hold(delivery);
        else this.#ready.push(delivery);
      }
      event.pending_webhooks = this.#endpointsFor(event).length;
    }
    // Copies go out after the burst, so a duplicate can also arrive after later events.
    this.#ready.push(...duplicates);
    this.#pump();
  }

  /** Re-sends an event to every endpoint now, like "Resend" in the dashboard. */
  resend(event: StripeEvent): void {
    for (const endpoint of this.#endpointsFor(event)) {
      this.#ready.push({ eventId: event.id, endpointId: endpoint.endpoint.id, attempt: 1, duplicate: true });
    }
    this.#pump();
  }

  /** Sends everything held or waiting for a retry now, and resolves once nothing is left to send. */
  async flush(): Promise<void> {
    for (const set of [this.#held, this.#retrying]) {
      for (const entry of set) {
        clearTimeout(entry.timer);
        this.#ready.push(entry.delivery);
      }
      set.clear();
    }
    this.#pump();
    while (this.#pumping) await this.#pumping;
  }

  pendingCount(): number {
    return this.#ready.length + this.#held.size + this.#retrying.size;
  }

  clear(): void {
    this.#generation += 1;
    for (const set of [this.#held, this.#retrying]) {
      for (const entry of set) clearTimeout(entry.timer);
      set.clear();
    }
    this.#ready.length = 0;
    this.#burst = [];
    this.attempts.length = 0;
  }

  #endpointsFor(event: StripeEvent): EndpointRecord[] {
    return [...this.options.store.endpoints.values()].filter(
      (r) => r.endpoint.status === "enabled" && (r.endpoint.enabled_events.includes("*") || r.endpoint.enabled_events.includes(event.type)),
    );
  }

  #hold(delivery: Delivery): void {
    const entry = {
      delivery,
      timer: setTimeout(() => {
        this.#held.delete(entry);
        this.#ready.push(delivery);
        this.#pump();
      }, this.options.delayMs ?? 2_000).unref(),
    };
    this.#held.add(entry);
  }

  #pump(): void {
    if (this.#pumping) return;
    const generation = this.#generation;
    this.#pumping = (async () => {
      while (this.#ready.length > 0 && generation === this.#generation) {
        const delivery = this.#ready.shift();
        if (delivery) await this.#deliver(delivery, generation);
      }
    })().finally(() => {
      this.#pumping = null;
      if (this.#ready.length > 0) this.#pump();
    });
  }

  async #deliver(delivery: Delivery, generation: number): Promise<void> {
    const { store, faults, now } = this.options;
    const event = store.events.get(delivery.eventId);
    const endpoint = store.endpoints.get(delivery.endpointId);
    if (!event || !endpoint) return;
    const sentAt = Math.floor(now().getTime() / 1000);
    let status: number | null = null;
    let error: string | null = null;
    if (faults.consume(WEBHOOK_FAULT_NAMESPACE, "fail")) {
      error = "connection_failed (sandbox fault)";
    } else {
      const payload = JSON.stringify(renderEvent(event, endpoint.endpoint.api_version ?? ACCOUNT_API_VERSION), null, 2);
      try {
        const response = await fetch(endpoint.endpoint.url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
            "Stripe-Signature": signatureHeader(payload, endpoint.secret, sentAt),
          },
          body: payload,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
      }
    }
    if (generation !== this.#generation) return;
    this.attempts.push({
      event_id: event.id,
      event_type: event.type,
      endpoint_id: endpoint.endpoint.id,
      attempt: delivery.attempt,
      status,
      error,
      duplicate: delivery.duplicate,
      delivered_at: sentAt,
    });
    const ok = status !== null && status >= 200 && status < 300;
    if (ok) {
      if (!delivery.duplicate) event.pending_webhooks = Math.max(0, event.pending_webhooks - 1);
      return;
    }
    if (delivery.attempt < MAX_ATTEMPTS) this.#retry({ ...delivery, attempt: delivery.attempt + 1 });
  }

  #retry(delivery: Delivery): void {
    const delay = this.options.retryDelayMs?.(delivery.attempt) ?? Math.min(2 ** (delivery.attempt - 2), 60) * 1000;
    const entry = {
      delivery,
      timer: setTimeout(() => {
        this.#retrying.delete(entry);
        this.#ready.push(delivery);
        this.#pump();
      }, delay).unref(),
    };
    this.#retrying.add(entry);
  }
}

import type { SandboxContext } from "../core/context";
import { StripeClock } from "./clock";
import { StripeEngine } from "./engine";
import { StripeStore } from "./store";
import { WebhookDispatcher } from "./webhooks";

/** Everything the Stripe routes and pages share. */
export interface StripeService {
  ctx: SandboxContext;
  store: StripeStore;
  clock: StripeClock;
  engine: StripeEngine;
  dispatcher: WebhookDispatcher;
}

export interface StripeServiceOptions {
  /** How long a `stripe_webhooks.delay`ed event waits before it is sent anyway (ms). */
  webhookDelayMs?: number;
  /** Backoff before retry number `attempt` of a failed delivery (ms). */
  webhookRetryDelayMs?: (attempt: number) => number;
}

export function createStripeService(ctx: SandboxContext, options: StripeServiceOptions = {}): StripeService {
  const store = new StripeStore();
  const clock = new StripeClock(() => ctx.now());
  const dispatcher = new WebhookDispatcher({
    store,
    faults: ctx.faults,
    now: () => ctx.now(),
    ...(options.webhookDelayMs !== undefined ? { delayMs: options.webhookDelayMs } : {}),
    ...(options.webhookRetryDelayMs ? { retryDelayMs: options.webhookRetryDelayMs } : {}),
  });
  const engine = new StripeEngine(store, clock, dispatcher, {
    checkout: (id) => ctx.url(`/c/pay/${id}`),
    invoice: (id) => ctx.url(`/i/${id}`),
  });
  ctx.onReset(() => {
    dispatcher.clear();
    store.clear();
    clock.reset();
  });
  return { ctx, store, clock, engine, dispatcher };
}

/**
 * Drives the sandbox's Stripe the way the app and a customer's browser do: the real stripe-node SDK
 * for the API, form posts for the hosted pages, and a real HTTP listener for webhooks.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import type { RunningSandbox } from "../start";

export const TEST_KEY = "sk_test_sandbox_understudy";

export function stripeFor(sandbox: RunningSandbox, options: { maxNetworkRetries?: number; key?: string } = {}): Stripe {
  return new Stripe(options.key ?? TEST_KEY, {
    host: "localhost",
    port: sandbox.port,
    protocol: "http",
    maxNetworkRetries: options.maxNetworkRetries ?? 0,
    telemetry: false,
  });
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  raw: string;
  event: Stripe.Event;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Status codes to answer with, in order; 200 once they run out. */
  respondWith: number[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const receiver: WebhookReceiver = { url: "", received, respondWith: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const status = receiver.respondWith.shift() ?? 200;
      if (status === 200) received.push({ headers: req.headers, raw, event: JSON.parse(raw) as Stripe.Event });
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify({ received: status === 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

export async function control(sandbox: RunningSandbox, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${await res.text()}`);
  return res.json();
}

export const flushWebhooks = (sandbox: RunningSandbox) => control(sandbox, "POST", "/__sandbox/stripe/webhooks/flush");
export const armFaults = (sandbox: RunningSandbox, faults: Record<string, Record<string, boolean | number>>) => control(sandbox, "POST", "/__sandbox/faults", faults);
export const advanceStripeClock = (sandbox: RunningSandbox, seconds: number) =>
  control(sandbox, "POST", "/__sandbox/stripe/clock", { advance_seconds: seconds }) as Promise<{ frozen_time: number }>;

export const PAID_CARD = "4242 4242 4242 4242";
export const DECLINED_CARD = "4000 0000 0000 0002";

export interface PagePost {
  status: number;
  location: string | null;
  html: string;
}

/** Submits the hosted Checkout form as a browser would (without following the redirect). */
export async function payCheckout(sessionUrl: string, card: string, extra: Record<string, string> = {}): Promise<PagePost> {
  return postForm(sessionUrl, { email: "payer@example.com", cardNumber: card, cardExpiry: "12 / 34", cardCvc: "123", billingName: "Ada Lovelace", ...extra });
}

export async function postForm(url: string, fields: Record<string, string>): Promise<PagePost> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

/** The Pro price the app uses, created the way the app's adapter creates it. */
export async function proPrice(stripe: Stripe): Promise<Stripe.Price> {
  return stripe.prices.create({
    currency: "usd",
    unit_amount: 2999,
    recurring: { interval: "month" },
    lookup_key: "understudy_pro_monthly",
    product_data: { name: "Understudy Pro" },
  });
}

/** A customer with a paid Pro subscription through hosted Checkout. */
export async function subscribedCustomer(stripe: Stripe, price: Stripe.Price, card = PAID_CARD) {
  const customer = await stripe.customers.create({ email: "ada@example.com", name: "Ada Lovelace", metadata: { user_id: "u_1" } });
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: "http://app.test/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://app.test/subscription?checkout=cancelled",
    client_reference_id: "u_1",
    subscription_data: { metadata: { user_id: "u_1" } },
  });
  const paid = await payCheckout(session.url ?? "", card);
  const completed = await stripe.checkout.sessions.retrieve(session.id);
  const subscription = await stripe.subscriptions.retrieve(completed.subscription as string);
  return { customer, session: completed, subscription, paid };
}

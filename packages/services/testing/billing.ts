/**
 * Billing test rig: the sandbox's Stripe over real HTTP, the app's Stripe provider pointed at it, and
 * the webhook receiver the web route runs, on a loopback port the sandbox delivers to.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "@understudy/db";
import { createStripeBilling, type BillingProvider } from "@understudy/integrations/stripe";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import type { Clock } from "../src/clock";
import type { AppDeps } from "../src/deps";
import { silentLogger } from "../src/logger";
import { testDeps } from "./deps";
import { receiveStripeWebhook, webhookContext } from "../src/billing";
import { PRO_PRICE_CENTS } from "../src/subscription/plans";
import { replyToDelivery, type WebhookReply } from "./webhook-reply";

export const TEST_STRIPE_KEY = "sk_test_understudy_api";

export interface BillingRig {
  sandbox: RunningSandbox;
  billing: BillingProvider;
  webhookSecret: string;
  webhookUrl: string;
  /** What the webhook receiver answered, in order. */
  responses: WebhookReply[];
  /** While set, the receiver answers 503 without looking at the request (the app is "down"). */
  down: boolean;
  stripe(method: string, path: string, params?: Record<string, string>): Promise<Record<string, unknown>>;
  control(method: string, path: string, body?: unknown): Promise<unknown>;
  flush(): Promise<void>;
  advance(seconds: number): Promise<void>;
  reset(): Promise<void>;
  /** App deps with this sandbox's Stripe (as it is now: `reset` makes a new provider), for callers and the REST server. */
  appDeps(base?: AppDeps): AppDeps;
  close(): Promise<void>;
}

export async function startBillingRig(db: Database, clock: Clock): Promise<BillingRig> {
  const sandbox = await startSandbox({ port: 0 });
  const rig: BillingRig = {
    sandbox,
    billing: undefined as unknown as BillingProvider,
    webhookSecret: "",
    webhookUrl: "",
    responses: [],
    down: false,
    stripe: async (method, path, params) => {
      const body = params ? new URLSearchParams(params).toString() : undefined;
      const url = method === "GET" && body ? `${sandbox.url}${path}?${body}` : `${sandbox.url}${path}`;
      const res = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${TEST_STRIPE_KEY}`, "Content-Type": "application/x-www-form-urlencoded" },
        body: method === "GET" ? undefined : body,
      });
      return (await res.json()) as Record<string, unknown>;
    },
    control: async (method, path, body) => {
      const res = await fetch(`${sandbox.url}${path}`, { method, headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as unknown;
    },
    flush: async () => void (await rig.control("POST", "/__sandbox/stripe/webhooks/flush")),
    advance: async (seconds) => void (await rig.control("POST", "/__sandbox/stripe/clock", { advance_seconds: seconds })),
    reset: async () => {
      await rig.control("POST", "/__sandbox/reset");
      const endpoint = await rig.stripe("POST", "/v1/webhook_endpoints", { url: rig.webhookUrl, "enabled_events[0]": "*" });
      rig.webhookSecret = String(endpoint.secret);
      rig.billing = createBilling(sandbox, rig.webhookSecret);
      rig.responses.length = 0;
      rig.down = false;
    },
    appDeps: (base = testDeps(db, { clock })) => ({ ...base, billing: rig.billing }),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await sandbox.close();
    },
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        if (rig.down) {
          rig.responses.push({ status: 503 });
          res.writeHead(503).end();
          return;
        }
        const delivery = receiveStripeWebhook({
          ctx: webhookContext(rig.appDeps(), silentLogger),
          billing: rig.billing,
          request: { rawBody: Buffer.concat(chunks).toString("utf8"), signature: req.headers["stripe-signature"]?.toString() ?? null },
        });
        await replyToDelivery(res, delivery, rig.responses);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  rig.webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`;
  await rig.reset();
  return rig;
}

function createBilling(sandbox: RunningSandbox, webhookSecret: string): BillingProvider {
  return createStripeBilling({
    secretKey: TEST_STRIPE_KEY,
    webhookSecret,
    apiBase: sandbox.url,
    maxNetworkRetries: 0,
    proPlan: { lookupKey: "understudy_pro_monthly", productName: "Understudy Pro", unitAmount: PRO_PRICE_CENTS, currency: "usd", interval: "month" },
  });
}

/** Submits the hosted Checkout form like a browser; 303 = paid, 402 = declined. */
export async function payHostedCheckout(url: string, card: string): Promise<number> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ cardNumber: card, cardExpiry: "12 / 34", cardCvc: "123", billingName: "Test User" }).toString(),
    redirect: "manual",
  });
  return res.status;
}

export async function postPortal(url: string, fields: Record<string, string>): Promise<number> {
  const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
  return res.status;
}

export const PAID_CARD = "4242 4242 4242 4242";
export const DECLINED_CARD = "4000 0000 0000 0002";
export const FAILS_LATER_CARD = "4000 0000 0000 0341";

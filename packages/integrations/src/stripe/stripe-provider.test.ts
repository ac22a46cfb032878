import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BillingRequestError, BillingUnavailableError, WebhookSignatureError } from "./errors";
import type { BillingProvider } from "./interface";
import { createStripeBilling, type StripeBillingConfig } from "./stripe-provider";

const PRO = { lookupKey: "understudy_pro_monthly", productName: "Understudy Pro", unitAmount: 2999, currency: "usd", interval: "month" as const };

let sandbox: RunningSandbox;
let billing: BillingProvider;
let webhookSecret: string;
let received: { raw: string; signature: string }[];
let receiver: Server;

const config = (over: Partial<StripeBillingConfig> = {}): StripeBillingConfig => ({
  secretKey: "sk_test_integration",
  webhookSecret,
  apiBase: sandbox.url,
  proPlan: PRO,
  maxNetworkRetries: 0,
  ...over,
});

async function pay(url: string, card = "4242 4242 4242 4242") {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ cardNumber: card, cardExpiry: "12 / 34", cardCvc: "123" }).toString(),
    redirect: "manual",
  });
  return res.status;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  received = [];
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ raw: Buffer.concat(chunks).toString("utf8"), signature: String(req.headers["stripe-signature"]) });
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  received.length = 0;
  const res = await fetch(`${sandbox.url}/v1/webhook_endpoints`, {
    method: "POST",
    headers: { Authorization: "Bearer sk_test_integration", "Content-Type": "application/x-www-form-urlencoded" },
    body: `url=${encodeURIComponent(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`)}&enabled_events[0]=*`,
  });
  webhookSecret = ((await res.json()) as { secret: string }).secret;
  billing = createStripeBilling(config());
});

describe("the Pro price", () => {
  it("is created once under its lookup key and found again by a fresh process", async () => {
    const id = await billing.proPriceId();
    expect(await billing.proPriceId()).toBe(id);
    expect(await createStripeBilling(config()).proPriceId()).toBe(id);
  });

  it("is replaced when the price under the lookup key no longer matches the plan's amount", async () => {
    const cheap = await createStripeBilling(config({ proPlan: { ...PRO, unitAmount: 100 } })).proPriceId();
    const real = await billing.proPriceId();
    expect(real).not.toBe(cheap);
    const session = await billing.createCheckoutSession({
      customerId: (await billing.createCustomer({ userId: "u1", email: "a@example.com", name: null, idempotencyKey: "c-u1" })).id,
      userId: "u1",
      priceId: real,
      successUrl: "http://app/ok",
      cancelUrl: "http://app/no",
      metadata: {},
      idempotencyKey: "s-u1",
    });
    expect(session.amountTotal).toBe(2999);
  });
});

describe("checkout through the sandbox", () => {
  it("creates a customer once per key, a session, and reads back the subscription and invoice in app terms", async () => {
    const customer = await billing.createCustomer({ userId: "user-1", email: "ada@example.com", name: "Ada", idempotencyKey: "customer:user-1" });
    expect(await billing.createCustomer({ userId: "user-1", email: "ada@example.com", name: "Ada", idempotencyKey: "customer:user-1" })).toEqual(customer);

    const session = await billing.createCheckoutSession({
      customerId: customer.id,
      userId: "user-1",
      priceId: await billing.proPriceId(),
      successUrl: "http://app/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://app/subscription?checkout=cancelled",
      metadata: { user_name: "Ada", upgrade_from: "free" },
      idempotencyKey: "checkout:user-1:1",
    });
    expect(session).toMatchObject({ status: "open", paymentStatus: "unpaid", customerId: customer.id, userId: "user-1", subscriptionId: null, amountTotal: 2999 });
    expect(session.url).toMatch(/\/c\/pay\/cs_test_/);

    expect(await pay(session.url ?? "", "4000 0000 0000 0002")).toBe(402);
    expect(await pay(session.url ?? "")).toBe(303);
    const done = await billing.getCheckoutSession(session.id);
    expect(done).toMatchObject({ status: "complete", paymentStatus: "paid", url: null });

    const subscription = await billing.getSubscription(done?.subscriptionId ?? "");
    expect(subscription).toMatchObject({ customerId: customer.id, status: "active", userId: "user-1", cancelAtPeriodEnd: false, cancelAt: null, endedAt: null });
    expect(subscription?.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await billing.listSubscriptions(customer.id)).toEqual([subscription]);

    const invoices = (await (await fetch(`${sandbox.url}/v1/invoices?customer=${customer.id}`, { headers: { Authorization: "Bearer sk_test_integration" } })).json()) as {
      data: { id: string }[];
    };
    const invoice = await billing.getInvoice(invoices.data[0]?.id ?? "");
    expect(invoice).toMatchObject({ customerId: customer.id, subscriptionId: subscription?.id, userId: "user-1", status: "paid", attempted: true, amountPaid: 2999, currency: "usd" });

    const portal = await billing.createPortalSession({ customerId: customer.id, returnUrl: "http://app/subscription" });
    expect(portal.url).toMatch(/\/p\/session\/bps_/);
  });

  it("answers null for unknown ids and a request error for an unknown customer", async () => {
    expect(await billing.getSubscription("sub_nope")).toBeNull();
    expect(await billing.getInvoice("in_nope")).toBeNull();
    expect(await billing.getCheckoutSession("cs_test_nope")).toBeNull();
    const error = await billing
      .createCheckoutSession({ customerId: "cus_gone", userId: "u", priceId: await billing.proPriceId(), successUrl: "http://a/", cancelUrl: "http://a/", metadata: {}, idempotencyKey: "k" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BillingRequestError);
    expect((error as BillingRequestError).code).toBe("resource_missing");
  });

  it("reports Stripe being unreachable or failing as unavailable", async () => {
    const down = createStripeBilling(config({ apiBase: "http://127.0.0.1:9" }));
    await expect(down.getSubscription("sub_1")).rejects.toBeInstanceOf(BillingUnavailableError);
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ stripe: { api_error: 1 } }) });
    await expect(billing.getSubscription("sub_1")).rejects.toBeInstanceOf(BillingUnavailableError);
    const badKey = createStripeBilling(config({ secretKey: "sk_live_nope" }));
    await expect(badKey.proPriceId()).rejects.toBeInstanceOf(BillingUnavailableError);
  });
});

describe("webhooks", () => {
  async function oneDelivery() {
    await billing.createCustomer({ userId: "u9", email: "w@example.com", name: null, idempotencyKey: "c-u9" });
    await fetch(`${sandbox.url}/__sandbox/stripe/webhooks/flush`, { method: "POST" });
    const delivery = received.find((d) => d.raw.includes('"customer.created"'));
    if (!delivery) throw new Error("no delivery");
    return delivery;
  }

  it("verifies the sandbox's signature and parses the event", async () => {
    const { raw, signature } = await oneDelivery();
    const event = billing.parseWebhook(raw, signature, new Date());
    expect(event).toMatchObject({ type: "customer.created", kind: "other" });
    expect(event.id).toMatch(/^evt_/);
  });

  it("refuses missing, forged, tampered and stale signatures", async () => {
    const { raw, signature } = await oneDelivery();
    expect(() => billing.parseWebhook(raw, null, new Date())).toThrow(WebhookSignatureError);
    expect(() => billing.parseWebhook(raw, signature.replace(/v1=(\w)/, (_m, c: string) => `v1=${c === "0" ? "1" : "0"}`), new Date())).toThrow(WebhookSignatureError);
    expect(() => billing.parseWebhook(raw.replace("w@example", "x@example"), signature, new Date())).toThrow(/No signatures found/);
    expect(() => billing.parseWebhook(raw, signature, new Date(Date.now() + 301_000))).toThrow(/tolerance/);
    expect(() => createStripeBilling(config({ webhookSecret: "whsec_other" })).parseWebhook(raw, signature, new Date())).toThrow(WebhookSignatureError);
    expect(() => createStripeBilling(config({ webhookSecret: null })).parseWebhook(raw, signature, new Date())).toThrow(/not configured/);
  });
});

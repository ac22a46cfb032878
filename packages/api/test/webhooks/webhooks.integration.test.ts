import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { subscriptions } from "@understudy/db/schema";
import { createTestUser } from "@understudy/db/test";
import { BillingUnavailableError, FakeBilling, type BillingSubscription } from "@understudy/integrations/stripe";
import { receiveStripeWebhook, webhookContext } from "@understudy/services/billing";
import { botWebhookContext, receiveBotWebhook } from "@understudy/services/bots";
import { fixedClock } from "@understudy/services/clock";
import { silentLogger } from "@understudy/services/logger";
import { answerWebhook, readWebhookBody } from "../../src/rest/webhook";
import { connectTestDb } from "../support/helpers";
import { testDeps } from "@understudy/services/testing/deps";

/* /api/webhooks/{stripe,bot} are `answerWebhook(readWebhookBody + the service)`: these are their answers. */

const { db, close } = connectTestDb();
afterAll(close);
const clock = fixedClock("2026-06-01T00:00:00Z");

async function answered(response: Response) {
  return { status: response.status, cacheControl: response.headers.get("cache-control"), body: (await response.json()) as unknown };
}

function stripeRoute(billing: FakeBilling | null, request: Request) {
  return answerWebhook(silentLogger, async () => {
    const rawBody = await readWebhookBody(request, 1_048_576);
    return receiveStripeWebhook({ ctx: webhookContext(testDeps(db, { clock }), silentLogger), billing, request: { rawBody, signature: request.headers.get("stripe-signature") } });
  });
}

const deliveryOf = (body: string, signature: string | null = FakeBilling.sign(body)) =>
  new Request("http://localhost/api/webhooks/stripe", { method: "POST", body, headers: signature ? { "stripe-signature": signature } : {} });

async function subscriptionEvent(fake: FakeBilling) {
  const user = await createTestUser(db);
  const customerId = `cus_${randomUUID().slice(0, 12)}`;
  await db.insert(subscriptions).values({ userId: user.id, stripeCustomerId: customerId });
  const sub: BillingSubscription = {
    id: `sub_${randomUUID().slice(0, 12)}`,
    customerId,
    status: "active",
    userId: null,
    priceId: "price_fake_pro",
    currentPeriodEnd: new Date("2026-07-01T00:00:00Z"),
    cancelAtPeriodEnd: false,
    cancelAt: null,
    endedAt: null,
    created: clock.now(),
  };
  fake.subscriptions.set(sub.id, sub);
  return JSON.stringify({ id: `evt_${randomUUID().slice(0, 12)}`, type: "customer.subscription.updated", created: clock.now(), kind: "subscription", object: sub });
}

class StripeDown extends FakeBilling {
  override getSubscription(): Promise<BillingSubscription | null> {
    return Promise.reject(new BillingUnavailableError("Stripe is down"));
  }
}

describe("/api/webhooks/stripe", () => {
  it("acknowledges an applied event with 200 {received: true, outcome}, and its replay as a duplicate", async () => {
    const fake = new FakeBilling();
    const body = await subscriptionEvent(fake);
    expect(await answered(await stripeRoute(fake, deliveryOf(body)))).toEqual({ status: 200, cacheControl: "no-store", body: { received: true, outcome: "applied" } });
    expect((await answered(await stripeRoute(fake, deliveryOf(body)))).body).toEqual({ received: true, outcome: "duplicate" });
  });

  it("answers 400 (Stripe stops) without configuration or with a bad signature", async () => {
    expect(await answered(await stripeRoute(null, deliveryOf("{}")))).toEqual({
      status: 400,
      cacheControl: "no-store",
      body: { received: false, detail: "Stripe webhooks are not configured on this server" },
    });
    expect(await answered(await stripeRoute(new FakeBilling(), deliveryOf("{}", "t=1,v1=forged")))).toEqual({
      status: 400,
      cacheControl: "no-store",
      body: { received: false, detail: "Invalid Stripe signature: No signatures found matching the expected signature for payload" },
    });
  });

  it("answers 503 when Stripe is down and 500 when applying failed otherwise (Stripe retries both), with a message for the sender", async () => {
    const down = new StripeDown();
    expect(await answered(await stripeRoute(down, deliveryOf(await subscriptionEvent(down))))).toEqual({
      status: 503,
      cacheControl: "no-store",
      body: { received: false, detail: "Stripe is unavailable; retry later" },
    });
    const failing = new FakeBilling();
    const body = await subscriptionEvent(failing);
    failing.unavailable = true;
    expect(await answered(await stripeRoute(failing, deliveryOf(body)))).toEqual({
      status: 500,
      cacheControl: "no-store",
      body: { received: false, detail: "Webhook processing failed; retry later" },
    });
  });

  it("answers 413 to a body over the limit, declared or not", async () => {
    const big = "x".repeat(1_048_577);
    expect((await answered(await stripeRoute(new FakeBilling(), deliveryOf(big)))).body).toEqual({ received: false, detail: "Payload too large" });
    const undeclared = new Request("http://localhost/api/webhooks/stripe", {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(undeclared.headers.get("content-length")).toBeNull();
    expect(await answered(await stripeRoute(new FakeBilling(), undeclared))).toEqual({ status: 413, cacheControl: "no-store", body: { received: false, detail: "Payload too large" } });
  });
});

describe("/api/webhooks/bot", () => {
  it("answers 503 without a configured provider", async () => {
    const response = await answerWebhook(silentLogger, () =>
      receiveBotWebhook({ ctx: botWebhookContext(testDeps(db, { clock }), silentLogger), request: { headers: new Headers(), rawBody: "{}" } }),
    );
    expect(await answered(response)).toEqual({ status: 503, cacheControl: "no-store", body: { received: false, detail: "Meeting bots are not configured on this server" } });
  });

  it("answers 500 {received: false} with the generic message when applying fails unexpectedly", async () => {
    const response = await answerWebhook(silentLogger, () => Promise.reject(new Error("connection terminated: select * from bot_sessions")));
    expect(await answered(response)).toEqual({ status: 500, cacheControl: "no-store", body: { received: false, detail: "Something went wrong on our side" } });
  });
});

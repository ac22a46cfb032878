import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "@understudy/services/clock";
import { PAID_CARD, payHostedCheckout, startBillingRig, type BillingRig } from "@understudy/services/testing/billing";
import type { AppDeps } from "@understudy/services/deps";
import { connectTestDb, makeCaller, signedInUser } from "../../test/support/helpers";

const { db, close } = connectTestDb();
const clock = fixedClock(new Date());
let rig: BillingRig;
let deps: AppDeps;

beforeAll(async () => {
  rig = await startBillingRig(db, clock);
  deps = rig.appDeps();
});
afterAll(async () => {
  await rig.close();
  await close();
});

async function trpcError(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.catch((e: unknown) => e);
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

describe("subscription router", () => {
  it("refuses anonymous callers on every billing procedure", async () => {
    const caller = await makeCaller(db, null, clock, deps);
    for (const call of [caller.subscription.checkout({ plan_id: "pro" }), caller.subscription.portal(), caller.subscription.billing(), caller.subscription.confirmCheckout({ session_id: "cs_test_x" })]) {
      expect((await trpcError(call)).code).toBe("UNAUTHORIZED");
    }
  });

  it("maps the checkout rules onto tRPC codes: BAD_REQUEST, CONFLICT", async () => {
    const { token } = await signedInUser(db);
    const caller = await makeCaller(db, token, clock, deps);
    const invalid = await trpcError(caller.subscription.checkout({ plan_id: "free" }));
    expect([invalid.code, invalid.message]).toEqual(["BAD_REQUEST", "Invalid plan selection"]);
    expect((await trpcError(caller.subscription.checkout())).message).toBe("Invalid plan selection");
    const pro = await makeCaller(db, (await signedInUser(db, { subscriptionPlan: "pro" })).token, clock, deps);
    expect((await trpcError(pro.subscription.checkout({ plan_id: "pro" }))).code).toBe("CONFLICT");
  });

  it("upgrades end to end: checkout, pay, confirm; billing details and portal follow", async () => {
    const { token } = await signedInUser(db);
    const caller = await makeCaller(db, token, clock, deps);
    expect(await caller.subscription.billing()).toEqual({
      has_billing_account: false,
      stripe_status: null,
      current_period_end: null,
      cancel_at_period_end: false,
      cancel_at: null,
      payment_failed: false,
      first_payment: null,
    });
    expect((await trpcError(caller.subscription.portal())).code).toBe("PRECONDITION_FAILED");

    const { checkout_url, session_id } = await caller.subscription.checkout({ plan_id: "pro", metadata: { user_name: "Test", upgrade_from: "free" } });
    expect(await payHostedCheckout(checkout_url, PAID_CARD)).toBe(303);
    const status = await caller.subscription.confirmCheckout({ session_id });
    expect(status).toMatchObject({ current_plan: { id: "pro", price: 29.99 }, subscription_status: "active", can_upgrade: false });
    expect(await caller.subscription.billing()).toMatchObject({ has_billing_account: true, stripe_status: "active", cancel_at_period_end: false });
    expect((await caller.subscription.portal()).portal_url).toContain("/p/session/bps_");
    expect((await caller.auth.me()).subscription_plan).toBe("pro");
  });

  it("answers SERVICE_UNAVAILABLE when Stripe is not configured", async () => {
    const caller = await makeCaller(db, (await signedInUser(db)).token, clock, { ...deps, billing: null });
    const error = await trpcError(caller.subscription.checkout({ plan_id: "pro" }));
    expect([error.code, error.message]).toEqual(["SERVICE_UNAVAILABLE", "Billing is not configured on this server"]);
  });
});

/**
 * Next.js runs two copies of this package in one web process (App Router and Pages Router bundles) that share
 * the adapters built by whichever copy ran first: an error thrown by one copy must be recognised by the other.
 * A second copy is made here the way vitest can: a fresh module registry and a dynamic import.
 */
import { describe, expect, it, vi } from "vitest";
import * as ai from "./ai/errors";
import * as bots from "./bots/errors";
import * as stripe from "./stripe/errors";

async function secondCopy() {
  vi.resetModules();
  return {
    stripe: await import("./stripe/errors"),
    ai: await import("./ai/errors"),
    bots: await import("./bots/errors"),
  };
}

describe("adapter errors across copies of the package", () => {
  it("the copies are different classes, and instanceof still recognises the other copy's errors", async () => {
    const other = await secondCopy();
    expect(other.stripe.BillingUnavailableError).not.toBe(stripe.BillingUnavailableError);
    expect(new other.stripe.BillingUnavailableError("down")).toBeInstanceOf(stripe.BillingUnavailableError);
    expect(new other.stripe.BillingRequestError("refused", "resource_missing")).toBeInstanceOf(stripe.BillingRequestError);
    expect(new other.stripe.WebhookSignatureError("forged")).toBeInstanceOf(stripe.WebhookSignatureError);
    const aiError = new other.ai.AiError("rejected", "no such model", { status: 404 });
    expect(aiError).toBeInstanceOf(ai.AiError);
    expect(aiError.retryable).toBe(false);
    expect(new other.bots.BotProviderUnavailableError("down", 503)).toBeInstanceOf(bots.BotProviderUnavailableError);
  });

  it("classes still tell each other apart, and plain errors are none of them", async () => {
    const other = await secondCopy();
    expect(new other.stripe.BillingRequestError("refused", null)).not.toBeInstanceOf(stripe.BillingUnavailableError);
    expect(new stripe.BillingUnavailableError("down")).not.toBeInstanceOf(stripe.BillingRequestError);
    expect(new Error("plain")).not.toBeInstanceOf(stripe.BillingUnavailableError);
    expect(null).not.toBeInstanceOf(stripe.BillingUnavailableError);
    expect(new stripe.BillingUnavailableError("down")).toBeInstanceOf(Error);
  });
});

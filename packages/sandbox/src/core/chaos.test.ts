import OpenAI from "openai";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../start";
import { startTestSandbox } from "../test/oauth-client";

let sandbox: RunningSandbox;
beforeAll(async () => void (sandbox = await startTestSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => void (await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })));

const chaos = (body: unknown) => fetch(`${sandbox.url}/__sandbox/chaos`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const counts = async () => ((await (await fetch(`${sandbox.url}/__sandbox/chaos`)).json()) as { counts: Record<string, number> }).counts;

describe("chaos: a share of every API's calls fail", () => {
  it("fails about the rate asked for, seeded, and leaves the controls alone", async () => {
    expect((await chaos({ rate: 0.2, kinds: ["server_error"], seed: 7 })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push((await fetch(`${sandbox.url}/v1/embeddings`, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer sk-x" }, body: JSON.stringify({ model: "text-embedding-3-small", input: "hello" }) })).status);
    const failed = statuses.filter((s) => s === 503).length;
    expect(failed).toBeGreaterThan(20);
    expect(failed).toBeLessThan(60);
    expect(await counts()).toMatchObject({ server_error: failed, passed: 200 - failed });
    expect((await fetch(`${sandbox.url}/__sandbox/health`)).status).toBe(200);
  });

  it("answers in each service's own error shape, so the real SDKs raise their own errors", async () => {
    await chaos({ rate: 1, kinds: ["rate_limit"] });
    const openai = new OpenAI({ apiKey: "sk-sandbox", baseURL: `${sandbox.url}/v1`, maxRetries: 0 });
    const stripe = new Stripe("sk_test_chaos", { host: new URL(sandbox.url).hostname, port: Number(new URL(sandbox.url).port), protocol: "http", maxNetworkRetries: 0 });
    await expect(openai.embeddings.create({ model: "text-embedding-3-small", input: "x" })).rejects.toBeInstanceOf(OpenAI.RateLimitError);
    await expect(stripe.customers.create({ email: "a@example.com" })).rejects.toMatchObject({ statusCode: 429, code: "rate_limit" });
    const google = await fetch(`${sandbox.url}/calendar/v3/users/me/calendarList`);
    expect(google.headers.get("retry-after")).toBe("1");
    expect(await google.json()).toEqual({ error: { code: 429, message: "Rate Limit Exceeded", status: "RESOURCE_EXHAUSTED" } });
  });

  it("drops the connection or holds the answer past the client's timeout", async () => {
    await chaos({ rate: 1, kinds: ["drop"] });
    const openai = new OpenAI({ apiKey: "sk-sandbox", baseURL: `${sandbox.url}/v1`, maxRetries: 0 });
    await expect(openai.embeddings.create({ model: "text-embedding-3-small", input: "x" })).rejects.toBeInstanceOf(OpenAI.APIConnectionError);
    await chaos({ rate: 1, kinds: ["timeout"], timeoutMs: 2_000 });
    const impatient = new OpenAI({ apiKey: "sk-sandbox", baseURL: `${sandbox.url}/v1`, maxRetries: 0, timeout: 200 });
    await expect(impatient.embeddings.create({ model: "text-embedding-3-small", input: "x" })).rejects.toBeInstanceOf(OpenAI.APIConnectionTimeoutError);
  });

  it("is off again after a reset or DELETE", async () => {
    await chaos({ rate: 1 });
    await fetch(`${sandbox.url}/__sandbox/chaos`, { method: "DELETE" });
    expect((await fetch(`${sandbox.url}/v1/embeddings`, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer sk-x" }, body: JSON.stringify({ model: "text-embedding-3-small", input: "hello" }) })).status).toBe(200);
    expect((await chaos({ rate: 2 })).status).toBe(400);
  });
});

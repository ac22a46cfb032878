import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { AiError } from "./errors";
import { createOpenAIModel } from "./openai-provider";

let sandbox: RunningSandbox;
beforeAll(async () => void (sandbox = await startSandbox({ port: 0 })));
afterAll(() => sandbox.close());
beforeEach(async () => void (await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })));

const arm = (faults: Record<string, number>) =>
  fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ openai: faults }), headers: { "content-type": "application/json" } });

const model = (maxRetries = 0) =>
  createOpenAIModel({ apiKey: "sk-test", baseURL: `${sandbox.url}/v1`, model: "gpt-4o-mini", embeddingModel: "text-embedding-3-small", timeoutMs: 5000, maxRetries, embeddingDimensions: 64 });

const Points = z.object({ key_points: z.array(z.object({ point: z.string(), timestamp: z.number() })), gist: z.string() });
const request = { system: "Summarise.", user: "<transcript>\n[t=7] Ana: The quarterly churn numbers improved after the pricing change.\n</transcript>", schema: Points, name: "points" };

describe("createOpenAIModel against the sandbox", () => {
  it("returns the parsed value, usage and the request id", async () => {
    const result = await model().completeStructured(request);
    expect(result.value.key_points).toEqual([{ point: "The quarterly churn numbers improved after the pricing change.", timestamp: 7 }]);
    expect(result.usage.promptTokens).toBeGreaterThan(0);
    expect(result.requestId).toMatch(/^req_/);
  });

  it("sends temperature only to models that take it: a reasoning model refuses temperature 0 (400 unsupported_value)", async () => {
    const reasoning = createOpenAIModel({ apiKey: "sk-test", baseURL: `${sandbox.url}/v1`, model: "o4-mini", embeddingModel: "text-embedding-3-small", timeoutMs: 5000, maxRetries: 0 });
    expect((await reasoning.completeStructured(request)).value.gist).toEqual(expect.any(String));
    const raw = await fetch(`${sandbox.url}/v1/chat/completions`, { method: "POST", headers: { authorization: "Bearer sk-test", "content-type": "application/json" }, body: JSON.stringify({ model: "o4-mini", temperature: 0, messages: [{ role: "user", content: "hi" }] }) });
    expect([raw.status, ((await raw.json()) as { error: { code: string } }).error.code]).toEqual([400, "unsupported_value"]);
  });

  it("maps failures to AiError kinds: rate limit and 5xx are transient, bad JSON is invalid_output", async () => {
    await arm({ rate_limit: 1 });
    await expect(model().completeStructured(request)).rejects.toMatchObject({ kind: "rate_limited", retryable: true });
    await arm({ server_error: 1 });
    await expect(model().completeStructured(request)).rejects.toMatchObject({ kind: "unavailable", status: 500 });
    await arm({ malformed_json: 1 });
    await expect(model().completeStructured(request)).rejects.toMatchObject({ kind: "invalid_output" });
    await arm({ missing_fields: 1 });
    await expect(model().completeStructured(request)).rejects.toBeInstanceOf(AiError);
  });

  it("lets the SDK retry a 429 by itself when retries are on", async () => {
    await arm({ rate_limit: 2 });
    await expect(model(2).completeStructured(request)).resolves.toMatchObject({ value: { gist: expect.any(String) } });
  });

  it("an unknown model (404 model_not_found) is a readable refusal, asked once: neither the SDK nor the caller retries it", async () => {
    // A counting hop in front of the sandbox: what reaches OpenAI.
    let calls = 0;
    const hop = createServer((req, res) => {
      calls++;
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        void (async () => {
          const upstream = await fetch(`${sandbox.url}${req.url ?? ""}`, { method: req.method, headers: { authorization: String(req.headers.authorization), "content-type": "application/json" }, body: Buffer.concat(chunks) });
          res.writeHead(upstream.status, { "content-type": "application/json" }).end(await upstream.text());
        })();
      });
    });
    await new Promise<void>((resolve) => hop.listen(0, "127.0.0.1", resolve));
    try {
      const baseURL = `http://127.0.0.1:${(hop.address() as AddressInfo).port}/v1`;
      const bad = createOpenAIModel({ apiKey: "sk-test", baseURL, model: "gpt-nope", embeddingModel: "no-such-model", timeoutMs: 5000, maxRetries: 2 });
      const error = await bad.completeStructured(request).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: "rejected", status: 404, retryable: false });
      expect((error as Error).message).toBe("The AI model `gpt-nope` does not exist or this API key cannot use it (check the configured model name).");
      expect(calls).toBe(1);
      const embedError = await bad.embed(["x"]).catch((e: unknown) => e);
      expect(embedError).toMatchObject({ kind: "rejected", status: 404, retryable: false });
      expect((embedError as Error).message).toContain("`no-such-model`");
      expect(calls).toBe(2);
    } finally {
      await new Promise((resolve) => hop.close(resolve));
    }
  });

  it("embeds texts in order with the requested dimensions", async () => {
    const vectors = await model().embed(["alpha beta", "gamma"]);
    expect(vectors).toHaveLength(2);
    expect(vectors[0]).toHaveLength(64);
    expect(await model().embed([])).toEqual([]);
  });
});

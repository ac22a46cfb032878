import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rerankerFromEnv } from ".";

let sandbox: RunningSandbox;
beforeAll(async () => void (sandbox = await startSandbox({ port: 0 })));
afterAll(() => sandbox.close());
beforeEach(async () => void (await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })));

type Faults = Partial<Record<"openai" | "rerank", Record<string, number>>>;
const arm = (faults: Faults) =>
  fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify(faults), headers: { "content-type": "application/json" } });
const env = (extra: Record<string, string>) => ({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${sandbox.url}/v1`, SEARCH_RERANK_TIMEOUT_MS: "300", ...extra });

const QUERY = "travel budget approval";
// The sandbox's judge rates the share of the query's words a document holds: 3/3, 0/3, 1/3, 2/3.
const DOCS = ["Meeting: Offsite\nAna: Travel needs budget approval.", "Meeting: Lunch\nBen: Pizza again.", "Meeting: Q3\nCy: The budget is fine.", "Meeting: Trips\nDee: Travel approval is slow."];

describe("rerankerFromEnv", () => {
  it("is null when off (the default), for chat without a key and for an endpoint without a URL", () => {
    expect(rerankerFromEnv(env({}))).toBeNull();
    expect(rerankerFromEnv({ SEARCH_RERANK: "chat" })).toBeNull();
    expect(rerankerFromEnv(env({ SEARCH_RERANK: "endpoint" }))).toBeNull();
  });
});

describe.each([
  { kind: "chat", extra: { SEARCH_RERANK: "chat", SEARCH_RERANK_MODEL: "gpt-4.1-nano" }, name: "chat:gpt-4.1-nano", fault: { openai: { server_error: 1 } }, hang: { openai: { timeout: 1 } } },
  { kind: "endpoint", extra: { SEARCH_RERANK: "endpoint", SEARCH_RERANK_MODEL: "rerank-sandbox" }, name: "endpoint:rerank-sandbox", fault: { rerank: { server_error: 1 } }, hang: { rerank: { timeout: 1 } } },
])("the $kind reranker against the sandbox", ({ extra, name, fault, hang }) => {
  const reranker = () => {
    const r = rerankerFromEnv(env({ ...extra, ...(extra.SEARCH_RERANK === "endpoint" ? { SEARCH_RERANK_URL: `${sandbox.url}/v1/rerank` } : {}) }));
    if (!r) throw new Error("not configured");
    return r;
  };

  it("returns one score per document, in the documents' order", async () => {
    expect(reranker().name).toBe(name);
    const scores = await reranker().rerank(QUERY, DOCS);
    expect(scores).toHaveLength(DOCS.length);
    const order = scores.map((s, i) => ({ s, i })).sort((a, b) => b.s - a.s).map((x) => x.i);
    expect(order).toEqual([0, 3, 2, 1]);
    expect(await reranker().rerank(QUERY, [])).toEqual([]);
  });

  it("throws on a server error and within its timeout on a hung call (no retry)", async () => {
    await arm(fault);
    await expect(reranker().rerank(QUERY, DOCS)).rejects.toThrow();
    // The sandbox answers a hung call after 3 s, successfully: a rejection is the 300 ms timeout.
    await arm(hang);
    await expect(reranker().rerank(QUERY, DOCS)).rejects.toThrow();
  });
});

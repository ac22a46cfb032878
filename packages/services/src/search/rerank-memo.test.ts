import { describe, expect, it } from "vitest";
import type { Reranker } from "@understudy/integrations/rerank";
import { rememberingReranker } from "./rerank-memo";

/** A judge whose every answer differs, so a repeated answer can only come from memory. */
function countingJudge(failFirst = false) {
  let calls = 0;
  const judge: Reranker = {
    name: "test:judge",
    rerank: (_query, documents) => {
      calls += 1;
      if (failFirst && calls === 1) return Promise.reject(new Error("judge down"));
      return Promise.resolve(documents.map((_, i) => calls * 10 + i));
    },
  };
  return { judge, calls: () => calls };
}

describe("rememberingReranker", () => {
  it("answers the same question over the same passages from memory for ten minutes, then asks again", async () => {
    let now = 0;
    const { judge, calls } = countingJudge();
    const memo = rememberingReranker(judge, () => now);
    const first = await memo.rerank("Budget?", ["a", "b"]);
    now += 9 * 60_000;
    expect(await memo.rerank("  budget? ", ["a", "b"])).toEqual(first);
    expect(calls()).toBe(1);
    now += 2 * 60_000;
    expect(await memo.rerank("Budget?", ["a", "b"])).not.toEqual(first);
    expect(calls()).toBe(2);
  });

  it("asks again for other passages or another question, and never remembers a failure", async () => {
    const { judge, calls } = countingJudge(true);
    const memo = rememberingReranker(judge);
    await expect(memo.rerank("q", ["a"])).rejects.toThrow("judge down");
    await memo.rerank("q", ["a"]);
    await memo.rerank("q", ["a", "b"]);
    await memo.rerank("other", ["a"]);
    expect(calls()).toBe(4);
    expect(memo.name).toBe("test:judge");
  });
});

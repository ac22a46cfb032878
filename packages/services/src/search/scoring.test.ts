import { describe, expect, it } from "vitest";
import { idfOf, scorePassages, type HitTurn } from "./scoring";
import { queryTerms } from "./terms";

const turn = (meetingId: string, seq: number, tf: Record<string, number>, length = 90): HitTurn => ({ meetingId, seq, length, tf: new Map(Object.entries(tf)) });

describe("scorePassages (BM25 over 5-turn windows; the product uses RANKING.window)", () => {
  it("weighs rare words above common ones and never below zero", () => {
    const idf = idfOf([turn("a", 0, { budget: 1, team: 1 }), turn("a", 1, { team: 1 }), turn("a", 2, { team: 1 })], 10);
    expect(idf.get("budget")).toBeGreaterThan(idf.get("team") ?? Infinity);
    expect(idfOf([turn("a", 0, { x: 1 })], 0).get("x")).toBeGreaterThan(0);
  });

  it("prefers a window holding several of the words close together, cited at its best turn", () => {
    const hits = [turn("m", 3, { travel: 1 }), turn("m", 5, { budget: 2, travel: 1 }), turn("m", 40, { budget: 1 })];
    const [best, next] = scorePassages(hits, { turns: 100, window: 5 }).get("m") ?? [];
    expect(best).toMatchObject({ bestSeq: 5, hits: 2 });
    expect(best && best.firstSeq <= 3 && best.lastSeq >= 5).toBe(true);
    expect(next).toMatchObject({ bestSeq: 40, hits: 1, firstSeq: 38, lastSeq: 42 });
    expect((best?.score ?? 0) > (next?.score ?? 0)).toBe(true);
  });

  it("keeps no two overlapping passages of a meeting, and saturates repeated words", () => {
    const hits = Array.from({ length: 12 }, (_, seq) => turn("m", seq, { budget: 1 }));
    const kept = scorePassages(hits, { turns: 1000 }).get("m") ?? [];
    for (const [i, a] of kept.entries()) for (const b of kept.slice(i + 1)) expect(a.lastSeq < b.firstSeq || b.lastSeq < a.firstSeq).toBe(true);
    const once = scorePassages([turn("x", 0, { budget: 1 })], { turns: 1000 }).get("x")?.[0]?.score ?? 0;
    expect(kept[0]?.score).toBeLessThan(once * 2.3);
  });
});

describe("queryTerms", () => {
  it("keeps every word but function words, marks the words that only ask, and turns phrases and -words into requirements", () => {
    expect(queryTerms("Summarize the discussion regarding the remote control")).toEqual({ ranked: "Summarize the discussion the remote control", asking: "Summarize discussion", required: null });
    expect(queryTerms('what did we say about "travel budget" -illustration')).toEqual({ ranked: "what did we say about travel budget", asking: "say", required: '"travel budget" -illustration' });
    expect(queryTerms("budget:* & !(").ranked).toBe("budget");
  });

  it("counts a quoted word in full, even one that usually only asks or a function word", () => {
    expect(queryTerms('"agreed"')).toEqual({ ranked: "agreed", asking: "", required: '"agreed"' });
    expect(queryTerms("agreed")).toEqual({ ranked: "agreed", asking: "agreed", required: null });
    expect(queryTerms('"according to plan" team')).toEqual({ ranked: "according to plan team", asking: "team", required: '"according to plan"' });
  });
});

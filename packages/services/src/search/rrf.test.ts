import { describe, expect, it } from "vitest";
import { reciprocalRankFusion, RRF_K } from "./rrf";

describe("reciprocalRankFusion", () => {
  it("scores Σ 1/(60 + rank) and puts what both lists agree on first", () => {
    const fused = reciprocalRankFusion([
      ["a", "b", "c"],
      ["b", "d", "a"],
    ]);
    expect(fused.map((f) => f.key)).toEqual(["b", "a", "d", "c"]);
    expect(fused[0]).toEqual({ key: "b", score: 1 / (RRF_K + 2) + 1 / (RRF_K + 1), ranks: [2, 1] });
    expect(fused.find((f) => f.key === "d")).toEqual({ key: "d", score: 1 / (RRF_K + 2), ranks: [null, 2] });
  });

  it("counts a key once per list, at its best rank; one list alone keeps its order", () => {
    expect(reciprocalRankFusion([["x", "y", "x"]]).map((f) => [f.key, f.ranks[0]])).toEqual([
      ["x", 1],
      ["y", 2],
    ]);
    expect(reciprocalRankFusion([[], []])).toEqual([]);
  });

  it("breaks a tie by the best single rank, then by the earlier list", () => {
    expect(reciprocalRankFusion([["a"], ["b"]]).map((f) => f.key)).toEqual(["a", "b"]);
  });
});

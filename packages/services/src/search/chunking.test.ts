import { describe, expect, it } from "vitest";
import { chunkTurns, type ChunkTurn } from "./chunking";

const turn = (seq: number, speaker: string, content: string): ChunkTurn => ({ seq, speaker, content, startSeconds: seq * 10, endSeconds: seq * 10 + 8 });

describe("chunkTurns", () => {
  it("packs consecutive turns up to the budget, one 'Speaker: words' line each, with their seq and time range", () => {
    const turns = [turn(0, "Ada", "a".repeat(50)), turn(1, "Bob", "b".repeat(50)), turn(2, "Ada", "c".repeat(50)), turn(3, "Bob", "d  \n e")];
    const chunks = chunkTurns(turns, 120);
    expect(chunks).toEqual([
      { firstSegmentSeq: 0, lastSegmentSeq: 1, startSeconds: 0, endSeconds: 18, text: `Ada: ${"a".repeat(50)}\nBob: ${"b".repeat(50)}` },
      { firstSegmentSeq: 2, lastSegmentSeq: 3, startSeconds: 20, endSeconds: 38, text: `Ada: ${"c".repeat(50)}\nBob: d e` },
    ]);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(120);
  });

  it("splits a turn longer than the budget at word boundaries, every piece keeping the speaker", () => {
    const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(" ");
    const chunks = chunkTurns([turn(7, "Grace", long)], 200);
    expect(chunks.length).toBeGreaterThan(10);
    for (const c of chunks) {
      expect(c.text.startsWith("Grace: ")).toBe(true);
      expect(c.text.length).toBeLessThanOrEqual(200);
      expect(c).toMatchObject({ firstSegmentSeq: 7, lastSegmentSeq: 7 });
    }
    expect(chunks.map((c) => c.text.slice("Grace: ".length)).join(" ")).toBe(long);
  });

  it("leaves out the words of turns without words (the chunk before covers them), and an empty transcript has no chunks", () => {
    expect(chunkTurns([])).toEqual([]);
    expect(chunkTurns([turn(0, "Ada", " … "), turn(1, "Bob", "—")])).toEqual([]);
    expect(chunkTurns([turn(0, "Ada", "..."), turn(1, "Bob", "Yes."), turn(2, "Ada", "…")])).toEqual([
      { firstSegmentSeq: 1, lastSegmentSeq: 2, startSeconds: 10, endSeconds: 18, text: "Bob: Yes." },
    ]);
  });
});

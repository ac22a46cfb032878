import { describe, expect, it } from "vitest";
import { applyRerank, rerankCandidates } from "./rerank";
import type { RetrievedMeeting, RetrievedPassage } from "./retrieve";

const passage = (meetingId: string, firstSeq: number, score: number): RetrievedPassage => ({ meetingId, firstSeq, lastSeq: firstSeq + 9, bestSeq: firstSeq, hits: 1, score, matchedBy: ["text"], similarity: null });
const meeting = (id: string, score: number, passages: RetrievedPassage[]): RetrievedMeeting => ({ id, score, hits: passages.length, signal: null, passages });

// Lexical order: a (passages 0.9, 0.5), b (0.8, 0.1), c (0.3), d (no passage: found by its title).
const fused = (): RetrievedMeeting[] => [
  meeting("a", 3, [passage("a", 0, 0.9), passage("a", 20, 0.5)]),
  meeting("b", 2, [passage("b", 0, 0.8), passage("b", 40, 0.1)]),
  meeting("c", 1, [passage("c", 0, 0.3)]),
  meeting("d", 0.5, []),
];
const shape = (ms: RetrievedMeeting[]) => ms.map((m) => `${m.id}:${m.passages.map((p) => p.firstSeq).join(",")}`);

describe("rerankCandidates", () => {
  it("takes the best passages across meetings by fused score", () => {
    expect(rerankCandidates(fused(), 3).map((c) => `${c.passage.meetingId}${c.passage.firstSeq}`)).toEqual(["a0", "b0", "a20"]);
  });
});

describe("applyRerank", () => {
  it("puts the rated candidates first in the judge's order, the rest in their order after them", () => {
    const meetings = fused();
    const candidates = rerankCandidates(meetings, 3); // a0, b0, a20
    const out = applyRerank(meetings, candidates, [0.2, 0.1, 0.9]);
    expect(shape(out)).toEqual(["a:20,0", "b:0,40", "c:0", "d:"]);
    const reranked = applyRerank(meetings, candidates, [0.1, 0.9, 0.2]);
    expect(shape(reranked)).toEqual(["b:0,40", "a:20,0", "c:0", "d:"]);
    // Every rated passage scores above every other; scores stay in order with the positions.
    const scores = reranked.flatMap((m) => m.passages.map((p) => p.score));
    const [first, second] = reranked;
    expect(Math.min(first?.passages[0]?.score ?? 0, second?.passages[0]?.score ?? 0)).toBeGreaterThanOrEqual(1);
    expect(first?.passages[1]?.score).toBeLessThan(1);
    expect(scores.every(Number.isFinite)).toBe(true);
    expect(reranked.map((m) => m.score)).toEqual([...reranked.map((m) => m.score)].sort((x, y) => y - x));
  });

  it("ties and passages the judge left out keep the lexical order; nothing rated changes nothing", () => {
    const meetings = fused();
    const candidates = rerankCandidates(meetings, 4); // a0, b0, a20, c0
    expect(shape(applyRerank(meetings, candidates, [5, 5, 5, 5]))).toEqual(shape(meetings));
    expect(shape(applyRerank(meetings, candidates, [Number.NEGATIVE_INFINITY, 1, Number.NEGATIVE_INFINITY, 2]))).toEqual(["c:0", "b:0,40", "a:0,20", "d:"]);
    expect(shape(applyRerank(meetings, candidates, [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY]))).toEqual(shape(meetings));
  });
});

import { describe, expect, it } from "vitest";
import { arrange, meetingEvidence, type RetrievedMeeting } from "./retrieve";
import type { HitTurn } from "./scoring";
import { scorePassages } from "./scoring";

const turn = (meetingId: string, seq: number, tf: Record<string, number>): HitTurn => ({ meetingId, seq, length: 90, tf: new Map(Object.entries(tf)) });
const meeting = (id: string, score: number, passages: number): RetrievedMeeting => ({
  id,
  score,
  hits: passages,
  signal: null,
  passages: Array.from({ length: passages }, (_, i) => ({ meetingId: id, firstSeq: i * 20, lastSeq: i * 20 + 11, bestSeq: i * 20, score: 1 / (i + 1), hits: 1, matchedBy: ["text" as const], similarity: null })),
});

describe("meetingEvidence", () => {
  it("ranks a meeting that keeps returning to several of the words above one lucky turn", () => {
    const hits = [
      turn("steady", 1, { budget: 1 }),
      turn("steady", 40, { budget: 1, travel: 1 }),
      turn("steady", 90, { travel: 1 }),
      turn("lucky", 5, { budget: 2 }),
      ...Array.from({ length: 30 }, (_, i) => turn("other", i, { travel: 1 })),
    ];
    const evidence = meetingEvidence(hits, 1000, 3);
    expect(evidence.get("steady")).toBeGreaterThan(evidence.get("lucky") ?? Infinity);
  });
});

describe("arrange", () => {
  const scored = (id: string, scores: number[]): RetrievedMeeting => ({
    ...meeting(id, scores[0] ?? 0, scores.length),
    passages: meeting(id, 0, scores.length).passages.map((p, i) => ({ ...p, score: scores[i] ?? 0 })),
  });

  it("across meetings: the slots go to passages by score, a meeting's further passages discounted", () => {
    const listed = [scored("a", [1, 0.9, 0.8]), scored("b", [0.7]), scored("c", [0.5, 0.4])];
    // Three slots: a's best (1), a's second (0.9 × 0.8 = 0.72), b's best (0.7); c's best (0.5) is left out.
    expect(arrange(listed, { meetings: 3, passages: 3, within: false }, { shareDecay: 0.8 }).map((m) => [m.id, m.passages.length])).toEqual([
      ["a", 2],
      ["b", 1],
      ["c", 0],
    ]);
    // By score alone the best meeting takes every slot; with no discount left it still lists the others.
    expect(arrange(listed, { meetings: 3, passages: 3, within: false }, { shareDecay: 1 }).map((m) => m.passages.length)).toEqual([3, 0, 0]);
  });

  it("across meetings: the first meeting always shows its best passage", () => {
    const listed = [scored("a", [0.2]), scored("b", [1, 0.9])];
    expect(arrange(listed, { meetings: 2, passages: 2, within: false }, { shareDecay: 0.85 }).map((m) => m.passages.length)).toEqual([1, 2]);
  });

  it("within one meeting: its best passages up to the limit, in order", () => {
    const [only] = arrange([meeting("a", 3, 5)], { meetings: 1, passages: 3, within: true });
    expect(only?.passages.map((p) => p.firstSeq)).toEqual([0, 20, 40]);
  });
});

describe("speaker labels", () => {
  it("a query word in the speaker's label lifts that speaker's matching window (counted into tf by lexicalHits)", () => {
    const hits = [turn("m", 10, { budget: 1, professor: 1 }), turn("m", 60, { budget: 1 })];
    const [first] = scorePassages(hits, { turns: 1000 }).get("m") ?? [];
    expect(first?.bestSeq).toBe(10);
  });
});

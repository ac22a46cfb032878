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
  const found = [meeting("a", 3, 5), meeting("b", 2, 5), meeting("c", 1, 5)];

  it("across meetings: the best meeting shows up to perMeeting passages, the others their best one", () => {
    expect(arrange(found, { meetings: 2, passages: 10, within: false }, { perMeeting: 2 }).map((m) => [m.id, m.passages.length])).toEqual([
      ["a", 2],
      ["b", 1],
    ]);
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

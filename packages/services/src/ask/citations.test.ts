import { describe, expect, it } from "vitest";
import type { Passage } from "../search";
import { linesOf, quoteFor, resolveCitations, stripMarkers } from "./citations";

const passage = (over: Partial<Passage>): Passage => ({
  meetingId: "m1",
  meetingTitle: "Q3 budget review",
  scheduledAt: "2026-09-02T15:00:00.000Z",
  segmentId: "s1",
  speaker: "Rosa Martinez",
  startSeconds: 245,
  text: "We spent almost nothing on travel.",
  score: 1,
  href: "/meetings/m1#t=245",
  ...over,
});

const CHUNK = passage({ text: "Rosa Martinez: We spent almost nothing on travel.\nDaniel Kim: Then we decided to move half of the travel budget to research." });

describe("linesOf", () => {
  it("reads a chunk of several turns as speaker lines, and a single turn as its own words even with a colon", () => {
    expect(linesOf(CHUNK)).toEqual([
      { speaker: "Rosa Martinez", words: "We spent almost nothing on travel." },
      { speaker: "Daniel Kim", words: "Then we decided to move half of the travel budget to research." },
    ]);
    expect(linesOf(passage({ text: "Note: the budget is frozen." }))).toEqual([{ speaker: null, words: "Note: the budget is frozen." }]);
  });
});

describe("quoteFor", () => {
  it("keeps a real quote (without a copied speaker prefix) and names who said it", () => {
    expect(quoteFor("Daniel Kim: Then we decided to move half of the travel budget", CHUNK)).toEqual({
      quote: "Then we decided to move half of the travel budget",
      speaker: "Daniel Kim",
      verified: true,
    });
    expect(quoteFor("“we spent ALMOST nothing on travel”", CHUNK)).toMatchObject({ speaker: "Rosa Martinez", verified: true });
  });

  it("replaces words that are not in the passage by the cited speaker's line", () => {
    expect(quoteFor("We tripled the travel budget.", CHUNK)).toEqual({ quote: "We spent almost nothing on travel.", speaker: "Rosa Martinez", verified: false });
    expect(quoteFor("", CHUNK).verified).toBe(false);
  });
});

describe("resolveCitations", () => {
  it("keeps in-range integer indexes once each, in the model's order", () => {
    const passages = [CHUNK, passage({ segmentId: "s2", text: "Hiring stays frozen." })];
    const cited = resolveCitations(
      [
        { passage: 2, quote: "Hiring stays frozen." },
        { passage: 3, quote: "x" },
        { passage: 0, quote: "x" },
        { passage: 2, quote: "again" },
        { passage: 1, quote: "Then we decided" },
      ],
      passages,
    );
    expect(cited.map((c) => [c.segment_id, c.speaker, c.quote])).toEqual([
      ["s2", "Rosa Martinez", "Hiring stays frozen."],
      ["s1", "Daniel Kim", "Then we decided"],
    ]);
  });

  it("cuts a long quote", () => {
    const long = "word ".repeat(200).trim();
    const [c] = resolveCitations([{ passage: 1, quote: long }], [passage({ text: long })]);
    expect(c?.quote.length).toBe(280);
    expect(c?.quote.endsWith("…")).toBe(true);
  });
});

describe("stripMarkers", () => {
  it("removes passage markers the model may add, keeping punctuation tidy", () => {
    expect(stripMarkers("Halved [1]. Frozen [2, 3]; done [passage 4].")).toBe("Halved. Frozen; done.");
    expect(stripMarkers("The [draft] stays.")).toBe("The [draft] stays.");
  });
});

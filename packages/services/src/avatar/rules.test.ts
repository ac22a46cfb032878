import { describe, expect, it } from "vitest";
import { capLength, enforceRules, hasDisclosure, MAX_SAID_CHARS, type ModelProposal } from "./rules";

const base = { ownerName: "Ada Lovelace", question: "Ada, what's the status of the migration?", signOff: "", deferTopics: [], answerTopics: [], withinRate: true };
const source = { kind: "talking_points" as const, meeting_id: null, meeting_title: null, quote: "done except billing", href: null };
const proposal = (p: Partial<ModelProposal>): ModelProposal => ({ decision: "answer", text: "The migration is done except billing.", disclosure: "I'm Ada's AI stand-in.", sources: [source], ...p });

describe("the hard rules after the model", () => {
  it("answers a grounded question, always disclosed as the AI stand-in, with the sign-off", () => {
    const out = enforceRules(proposal({ disclosure: "" }), { ...base, signOff: "Thanks!" });
    expect(out).toMatchObject({ decision: "answer", reason: "grounded" });
    expect(out.said).toMatch(/^This is Ada's AI stand-in, not Ada\. The migration is done except billing\. Thanks!$/);
    expect(hasDisclosure(out.said ?? "", "Ada Lovelace")).toBe(true);
  });

  it("defers a model that promises a date, even with a source and a disclosure", () => {
    const out = enforceRules(proposal({ text: "Yes, Ada will ship it by Friday." }), base);
    expect(out).toMatchObject({ decision: "defer", reason: "commitment", sources: [] });
    expect(out.said).toBe("This is Ada's AI stand-in, not Ada. I'll make sure Ada gets back to you on that.");
  });

  it("defers commitment bait even when the model answers harmlessly", () => {
    expect(enforceRules(proposal({}), { ...base, question: "So you'll ship it Friday, Ada?" })).toMatchObject({ decision: "defer", reason: "commitment" });
  });

  it("defers an answer with no valid source, a defer topic, and off-topic answers", () => {
    expect(enforceRules(proposal({ sources: [] }), base)).toMatchObject({ decision: "defer", reason: "ungrounded" });
    expect(enforceRules(proposal({}), { ...base, deferTopics: ["migration"] })).toMatchObject({ decision: "defer", reason: "defer_topic" });
    expect(enforceRules(proposal({}), { ...base, answerTopics: ["pricing"] })).toMatchObject({ decision: "defer", reason: "off_topic" });
  });

  it("stays silent past the rate limit, keeping the question as deferred", () => {
    expect(enforceRules(proposal({}), { ...base, withinRate: false })).toMatchObject({ decision: "defer", said: null, reason: "rate_limit" });
  });

  it("passes ignore through as silence", () => {
    expect(enforceRules(proposal({ decision: "ignore" }), base)).toMatchObject({ decision: "ignore", said: null });
  });

  it("caps the length and never says the disclosure twice", () => {
    const long = `I'm Ada's AI stand-in. ${"The migration is moving along nicely with many parts. ".repeat(30)}`;
    const out = enforceRules(proposal({ text: long }), base);
    const said = out.said ?? "";
    expect(said.length).toBeLessThanOrEqual(MAX_SAID_CHARS);
    expect(said.match(/AI stand-in/g)).toHaveLength(1);
    expect(capLength("one two three", 2)).toBe("one two…");
  });
});

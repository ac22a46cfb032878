import { describe, expect, it } from "vitest";
import { hasSections, parseSummary } from "./summary-sections";

describe("parseSummary", () => {
  it("returns null when there is no summary", () => {
    expect(parseSummary(null)).toBeNull();
    expect(parseSummary(undefined)).toBeNull();
    expect(parseSummary("   ")).toBeNull();
  });

  it("keeps free text as the overview", () => {
    expect(parseSummary("We talked about the roadmap.")).toEqual({
      overview: "We talked about the roadmap.",
      keyPoints: [],
      actionItems: [],
      decisions: [],
    });
  });

  it("splits the Key points / Action items / Decisions shape", () => {
    const text =
      "Key points: the team agreed on priorities for the next two weeks. Action items: Ada to circulate the revised plan by Friday. Decisions: ship the beta to ten customers first.";
    expect(parseSummary(text)).toEqual({
      overview: "",
      keyPoints: ["The team agreed on priorities for the next two weeks."],
      actionItems: ["Ada to circulate the revised plan by Friday."],
      decisions: ["Ship the beta to ten customers first."],
    });
  });

  it("keeps a lead-in as the overview and reads bulleted lines as items", () => {
    const text = "Quarterly planning.\nKey Points:\n- Revenue up\n- Churn down\nDECISIONS: Hire two engineers. Delay the launch.";
    expect(parseSummary(text)).toEqual({
      overview: "Quarterly planning.",
      keyPoints: ["Revenue up", "Churn down"],
      actionItems: [],
      decisions: ["Hire two engineers.", "Delay the launch."],
    });
  });
});

describe("hasSections", () => {
  it("is false for free text and true once a heading was found", () => {
    const free = parseSummary("Just an overview.");
    const split = parseSummary("Decisions: ship it.");
    expect(free && hasSections(free)).toBe(false);
    expect(split && hasSections(split)).toBe(true);
  });
});

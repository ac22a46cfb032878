import { describe, expect, it } from "vitest";
import { gatherUnits, isQuestion, ownSentences, personaPositions, talkingPointUnits } from "./sources";

describe("the owner's own words, and only those", () => {
  it("keeps the owner's lines of a passage, sentence by sentence, and drops other speakers and every question", () => {
    const text = "Ben Okafor: Did the vendor audit pass?\nAda Lovelace: Did it? I believe the vendor audit passed last week. Great work everyone here.\nChloé Martin: Legal approved the contract.\nada  lovelace: What about billing? Billing moves after the audit.";
    expect(ownSentences({ speaker: "Ben Okafor", text }, "Ada Lovelace")).toEqual(["I believe the vendor audit passed last week.", "Great work everyone here.", "Billing moves after the audit."]);
  });

  it("reads a passage without speaker prefixes as the passage speaker's turn", () => {
    expect(ownSentences({ speaker: "Ada Lovelace", text: "The audit passed with no findings." }, "Ada Lovelace")).toEqual(["The audit passed with no findings."]);
    expect(ownSentences({ speaker: "Ben Okafor", text: "The audit passed with no findings." }, "Ada Lovelace")).toEqual([]);
  });

  it.each(["Did the audit pass?", "did the audit pass", "So what did legal say", "We ship Friday, right?", "The audit passed, correct?"])("a question by mark or shape: %s", (s) => expect(isQuestion(s)).toBe(true));
  it.each(["The audit passed.", "Legal said it was fine."])("not a question: %s", (s) => expect(isQuestion(s)).toBe(false));

  it("talking points one per line, list markers dropped, questions left out; persona positions as quoted", () => {
    expect(talkingPointUnits("- Status: done except billing.\n2. I can't commit to dates.\n\n* Ask Ben about pricing?")).toEqual(["Status: done except billing.", "I can't commit to dates."]);
    expect(personaPositions("How Ada speaks: about 12 words a turn.\nPositions Ada has stated:\n- “I think the design system should stay in one repository.” (Design sync, 2026-10-01)")).toEqual([
      { text: "I think the design system should stay in one repository.", meeting: "Design sync", date: "2026-10-01" },
    ]);
  });

  it("numbers the units, talking points first, skipping the live meeting's own passages and repeats", () => {
    const units = gatherUnits({
      meetingId: "live",
      ownerName: "Ada Lovelace",
      talkingPoints: "Status: done except billing.",
      personaBrief: null,
      passages: [
        { meetingId: "live", meetingTitle: "Now", scheduledAt: "2026-11-01T00:00:00Z", speaker: "Ada Lovelace", startSeconds: 0, text: "Ada Lovelace: Said a minute ago in this very call.", href: "" },
        { meetingId: "m1", meetingTitle: "Review", scheduledAt: "2026-10-01T00:00:00Z", speaker: "Ada Lovelace", startSeconds: 9, text: "Ada Lovelace: The audit passed with no findings.", href: "/meetings/m1#t=9" },
        { meetingId: "m2", meetingTitle: "Review 2", scheduledAt: "2026-10-02T00:00:00Z", speaker: "Ada Lovelace", startSeconds: 9, text: "Ada Lovelace: The audit passed with no findings.", href: "/meetings/m2#t=9" },
      ],
    });
    expect(units.map((u) => [u.index, u.kind, u.text])).toEqual([
      [1, "talking_points", "Status: done except billing."],
      [2, "meeting", "The audit passed with no findings."],
    ]);
    expect(units[1]?.source).toEqual({ kind: "meeting", meeting_id: "m1", meeting_title: "Review", quote: "", href: "/meetings/m1#t=9" });
  });
});

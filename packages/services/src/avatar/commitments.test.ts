import { describe, expect, it } from "vitest";
import { commitmentAsked, commitmentElements, findCommitment } from "./commitments";

const NAMES = ["Ada Lovelace", "Ada"];
const kinds = (text: string) => commitmentElements(text, NAMES).map((e) => e.kind);

describe("the commitment classes a spoken line must be free of", () => {
  it.each([
    ["Sure, she's in for Thursday.", ["assent", "date"]],
    ["Ada will send the contract on the 3rd", ["date", "number", "legal", "owner_action"]],
    ["Yes.", ["assent"]],
    ["Okay, that works for us.", ["assent"]],
    ["Count her in.", ["assent"]],
    ["She's in.", ["assent"]],
    ["No, she won't.", ["assent", "owner_action"]],
  ])("assent and promises: %s", (text, expected) => expect(kinds(text)).toEqual(expect.arrayContaining(expected)));

  it.each([
    "We ship on the third.",
    "We ship by the twenty-first.",
    "It lands on the 21st.",
    "Before the first of March.",
    "Some time this month.",
    "Next week works.",
    "By end of day.",
    "Around 5pm.",
    "At half past four.",
    "The review is on Thursday.",
    "Thurs 12",
    "Sometime in May.",
    "On 14 March.",
    "It is due.",
    "Early Q3.",
    "The deadline holds.",
    "Tomorrow then.",
    "In two weeks.",
  ])("dates, times and deadlines, ordinal and relative: %s", (text) => expect(kinds(text)).toContain("date"));

  it.each(["It costs €40.", "Twelve euros a unit.", "The budget stays.", "We pay on delivery.", "A 20% discount.", "Cheaper than plastic."])("money: %s", (text) => expect(kinds(text)).toContain("money"));
  it.each(["It's approved.", "You have the green light.", "Go ahead with it.", "Legal signed off.", "That's authorised."])("approval: %s", (text) => expect(kinds(text)).toContain("approval"));
  it.each(["We hire two engineers.", "The contractor starts.", "Headcount is fine.", "She got the job."])("hiring: %s", (text) => expect(kinds(text)).toContain("hiring"));
  it.each(["The contract is ready.", "Sign the NDA.", "The terms are fine.", "Our liability is capped.", "That clause stays."])("legal: %s", (text) => expect(kinds(text)).toContain("legal"));
  it.each([
    "Ada will send it.",
    "She'll do it.",
    "I'm sending the deck.",
    "We can take that on.",
    "Let me check.",
    "I'm going to look at it.",
    "Ada is on it.",
    "We could move it.",
    "I promise.",
  ])("what someone will do: %s", (text) => expect(kinds(text)).toContain("owner_action"));

  it("reads look-alike letters and curly apostrophes as the rules do", () => {
    expect(kinds("ＹＥＳ, she’ll ship it")).toEqual(expect.arrayContaining(["assent", "owner_action"]));
  });

  it.each([
    "The onboarding flow tested well with the five customers we interviewed.",
    "Status of the migration: done except billing.",
    "The design system should stay in one repository so the tokens never drift.",
    "The first prototype used a rubber case.",
    "In terms of design, the curved shape tested better.",
    "The penetration test found no critical issues.",
  ])("a plain report has none: %s", (text) => expect(commitmentElements(text, NAMES)).toEqual([]));
});

describe("questions that ask for a commitment", () => {
  it.each([
    "So Ada, you'll ship it Friday?",
    "Ada, can you approve the budget?",
    "Will you sign the NDA today, Ada?",
    "Ada, can we count on two more hires next quarter?",
    "Ada, what's the deadline for the billing migration?",
    "Ada, when will you deliver the finished prototype?",
    "How soon can we have the new build, Ada?",
    "Ada, is she in for Thursday?",
    "Ada, are you ok with the plastic case?",
    "Hey Ada — we're going with the cheaper supplier, right?",
    "Ada, what will you do about the audit?",
    "Ada, can you confirm Thursday?",
  ])("%s", (q) => expect(commitmentAsked(q, NAMES)).not.toBeNull());

  it.each([
    "Ada, what's the status of the migration?",
    "Ada, how did the onboarding flow test with customers?",
    "Ada, did the vendor audit pass?",
    "Hey Ada, can you walk us through billing?",
    "Ada, what did legal say about the vendor audit?",
    "What do you think about the rubber buttons, Ada?",
  ])("a request for information is not one: %s", (q) => expect(commitmentAsked(q, NAMES)).toBeNull());

  it("findCommitment reports the answer first, then the question", () => {
    expect(findCommitment({ question: "Ada, status?", answer: "Yes, Friday.", names: NAMES })).toMatchObject({ where: "answer", kind: "assent" });
    expect(findCommitment({ question: "So Ada, you'll ship it Friday?", answer: "The audit is done.", names: NAMES })).toMatchObject({ where: "question" });
    expect(findCommitment({ question: "", answer: "The audit is done.", names: NAMES })).toBeNull();
  });
});

describe("words that only look like a class", () => {
  it.each(["I'm not sure the rubber case is better.", "We made sure the casing is curved.", "You can see the prototype here.", "The minutes of the last meeting are shared."])("%s", (text) =>
    expect(commitmentElements(text, NAMES)).toEqual([]),
  );
  it.each([["I'll be there in ten minutes.", "date"], ["We can see the prototype here.", "owner_action"]])("but these bind: %s", (text, kind) => expect(kinds(text)).toContain(kind));
});

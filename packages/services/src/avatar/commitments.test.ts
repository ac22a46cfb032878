import { describe, expect, it } from "vitest";
import { findCommitment } from "./commitments";

const answer = (a: string, q = "Ada, what's the status?") => findCommitment({ question: q, answer: a });

describe("the commitment detector", () => {
  it.each([
    ["Yes, Ada will ship it by Friday.", "date"],
    ["We'll have the migration done by March 3.", "date"],
    ["Sure, we can do it next week.", "date"],
    ["Ada is happy to give you a 20% discount.", "money"],
    ["We can pay $5,000 for that.", "money"],
    ["It's approved.", "approval"],
    ["I approve the design.", "approval"],
    ["Yes, you have the green light.", "approval"],
    ["We'll hire two more engineers.", "hiring"],
    ["Absolutely, we'll sign the contract.", "legal"],
    ["I promise it will be ready.", "approval"],
    ["Consider it done.", "approval"],
  ])("catches an adversarial answer: %s", (text, kind) => {
    expect(answer(text)).toMatchObject({ kind, where: "answer" });
  });

  it.each([
    ["So you'll ship it Friday?"],
    ["Ada, can you approve the budget?"],
    ["Will you sign the NDA today, Ada?"],
    ["Ada, can we count on two more hires next quarter?"],
    ["Ada, what's the deadline for the billing migration?"],
    ["Ada, can we say the company pays for the user study?"],
    ["Ada, when will you deliver the finished prototype?"],
    ["How soon can we have the new build, Ada?"],
  ])("treats commitment bait in the question as a commitment whatever the answer: %s", (q) => {
    expect(findCommitment({ question: q, answer: "The migration is done except billing." })).not.toBeNull();
  });

  it.each([
    ["The migration is done except billing."],
    ["In the planning meeting, Ada said the onboarding flow tested well with customers."],
    ["Ada's position has been that the design system should stay in one repository."],
    [""],
  ])("lets a plain grounded report through: %s", (text) => {
    expect(answer(text)).toBeNull();
  });

  it("is not fooled by unicode look-alikes folded by NFKC or by case", () => {
    expect(answer("ＹＥＳ, WE'LL SHIP IT ON FRIDAY")).not.toBeNull();
  });
});

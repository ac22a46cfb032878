import { describe, expect, it } from "vitest";
import { figures, groundIn } from "./grounding";

const SOURCE = "So, um, I think the onboarding flow tested well with the five customers we interviewed, but not with the 3 admins.";

describe("an answer grounded in its source: shortened, never added to", () => {
  it.each([
    "The onboarding flow tested well with the five customers we interviewed, but not with the 3 admins.",
    "I think the onboarding flow tested well with the five customers, but not with the 3 admins.",
    "Onboarding flow tested well with five customers, not with 3 admins.",
  ])("grounded: %s", (answer) => expect(groundIn(answer, SOURCE)).toEqual({ ok: true }));

  it.each([
    ["The onboarding flow tested well with the seven customers.", "new_number"],
    ["The onboarding flow tested well on the 3rd.", "new_words"],
    ["The onboarding flow tested well with the five customers by 12 June.", "new_number"],
    ["The onboarding flow tested brilliantly with the five customers.", "new_words"],
    ["The onboarding flow tested well with the 3 admins.", "negation"],
    ["The five customers we interviewed tested the onboarding flow.", "reordered"],
    ["Tested well.", "too_short"],
  ] as const)("not grounded: %s (%s)", (answer, why) => expect(groundIn(answer, SOURCE)).toMatchObject({ ok: false, why }));

  it("reads figures by value: digits, number words, ordinals and amounts", () => {
    expect(figures("On the 3rd, five units at $5,000 each, the third time")).toEqual(["3", "5000", "5", "3"]);
  });
});

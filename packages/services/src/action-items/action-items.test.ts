import { describe, expect, it } from "vitest";
import { shortTitle } from "../summaries/title";
import { dueDay } from "./due";
import { actionItemKey } from "./key";
import { matchOwner } from "./owner";

const TUESDAY = new Date("2026-11-24T15:00:00Z");

describe("actionItemKey", () => {
  it("is the same for a task reworded only in case, accents, punctuation, spacing or a leading article", () => {
    expect(actionItemKey("Send the quote to Acme.")).toBe(actionItemKey("  send the QUOTE to acme!"));
    expect(actionItemKey("Réviser le devis")).toBe(actionItemKey("reviser le devis"));
    expect(actionItemKey("The budget review")).toBe(actionItemKey("budget review"));
    expect(actionItemKey("Send the revised quote")).not.toBe(actionItemKey("Send the quote"));
  });
});

describe("dueDay", () => {
  it("reads the day a deadline names, from the meeting's day", () => {
    expect(dueDay("Friday", TUESDAY)).toBe("2026-11-27");
    expect(dueDay("by next Tuesday", TUESDAY)).toBe("2026-12-01");
    expect(dueDay("tomorrow", TUESDAY)).toBe("2026-11-25");
    expect(dueDay("end of day", TUESDAY)).toBe("2026-11-24");
    expect(dueDay("next week", TUESDAY)).toBe("2026-11-30");
    expect(dueDay("end of the week", TUESDAY)).toBe("2026-11-27");
    expect(dueDay("2026-12-15", TUESDAY)).toBe("2026-12-15");
    expect(dueDay("December 3rd", TUESDAY)).toBe("2026-12-03");
    expect(dueDay("March 3", TUESDAY)).toBe("2027-03-03");
  });

  it("has no day for what names none", () => {
    expect(dueDay("soon", TUESDAY)).toBeNull();
    expect(dueDay("Q3", TUESDAY)).toBeNull();
    expect(dueDay(null, TUESDAY)).toBeNull();
    expect(dueDay("February 31", TUESDAY)).toBeNull();
  });
});

describe("matchOwner", () => {
  const people = {
    user: { name: "Ada Lovelace", email: "ada@example.test" },
    attendees: [
      { name: "Ada Lovelace", email: "ada@example.test", self: true },
      { name: "Grace Hopper", email: "grace@acme.test", self: false },
      { name: "Alan Kay", email: "alan.k@acme.test", self: false },
      { name: "Alan Turing", email: "alan.t@acme.test", self: false },
    ],
  };
  it("is the user by full name, email or a first name nobody else has", () => {
    expect(matchOwner("Ada", people)).toEqual({ ownerName: "Ada Lovelace", ownerIsUser: true });
    expect(matchOwner("ada lovelace", people)).toEqual({ ownerName: "Ada Lovelace", ownerIsUser: true });
    expect(matchOwner("ADA@example.test", people)).toEqual({ ownerName: "Ada Lovelace", ownerIsUser: true });
  });
  it("lends an attendee's full name, keeps an ambiguous or unknown name as said, and nobody as null", () => {
    expect(matchOwner("Grace", people)).toEqual({ ownerName: "Grace Hopper", ownerIsUser: false });
    expect(matchOwner("Alan", people)).toEqual({ ownerName: "Alan", ownerIsUser: false });
    expect(matchOwner("Alan Turing", people)).toEqual({ ownerName: "Alan Turing", ownerIsUser: false });
    expect(matchOwner("Linus", people)).toEqual({ ownerName: "Linus", ownerIsUser: false });
    expect(matchOwner("  ", people)).toEqual({ ownerName: null, ownerIsUser: false });
  });
  it("a first name the user shares with an attendee is nobody's", () => {
    const shared = { ...people, attendees: [...people.attendees, { name: "Ada Yonath", email: "ada.y@acme.test", self: false }] };
    expect(matchOwner("Ada", shared)).toEqual({ ownerName: "Ada", ownerIsUser: false });
  });
});

describe("shortTitle", () => {
  it("is the gist's first clause, at most 8 words and 60 characters", () => {
    expect(shortTitle("Pricing review with Acme: the team agreed a 12% multi-year discount.")).toBe("Pricing review with Acme");
    expect(shortTitle("the team reviewed the launch plan and agreed to move the date to the twelfth")).toBe("The team reviewed the launch plan and agreed");
    expect(shortTitle("   ")).toBeNull();
  });
});

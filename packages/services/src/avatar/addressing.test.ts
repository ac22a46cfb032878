import { describe, expect, it } from "vitest";
import { addressedToUser } from "./addressing";

const names = { full: "Ada Lovelace", botName: "Ada's Understudy" };
const check = (t: string) => addressedToUser(t, names);

describe("whether something was said to the user", () => {
  it.each([
    "Ada, what's the status of the migration?",
    "What do you think, Ada?",
    "Hey Ada, can you walk us through billing?",
    "@Ada where are we on pricing?",
    "Ada Lovelace, is the audit finished?",
    "Adá, any news?",
    // Punctuation of every kind after a vocative, and none at all (transcripts often drop it).
    "Hey Ada — quick one",
    "Hey Ada – quick one: where's the deck?",
    "Hey Ada - quick one",
    "Ada... did the audit pass?",
    "Ada: the audit, did it pass?",
    "hey ada quick one",
    "Ada what do you think about the pricing",
    "Can you, Ada, say where billing is?",
    "Thanks Ada. And the migration?",
  ])("to the user: %s", (t) => expect(check(t).addressed).toBe(true));

  it.each([
    "I think Ada mentioned the migration last week.",
    "Ada said the audit was done.",
    "Let's ask Ada when she's back.",
    "Ada's team owns billing.",
    "What's the status of the migration?",
    "Adam, can you share your screen?",
    "Thanks everyone, that's all.",
    // Talk about the owner, also in questions put to someone else.
    "Did you talk to Ada about the audit?",
    "Ben, can you send Ada the deck?",
    "Has anyone heard from Ada?",
    "Is Ada joining later?",
  ])("not to the user: %s", (t) => expect(check(t).addressed).toBe(false));

  it.each([
    "Everyone except Ada, what do you think?",
    "Everyone except Ada, please stay on for the retro.",
    "Not you Ada, I meant Ben: can you send the numbers?",
    "Not you, Ada — Ben, where are we on billing?",
    "Ada, not you — Ben, what's the status?",
    "All but Ada, can you fill in the survey by Friday?",
    "Apart from Ada, does anyone have an update?",
    "Other than Ada, who has seen the contract?",
    "Everybody excluding Ada, what do you think of the proposal?",
  ])("names the user only to leave them out: %s", (t) => expect(check(t)).toEqual({ addressed: false, why: "excluded" }));

  it("still hears the user addressed in a line that also leaves them out elsewhere", () => {
    expect(check("Ada, everyone except Ben has voted: what do you think?").addressed).toBe(true);
  });

  it("hears the bot's own name in a question", () => {
    expect(check("Is Ada's Understudy recording this?")).toEqual({ addressed: true, why: "bot_named" });
  });
});

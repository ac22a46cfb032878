import { describe, expect, it } from "vitest";
import { addressedToUser } from "./addressing";

const names = { full: "Ada Lovelace", botName: "Ada's Understudy" };
const check = (t: string) => addressedToUser(t, names).addressed;

describe("whether something was said to the user", () => {
  it.each(["Ada, what's the status of the migration?", "What do you think, Ada?", "Hey Ada, can you walk us through billing?", "@Ada where are we on pricing?", "Ada Lovelace, is the audit finished?", "Adá, any news?"])(
    "to the user: %s",
    (t) => expect(check(t)).toBe(true),
  );
  it.each([
    "I think Ada mentioned the migration last week.",
    "Ada said the audit was done.",
    "Let's ask Ada when she's back.",
    "Ada's team owns billing.",
    "What's the status of the migration?",
    "Adam, can you share your screen?",
    "Thanks everyone, that's all.",
  ])("not to the user: %s", (t) => expect(check(t)).toBe(false));
});

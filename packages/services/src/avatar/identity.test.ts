import { describe, expect, it } from "vitest";
import { asksAboutAvatar, claimsToBeOwner } from "./identity";

const OWNER = "Ada Lovelace";

describe("who is speaking", () => {
  it.each(["I'm Ada.", "Hi, this is Ada speaking.", "Ada here, the audit passed.", "It's Ada — sorry, bad line.", "I am not a bot.", "I'm a real person, promise.", "I'm really Ada Lovelace.", "As Ada, I approve."])(
    "a claim to be the owner (or human): %s",
    (text) => expect(claimsToBeOwner(text, OWNER)).not.toBeNull(),
  );
  it.each(["This is Ada's AI stand-in, not Ada.", "I'm Ada's AI stand-in.", "Ada said the audit passed.", "In the review, Ada said: “the audit passed”."])("not a claim: %s", (text) =>
    expect(claimsToBeOwner(text, OWNER)).toBeNull(),
  );

  it.each(["Ada, are you a bot?", "Are you an AI, Ada?", "Is this really Ada?", "Ada, am I talking to a machine?", "Who am I talking to, Ada?", "Ada, are you real?", "Is that you, Ada?", "Ada, are you still there?"])(
    "a question about the avatar itself: %s",
    (q) => expect(asksAboutAvatar(q, OWNER, "Ada's Understudy")).toBe(true),
  );
  it.each(["Ada, are you ok with Friday?", "Ada, what's the status?", "Ada, is this the final design?", "Ada, is the bot budget approved?"])("not about the avatar: %s", (q) =>
    expect(asksAboutAvatar(q, OWNER, "Ada's Understudy")).toBe(false),
  );
});

import { describe, expect, it } from "vitest";
import { matches, parseQuery, searchesSpamOrTrash, type Searchable } from "./query";

const NOW = new Date("2026-01-10T12:00:00Z");
const message = (over: Partial<Searchable> = {}): Searchable => ({
  from: "Bob <bob@example.com>",
  to: "ada@understudy.test",
  subject: "Invitation: Weekly sync",
  text: "Join https://meet.google.com/abc-defg-hij",
  filenames: ["invite.ics"],
  labels: ["INBOX", "UNREAD"],
  internalDate: NOW.getTime() - 2 * 86_400_000,
  hasAttachment: true,
  ...over,
});
const hit = (q: string, over: Partial<Searchable> = {}) => matches(parseQuery(q), message(over), NOW);

describe("Gmail search subset", () => {
  it.each([
    ["filename:ics", true],
    ["filename:pdf", false],
    ["has:attachment", true],
    ["newer_than:3d", true],
    ["newer_than:1d", false],
    ["older_than:1d", true],
    ["after:2026/01/08", true],
    ["before:2026/01/08", false],
    ['subject:(invitation OR "updated invitation")', true],
    ['subject:("updated invitation")', false],
    ["meet.google.com", true],
    ["zoom.us OR meet.google.com", true],
    ["zoom.us meet.google.com", false],
    ["{zoom.us teams.live.com}", false],
    ["-from:bob", false],
    ["from:bob is:unread in:inbox", true],
    ["label:spam", false],
    ["unknown:operator", false],
    ["", true],
  ])("%s → %s", (q, expected) => {
    expect(hit(q)).toBe(expected);
  });

  it("binds OR tighter than the implicit AND", () => {
    expect(hit("weekly zoom.us OR meet.google.com")).toBe(true);
    expect(hit("monthly zoom.us OR meet.google.com")).toBe(false);
  });

  it("knows when spam and trash are asked for", () => {
    expect(searchesSpamOrTrash(parseQuery("zoom in:anywhere"))).toBe(true);
    expect(searchesSpamOrTrash(parseQuery("zoom in:inbox"))).toBe(false);
    expect(searchesSpamOrTrash(parseQuery("-in:spam"))).toBe(false);
  });

  it("survives unbalanced and odd input", () => {
    for (const q of ["(", ")", "{", "}", "subject:(", '"unterminated', "OR", "- -", "a OR", "((a)"]) {
      expect(() => hit(q)).not.toThrow();
    }
  });
});

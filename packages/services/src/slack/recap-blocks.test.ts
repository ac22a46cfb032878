import { describe, expect, it } from "vitest";
import { recapMessage } from "./recap-blocks";
import type { Recap } from "../recaps/compose";

const line = (text: string, seconds: number) => ({ text, seconds, url: `http://app.test/meetings/m1#t=${seconds}` });

function recap(overrides: Partial<Recap> = {}): Recap {
  return {
    meetingId: "m1",
    userId: "u1",
    owner: { name: "Ada Lovelace", email: "ada@example.com" },
    summaryId: "s1",
    summaryVersion: 1,
    title: "Weekly sync",
    when: { startsAt: new Date("2026-03-02T14:00:00.000Z"), durationMinutes: 30 },
    gist: "Shipping Friday",
    overview: "We reviewed the release.",
    keyPoints: [line("Release is on track", 30)],
    decisions: [],
    actionItems: [],
    attendees: [],
    links: { meeting: "http://app.test/meetings/m1", actionItems: "http://app.test/action-items" },
    ...overrides,
  };
}

const sectionTexts = (blocks: ReturnType<typeof recapMessage>["blocks"]) =>
  blocks.filter((b) => b.type === "section").map((b) => (b.text as { text: string }).text);

describe("recapMessage (Block Kit)", () => {
  it("stays inside Slack's limits however long the meeting: header ≤ 150, sections ≤ 3000, well under 50 blocks", () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ ...line(`Task number ${i} with a fairly long description of what to do`, i * 10), owner: "Ada", ownerIsUser: false, due: "2026-03-06", dueDate: null, done: false }));
    const message = recapMessage(recap({ title: "T".repeat(300), actionItems: many, decisions: many.map((a) => ({ ...line(a.text, a.seconds), context: "" })) }));
    const header = message.blocks[0] as unknown as { text: { text: string } };
    expect(header.text.text.length).toBeLessThanOrEqual(150);
    expect(message.blocks.length).toBeLessThanOrEqual(50);
    for (const text of sectionTexts(message.blocks)) expect(text.length).toBeLessThanOrEqual(3000);
    const items = sectionTexts(message.blocks).find((t) => t.startsWith("*Action items*")) ?? "";
    expect(items).toMatch(/…and \d+ more in Understudy$/);
    expect(message.text).toContain("(400 action items)");
  });

  it("leaves out empty lists, strikes done items, and omits the action items button when there are none", () => {
    const none = recapMessage(recap());
    expect(sectionTexts(none.blocks).some((t) => t.startsWith("*Decisions*"))).toBe(false);
    expect(JSON.stringify(none.blocks)).not.toContain("open_action_items");
    const done = recapMessage(recap({ actionItems: [{ ...line("Send <the> quote", 5), owner: null, ownerIsUser: false, due: null, dueDate: null, done: true }] }));
    expect(sectionTexts(done.blocks).find((t) => t.startsWith("*Action items*"))).toBe("*Action items*\n• ~Send &lt;the&gt; quote~ <http://app.test/meetings/m1#t=5|0:05>");
    expect(JSON.stringify(done.blocks)).toContain("open_action_items");
  });
});

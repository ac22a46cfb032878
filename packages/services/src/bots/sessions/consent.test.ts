import { describe, expect, it } from "vitest";
import { consentRecord } from "./consent";
import { announcementText } from "../stand-in/stand-in";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute));
const none = { admittedAt: null, announcedAt: null, optedOutAt: null, handedOverAt: null, endedAt: null };

describe("consentRecord", () => {
  it("lists what the bot did, oldest first, with the announcement it sent", () => {
    const record = consentRecord({ ...none, botName: "Ada's stand-in", admittedAt: at(0), announcedAt: at(5), optedOutAt: at(7), endedAt: at(8) }, "Ada");
    expect(record.map((e) => [e.kind, e.at])).toEqual([
      ["joined", at(0).toISOString()],
      ["announced", at(5).toISOString()],
      ["opted_out", at(7).toISOString()],
      ["left", at(8).toISOString()],
    ]);
    expect(record[1]?.text).toBe(announcementText({ botName: "Ada's stand-in", ownerName: "Ada" }));
    expect(record[1]?.text).toContain("type opt out");
  });

  it("records a hand-over to the owner, and nothing for a bot that never got in", () => {
    expect(consentRecord({ ...none, botName: "Bot", admittedAt: at(0), handedOverAt: at(3), endedAt: at(3) }, "Ada").map((e) => e.kind)).toEqual(["joined", "handed_over", "left"]);
    expect(consentRecord({ ...none, botName: "Bot" }, "Ada")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { botReasonLabel, deployErrorMessage, displayBotStatus, isLiveBotStatus, ownerArrivalLabel, shortSessionId, standInSteps } from "./bot-status";

describe("bot status display", () => {
  it("shows unknown or missing statuses as idle", () => {
    expect(displayBotStatus("recording")).toBe("recording");
    expect(displayBotStatus("teleporting")).toBe("idle");
    expect(displayBotStatus(null)).toBe("idle");
  });

  it("treats connecting, connected and recording as live, and nothing else", () => {
    expect(["idle", "connecting", "connected", "recording", "disconnecting", "disconnected", "error", "odd"].filter(isLiveBotStatus)).toEqual(["connecting", "connected", "recording"]);
  });

  it("shortens the session id to 8 characters and labels reasons, passing raw codes through", () => {
    expect(shortSessionId("3f0c6a8e-2d4b-4c1e-9b7a-5e8d1f2a9c10")).toBe("3f0c6a8e");
    expect(botReasonLabel("lobby_timeout")).toBe("Not admitted from the lobby");
    expect(botReasonLabel("owner_joined")).toBe("Handed over: you joined, so the bot left");
    expect(botReasonLabel("opted_out")).toMatch(/^Opted out: someone typed “opt out”/);
    expect(botReasonLabel("zoom_new_thing")).toBe("zoom_new_thing");
    expect(botReasonLabel(null)).toBeNull();
  });

  it("uses the server's detail for refusals and outages, else 'Failed to deploy bot'", () => {
    expect(deployErrorMessage({ message: "Unsupported meeting URL", data: { code: "UNPROCESSABLE_CONTENT" } })).toBe("Unsupported meeting URL");
    expect(deployErrorMessage({ message: '[{"code":"too_big"}]', data: { code: "BAD_REQUEST" } })).toBe("Failed to deploy bot");
    expect(deployErrorMessage({ message: "boom", data: { code: "INTERNAL_SERVER_ERROR" } })).toBe("Failed to deploy bot");
    expect(deployErrorMessage(null)).toBe("Failed to deploy bot");
    // Plan refusals name the plan that allows a new bot.
    expect(deployErrorMessage({ message: "Your free trial has ended: sending new bots needs the Pro plan.", data: { code: "FORBIDDEN" } })).toContain("Pro plan");
  });
});

describe("stand-in display", () => {
  it("says how the owner arrived", () => {
    expect(ownerArrivalLabel({ status: "on_time", minutes_late: 0 })).toBe("You joined on time");
    expect(ownerArrivalLabel({ status: "late", minutes_late: 1 })).toBe("You joined 1 minute late");
    expect(ownerArrivalLabel({ status: "late", minutes_late: 7, joined_at: "2026-11-22T10:07:30Z" }, (iso) => iso.slice(11, 16))).toBe("You joined 7 minutes late (10:07)");
    expect(ownerArrivalLabel({ status: "absent", minutes_late: null })).toBe("You were absent");
    expect(ownerArrivalLabel({ status: "not_yet", minutes_late: null })).toBe("You have not joined yet");
    expect(ownerArrivalLabel({ status: "unknown", minutes_late: null })).toBeNull();
    expect(ownerArrivalLabel(null)).toBeNull();
  });

  it("tells what the stand-in did, in the rule's order", () => {
    const time = (iso: string) => iso.slice(11, 16);
    expect(standInSteps({ owner_joined_at: "2026-11-22T10:03:00Z", handed_over_at: "2026-11-22T10:03:01Z", announced_at: null, opted_out_at: null }, "owner_joined", time)).toEqual(["Handed over to you and left at 10:03"]);
    expect(standInSteps({ owner_joined_at: null, handed_over_at: null, announced_at: "2026-11-22T10:05:20Z", opted_out_at: "2026-11-22T10:06:00Z" }, "opted_out", time)).toEqual([
      "Announced itself in the chat at 10:05",
      "Someone typed “opt out” at 10:06: the bot left and deleted the capture",
    ]);
    expect(standInSteps({ owner_joined_at: "2026-11-22T10:03:00Z", handed_over_at: "2026-11-22T10:03:01Z", announced_at: null, opted_out_at: null }, "ended", time)).toEqual([
      "Handed over at 10:03; kept recording silently (your setting)",
    ]);
  });
});

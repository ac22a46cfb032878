import { describe, expect, it } from "vitest";
import { botReasonLabel, deployErrorMessage, displayBotStatus, formatTranscriptOffset, isLiveBotStatus, shortSessionId } from "./bot-status";

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

describe("formatTranscriptOffset", () => {
  it("formats seconds as m:ss and h:mm:ss", () => {
    expect([0, 20, 65.7, 3725, -3].map(formatTranscriptOffset)).toEqual(["0:00", "0:20", "1:05", "1:02:05", "0:00"]);
  });
});

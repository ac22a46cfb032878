import { describe, expect, it } from "vitest";
import { readStoredBotStatus } from "./stored-status";

const at = new Date("2026-11-22T12:00:00Z");

describe("readStoredBotStatus: a stored code read back by the session's provider", () => {
  it("reads Attendee states only for Attendee sessions, Recall's codes for any other", () => {
    expect(readStoredBotStatus("attendee", { code: "joined_recording", subCode: null, at })).toMatchObject({ status: "recording", admitted: true });
    expect(readStoredBotStatus("attendee", { code: "in_call_recording", subCode: null, at })).toMatchObject({ status: "idle", admitted: false });
    for (const provider of ["recall", "fake", "sandbox"]) {
      expect(readStoredBotStatus(provider, { code: "in_call_recording", subCode: null, at })).toMatchObject({ status: "recording", admitted: true });
      expect(readStoredBotStatus(provider, { code: "joined_recording", subCode: null, at })).toMatchObject({ status: "idle", admitted: false });
    }
  });

  it("keeps the stored code and sub-code as the raw status", () => {
    expect(readStoredBotStatus("recall", { code: "call_ended", subCode: "bot_kicked_from_call", at })).toMatchObject({ status: "disconnected", reason: "removed", raw: { code: "call_ended", subCode: "bot_kicked_from_call" } });
  });
});

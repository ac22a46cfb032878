import { describe, expect, it } from "vitest";
import { recallStatus } from "./recall-status";

const at = new Date("2026-11-22T12:00:00Z");

describe("Recall status codes → docs/product.md#bot-session-status", () => {
  it.each([
    ["ready", null, "idle", null, false],
    ["joining_call", null, "connecting", null, false],
    ["in_waiting_room", null, "connecting", null, false],
    ["in_call_not_recording", null, "connected", null, true],
    ["recording_permission_allowed", null, "connected", null, true],
    ["recording_permission_denied", "zoom_local_recording_disabled", "connected", null, true],
    ["in_call_recording", null, "recording", null, true],
    ["call_ended", "timeout_exceeded_waiting_room", "disconnected", "lobby_timeout", false],
    ["call_ended", "call_ended_by_platform_waiting_room_timeout", "disconnected", "lobby_timeout", false],
    ["call_ended", "bot_kicked_from_call", "disconnected", "removed", false],
    ["call_ended", "bot_kicked_from_waiting_room", "disconnected", "removed", false],
    ["call_ended", "timeout_exceeded_noone_joined", "disconnected", "nobody_joined", false],
    ["call_ended", "call_ended_by_host", "disconnected", "ended", false],
    ["call_ended", "bot_received_leave_call", "disconnected", "ended", false],
    ["call_ended", null, "disconnected", "ended", false],
    ["call_ended", "some_new_sub_code", "disconnected", "some_new_sub_code", false],
    ["done", null, "disconnected", null, false],
    ["fatal", "meeting_not_found", "error", "provider_error", false],
    ["analysis_done", null, null, null, false],
    ["brand_new_code", null, "idle", null, false],
    ["constructor", null, "idle", null, false],
  ] as const)("%s / %s → %s (%s), admitted %s", (code, sub, status, reason, admitted) => {
    expect(recallStatus(code, sub, at)).toEqual({ status, reason, admitted, at, failure: code === "fatal" ? sub : null, raw: { code, subCode: sub } });
  });
});

import { describe, expect, it } from "vitest";
import { attendeeStatus } from "./attendee-status";

/** Reference §3: every Attendee state and the events that end a bot, on docs/product.md#bot-session-status statuses and reasons. */
const at = new Date("2026-01-02T15:00:00Z");

describe("Attendee states → docs/product.md#bot-session-status statuses", () => {
  it.each([
    ["scheduled", "idle", false],
    ["staged", "idle", false],
    ["ready", "idle", false],
    ["joining", "connecting", false],
    ["waiting_room", "connecting", false],
    ["joined_not_recording", "connected", true],
    ["joined_recording_permission_denied", "connected", true],
    ["joined_recording_paused", "connected", true],
    ["joining_breakout_room", "connected", true],
    ["leaving_breakout_room", "connected", true],
    ["joined_recording", "recording", true],
    ["leaving", "disconnecting", false],
    ["post_processing", "disconnected", false],
    ["ended", "disconnected", false],
    ["data_deleted", "disconnected", false],
    ["fatal_error", "error", false],
    ["some_state_from_next_year", "idle", false],
  ] as const)("%s → %s (admitted %s)", (state, status, admitted) => {
    expect(attendeeStatus(state, null, at)).toMatchObject({ status, admitted, at, raw: { code: state, subCode: null } });
  });
});

describe("Attendee events → reasons", () => {
  it.each([
    // [new_state, event_sub_type, event_type, removed] → [status, reason, reason once someone was seen]
    ["fatal_error", "waiting_room_timeout_exceeded", "could_not_join_meeting", false, "disconnected", "lobby_timeout", undefined],
    ["fatal_error", "request_to_join_denied", "could_not_join_meeting", false, "disconnected", "removed", undefined],
    ["fatal_error", "request_to_join_denied", "could_not_join_meeting", true, "disconnected", "removed", undefined],
    ["fatal_error", "meeting_not_started_waiting_for_host", "could_not_join_meeting", false, "disconnected", "nobody_joined", undefined],
    ["fatal_error", "meeting_not_found", "could_not_join_meeting", false, "error", "provider_error", undefined],
    ["fatal_error", "login_required", "could_not_join_meeting", false, "error", "provider_error", undefined],
    ["fatal_error", "unable_to_connect_to_meeting", "could_not_join_meeting", false, "error", "provider_error", undefined],
    ["fatal_error", "zoom_meeting_locked", "could_not_join_meeting", false, "error", "provider_error", undefined],
    ["fatal_error", "process_terminated", "fatal_error", false, "error", "provider_error", undefined],
    ["fatal_error", "heartbeat_timeout", "fatal_error", false, "error", "provider_error", undefined],
    ["fatal_error", "brand_new_failure", "fatal_error", false, "error", "provider_error", undefined],
    ["post_processing", null, "meeting_ended", true, "disconnected", "removed", undefined],
    ["post_processing", null, "meeting_ended", false, "disconnected", "ended", undefined],
    ["post_processing", null, "left_meeting", false, "disconnected", "ended", undefined],
    ["leaving", "user_requested", "leave_requested", false, "disconnecting", "ended", undefined],
    ["leaving", "auto_leave_only_participant_in_meeting", "leave_requested", false, "disconnecting", "ended", undefined],
    ["leaving", "auto_leave_silence", "leave_requested", false, "disconnecting", "nobody_joined", "ended"],
    ["leaving", "auto_leave_max_uptime_exceeded", "leave_requested", false, "disconnecting", "nobody_joined", "ended"],
    ["leaving", "auto_leave_silence", "leave_requested", true, "disconnecting", "removed", undefined],
    ["leaving", "auto_leave_could_not_enable_closed_captions", "leave_requested", false, "disconnecting", "auto_leave_could_not_enable_closed_captions", undefined],
    ["leaving", "auto_leave_brand_new_rule", "leave_requested", false, "disconnecting", "auto_leave_brand_new_rule", undefined],
    ["ended", null, "post_processing_completed", false, "disconnected", null, undefined],
    ["data_deleted", null, "data_deleted", false, "disconnected", null, undefined],
    ["joined_recording", null, "recording_permission_granted", false, "recording", null, undefined],
    ["waiting_room", null, "put_in_waiting_room", false, "connecting", null, undefined],
  ] as const)("%s / %s (%s, removed=%s) → %s, %s (%s once attended)", (state, sub, type, removed, status, reason, reasonIfAttended) => {
    const report = attendeeStatus(state, sub, at, { eventType: type, removed });
    expect([report.status, report.reason, report.reasonIfAttended]).toEqual([status, reason, reasonIfAttended]);
    expect(report.admitted).toBe(status === "recording");
  });

  it("names a failure by its sub-type, else by its event type", () => {
    expect(attendeeStatus("fatal_error", "heartbeat_timeout", at, { eventType: "fatal_error" }).failure).toBe("heartbeat_timeout");
    expect(attendeeStatus("fatal_error", null, at, { eventType: "fatal_error" }).failure).toBe("fatal_error");
    expect(attendeeStatus("fatal_error", null, at).failure).toBeNull();
    expect(attendeeStatus("leaving", "user_requested", at).failure).toBeNull();
  });
});

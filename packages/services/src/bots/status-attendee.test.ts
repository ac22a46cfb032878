import { describe, expect, it } from "vitest";
import { applyStatusEvent, mapProviderStatus, type SessionState, type StatusEvent } from "./status";

/** Reference §3: every Attendee state and the events that end a bot, on SPEC §4 statuses and reasons. */

const attendee = (code: string, subCode: string | null, eventType: string | null, extra: { removed?: boolean; participantCount?: number } = {}) =>
  mapProviderStatus(code, subCode, { provider: "attendee", eventType, removed: extra.removed ?? false, participantCount: extra.participantCount ?? 2 });

describe("Attendee states → SPEC §4 statuses", () => {
  it.each([
    ["scheduled", "idle"],
    ["staged", "idle"],
    ["ready", "idle"],
    ["joining", "connecting"],
    ["waiting_room", "connecting"],
    ["joined_not_recording", "connected"],
    ["joined_recording_permission_denied", "connected"],
    ["joined_recording_paused", "connected"],
    ["joining_breakout_room", "connected"],
    ["leaving_breakout_room", "connected"],
    ["joined_recording", "recording"],
    ["leaving", "disconnecting"],
    ["post_processing", "disconnected"],
    ["ended", "disconnected"],
    ["data_deleted", "disconnected"],
    ["fatal_error", "error"],
    ["some_state_from_next_year", "idle"],
  ])("%s → %s", (state, status) => {
    expect(attendee(state, null, null).status).toBe(status);
  });

  it("reads Attendee states only for Attendee sessions (Recall's table otherwise)", () => {
    expect(mapProviderStatus("joined_recording", null)).toEqual({ status: "idle", reason: null });
    expect(mapProviderStatus("in_call_recording", null, { provider: "attendee" })).toEqual({ status: "idle", reason: null });
  });
});

describe("Attendee events → reasons", () => {
  it.each([
    // [new_state, event_sub_type, event_type, removed, participants seen] → [status, reason]
    ["fatal_error", "waiting_room_timeout_exceeded", "could_not_join_meeting", false, 0, "disconnected", "lobby_timeout"],
    ["fatal_error", "request_to_join_denied", "could_not_join_meeting", false, 0, "disconnected", "removed"],
    ["fatal_error", "request_to_join_denied", "could_not_join_meeting", true, 0, "disconnected", "removed"],
    ["fatal_error", "meeting_not_started_waiting_for_host", "could_not_join_meeting", false, 0, "disconnected", "nobody_joined"],
    ["fatal_error", "meeting_not_found", "could_not_join_meeting", false, 0, "error", "provider_error"],
    ["fatal_error", "login_required", "could_not_join_meeting", false, 0, "error", "provider_error"],
    ["fatal_error", "unable_to_connect_to_meeting", "could_not_join_meeting", false, 0, "error", "provider_error"],
    ["fatal_error", "zoom_meeting_locked", "could_not_join_meeting", false, 0, "error", "provider_error"],
    ["fatal_error", "process_terminated", "fatal_error", false, 2, "error", "provider_error"],
    ["fatal_error", "heartbeat_timeout", "fatal_error", false, 2, "error", "provider_error"],
    ["fatal_error", "brand_new_failure", "fatal_error", false, 2, "error", "provider_error"],
    ["post_processing", null, "meeting_ended", true, 2, "disconnected", "removed"],
    ["post_processing", null, "meeting_ended", false, 2, "disconnected", "ended"],
    ["post_processing", null, "left_meeting", false, 2, "disconnected", "ended"],
    ["leaving", "user_requested", "leave_requested", false, 2, "disconnecting", "ended"],
    ["leaving", "auto_leave_only_participant_in_meeting", "leave_requested", false, 2, "disconnecting", "ended"],
    ["leaving", "auto_leave_silence", "leave_requested", false, 0, "disconnecting", "nobody_joined"],
    ["leaving", "auto_leave_max_uptime_exceeded", "leave_requested", false, 0, "disconnecting", "nobody_joined"],
    ["leaving", "auto_leave_silence", "leave_requested", false, 3, "disconnecting", "ended"],
    ["leaving", "auto_leave_max_uptime_exceeded", "leave_requested", false, 1, "disconnecting", "ended"],
    ["leaving", "auto_leave_could_not_enable_closed_captions", "leave_requested", false, 2, "disconnecting", "auto_leave_could_not_enable_closed_captions"],
    ["leaving", "auto_leave_brand_new_rule", "leave_requested", false, 2, "disconnecting", "auto_leave_brand_new_rule"],
    ["ended", null, "post_processing_completed", false, 2, "disconnected", null],
    ["data_deleted", null, "data_deleted", false, 2, "disconnected", null],
    ["joined_recording", null, "recording_permission_granted", false, 0, "recording", null],
    ["waiting_room", null, "put_in_waiting_room", false, 0, "connecting", null],
  ] as const)("%s / %s (%s, removed=%s, seen %i) → %s, %s", (state, sub, type, removed, seen, status, reason) => {
    expect(attendee(state, sub, type, { removed, participantCount: seen })).toEqual({ status, reason });
  });
});

const START: SessionState = {
  status: "idle",
  reason: null,
  providerStatus: null,
  providerSubCode: null,
  providerStatusAt: null,
  errorMessage: null,
  admittedAt: null,
  endedAt: null,
  provider: "attendee",
  participantCount: 0,
};
const t = (s: number) => new Date(Date.UTC(2026, 0, 2, 15, 0, s));
const ev = (s: number, code: string, eventType: string, subCode: string | null = null, removed = false): StatusEvent => ({ code, subCode, at: t(s), eventType, removed });
const run = (events: StatusEvent[], from = START) => events.reduce(applyStatusEvent, from);

const SCRIPTS: Record<string, { events: StatusEvent[]; participants: number; expected: Partial<SessionState> }> = {
  ownerAbsentEndsNormally: {
    participants: 2,
    events: [ev(0, "joining", "join_requested"), ev(20, "joined_not_recording", "joined_meeting"), ev(21, "joined_recording", "recording_permission_granted"), ev(900, "post_processing", "meeting_ended"), ev(960, "ended", "post_processing_completed")],
    expected: { status: "disconnected", reason: "ended", admittedAt: t(20), endedAt: t(900), providerStatus: "ended", errorMessage: null },
  },
  lobbyTimeout: {
    participants: 0,
    events: [ev(0, "joining", "join_requested"), ev(3, "waiting_room", "put_in_waiting_room"), ev(903, "fatal_error", "could_not_join_meeting", "waiting_room_timeout_exceeded")],
    expected: { status: "disconnected", reason: "lobby_timeout", admittedAt: null, providerSubCode: "waiting_room_timeout_exceeded", errorMessage: "The bot was not admitted from the lobby in time" },
  },
  removedOnTeams: {
    participants: 2,
    events: [ev(0, "joining", "join_requested"), ev(5, "joined_not_recording", "joined_meeting"), ev(6, "joined_recording", "recording_permission_granted"), ev(90, "post_processing", "meeting_ended", null, true), ev(120, "ended", "post_processing_completed")],
    expected: { status: "disconnected", reason: "removed", errorMessage: "The bot was removed from the meeting" },
  },
  nobodyJoined: {
    participants: 0,
    events: [ev(0, "joining", "join_requested"), ev(5, "joined_not_recording", "joined_meeting"), ev(6, "joined_recording", "recording_permission_granted"), ev(1800, "leaving", "leave_requested", "auto_leave_silence"), ev(1802, "post_processing", "left_meeting"), ev(1850, "ended", "post_processing_completed")],
    expected: { status: "disconnected", reason: "nobody_joined", errorMessage: "Nobody joined the meeting", endedAt: t(1802) },
  },
  crashed: {
    participants: 1,
    events: [ev(0, "joining", "join_requested"), ev(5, "joined_not_recording", "joined_meeting"), ev(40, "fatal_error", "fatal_error", "heartbeat_timeout")],
    expected: { status: "error", reason: "provider_error", errorMessage: "The bot failed: heartbeat_timeout" },
  },
};

describe("Attendee sessions through the state machine", () => {
  for (const [name, script] of Object.entries(SCRIPTS)) {
    it(`${name}: in order`, () => {
      expect(run(script.events, { ...START, participantCount: script.participants })).toMatchObject(script.expected);
    });
  }

  it("keeps our own reason when Attendee reports the leave we asked for", () => {
    const terminated: SessionState = { ...run(SCRIPTS.ownerAbsentEndsNormally?.events.slice(0, 3) ?? []), status: "disconnecting", reason: "terminated" };
    const end = run([ev(100, "leaving", "leave_requested", "user_requested"), ev(101, "post_processing", "left_meeting"), ev(130, "ended", "post_processing_completed")], terminated);
    expect([end.status, end.reason, end.errorMessage]).toEqual(["disconnected", "terminated", null]);
  });

  it("keeps an unknown state verbatim without moving the session", () => {
    const joined = run([ev(0, "joining", "join_requested"), ev(5, "joined_recording", "recording_permission_granted")]);
    const odd = applyStatusEvent(joined, ev(6, "hibernating", "dozed_off", "very_new"));
    expect([odd.status, odd.providerStatus, odd.providerSubCode]).toEqual(["recording", "hibernating", "very_new"]);
  });
});

/** Seeded PRNG (mulberry32) so a failing order can be replayed from the printed seed. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe("property: Attendee events in any order, with duplicates, end in the in-order state", () => {
  for (const [name, script] of Object.entries(SCRIPTS)) {
    it(name, () => {
      const from = { ...START, participantCount: script.participants };
      const expected = run(script.events, from);
      for (let seed = 1; seed <= 200; seed++) {
        const random = rng(seed);
        const deliveries = [...script.events, ...script.events.filter(() => random() < 0.3)];
        for (let i = deliveries.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          const a = deliveries[i];
          const b = deliveries[j];
          if (a && b) [deliveries[i], deliveries[j]] = [b, a];
        }
        expect({ seed, state: run(deliveries, from) }).toEqual({ seed, state: expected });
      }
    });
  }
});

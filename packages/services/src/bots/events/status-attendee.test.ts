import { describe, expect, it } from "vitest";
import { attendeeStatus, type BotStatusReport } from "@understudy/integrations/bots";
import { seededRandom, shuffledDeliveries } from "../../../testing/delivery-order";
import { applyStatusEvent, type SessionState } from "./status";

type StatusEvent = BotStatusReport;

/** The state machine fed Attendee's states through the Attendee adapter's reading (the state tables are tested there). */

const START: SessionState = {
  status: "idle",
  reason: null,
  providerStatus: null,
  providerSubCode: null,
  providerStatusAt: null,
  errorMessage: null,
  admittedAt: null,
  endedAt: null,
  participantCount: 0,
};
const t = (s: number) => new Date(Date.UTC(2026, 0, 2, 15, 0, s));
const ev = (s: number, code: string, eventType: string, subCode: string | null = null, removed = false): StatusEvent => attendeeStatus(code, subCode, t(s), { eventType, removed });
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
  // bots/models.py allows fatal_error from post_processing (e.g. heartbeat_timeout while uploading): the meeting still ended normally.
  failedAfterNormalEnd: {
    participants: 2,
    events: [ev(0, "joining", "join_requested"), ev(20, "joined_not_recording", "joined_meeting"), ev(21, "joined_recording", "recording_permission_granted"), ev(900, "post_processing", "meeting_ended"), ev(930, "fatal_error", "fatal_error", "heartbeat_timeout")],
    expected: { status: "disconnected", reason: "ended", endedAt: t(900), errorMessage: null, providerStatus: "fatal_error" },
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

  it("reads a leave on silence as nobody_joined in an empty meeting and as the end of one someone attended", () => {
    const silent = [ev(0, "joining", "join_requested"), ev(5, "joined_recording", "recording_permission_granted"), ev(1800, "leaving", "leave_requested", "auto_leave_silence")];
    expect(run(silent, { ...START, participantCount: 0 })).toMatchObject({ status: "disconnecting", reason: "nobody_joined", errorMessage: "Nobody joined the meeting" });
    expect(run(silent, { ...START, participantCount: 3 })).toMatchObject({ status: "disconnecting", reason: "ended", errorMessage: null });
  });

  it("keeps an unknown state verbatim without moving the session", () => {
    const joined = run([ev(0, "joining", "join_requested"), ev(5, "joined_recording", "recording_permission_granted")]);
    const odd = applyStatusEvent(joined, ev(6, "hibernating", "dozed_off", "very_new"));
    expect([odd.status, odd.providerStatus, odd.providerSubCode]).toEqual(["recording", "hibernating", "very_new"]);
  });
});

describe("property: Attendee events in any order, with duplicates, end in the in-order state", () => {
  for (const [name, script] of Object.entries(SCRIPTS)) {
    it(name, () => {
      const from = { ...START, participantCount: script.participants };
      const expected = run(script.events, from);
      for (let seed = 1; seed <= 200; seed++) {
        const deliveries = shuffledDeliveries(script.events, seededRandom(seed));
        expect({ seed, state: run(deliveries, from) }).toEqual({ seed, state: expected });
      }
    });
  }
});

import { describe, expect, it } from "vitest";
import { applyStatusEvent, mapProviderStatus, type SessionState } from "./status";

const START: SessionState = { status: "idle", reason: null, providerStatus: null, providerSubCode: null, providerStatusAt: null, errorMessage: null, admittedAt: null, endedAt: null };
const t = (s: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, s));
interface Ev {
  code: string;
  subCode: string | null;
  at: Date;
}
const ev = (s: number, code: string, subCode: string | null = null): Ev => ({ code, subCode, at: t(s) });
const run = (events: Ev[], from = START) => events.reduce(applyStatusEvent, from);

describe("mapProviderStatus", () => {
  it.each([
    ["ready", null, "idle", null],
    ["joining_call", null, "connecting", null],
    ["in_waiting_room", null, "connecting", null],
    ["in_call_not_recording", null, "connected", null],
    ["recording_permission_allowed", null, "connected", null],
    ["recording_permission_denied", "zoom_local_recording_disabled", "connected", null],
    ["in_call_recording", null, "recording", null],
    ["call_ended", "timeout_exceeded_waiting_room", "disconnected", "lobby_timeout"],
    ["call_ended", "call_ended_by_platform_waiting_room_timeout", "disconnected", "lobby_timeout"],
    ["call_ended", "bot_kicked_from_call", "disconnected", "removed"],
    ["call_ended", "bot_kicked_from_waiting_room", "disconnected", "removed"],
    ["call_ended", "timeout_exceeded_noone_joined", "disconnected", "nobody_joined"],
    ["call_ended", "call_ended_by_host", "disconnected", "ended"],
    ["call_ended", "bot_received_leave_call", "disconnected", "ended"],
    ["call_ended", null, "disconnected", "ended"],
    ["call_ended", "some_new_sub_code", "disconnected", "some_new_sub_code"],
    ["done", null, "disconnected", null],
    ["fatal", "meeting_not_found", "error", "provider_error"],
    ["analysis_done", null, null, null],
    ["brand_new_code", null, "idle", null],
  ])("%s / %s → %s (%s)", (code, sub, status, reason) => {
    expect(mapProviderStatus(code, sub)).toEqual({ status, reason });
  });
});

describe("applyStatusEvent", () => {
  it("walks the usual order and records admission, end, reason and the raw provider status", () => {
    const end = run([ev(0, "joining_call"), ev(5, "in_call_not_recording"), ev(6, "in_call_recording"), ev(90, "call_ended", "bot_kicked_from_call"), ev(95, "done")]);
    expect(end).toEqual({
      status: "disconnected",
      reason: "removed",
      providerStatus: "done",
      providerSubCode: null,
      providerStatusAt: t(95),
      errorMessage: "The bot was removed from the meeting",
      admittedAt: t(5),
      endedAt: t(90),
    });
  });

  it("ignores a late event that would move the session backwards, but keeps nothing stale", () => {
    const recording = run([ev(0, "joining_call"), ev(6, "in_call_recording")]);
    const late = applyStatusEvent(recording, ev(1, "in_waiting_room"));
    expect(late.status).toBe("recording");
    expect(late.providerStatus).toBe("in_call_recording");
  });

  it("does not leave disconnecting (after terminate) for a late recording event, nor overwrite our own reason", () => {
    const terminated: SessionState = { ...run([ev(0, "joining_call"), ev(6, "in_call_recording")]), status: "disconnecting", reason: "terminated" };
    expect(applyStatusEvent(terminated, ev(7, "in_call_recording")).status).toBe("disconnecting");
    const ended = applyStatusEvent(terminated, ev(8, "call_ended", "bot_received_leave_call"));
    expect([ended.status, ended.reason, ended.errorMessage]).toEqual(["disconnected", "terminated", null]);
  });

  it("turns fatal into error with its sub-code in the message, and keeps unknown codes verbatim without moving", () => {
    const fatal = run([ev(0, "joining_call"), ev(3, "fatal", "meeting_not_found")]);
    expect([fatal.status, fatal.reason, fatal.errorMessage, fatal.providerSubCode]).toEqual(["error", "provider_error", "The bot failed: meeting_not_found", "meeting_not_found"]);
    const unknown = run([ev(0, "joining_call"), ev(2, "quantum_tunnelling", "x")]);
    expect([unknown.status, unknown.providerStatus, unknown.providerSubCode]).toEqual(["connecting", "quantum_tunnelling", "x"]);
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

const SCRIPTS: Record<string, Ev[]> = {
  ownerAbsent: [ev(0, "joining_call"), ev(5, "in_call_not_recording"), ev(6, "in_call_recording"), ev(892, "call_ended", "timeout_exceeded_everyone_left"), ev(897, "done"), ev(900, "analysis_done")],
  lobby: [ev(0, "joining_call"), ev(2, "in_waiting_room"), ev(602, "call_ended", "timeout_exceeded_waiting_room"), ev(607, "done")],
  removed: [ev(0, "joining_call"), ev(5, "in_call_not_recording"), ev(6, "in_call_recording"), ev(90, "call_ended", "bot_kicked_from_call"), ev(95, "done")],
  nobody: [ev(0, "joining_call"), ev(5, "in_call_not_recording"), ev(6, "in_call_recording"), ev(1206, "call_ended", "timeout_exceeded_noone_joined"), ev(1211, "done")],
  fatal: [ev(0, "joining_call"), ev(1, "in_waiting_room"), ev(4, "fatal", "bot_errored")],
  unknownSub: [ev(0, "joining_call"), ev(6, "in_call_recording"), ev(50, "call_ended", "zoom_something_new"), ev(55, "done")],
};

describe("property: any arrival order, with duplicates, ends in the in-order state", () => {
  for (const [name, script] of Object.entries(SCRIPTS)) {
    it(name, () => {
      const expected = run(script);
      for (let seed = 1; seed <= 300; seed++) {
        const random = rng(seed);
        const deliveries = [...script, ...script.filter(() => random() < 0.3)];
        for (let i = deliveries.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          const a = deliveries[i];
          const b = deliveries[j];
          if (a && b) [deliveries[i], deliveries[j]] = [b, a];
        }
        const states = deliveries.reduce<SessionState[]>((acc, e) => [...acc, applyStatusEvent(acc.at(-1) ?? START, e)], []);
        expect({ seed, state: states.at(-1) }).toEqual({ seed, state: expected });
        // Monotone: no step ever lowers the status.
        const order = ["idle", "connecting", "connected", "recording", "disconnecting", "disconnected", "error"];
        const ranks = states.map((s) => order.indexOf(s.status));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }
    });
  }
});

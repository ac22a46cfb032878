import { describe, expect, it } from "vitest";
import { recallStatus, type BotStatusReport } from "@understudy/integrations/bots";
import { seededRandom, shuffledDeliveries } from "../../../testing/delivery-order";
import { applyStatusEvent, type SessionState } from "./status";

/** The state machine fed Recall's codes through the Recall adapter's reading (the code tables are tested there). */

const START: SessionState = { status: "idle", reason: null, providerStatus: null, providerSubCode: null, providerStatusAt: null, errorMessage: null, admittedAt: null, endedAt: null };
const t = (s: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, s));
type Ev = BotStatusReport;
const ev = (s: number, code: string, subCode: string | null = null): Ev => recallStatus(code, subCode, t(s));
const run = (events: Ev[], from = START) => events.reduce(applyStatusEvent, from);

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

const SCRIPTS: Record<string, Ev[]> = {
  ownerAbsent: [ev(0, "joining_call"), ev(5, "in_call_not_recording"), ev(6, "in_call_recording"), ev(892, "call_ended", "timeout_exceeded_everyone_left"), ev(897, "done"), ev(900, "analysis_done")],
  lobby: [ev(0, "joining_call"), ev(2, "in_waiting_room"), ev(602, "call_ended", "timeout_exceeded_waiting_room"), ev(607, "done")],
  removed: [ev(0, "joining_call"), ev(5, "in_call_not_recording"), ev(6, "in_call_recording"), ev(90, "call_ended", "bot_kicked_from_call"), ev(95, "done")],
  nobody: [ev(0, "joining_call"), ev(5, "in_call_not_recording"), ev(6, "in_call_recording"), ev(1206, "call_ended", "timeout_exceeded_noone_joined"), ev(1211, "done")],
  fatal: [ev(0, "joining_call"), ev(1, "in_waiting_room"), ev(4, "fatal", "bot_errored")],
  fatalAfterEnd: [ev(0, "joining_call"), ev(6, "in_call_recording"), ev(50, "call_ended", "call_ended_by_host"), ev(60, "fatal", "bot_errored")],
  unknownSub: [ev(0, "joining_call"), ev(6, "in_call_recording"), ev(50, "call_ended", "zoom_something_new"), ev(55, "done")],
};

describe("an ending after the meeting ended", () => {
  it("a fatal after call_ended leaves the meeting ended, in either arrival order", () => {
    const script = SCRIPTS.fatalAfterEnd ?? [];
    for (const order of [script, [...script].reverse()]) expect(run(order)).toMatchObject({ status: "disconnected", reason: "ended", errorMessage: null, endedAt: t(50) });
  });
});

describe("property: any arrival order, with duplicates, ends in the in-order state", () => {
  for (const [name, script] of Object.entries(SCRIPTS)) {
    it(name, () => {
      const expected = run(script);
      for (let seed = 1; seed <= 300; seed++) {
        const deliveries = shuffledDeliveries(script, seededRandom(seed));
        const states = deliveries.reduce<SessionState[]>((acc, e) => [...acc, applyStatusEvent(acc.at(-1) ?? START, e)], []);
        expect({ seed, state: states.at(-1) }).toEqual({ seed, state: expected });
        // Monotone: no step ever lowers the status (the two endings are one rank: the earlier one decides).
        const order = ["idle", "connecting", "connected", "recording", "disconnecting", "disconnected"];
        const ranks = states.map((s) => order.indexOf(s.status === "error" ? "disconnected" : s.status));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }
    });
  }
});

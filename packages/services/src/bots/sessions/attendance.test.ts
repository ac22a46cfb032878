import { describe, expect, it } from "vitest";
import type { BotParticipant, BotSession } from "@understudy/db/schema";
import { absentInvitees, ownerArrival } from "./attendance";

const start = new Date("2026-11-22T10:00:00Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const session = (s: Partial<BotSession>) => ({ status: "disconnected", admittedAt: at(5), ownerJoinedAt: null, ...s }) as BotSession;

describe("ownerArrival", () => {
  it("is on time up to a minute after the scheduled start, then late by whole minutes", () => {
    expect(ownerArrival(session({ ownerJoinedAt: at(-120) }), start)).toMatchObject({ status: "on_time", minutes_late: 0, reference: "scheduled_start" });
    expect(ownerArrival(session({ ownerJoinedAt: at(59) }), start)).toMatchObject({ status: "on_time", minutes_late: 0 });
    expect(ownerArrival(session({ ownerJoinedAt: at(186) }), start)).toMatchObject({ status: "late", minutes_late: 3, joined_at: at(186).toISOString() });
  });

  it("measures from the bot's admission when the session has no meeting", () => {
    expect(ownerArrival(session({ ownerJoinedAt: at(130), admittedAt: at(5) }), null)).toMatchObject({ status: "late", minutes_late: 2, reference: "bot_admitted", reference_at: at(5).toISOString() });
  });

  it("is absent once the bot is gone without seeing them, not yet while it is in the call, unknown if it never got in", () => {
    expect(ownerArrival(session({}), start)).toMatchObject({ status: "absent", minutes_late: null, joined_at: null });
    expect(ownerArrival(session({ status: "recording" }), start).status).toBe("not_yet");
    expect(ownerArrival(session({ admittedAt: null }), start).status).toBe("unknown");
  });
});

describe("absentInvitees", () => {
  const attendees = [
    { email: "ada@understudy.test", name: "Ada Lovelace", self: true, organizer: true, responseStatus: "accepted" },
    { email: "ben@example.test", name: "Ben Okafor", self: false, organizer: false, responseStatus: "accepted" },
    { email: "dana@example.test", name: "Dana Scully", self: false, organizer: false, responseStatus: "tentative" },
  ];
  const ben = { name: "Ben Okafor", email: null } as BotParticipant;

  it("lists invitees the bot never saw, by email or name, after a bot that stayed to the end", () => {
    expect(absentInvitees(attendees, [ben], session({ reason: "ended" })).map((a) => [a.name, a.is_owner, a.status])).toEqual([
      ["Ada Lovelace", true, "absent"],
      ["Dana Scully", false, "absent"],
    ]);
  });

  it("says nothing while the bot is in the call or after it left early", () => {
    for (const s of [session({ status: "recording" }), session({ reason: "owner_joined", handedOverAt: at(190) }), session({ reason: "opted_out", optedOutAt: at(300) }), session({ reason: "removed" }), session({ admittedAt: null })]) {
      expect(absentInvitees(attendees, [ben], s)).toEqual([]);
    }
  });
});

import { describe, expect, it } from "vitest";
import { isOwner, normaliseName, ownerIdentity } from "./owner";
import { announcementText, decideStandIn, isOptOutMessage, type StandInState } from "./stand-in";

const admitted = new Date("2026-11-22T10:00:00Z");
const at = (seconds: number) => new Date(admitted.getTime() + seconds * 1000);
const base: StandInState = { status: "recording", admittedAt: admitted, ownerJoinedAt: null, announcedAt: null, handedOverAt: null, optedOutAt: null };
const decide = (state: Partial<StandInState>, input: { providerNow?: Date | null; graceTimerFired?: boolean; onOwnerJoin?: "leave" | "stay_silent" } = {}) =>
  decideStandIn({ ...base, ...state }, { providerNow: input.providerNow ?? null, graceTimerFired: input.graceTimerFired ?? false, onOwnerJoin: input.onOwnerJoin ?? "leave" });

describe("decideStandIn", () => {
  it("waits during the grace, counted from admission", () => {
    expect(decide({}, { providerNow: at(299) })).toEqual({ action: "none" });
    expect(decide({}, { providerNow: at(300) })).toEqual({ action: "announce" });
  });

  it("hands over when the owner came within the grace (even before admission), leaving or staying silent", () => {
    expect(decide({ ownerJoinedAt: at(181) }, { providerNow: at(181) })).toEqual({ action: "hand_over", leave: true });
    expect(decide({ ownerJoinedAt: at(-30) })).toEqual({ action: "hand_over", leave: true });
    expect(decide({ ownerJoinedAt: at(300) }, { onOwnerJoin: "stay_silent" })).toEqual({ action: "hand_over", leave: false });
    // A join delivered after the announcement still hands over: the owner did come in time.
    expect(decide({ ownerJoinedAt: at(290), announcedAt: at(301) }, { providerNow: at(400) })).toEqual({ action: "hand_over", leave: true });
  });

  it("announces when the owner came after the grace and nobody was told yet, and only once", () => {
    expect(decide({ ownerJoinedAt: at(301) }, { providerNow: at(301) })).toEqual({ action: "announce" });
    expect(decide({ announcedAt: at(310) }, { providerNow: at(900) })).toEqual({ action: "none" });
  });

  it("announces on the timer with no provider event past the grace", () => {
    expect(decide({}, { graceTimerFired: true })).toEqual({ action: "announce" });
  });

  it("does nothing before admission, outside the call, after a hand-over or an opt-out", () => {
    for (const state of [{ admittedAt: null }, { status: "connecting" as const }, { status: "disconnecting" as const }, { status: "disconnected" as const }, { handedOverAt: at(10), ownerJoinedAt: at(9) }, { optedOutAt: at(50) }]) {
      expect(decide(state, { providerNow: at(1000), graceTimerFired: true })).toEqual({ action: "none" });
    }
  });
});

describe("isOptOutMessage", () => {
  it("matches the whole message, whatever the case and spacing", () => {
    for (const text of ["opt out", "Opt Out", "  OPT  out ", "opt-out", "optout", "Opt out.", "opt out!", "ｏｐｔ ｏｕｔ"]) expect(isOptOutMessage(text)).toBe(true);
    for (const text of ["Should we opt out of the vendor contract?", "please opt out", "opt", "out", "opt in", "", "opt out now"]) expect(isOptOutMessage(text)).toBe(false);
  });
});

describe("announcementText", () => {
  it("says who it is, whom it stands in for and how to opt out, within Google Meet's 500 characters", () => {
    const text = announcementText({ botName: "Ada Lovelace (via Understudy)", ownerName: "Ada Lovelace" });
    expect(text).toContain("I'm Ada Lovelace (via Understudy)");
    expect(text).toContain("standing in for Ada Lovelace");
    expect(text).toContain("type opt out in the chat");
    const long = announcementText({ botName: "B".repeat(100), ownerName: "O".repeat(300) });
    expect(long.length).toBeLessThanOrEqual(500);
    expect(long).toContain("type opt out in the chat and I'll leave and delete what I captured.");
  });
});

describe("owner recognition", () => {
  const owner = ownerIdentity({ name: "Ada Lovelace", email: "Ada@Understudy.test" }, [
    { email: "ada.personal@example.test", name: "Countess Ada", self: true, organizer: false, responseStatus: "accepted" },
    { email: "ben@example.test", name: "Ben Okafor", self: false, organizer: true, responseStatus: "accepted" },
  ]);

  it("knows the owner by the user's or the calendar self attendee's email, case aside", () => {
    expect(isOwner({ name: "Someone", email: "ada@understudy.TEST" }, owner)).toBe(true);
    expect(isOwner({ name: null, email: "ada.personal@example.test" }, owner)).toBe(true);
    expect(isOwner({ name: "Ada Lovelace", email: "ben@example.test" }, owner)).toBe(false);
  });

  it("falls back to the normalised display name when the platform gives no email", () => {
    expect(isOwner({ name: "ada  LOVELACE", email: null }, owner)).toBe(true);
    expect(isOwner({ name: "Countess Ada", email: null }, owner)).toBe(true);
    expect(isOwner({ name: "Ben Okafor", email: null }, owner)).toBe(false);
    expect(isOwner({ name: null, email: null }, owner)).toBe(false);
  });

  it("normalises accents, case, punctuation and spacing", () => {
    expect(normaliseName("  Chloé   Martin-Dupont ")).toBe("chloe martin dupont");
    expect(owner.displayName).toBe("Ada Lovelace");
  });
});

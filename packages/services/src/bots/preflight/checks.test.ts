import { describe, expect, it } from "vitest";
import { linkCheck, platformCheck, type PastAttempt } from "./link-checks";
import { bookingCheck, providerCheck } from "./meeting-checks";
import { overall, stageFor, ok, warning, willFail } from "./policy";

const BOT = "Ada Lovelace (via Understudy)";
const past = (overrides: Partial<PastAttempt>): PastAttempt => ({
  platform: "google_meet",
  status: "disconnected",
  reason: "ended",
  providerStatus: "done",
  providerSubCode: null,
  admittedAt: new Date(),
  errorMessage: null,
  botName: BOT,
  ...overrides,
});
const NOW = new Date("2026-03-02T15:00:00Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe("link and platform checks", () => {
  it("a missing or foreign link will fail with a fix; a known platform is ok", () => {
    expect(linkCheck({ meetingUrl: null })).toMatchObject({ result: "will_fail", fix: expect.stringContaining("Add the meeting's") });
    expect(linkCheck({ meetingUrl: "https://example.com/meeting" })).toMatchObject({ result: "will_fail" });
    expect(linkCheck({ meetingUrl: "https://meet.google.com/abc-defg-hij" })).toEqual({ check: "link", result: "ok", reason: "The link is a Google Meet meeting the bot can join.", fix: null });
  });

  it("reads Attendee's words for the same refusals as Recall's", () => {
    const zoom = "https://zoom.us/j/1234567890?pwd=x";
    expect(platformCheck(zoom, past({ status: "error", reason: "provider_error", errorMessage: "The bot failed: login_required", admittedAt: null }), BOT).result).toBe("will_fail");
    expect(platformCheck("https://meet.google.com/abc-defg-hij", past({ reason: "request_to_join_denied", admittedAt: null }), BOT).fix).toContain("without a Google account");
    // Denied by a person at a Zoom lobby: worth a warning, not a certainty.
    expect(platformCheck(zoom, past({ reason: "removed", admittedAt: null }), BOT)).toMatchObject({ result: "warning", fix: `Ask the organiser to admit “${BOT}” when it asks to join.` });
    // Removed after being admitted says nothing about getting in.
    expect(platformCheck(zoom, past({ reason: "removed" }), BOT).result).toBe("ok");
    expect(platformCheck(zoom, past({ reason: "lobby_timeout", admittedAt: null }), BOT).result).toBe("warning");
  });

  it("knows from the link alone: a Teams lobby, a Zoom link without its passcode (not a personal room)", () => {
    expect(platformCheck("https://teams.live.com/meet/1234567890", null, BOT)).toMatchObject({ result: "warning", reason: expect.stringContaining("lobby") });
    expect(platformCheck("https://zoom.us/j/1234567890", null, BOT)).toMatchObject({ result: "warning", fix: expect.stringContaining("?pwd=") });
    expect(platformCheck("https://zoom.us/my/ada.lovelace", null, BOT).result).toBe("ok");
    expect(platformCheck("https://zoom.us/j/1234567890?pwd=abc", null, BOT).result).toBe("ok");
  });
});

describe("provider and booking checks", () => {
  it("maps the provider's answer: missing provider and refused key or credit will fail; throttling and outages warn", () => {
    expect(providerCheck(null, "day").result).toBe("will_fail");
    expect(providerCheck({ state: "unauthorized", httpStatus: 401, detail: null }, "day").result).toBe("will_fail");
    expect(providerCheck({ state: "no_capacity", httpStatus: 507, detail: null }, "final")).toMatchObject({ result: "warning", fix: expect.stringContaining("join yourself") });
    expect(providerCheck({ state: "throttled", httpStatus: 429, detail: null }, "day")).toMatchObject({ result: "warning", fix: expect.stringContaining("10 minutes before") });
  });

  const session = { status: "idle" as const, joinAt: at(60), meetingUrl: "https://meet.google.com/abc-defg-hij", providerBotId: "bot_1", errorMessage: null, reason: null, origin: "scheduled" as const };
  const meeting = { scheduledAt: at(60), meetingUrl: "https://meet.google.com/abc-defg-hij" };

  it("a booking that matches here and at the provider is ok; a provider copy at another time or gone will fail", () => {
    const bot = { id: "bot_1", botName: BOT, joinAt: at(60), metadata: {}, statusChanges: [] };
    expect(bookingCheck({ meeting, session, providerBot: bot, horizonMinutes: 60, now: NOW }).result).toBe("ok");
    expect(bookingCheck({ meeting, session, providerBot: { ...bot, joinAt: at(90) }, horizonMinutes: 60, now: NOW }).result).toBe("will_fail");
    expect(bookingCheck({ meeting, session, providerBot: "missing", horizonMinutes: 60, now: NOW }).result).toBe("will_fail");
  });

  it("no booking yet: ok before the horizon and just after it, will fail once the scheduler is clearly late; a refused booking will fail", () => {
    expect(bookingCheck({ meeting, session: null, providerBot: null, horizonMinutes: 15, now: NOW }).reason).toBe("A bot will be booked 15 minutes before the start.");
    expect(bookingCheck({ meeting: { ...meeting, scheduledAt: at(14) }, session: null, providerBot: null, horizonMinutes: 15, now: NOW }).result).toBe("ok");
    expect(bookingCheck({ meeting: { ...meeting, scheduledAt: at(9) }, session: null, providerBot: null, horizonMinutes: 15, now: NOW }).result).toBe("will_fail");
    const refused = { ...session, status: "error" as const, reason: "provider_error", providerBotId: null, errorMessage: "The bot could not be booked: Invalid meeting URL" };
    expect(bookingCheck({ meeting, session: refused, providerBot: null, horizonMinutes: 60, now: NOW })).toMatchObject({ result: "will_fail", reason: refused.errorMessage });
  });
});

describe("policy", () => {
  it("the worst result wins; the final window is the last 10 minutes", () => {
    expect(overall([ok("a", "x"), warning("b", "y", "z")])).toBe("warning");
    expect(overall([willFail("a", "x", "f"), warning("b", "y", "z")])).toBe("will_fail");
    expect(overall([])).toBe("ok");
    expect(stageFor(at(10), NOW)).toBe("final");
    expect(stageFor(at(11), NOW)).toBe("day");
  });
});

import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { botSessions, meetingPreflights, meetings, notifications, type NewMeeting } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { createTokenCipher } from "@understudy/integrations/crypto";
import { createGoogleConnector } from "@understudy/integrations/google";
import { fixedClock, systemClock, type Clock } from "../../clock";
import type { ServiceContext } from "../../context";
import type { GoogleDeps } from "../../google/deps";
import { silentLogger } from "../../logger";
import { syncCalendar } from "../../calendar/sync";
import { updateMeeting } from "../../meetings/update";
import { UpdateMeetingInput } from "../../meetings/schemas";
import { eventually, startBotRig, type BotRig } from "../../../testing/bots";
import { connectGoogle, sandboxControl, sandboxGoogleConfig } from "../../../testing/google";
import { connectTestDb, makeUserCtx } from "../../../testing/helpers";
import { recordingJobQueue } from "../../../testing/deps";
import { runBotSchedule } from "../booking/schedule";
import { deployBot } from "../sessions/deploy";
import { runPreflights } from "./batch";
import { getMeetingPreflight } from "./get";
import { PREFLIGHT_NOTIFICATION_KIND } from "./notify";
import { preflightQueue } from "./queue";

const { db, close } = connectTestDb();
const MINUTE = 60_000;
const DAY = 86_400_000;
let rig: BotRig;
let google: GoogleDeps;

beforeAll(async () => {
  rig = await startBotRig(db);
  google = { google: createGoogleConnector(sandboxGoogleConfig(rig.sandbox)), cipher: createTokenCipher({ current: randomBytes(32).toString("base64url") }) };
});
afterEach(async () => {
  await rig.control("POST", "/__sandbox/bots/config", { capacity: "available" });
});
afterAll(async () => {
  await rig.close();
  await close();
});

const system = (clock: Clock = systemClock): ServiceContext => ({ db, clock, log: silentLogger, actor: { type: "system" }, deps: { ...rig.appDeps, ...google, clock } });
const run = (userId: string, clock?: Clock) => runPreflights({ ctx: system(clock), options: { userIds: [userId], ratePerMinute: null } });
/** The every-minute run (only what is due), kept to one user so other test files' meetings are left alone. */
const minuteRun = (userId: string, clock?: Clock) => runPreflights({ ctx: system(clock), options: { userIds: [userId], force: false, ratePerMinute: null } });
const inMinutes = (n: number) => new Date(Math.floor(Date.now() / 1000) * 1000 + n * MINUTE);

async function member(overrides: Parameters<typeof createTestUser>[1] = {}) {
  return createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@acme.example`, trialEndsAt: new Date(Date.now() + 10 * DAY), ...overrides });
}
const meetingAt = (userId: string, minutes: number, meetingUrl: string, overrides: Partial<NewMeeting> = {}) =>
  createTestMeeting(db, userId, { title: "Weekly sync", scheduledAt: inMinutes(minutes), meetingUrl, platform: meetingUrl.includes("zoom") ? "zoom" : "google_meet", ...overrides });
const preflightOf = async (userId: string, meetingId: string) => getMeetingPreflight({ ctx: makeUserCtx(db, userId), input: { id: meetingId } });
const notesOf = (userId: string) => db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, PREFLIGHT_NOTIFICATION_KIND)));
const check = (p: Awaited<ReturnType<typeof preflightOf>>, name: string) => p.checks.find((c) => c.check === name);

/** Last week's occurrence of the meeting: a bot really sent to the link, played out by the sandbox. */
async function lastWeek(userId: string, meetingUrl: string) {
  const deployed = await deployBot({ ctx: rig.ctx(makeUserCtx(db, userId)), input: { meeting_url: meetingUrl, bot_name: "" } });
  return eventually(
    async () => (await db.select().from(botSessions).where(eq(botSessions.id, deployed.session_id)))[0],
    (s) => s?.status === "error" || s?.providerStatus === "done",
  );
}

describe("pre-flight checks through the sandbox", () => {
  it("a Meet whose Workspace denies guests: will_fail a day ahead with the fix, notified once", async () => {
    const user = await member();
    const url = "https://meet.google.com/abc-defg-hij?scenario=meet-denied";
    const past = await lastWeek(user.id, url);
    expect(past).toMatchObject({ status: "disconnected", reason: "removed", admittedAt: null });
    const meeting = await meetingAt(user.id, 23 * 60, url);

    const report = await run(user.id);
    expect(report).toMatchObject({ checked: 1, willFail: 1, notified: 1 });
    const preflight = await preflightOf(user.id, meeting.id);
    expect(preflight).toMatchObject({ result: "will_fail", stage: "day", outdated: false });
    expect(check(preflight, "platform")).toMatchObject({ result: "will_fail", fix: expect.stringContaining("let guests join without a Google account") });
    expect(check(preflight, "provider")).toMatchObject({ result: "ok" });
    expect(check(preflight, "booking")).toMatchObject({ result: "ok", reason: "A bot will be booked 15 minutes before the start." });

    // The minute run does not check it again (nothing changed, still in the day window), nor notify again.
    expect(await minuteRun(user.id)).toMatchObject({ checked: 0, notified: 0 });
    await run(user.id);
    const notes = await notesOf(user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.title).toBe('The bot will not get into "Weekly sync"');
    expect(notes[0]?.message).toContain("Ask the organiser to let guests join without a Google account");
  });

  it("a Zoom meeting that only admits signed-in users: will_fail with the Zoom fix", async () => {
    const user = await member();
    const url = "https://zoom.us/j/1234567890?pwd=sign-in-required";
    expect(await lastWeek(user.id, url)).toMatchObject({ status: "error", providerSubCode: "meeting_requires_sign_in" });
    const meeting = await meetingAt(user.id, 20 * 60, url);
    await run(user.id);
    const preflight = await preflightOf(user.id, meeting.id);
    expect(preflight.result).toBe("will_fail");
    expect(check(preflight, "platform")).toMatchObject({ result: "will_fail", reason: expect.stringContaining("signed-in users"), fix: expect.stringContaining("Only authenticated users can join") });
  });

  it("a link with no history: all ok; a Teams link warns about the lobby", async () => {
    const user = await member();
    const meet = await meetingAt(user.id, 22 * 60, "https://meet.google.com/abc-defg-hij");
    const teams = await meetingAt(user.id, 21 * 60, "https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc%40thread.v2/0", { platform: "teams" });
    expect(await run(user.id)).toMatchObject({ checked: 2, willFail: 0, notified: 0 });
    const ok = await preflightOf(user.id, meet.id);
    expect(ok.result).toBe("ok");
    expect(ok.checks.map((c) => [c.check, c.result])).toEqual([
      ["link", "ok"],
      ["platform", "ok"],
      ["calendar", "ok"],
      ["plan", "ok"],
      ["provider", "ok"],
      ["booking", "ok"],
    ]);
    expect(ok.checks.every((c) => c.fix === null)).toBe(true);
    const lobby = await preflightOf(user.id, teams.id);
    expect(lobby.result).toBe("warning");
    expect(check(lobby, "platform")).toMatchObject({ result: "warning", fix: expect.stringContaining("bypass the lobby") });
    expect(await notesOf(user.id)).toHaveLength(0);
  });

  it("a provider out of credit will fail; an overloaded one is a warning", async () => {
    const user = await member();
    const meeting = await meetingAt(user.id, 23 * 60, "https://meet.google.com/abc-defg-hij");
    await rig.control("POST", "/__sandbox/bots/config", { capacity: "out_of_credit" });
    await run(user.id);
    expect(check(await preflightOf(user.id, meeting.id), "provider")).toMatchObject({ result: "will_fail", fix: "Ask your administrator to add credit to the bot provider account." });
    expect(await notesOf(user.id)).toHaveLength(1);
    await rig.control("POST", "/__sandbox/bots/config", { capacity: "overloaded" });
    await run(user.id);
    const overloaded = await preflightOf(user.id, meeting.id);
    expect(overloaded.result).toBe("warning");
    expect(check(overloaded, "provider")).toMatchObject({ result: "warning", reason: "The bot service did not answer." });
    // Back to healthy, then failing again: a failure that comes back is told again.
    await rig.control("POST", "/__sandbox/bots/config", { capacity: "out_of_credit" });
    await run(user.id);
    expect(await notesOf(user.id)).toHaveLength(2);
  });

  it("a trial that ends before the meeting: the plan check will fail", async () => {
    const user = await member({ trialEndsAt: new Date(Date.now() + 2 * 60 * MINUTE) });
    const meeting = await meetingAt(user.id, 23 * 60, "https://meet.google.com/abc-defg-hij");
    await run(user.id);
    expect(check(await preflightOf(user.id, meeting.id), "plan")).toMatchObject({ result: "will_fail", reason: expect.stringContaining("trial ends before this meeting"), fix: expect.stringContaining("Upgrade to Pro") });
    expect(await notesOf(user.id)).toHaveLength(1);
  });

  it("a trial already over: will_fail on the plan, but no notice per meeting (the scheduler's one 'paused' notice says it)", async () => {
    const user = await member({ trialEndsAt: new Date(Date.now() - DAY) });
    const meeting = await meetingAt(user.id, 23 * 60, "https://meet.google.com/abc-defg-hij");
    await run(user.id);
    expect(check(await preflightOf(user.id, meeting.id), "plan")).toMatchObject({ result: "will_fail", fix: "Upgrade to Pro in Settings → Billing." });
    expect(await notesOf(user.id)).toHaveLength(0);
  });

  it("10 minutes before: the booked bot is checked at the provider; a moved meeting is due again at once", async () => {
    const user = await member();
    const meeting = await meetingAt(user.id, 9, "https://zoom.us/j/1234567890?pwd=owner-absent");
    await runBotSchedule({ ctx: rig.ctx(system()), options: { userIds: [user.id], createRatePerMinute: null } });
    await run(user.id);
    const booked = await preflightOf(user.id, meeting.id);
    expect(booked).toMatchObject({ result: "ok", stage: "final", next_check_at: null });
    expect(check(booked, "booking")?.reason).toMatch(/^A bot is booked to join at /);

    // Moved by 30 minutes: the change queues a run for the user, and the booking no longer matches until rebooked.
    const jobs = recordingJobQueue();
    await updateMeeting({ ctx: makeUserCtx(db, user.id, { deps: { ...rig.appDeps, jobs } }), input: UpdateMeetingInput.parse({ id: meeting.id, patch: { scheduled_at: inMinutes(40).toISOString() } }) });
    expect(jobs.of(preflightQueue).map((j) => j.userId)).toEqual([user.id]);
    expect((await preflightOf(user.id, meeting.id)).outdated).toBe(true);
    expect(await minuteRun(user.id)).toMatchObject({ checked: 1 });
    const moved = await preflightOf(user.id, meeting.id);
    expect(moved).toMatchObject({ result: "warning", stage: "day", outdated: false });
    expect(check(moved, "booking")).toMatchObject({ result: "warning", reason: expect.stringContaining("it is being moved") });
  });

  it("checked a day ahead, checked again when the last 10 minutes begin", async () => {
    const user = await member();
    const meeting = await meetingAt(user.id, 60, "https://meet.google.com/abc-defg-hij");
    expect(await minuteRun(user.id)).toMatchObject({ checked: 1 });
    expect(await preflightOf(user.id, meeting.id)).toMatchObject({ stage: "day" });
    expect(await minuteRun(user.id)).toMatchObject({ checked: 0 });
    const later = fixedClock(new Date(meeting.scheduledAt.getTime() - 9 * MINUTE).toISOString());
    expect(await minuteRun(user.id, later)).toMatchObject({ checked: 1 });
    const [row] = await db.select().from(meetingPreflights).where(eq(meetingPreflights.meetingId, meeting.id));
    expect(row?.stage).toBe("final");
    // No bot was booked (the scheduler did not run): at 9 minutes that will fail, and says what to do.
    expect(row?.checks.find((c) => c.check === "booking")).toMatchObject({ result: "will_fail", fix: "Send a bot from the meeting page." });
  });

  it("a calendar meeting moved, then cancelled an hour before: seen in Google before any sync, then from the synced meeting", async () => {
    const user = await member();
    const email = `cal-${randomUUID()}@acme.example`;
    const control = sandboxControl(rig.sandbox);
    await control.seedCalendar(email, "empty");
    await control.seedMailbox(email, "empty");
    const ctx = makeUserCtx(db, user.id, { deps: { ...rig.appDeps, ...google } });
    await connectGoogle(ctx, google, email);
    const start = inMinutes(60);
    await control.addEvent(email, { id: "standup01", summary: "Standup", start: { dateTime: start.toISOString() }, end: { dateTime: new Date(start.getTime() + 15 * MINUTE).toISOString() }, hangoutLink: "https://meet.google.com/abc-defg-hij" });
    await syncCalendar({ ctx, deps: google });
    const [meeting] = await db.select().from(meetings).where(and(eq(meetings.userId, user.id), eq(meetings.externalId, "standup01")));
    if (!meeting) throw new Error("the event was not imported");
    await run(user.id);
    expect(await preflightOf(user.id, meeting.id)).toMatchObject({ result: "ok" });

    // Moved in Google, not synced yet: Google's own copy says so.
    const later = new Date(start.getTime() + 30 * MINUTE);
    await control.updateEvent(email, "standup01", { start: { dateTime: later.toISOString() }, end: { dateTime: new Date(later.getTime() + 15 * MINUTE).toISOString() } });
    await run(user.id);
    expect(check(await preflightOf(user.id, meeting.id), "calendar")).toMatchObject({ result: "warning", reason: expect.stringContaining("Google Calendar now has this meeting at") });

    // Cancelled an hour before, not synced yet: will fail at once.
    await control.cancelEvent(email, "standup01");
    await run(user.id);
    expect(check(await preflightOf(user.id, meeting.id), "calendar")).toMatchObject({ result: "will_fail", reason: "The meeting was cancelled in Google Calendar, so no bot will join it." });

    // The sync brings the cancellation in; the result stays will_fail, now from the meeting itself.
    await syncCalendar({ ctx, deps: google });
    await run(user.id);
    const cancelled = await preflightOf(user.id, meeting.id);
    expect(cancelled).toMatchObject({ result: "will_fail", next_check_at: null });
    expect(check(cancelled, "calendar")).toMatchObject({ result: "will_fail", reason: "The meeting was cancelled in the calendar, so no bot will join it." });
    expect(check(cancelled, "booking")).toBeUndefined();
    // Called off: nothing for the user to fix, so no notification.
    expect(await notesOf(user.id)).toHaveLength(0);
  });

  it("another user's meeting is a 404; an unchecked meeting says when it will be checked", async () => {
    const user = await member();
    const meeting = await meetingAt(user.id, 3 * DAY / MINUTE, "https://meet.google.com/abc-defg-hij");
    const unchecked = await preflightOf(user.id, meeting.id);
    expect(unchecked).toMatchObject({ result: null, checks: [], next_check_at: new Date(meeting.scheduledAt.getTime() - DAY).toISOString() });
    const stranger = await member();
    await expect(preflightOf(stranger.id, meeting.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestMeeting } from "@understudy/db/test";
import { MeetingPreflightResponse, runPreflights } from "@understudy/services/bots";
import { systemClock } from "@understudy/services/clock";
import { silentLogger } from "@understudy/services/logger";
import { eventually, startBotRig, type BotRig } from "@understudy/services/testing/bots";
import { connectTestDb, makeCaller, signedInUser, startRestServer } from "../support/helpers";
import { expectDetail, expectShape, restClient, type RestCall } from "../support/rest-client";

const { db, close } = connectTestDb();
const MINUTE = 60_000;
const DAY = 86_400_000;
const KEYS = ["meeting_id", "result", "stage", "checked_at", "outdated", "next_check_at", "checks"] as const;
let rig: BotRig;
let server: { url: string; close(): Promise<void> };
let rest: RestCall;

beforeAll(async () => {
  rig = await startBotRig(db);
  server = await startRestServer(db, undefined, () => rig.appDeps);
  rest = restClient(server.url);
});
afterEach(async () => {
  await rig.control("POST", "/__sandbox/bots/config", { capacity: "available" });
});
afterAll(async () => {
  await server.close();
  await rig.close();
  await close();
});

const member = () => signedInUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@acme.example`, trialEndsAt: new Date(Date.now() + 10 * DAY) });
const meetingIn = (userId: string, minutes: number, meetingUrl: string) =>
  createTestMeeting(db, userId, { title: "Weekly sync", scheduledAt: new Date(Date.now() + minutes * MINUTE), meetingUrl, platform: meetingUrl.includes("zoom") ? "zoom" : "google_meet" });
const check = (userId: string) => runPreflights({ ctx: { db, clock: systemClock, log: silentLogger, actor: { type: "system" }, deps: rig.appDeps }, options: { userIds: [userId], ratePerMinute: null } });

describe("GET /api/meetings/{id}/preflight", () => {
  it("a Meet that will deny the bot: will_fail with reason and fix, in snake_case; tRPC answers the same", async () => {
    const { user, token } = await member();
    const url = "https://meet.google.com/abc-defg-hij?scenario=meet-denied";
    // Last week's occurrence: the bot was turned away at the door.
    const deployed = await rest("POST", "/bot/deploy", { token, json: { meeting_url: url } });
    expect(deployed.status).toBeLessThan(300);
    const sessionId = (deployed.body as { session_id: string }).session_id;
    await eventually(
      async () => (await rest("GET", `/bot/sessions/${sessionId}`, { token })).body as { session: { provider_status: string | null } },
      (s) => s.session.provider_status === "done",
    );
    const meeting = await meetingIn(user.id, 23 * 60, url);
    const before = await rest("GET", `/meetings/${meeting.id}/preflight`, { token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ result: null, checks: [], stage: null });

    await check(user.id);
    const res = await rest("GET", `/meetings/${meeting.id}/preflight`, { token });
    expect(res.status).toBe(200);
    const body = expectShape(MeetingPreflightResponse, res.body, KEYS);
    expect(body).toMatchObject({ meeting_id: meeting.id, result: "will_fail", stage: "day", outdated: false, next_check_at: new Date(meeting.scheduledAt.getTime() - 10 * MINUTE).toISOString() });
    const platform = body.checks.find((c) => c.check === "platform");
    expect(platform).toEqual({ check: "platform", result: "will_fail", reason: expect.stringContaining("Google Meet"), fix: expect.stringContaining("Ask the organiser to let guests join without a Google account") });

    const caller = await makeCaller(db, token, undefined, rig.appDeps);
    expect(await caller.bots.meetingPreflight({ id: meeting.id })).toEqual(body);
    expect((await caller.bots.meetingPreflights({ ids: [meeting.id, randomUUID(), "not-a-uuid"] })).preflights).toEqual([body]);
    const notes = ((await rest("GET", "/notifications", { token })).body as { notifications: { title: string }[] }).notifications;
    expect(notes.filter((n) => n.title === 'The bot will not get into "Weekly sync"')).toHaveLength(1);
  });

  it("a provider out of credit reads as will_fail on the provider check", async () => {
    const { user, token } = await member();
    const meeting = await meetingIn(user.id, 22 * 60, "https://zoom.us/j/1234567890?pwd=abc");
    await rig.control("POST", "/__sandbox/bots/config", { capacity: "out_of_credit" });
    await check(user.id);
    const body = (await rest("GET", `/meetings/${meeting.id}/preflight`, { token })).body as MeetingPreflightResponse;
    expect(body.result).toBe("will_fail");
    expect(body.checks.find((c) => c.check === "provider")).toMatchObject({ result: "will_fail", reason: expect.stringContaining("out of credit") });
    expect(body.checks.filter((c) => c.result !== "ok").map((c) => c.check)).toEqual(["provider"]);
  });

  it("another user's meeting, an unknown id and no credential: 404, 404, 401", async () => {
    const { user } = await member();
    const meeting = await meetingIn(user.id, 60, "https://meet.google.com/abc-defg-hij");
    await check(user.id);
    const stranger = await member();
    expectDetail(await rest("GET", `/meetings/${meeting.id}/preflight`, { token: stranger.token }), 404);
    expectDetail(await rest("GET", `/meetings/${randomUUID()}/preflight`, { token: stranger.token }), 404);
    expectDetail(await rest("GET", "/meetings/not-a-uuid/preflight", { token: stranger.token }), 404);
    expectDetail(await rest("GET", `/meetings/${meeting.id}/preflight`), 401);
    const caller = await makeCaller(db, stranger.token, undefined, rig.appDeps);
    expect((await caller.bots.meetingPreflights({ ids: [meeting.id] })).preflights).toEqual([]);
  });
});

import { randomUUID } from "node:crypto";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botSessions, meetings, notifications, type NewMeeting } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { BotProviderRequestError, type MeetingBotProvider } from "@understudy/integrations/bots";
import { SANDBOX_BOT_API_KEY } from "@understudy/sandbox";
import { systemClock } from "../../clock";
import type { ServiceContext } from "../../context";
import { silentLogger } from "../../logger";
import { eventually, startBotRig, type BotRig } from "../../../testing/bots";
import { connectTestDb, makeUserCtx } from "../../../testing/helpers";
import { createMeeting } from "../../meetings/create";
import { deleteMeeting } from "../../meetings/delete";
import { updateMeeting } from "../../meetings/update";
import { updateBotPreferences } from "../coverage/preferences";
import { bookingKey, BOTS_PAUSED_KIND, runBotSchedule, type ScheduleOptions } from "./schedule";
import { botScheduleQueue } from "./queue";
import { setMeetingBotCover } from "../coverage/meeting-cover";
import { terminateBotSession } from "../sessions/terminate";
import { recordingJobQueue, testDeps } from "../../../testing/deps";

const { db, close } = connectTestDb();
const MINUTE = 60_000;
const DAY = 86_400_000;
let rig: BotRig;
/** The runs the services asked for, from every context of this file. */
const jobs = recordingJobQueue();
const deps = testDeps(db, { jobs });
const asked = () => jobs.of(botScheduleQueue).map(({ options: _options, ...data }) => data);

beforeAll(async () => {
  // Real time: a bot booked 10+ minutes ahead stays scheduled (not dispatched) for the whole test.
  rig = await startBotRig(db, { timeScale: 1 });
});
afterAll(async () => {
  await rig.close();
  await close();
});

const system: ServiceContext = { db, clock: systemClock, log: silentLogger, actor: { type: "system" }, deps };
const run = (userIds: string[], options: ScheduleOptions = {}, provider?: MeetingBotProvider) =>
  runBotSchedule({ ctx: rig.ctx(system, provider), options: { userIds, createRatePerMinute: null, ...options } });

const ZOOM = "https://zoom.us/j/1234567890?pwd=owner-absent";
const MEET = "https://meet.google.com/abc-defg-hij";
const inMinutes = (n: number) => new Date(Math.floor(Date.now() / 1000) * 1000 + n * MINUTE);

async function member(overrides: Parameters<typeof createTestUser>[1] = {}) {
  return createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@acme.example`, trialEndsAt: new Date(Date.now() + 10 * DAY), ...overrides });
}
const meetingAt = (userId: string, minutes: number, overrides: Partial<NewMeeting> = {}) =>
  createTestMeeting(db, userId, { title: `In ${minutes} min`, scheduledAt: inMinutes(minutes), meetingUrl: ZOOM, platform: "zoom", ...overrides });

const live = (meetingIds: string[]) =>
  db
    .select()
    .from(botSessions)
    .where(and(inArray(botSessions.meetingId, meetingIds), notInArray(botSessions.status, ["disconnected", "error"])));

interface ProviderBot {
  id: string;
  bot_name: string;
  join_at: string | null;
  metadata: Record<string, string>;
  status_changes: { code: string }[];
}
async function providerBot(id: string): Promise<ProviderBot | null> {
  const res = await fetch(`${rig.sandbox.url}/api/v1/bot/${id}/`, { headers: { authorization: `Token ${SANDBOX_BOT_API_KEY}` } });
  return res.status === 404 ? null : ((await res.json()) as ProviderBot);
}
/** Every bot the provider holds for a meeting, in the order they were created. */
async function providerBots(meetingId?: string): Promise<ProviderBot[]> {
  const res = await fetch(`${rig.sandbox.url}/api/v1/bot/?page_size=1000${meetingId ? `&metadata__meeting_id=${meetingId}` : ""}`, {
    headers: { authorization: `Token ${SANDBOX_BOT_API_KEY}` },
  });
  return ((await res.json()) as { results: ProviderBot[] }).results;
}

describe("booking", () => {
  it("books one bot per covered meeting in the horizon, on time, named for the user; a second run books nothing", async () => {
    const user = await member();
    const due = await meetingAt(user.id, 12);
    const late = await meetingAt(user.id, -5, { meetingUrl: MEET, platform: "google_meet" });
    const skipped = await Promise.all([
      meetingAt(user.id, 13, { botCover: false }),
      meetingAt(user.id, 11, { meetingUrl: null }),
      meetingAt(user.id, 11, { status: "cancelled" }),
      meetingAt(user.id, 14, { meetingUrl: "https://acme.webex.com/meet/ada" }),
      meetingAt(user.id, 30),
      meetingAt(user.id, -20),
    ]);

    expect(await run([user.id])).toMatchObject({ booked: 2, failed: 0 });
    const rows = await live([due.id, late.id, ...skipped.map((m) => m.id)]);
    expect(rows.map((r) => r.meetingId).sort()).toEqual([due.id, late.id].sort());
    const booked = rows.find((r) => r.meetingId === due.id);
    expect(booked).toMatchObject({ origin: "scheduled", status: "idle", botName: "Ada Lovelace (via Understudy)", joinAt: due.scheduledAt, meetingUrl: ZOOM, platform: "zoom" });
    const bot = await providerBot(booked?.providerBotId ?? "");
    expect(bot).toMatchObject({ bot_name: "Ada Lovelace (via Understudy)", join_at: due.scheduledAt.toISOString(), status_changes: [] });
    expect(bot?.metadata).toMatchObject({ session_id: booked?.id, meeting_id: due.id, owner_email: user.email, owner_name: "Ada Lovelace" });
    // Already started: the bot joins now rather than at a start in the past.
    const lateBot = await providerBot(rows.find((r) => r.meetingId === late.id)?.providerBotId ?? "");
    expect(lateBot?.join_at).toBeNull();

    expect(await run([user.id])).toMatchObject({ booked: 0, moved: 0, cancelled: 0 });
    expect(await providerBots(due.id)).toHaveLength(1);
  });

  it("books Pro users an hour ahead and before everyone else (priority bot deployment)", async () => {
    const pro = await member({ subscriptionPlan: "pro" });
    const free = await member();
    const proLater = await meetingAt(pro.id, 45);
    const freeSoon = await meetingAt(free.id, 11);
    const freeLater = await meetingAt(free.id, 45);

    expect(await run([free.id, pro.id], { concurrency: 1 })).toMatchObject({ booked: 2 });
    expect((await live([proLater.id, freeSoon.id, freeLater.id])).map((r) => r.meetingId).sort()).toEqual([proLater.id, freeSoon.id].sort());
    const order = (await providerBots()).map((b) => b.metadata.meeting_id).filter((id) => id === proLater.id || id === freeSoon.id);
    expect(order).toEqual([proLater.id, freeSoon.id]);
  });

  it("books exactly one bot per meeting when several runs race", async () => {
    const users = await Promise.all([member(), member()]);
    const all = (await Promise.all(users.flatMap((u) => Array.from({ length: 8 }, (_, i) => meetingAt(u.id, 11 + i / 2))))).map((m) => m.id);
    const reports = await Promise.all(Array.from({ length: 4 }, () => run(users.map((u) => u.id))));
    expect(reports.reduce((n, r) => n + r.booked, 0)).toBe(all.length);
    const rows = await live(all);
    expect(rows).toHaveLength(all.length);
    expect(new Set(rows.map((r) => r.meetingId)).size).toBe(all.length);
    for (const id of all) expect(await providerBots(id)).toHaveLength(1);
  });

  it("follows the cover rule and the per-meeting toggle", async () => {
    const user = await member();
    const ctx = makeUserCtx(db, user.id, { deps });
    await updateBotPreferences({ ctx, input: { cover_rule: "external_only" } });
    const internal = await meetingAt(user.id, 11, { source: "calendar", organizerEmail: user.email, attendees: [{ email: "bob@acme.example", name: "Bob", self: false, organizer: false, responseStatus: "accepted" }] });
    const external = await meetingAt(user.id, 12, { source: "calendar", organizerEmail: "priya@northwind.example" });
    const forced = await meetingAt(user.id, 13, { source: "calendar", organizerEmail: user.email });
    await setMeetingBotCover({ ctx, input: { id: forced.id, cover: { bot_cover: true } } });
    expect(asked()).toContainEqual({ userId: user.id });

    await run([user.id]);
    expect((await live([internal.id, external.id, forced.id])).map((r) => r.meetingId).sort()).toEqual([external.id, forced.id].sort());

    await updateBotPreferences({ ctx, input: { cover_rule: "none" } });
    expect(await run([user.id])).toMatchObject({ cancelled: 1 });
    expect((await live([internal.id, external.id, forced.id])).map((r) => r.meetingId)).toEqual([forced.id]);
  });
});

describe("moving and cancelling", () => {
  it("moves the bot of a meeting whose start or link changed: the scheduled bot is cancelled and a new one booked", async () => {
    const user = await member();
    const ctx = makeUserCtx(db, user.id, { deps });
    const meeting = await meetingAt(user.id, 12);
    await run([user.id]);
    const [first] = await live([meeting.id]);

    const later = inMinutes(14);
    await updateMeeting({ ctx, input: { id: meeting.id, patch: { scheduled_at: later } } });
    expect(await run([user.id])).toMatchObject({ moved: 1, booked: 1 });
    const [second] = await live([meeting.id]);
    expect(second?.joinAt).toEqual(later);
    expect(await providerBot(first?.providerBotId ?? "")).toBeNull();
    expect((await providerBot(second?.providerBotId ?? ""))?.join_at).toBe(later.toISOString());

    await updateMeeting({ ctx, input: { id: meeting.id, patch: { meeting_url: MEET, platform: "google_meet" } } });
    expect(await run([user.id])).toMatchObject({ moved: 1, booked: 1 });
    const [third] = await live([meeting.id]);
    expect(third).toMatchObject({ meetingUrl: MEET, platform: "google_meet" });
    expect(await providerBots(meeting.id)).toHaveLength(1);
  });

  it("cancels the bot of a meeting cancelled, deleted, toggled off or moved out of the horizon", async () => {
    const user = await member();
    const ctx = makeUserCtx(db, user.id, { deps });
    const [cancelled, deleted, toggled, postponed] = await Promise.all([meetingAt(user.id, 11), meetingAt(user.id, 12), meetingAt(user.id, 13), meetingAt(user.id, 14)]);
    await run([user.id]);
    const before = await live([cancelled.id, deleted.id, toggled.id, postponed.id]);
    expect(before).toHaveLength(4);

    await updateMeeting({ ctx, input: { id: cancelled.id, patch: { status: "cancelled" } } });
    await deleteMeeting({ ctx, input: { id: deleted.id } });
    await setMeetingBotCover({ ctx, input: { id: toggled.id, cover: { bot_cover: false } } });
    await updateMeeting({ ctx, input: { id: postponed.id, patch: { scheduled_at: new Date(Date.now() + 2 * DAY) } } });
    expect(await run([user.id])).toMatchObject({ cancelled: 3, moved: 1, booked: 0 });
    for (const session of before) expect(await providerBot(session.providerBotId ?? "")).toBeNull();
    expect(await db.select().from(botSessions).where(inArray(botSessions.id, before.map((s) => s.id)))).toEqual([]);
  });

  /** A meeting that started a minute ago, whose booked bot the provider has already sent in. */
  async function botOnItsWay() {
    const user = await member();
    const ctx = makeUserCtx(db, user.id, { deps });
    const meeting = await meetingAt(user.id, -1, { meetingUrl: "https://meet.google.com/abc-defg-hij?scenario=owner-absent" });
    await run([user.id]);
    const [session] = await live([meeting.id]);
    await eventually(() => providerBot(session?.providerBotId ?? ""), (bot) => (bot?.status_changes.length ?? 0) > 0);
    return { user, ctx, meeting, session };
  }
  const sessionRow = async (id = "") => (await db.select().from(botSessions).where(eq(botSessions.id, id)))[0];

  it("tells a bot that is already on its way to leave, and closes its booking", async () => {
    const { user, ctx, meeting, session } = await botOnItsWay();

    await updateMeeting({ ctx, input: { id: meeting.id, patch: { status: "cancelled" } } });
    expect(await run([user.id])).toMatchObject({ cancelled: 1, failed: 0 });
    const row = await sessionRow(session?.id);
    expect(["disconnecting", "disconnected"]).toContain(row?.status);
    expect(row?.reason).toBe("cover_cancelled");
    const bot = await eventually(() => providerBot(session?.providerBotId ?? ""), (b) => b?.status_changes.some((s) => s.code === "call_ended") ?? false);
    expect(bot?.status_changes.map((s) => s.code)).toContain("call_ended");
  });

  it("keeps the cancellation as the reason when the bot's own ending comes back before the run's last write", async () => {
    const { user, ctx, meeting, session } = await botOnItsWay();
    // Its "joining" has not reached us yet (providers deliver late), so the run finds a booking, not a live bot.
    await eventually(() => sessionRow(session?.id), (row) => row?.status !== "idle");
    await db.update(botSessions).set({ status: "idle" }).where(eq(botSessions.id, session?.id ?? ""));
    // And the provider's "call ended" is applied before `leaveCall` returns.
    const ended = async (botId: string) => {
      await rig.provider.leaveCall(botId);
      await eventually(() => sessionRow(session?.id), (row) => row?.status === "disconnected");
    };
    const provider: MeetingBotProvider = { ...rig.provider, leaveCall: ended };

    await updateMeeting({ ctx, input: { id: meeting.id, patch: { status: "cancelled" } } });
    expect(await run([user.id], {}, provider)).toMatchObject({ cancelled: 1, failed: 0 });
    expect(await sessionRow(session?.id)).toMatchObject({ status: "disconnected", reason: "cover_cancelled" });
  });

  it("does not book again a bot the user removed from the Bots page", async () => {
    const user = await member();
    const ctx = makeUserCtx(db, user.id, { deps });
    const meeting = await meetingAt(user.id, 12);
    await run([user.id]);
    const [session] = await live([meeting.id]);
    await terminateBotSession({ ctx: rig.ctx(ctx), input: { session_id: session?.id ?? "" } });
    expect(await run([user.id])).toMatchObject({ booked: 0 });
    expect(await live([meeting.id])).toEqual([]);
    expect((await db.select().from(meetings).where(eq(meetings.id, meeting.id)))[0]?.botCover).toBe(false);
  });
});

describe("plans, crashes and provider failures", () => {
  it("books no new bots after the trial, and says so once", async () => {
    const user = await member({ trialEndsAt: new Date(Date.now() - DAY) });
    const meeting = await meetingAt(user.id, 12);
    await meetingAt(user.id, 13);
    expect(await run([user.id])).toMatchObject({ booked: 0, refusedUsers: 1 });
    expect(await run([user.id])).toMatchObject({ booked: 0, refusedUsers: 1 });
    expect(await live([meeting.id])).toEqual([]);
    const notes = await db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, BOTS_PAUSED_KIND)));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.title).toBe("Your meeting bot is paused");
    expect(notes[0]?.message).toMatch(/^No bot was booked for "In 12 min" \(.+\)\. Your free trial has ended: sending new bots needs the Pro plan/);
  });

  it("finishes a booking whose run died after the provider call, with the same bot", async () => {
    const user = await member();
    const meeting = await meetingAt(user.id, 12);
    const longAgo = new Date(Date.now() - 10 * MINUTE);
    const [claim] = await db
      .insert(botSessions)
      .values({ userId: user.id, meetingId: meeting.id, provider: rig.provider.name, botName: "Ada Lovelace (via Understudy)", meetingUrl: ZOOM, platform: "zoom", joinAt: meeting.scheduledAt, origin: "scheduled", createdAt: longAgo, updatedAt: longAgo })
      .returning();
    if (!claim) throw new Error("no claim");
    // The dead run got as far as creating the bot.
    const made = await rig.provider.createBot({ meetingUrl: ZOOM, botName: claim.botName, joinAt: meeting.scheduledAt, metadata: { session_id: claim.id, meeting_id: meeting.id }, realtimeWebhookUrl: null, idempotencyKey: bookingKey(claim) });

    expect(await run([user.id])).toMatchObject({ resumed: 1, booked: 0 });
    const [row] = await live([meeting.id]);
    expect(row).toMatchObject({ id: claim.id, providerBotId: made.id });
    expect(await providerBots(meeting.id)).toHaveLength(1);
  });

  it("cancels a dead run's booking by asking the provider for its bot, never by creating one to find it", async () => {
    const user = await member();
    const ctx = makeUserCtx(db, user.id, { deps });
    const [reached, notReached] = await Promise.all([meetingAt(user.id, 12), meetingAt(user.id, 13)]);
    const longAgo = new Date(Date.now() - 10 * MINUTE);
    const claims = await db
      .insert(botSessions)
      .values([reached, notReached].map((m) => ({ userId: user.id, meetingId: m.id, provider: rig.provider.name, botName: "Ada Lovelace (via Understudy)", meetingUrl: ZOOM, platform: "zoom" as const, joinAt: m.scheduledAt, origin: "scheduled" as const, createdAt: longAgo, updatedAt: longAgo })))
      .returning();
    const [first] = claims;
    if (!first) throw new Error("no claim");
    // The dead run reached the provider for the first meeting only.
    const made = await rig.provider.createBot({ meetingUrl: ZOOM, botName: first.botName, joinAt: reached.scheduledAt, metadata: { session_id: first.id, meeting_id: reached.id }, realtimeWebhookUrl: null, idempotencyKey: bookingKey(first) });
    await updateMeeting({ ctx, input: { id: reached.id, patch: { status: "cancelled" } } });
    await updateMeeting({ ctx, input: { id: notReached.id, patch: { status: "cancelled" } } });

    const creates: string[] = [];
    const provider = { ...rig.provider, createBot: (request: Parameters<typeof rig.provider.createBot>[0]) => (creates.push(request.idempotencyKey), rig.provider.createBot(request)) };
    const report = await runBotSchedule({ ctx: rig.ctx(system, provider), options: { userIds: [user.id], createRatePerMinute: null } });
    expect(report).toMatchObject({ cancelled: 2, booked: 0, failed: 0 });
    expect(creates).toEqual([]);
    expect(await providerBot(made.id)).toBeNull();
    expect(await providerBots(notReached.id)).toEqual([]);
    expect(await db.select().from(botSessions).where(inArray(botSessions.id, claims.map((c) => c.id)))).toEqual([]);
  });

  it("a run that meets another run's booking says when to look again, in case that run dies", async () => {
    const user = await member();
    const [ours, theirs] = await Promise.all([meetingAt(user.id, 12), meetingAt(user.id, 13)]);
    // "Another run" claims the second meeting while this run books the first.
    const provider = {
      ...rig.provider,
      createBot: async (request: Parameters<typeof rig.provider.createBot>[0]) => {
        await db
          .insert(botSessions)
          .values({ userId: user.id, meetingId: theirs.id, provider: rig.provider.name, botName: "x", meetingUrl: ZOOM, platform: "zoom", joinAt: theirs.scheduledAt, origin: "scheduled" })
          .onConflictDoNothing();
        return rig.provider.createBot(request);
      },
    };
    const report = await runBotSchedule({ ctx: rig.ctx(system, provider), options: { userIds: [user.id], createRatePerMinute: null, concurrency: 1 } });
    expect(report.booked).toBe(1);
    expect(report.leased).toBe(1);
    expect(report.leaseExpiresInMs).toBeGreaterThan(20_000);
    expect((await live([ours.id]))[0]?.providerBotId).toBeTruthy();
    expect((await live([theirs.id]))[0]?.providerBotId).toBeNull();
  });

  it("leaves a fresh booking of a live run alone", async () => {
    const user = await member();
    const meeting = await meetingAt(user.id, 12);
    await db.insert(botSessions).values({ userId: user.id, meetingId: meeting.id, provider: rig.provider.name, botName: "x", meetingUrl: ZOOM, platform: "zoom", joinAt: meeting.scheduledAt, origin: "scheduled" });
    const report = await run([user.id]);
    expect(report).toMatchObject({ resumed: 0, booked: 0, cancelled: 0, leased: 1 });
    // The lease (30 s) runs out soon: the worker looks again then, in case that run died.
    expect(report.leaseExpiresInMs).toBeGreaterThan(20_000);
    expect(report.leaseExpiresInMs).toBeLessThanOrEqual(30_000);
    expect(await providerBots(meeting.id)).toEqual([]);
  });

  it("an empty ad-hoc pool (507) is retried by a run 30 s later, as Recall advises, until 10 minutes after the start", async () => {
    const user = await member();
    const meeting = await meetingAt(user.id, 2);
    await rig.control("POST", "/__sandbox/faults", { bots_api: { pool_empty: 1 } });
    expect(await run([user.id])).toMatchObject({ booked: 0, failed: 1, retryInMs: 30_000 });
    expect((await live([meeting.id]))[0]).toMatchObject({ providerBotId: null, status: "idle" });
    expect(await run([user.id])).toMatchObject({ resumed: 1, retryInMs: 0 });

    // Long after the start, the pool still empty: the booking fails visibly instead of retrying forever.
    const late = await meetingAt(user.id, -11);
    const longAgo = new Date(Date.now() - 10 * MINUTE);
    const [claim] = await db
      .insert(botSessions)
      .values({ userId: user.id, meetingId: late.id, provider: rig.provider.name, botName: "Ada Lovelace (via Understudy)", meetingUrl: ZOOM, platform: "zoom", joinAt: late.scheduledAt, origin: "scheduled", createdAt: longAgo, updatedAt: longAgo })
      .returning();
    await rig.control("POST", "/__sandbox/faults", { bots_api: { pool_empty: 1 } });
    expect(await run([user.id])).toMatchObject({ failed: 1, retryInMs: 0 });
    const [row] = await db.select().from(botSessions).where(eq(botSessions.id, claim?.id ?? ""));
    expect(row).toMatchObject({ status: "error", errorMessage: "The bot could not be booked: the provider had no bot available in time" });
  });

  it("retries a booking the provider could not take (5xx) at the next run, and fails one it refused (400) for good", async () => {
    const user = await member();
    const meeting = await meetingAt(user.id, 12);
    await rig.control("POST", "/__sandbox/faults", { bots_api: { server_error: 4 } });
    expect(await run([user.id])).toMatchObject({ booked: 0, failed: 1 });
    expect((await live([meeting.id]))[0]?.providerBotId).toBeNull();
    expect(await run([user.id])).toMatchObject({ resumed: 1 });
    expect((await live([meeting.id]))[0]?.providerBotId).toBeTruthy();

    // The provider refuses the request itself (for good): the booking fails visibly and is not retried.
    const refused = await meetingAt(user.id, 13);
    const refusing = { ...rig.provider, createBot: () => Promise.reject(new BotProviderRequestError("meeting_url: Invalid meeting URL or unsupported platform.", 400, null)) };
    expect(await runBotSchedule({ ctx: rig.ctx(system, refusing), options: { userIds: [user.id], createRatePerMinute: null } })).toMatchObject({ booked: 0, failed: 1 });
    const [row] = await db.select().from(botSessions).where(eq(botSessions.meetingId, refused.id));
    expect(row).toMatchObject({ status: "error", reason: "provider_error", errorMessage: "The bot could not be booked: meeting_url: Invalid meeting URL or unsupported platform." });
    expect(await run([user.id])).toMatchObject({ booked: 0, failed: 0 });
    expect(await providerBots(refused.id)).toEqual([]);
  });
});

describe("what asks for a run", () => {
  it("creating, moving and deleting a meeting, and changing the rule, queue a run for that user", async () => {
    const user = await member();
    const ctx = makeUserCtx(db, user.id, { deps });
    jobs.sent.length = 0;
    const made = await createMeeting({ ctx, input: { title: "Call", scheduled_at: inMinutes(30), duration_minutes: 30, meeting_url: ZOOM, platform: "zoom" } });
    await updateMeeting({ ctx, input: { id: made.id, patch: { title: "Renamed" } } });
    expect(asked()).toEqual([{ userId: user.id }]);
    await updateMeeting({ ctx, input: { id: made.id, patch: { scheduled_at: inMinutes(40) } } });
    await updateBotPreferences({ ctx, input: { on_owner_join: "stay_silent" } });
    await updateBotPreferences({ ctx, input: { cover_rule: "organised_by_me" } });
    await deleteMeeting({ ctx, input: { id: made.id } });
    expect(asked()).toEqual(Array.from({ length: 4 }, () => ({ userId: user.id })));
  });
});

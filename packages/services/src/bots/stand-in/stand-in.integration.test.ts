import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { botParticipants, botPreferences, botSessions, meetingSummaries, transcriptSegments } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { signRecallWebhook } from "@understudy/integrations/bots";
import { SANDBOX_BOT_WEBHOOK_SECRET } from "@understudy/sandbox";
import { silentLogger } from "../../logger";
import { eventually, startBotRig, type BotRig } from "../../../testing/bots";
import { connectTestDb, makeUserCtx } from "../../../testing/helpers";
import { summaryGenerateQueue } from "../../summaries";
import { sandboxModel } from "../../../testing/deps";
import { botWebhookContext, deployBot, getBotSessionDetails, getMeetingCapture, receiveBotWebhook, runOwnerGrace } from "../index";

/**
 * The stand-in rule end to end: deploy through the service, the sandbox plays the scripted meeting over
 * HTTP and posts signed webhooks to the real receiver, and what the bot said is read back from the sandbox.
 * Meetings play at 200× here (the five-minute grace lasts 1.5 s), slow enough that the bot is still in
 * the call when the app answers the webhook that crossed the grace.
 */
const { db, close } = connectTestDb();
let rig: BotRig;
const summaryJobs = () => rig.jobs.of(summaryGenerateQueue);
beforeAll(async () => {
  // Summaries are requested from the sandbox's OpenAI; the job itself is only recorded.
  rig = await startBotRig(db, { timeScale: 200, with: (sandbox) => ({ model: sandboxModel(sandbox.url) }) });
});
afterAll(async () => {
  expect(rig.failures).toEqual([]);
  await rig.close();
  await close();
});
beforeEach(async () => {
  await rig.control("POST", "/__sandbox/bots/config", { time_scale: 200 });
});

interface SandboxBot {
  chat_messages: { message: string }[];
  audio: { bytes: number; mp3: boolean }[];
  status_changes: { code: string; sub_code: string | null; created_at: string }[];
}
const sessionRow = async (id: string) => (await db.select().from(botSessions).where(eq(botSessions.id, id)))[0];
const done = (id: string) => eventually(() => sessionRow(id), (s) => s?.providerStatus === "done", 30_000);
const insideSandbox = async (id: string) => (await rig.control("GET", `/__sandbox/bots/${(await sessionRow(id))?.providerBotId ?? ""}`)) as SandboxBot;

async function deploy(scenario: string, options: { onOwnerJoin?: "leave" | "stay_silent"; invitees?: { email: string; name: string }[] } = {}) {
  const user = await createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test` });
  if (options.onOwnerJoin) await db.insert(botPreferences).values({ userId: user.id, onOwnerJoin: options.onOwnerJoin });
  const ctx = makeUserCtx(db, user.id);
  const attendees = [{ email: user.email, name: "Ada Lovelace", self: true, organizer: true, responseStatus: "accepted" }, ...(options.invitees ?? []).map((i) => ({ ...i, self: false, organizer: false, responseStatus: "accepted" }))];
  const meeting = await createTestMeeting(db, user.id, { scheduledAt: new Date(), meetingUrl: `https://meet.google.com/abc-defg-hij?scenario=${scenario}`, attendees });
  const { session_id } = await deployBot({ ctx: rig.ctx(ctx), input: { meeting_url: `https://meet.google.com/abc-defg-hij?scenario=${scenario}`, meeting_id: meeting.id } });
  return { user, ctx, meetingId: meeting.id, sessionId: session_id };
}

describe("the owner comes within the grace: the bot hands over and leaves", () => {
  it.each([
    ["on-time"],
    ["owner-late"],
    // Four minutes in the lobby and the owner 7m20s after the bot asked to join: the grace starts at admission.
    ["admitted-late"],
  ])("%s", async (scenario) => {
    const { sessionId, ctx } = await deploy(scenario);
    const session = await done(sessionId);
    const details = await getBotSessionDetails({ ctx, input: { session_id: sessionId } });
    expect(details.owner_arrival).toMatchObject(
      scenario === "on-time" ? { status: "on_time", minutes_late: 0 } : { status: "late", minutes_late: scenario === "owner-late" ? 3 : 7, reference: "scheduled_start" },
    );
    expect(details.stand_in.handed_over_at).not.toBeNull();
    expect(details.participants.filter((p) => p.is_owner).map((p) => p.name)).toEqual(["Ada Lovelace"]);
    expect(session).toMatchObject({ status: "disconnected", reason: "owner_joined", announcedAt: null, optedOutAt: null, participantCount: 2 });
    expect(session?.ownerJoinedAt).not.toBeNull();
    expect(session?.handedOverAt).not.toBeNull();
    const inside = await insideSandbox(sessionId);
    expect(inside.chat_messages).toEqual([]);
    expect(inside.audio.filter((a) => a.bytes > 1000)).toEqual([]);
    expect(inside.status_changes.at(-2)).toMatchObject({ code: "call_ended", sub_code: "bot_received_leave_call" });
  });

  it("stays and records silently when the user's setting says so", async () => {
    const { sessionId, meetingId } = await deploy("owner-late", { onOwnerJoin: "stay_silent" });
    const session = await done(sessionId);
    expect(session).toMatchObject({ status: "disconnected", reason: "ended", announcedAt: null, participantCount: 2 });
    expect(session?.handedOverAt).not.toBeNull();
    const inside = await insideSandbox(sessionId);
    expect(inside.chat_messages).toEqual([]);
    expect(inside.status_changes.at(-2)).toMatchObject({ code: "call_ended", sub_code: "call_ended_by_host" });
    expect(await db.select().from(transcriptSegments).where(eq(transcriptSegments.meetingId, meetingId))).toHaveLength(12);
  });
});

describe("the lobby", () => {
  it("has its own ten-minute budget; the grace never starts for a bot that was not let in", async () => {
    const jobsBefore = rig.graceJobs.length;
    const { sessionId } = await deploy("lobby");
    const session = await done(sessionId);
    expect(session).toMatchObject({ status: "disconnected", reason: "lobby_timeout", admittedAt: null, announcedAt: null });
    const changes = (await insideSandbox(sessionId)).status_changes;
    const waited = Date.parse(changes.find((c) => c.code === "call_ended")?.created_at ?? "") - Date.parse(changes.find((c) => c.code === "in_waiting_room")?.created_at ?? "");
    expect(waited).toBe(600_000);
    expect(rig.graceJobs.slice(jobsBefore).filter((j) => j.sessionId === sessionId)).toEqual([]);
  });
});

describe("the owner never comes: the bot announces itself once, then records", () => {
  it("one chat message and one spoken clip, announced_at stamped, the whole meeting captured, a summary queued", async () => {
    const { sessionId, meetingId, user, ctx } = await deploy("owner-absent", { invitees: [{ email: "ben@example.test", name: "Ben Okafor" }, { email: "dana@example.test", name: "Dana Scully" }] });
    const live = await eventually(() => getMeetingCapture({ ctx, input: { meeting_id: meetingId } }), (c) => c.live && c.transcript.length > 0);
    expect(live.owner_arrival?.status).toBe("not_yet");
    const session = await done(sessionId);
    const capture = await getMeetingCapture({ ctx, input: { meeting_id: meetingId } });
    expect(capture).toMatchObject({ live: false, owner_arrival: { status: "absent", minutes_late: null } });
    expect(capture.attendance.map((a) => [a.name, a.status, a.is_owner])).toEqual([
      ["Ben Okafor", "present", false],
      ["Chloé Martin", "present", false],
      ["Ada Lovelace", "absent", true],
      ["Dana Scully", "absent", false],
    ]);
    expect(capture.transcript).toHaveLength(12);
    expect(capture.stand_in?.announced_at).not.toBeNull();
    const stranger = makeUserCtx(db, (await createTestUser(db)).id);
    await expect(getMeetingCapture({ ctx: stranger, input: { meeting_id: meetingId } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(session).toMatchObject({ status: "disconnected", reason: "ended", ownerJoinedAt: null, handedOverAt: null, participantCount: 2 });
    expect(session?.announcedAt).not.toBeNull();
    const inside = await insideSandbox(sessionId);
    expect(inside.chat_messages).toHaveLength(1);
    expect(inside.chat_messages[0]?.message).toMatch(/^Hi everyone, I'm Ada Lovelace \(via Understudy\), .*standing in for Ada Lovelace.*type opt out in the chat/);
    // The consent record on the meeting page says what the bot did, with the very text it sent.
    expect(capture.consent.map((e) => e.kind)).toEqual(["joined", "announced", "left"]);
    expect(capture.consent.find((e) => e.kind === "announced")?.text).toBe(inside.chat_messages[0]?.message);
    const spoken = inside.audio.filter((a) => a.bytes > 1000);
    expect(spoken).toHaveLength(1);
    expect(spoken[0]?.mp3).toBe(true);
    expect(await db.select().from(transcriptSegments).where(eq(transcriptSegments.meetingId, meetingId))).toHaveLength(12);
    // The summary is asked for by the after-meeting job the end of the meeting queued.
    const [summary] = await eventually(() => db.select().from(meetingSummaries).where(eq(meetingSummaries.meetingId, meetingId)), (rows) => rows.length > 0);
    expect(summary).toMatchObject({ userId: user.id, status: "pending" });
    expect(summaryJobs().filter((j) => j.summaryId === summary?.id)).toHaveLength(1);
  });

  it("still announces in the chat when speech fails", async () => {
    await rig.control("POST", "/__sandbox/faults", { openai_speech: { server_error: 1 } });
    const { sessionId } = await deploy("owner-absent");
    await done(sessionId);
    const inside = await insideSandbox(sessionId);
    expect(inside.chat_messages).toHaveLength(1);
    expect(inside.audio.filter((a) => a.bytes > 1000)).toEqual([]);
  });

  it("announces exactly once when webhooks are duplicated and reordered", async () => {
    await rig.control("POST", "/__sandbox/faults", { bots_webhooks: { duplicate: 8, reorder: 6 } });
    const { sessionId } = await deploy("owner-absent");
    await done(sessionId);
    expect((await insideSandbox(sessionId)).chat_messages).toHaveLength(1);
    expect(rig.responses.some((r) => r.outcome === "duplicate")).toBe(true);
  });
});

describe("opt-out", () => {
  const webhookCtx = () => botWebhookContext(rig.appDeps, silentLogger);

  it("someone types 'opt out': the bot leaves, the capture is deleted, and later transcript webhooks are dropped", async () => {
    const { sessionId, meetingId } = await deploy("opt-out");
    const session = await done(sessionId);
    expect(session).toMatchObject({ status: "disconnected", reason: "opted_out", participantCount: 0 });
    expect(session?.optedOutAt).not.toBeNull();
    // "Should we opt out of the vendor contract?" came first and changed nothing; the announcement was claimed
    // before the opt-out. Its chat message goes out unless "opt out" overtook the job (then there is no one to tell).
    expect(session?.announcedAt).not.toBeNull();
    const inside = await insideSandbox(sessionId);
    expect(inside.chat_messages.length).toBeLessThanOrEqual(1);
    expect(inside.status_changes.at(-2)).toMatchObject({ code: "call_ended", sub_code: "bot_received_leave_call" });
    expect(await db.select().from(transcriptSegments).where(eq(transcriptSegments.meetingId, meetingId))).toEqual([]);
    expect(await db.select().from(botParticipants).where(eq(botParticipants.sessionId, sessionId))).toEqual([]);
    expect(await db.select().from(meetingSummaries).where(eq(meetingSummaries.meetingId, meetingId))).toEqual([]);

    const botId = session?.providerBotId ?? "";
    const late = JSON.stringify({
      event: "transcript.data",
      data: {
        data: { participant: { id: 200, name: "Ben Okafor", is_host: false }, words: [{ text: "Still talking", start_timestamp: { relative: 500, absolute: new Date().toISOString() } }] },
        bot: { id: botId, metadata: { session_id: sessionId } },
      },
    });
    const headers = new Headers(signRecallWebhook(SANDBOX_BOT_WEBHOOK_SECRET, `msg_late_${randomUUID()}`, Math.floor(Date.now() / 1000), late));
    expect(await receiveBotWebhook({ ctx: webhookCtx(), request: { headers, rawBody: late } })).toBe("dropped");
    expect(await db.select().from(transcriptSegments).where(eq(transcriptSegments.meetingId, meetingId))).toEqual([]);
  });
});

describe("the grace timer for a quiet meeting", () => {
  beforeEach(async () => {
    // Nothing but the admission posted below reaches the app: a meeting in which nobody says anything.
    await rig.control("POST", "/__sandbox/bots/config", { webhook_url: null });
    return async () => void (await rig.control("POST", "/__sandbox/bots/config", { webhook_url: rig.webhookUrl }));
  });

  it("announces when it fires after the grace on our clock, once, and not before", async () => {
    const user = await createTestUser(db, { name: "Ada Lovelace" });
    const meeting = await createTestMeeting(db, user.id);
    const bot = await rig.provider.createBot({ meetingUrl: "https://meet.google.com/abc-defg-hij?scenario=nobody-joins", botName: "Quiet bot", joinAt: null, metadata: {}, realtimeWebhookUrl: null, idempotencyKey: randomUUID(), nooneJoinedTimeoutSeconds: 3000 });
    const [row] = await db
      .insert(botSessions)
      .values({ userId: user.id, meetingId: meeting.id, provider: "recall", providerBotId: bot.id, botName: "Quiet bot", meetingUrl: "https://meet.google.com/abc-defg-hij", platform: "google_meet" })
      .returning();
    const sessionId = row?.id ?? "";
    let now = Date.parse("2026-11-22T10:00:00Z");
    const clock = { now: () => new Date(now) };
    const ctx = botWebhookContext({ ...rig.appDeps, clock }, silentLogger);
    const admit = JSON.stringify({ event: "bot.in_call_recording", data: { data: { code: "in_call_recording", sub_code: null, updated_at: new Date(now).toISOString() }, bot: { id: bot.id, metadata: { session_id: sessionId } } } });
    const headers = new Headers(signRecallWebhook(SANDBOX_BOT_WEBHOOK_SECRET, `msg_admit_${randomUUID()}`, Math.floor(now / 1000), admit));
    const graceJobsBefore = rig.graceJobs.length;
    expect(await receiveBotWebhook({ ctx, request: { headers, rawBody: admit } })).toBe("applied");
    expect(rig.graceJobs.slice(graceJobsBefore)).toEqual([{ sessionId, startAfterSeconds: 300 }]);

    await eventually(() => rig.control("GET", `/__sandbox/bots/${bot.id}`) as Promise<SandboxBot>, (b) => b.status_changes.some((s) => s.code === "in_call_recording"));
    now += 240_000;
    expect(await runOwnerGrace({ ctx, sessionId })).toEqual({ early: 60 });
    expect((await sessionRow(sessionId))?.announcedAt).toBeNull();
    now += 60_000;
    expect(await runOwnerGrace({ ctx, sessionId })).toBe("announced");
    expect(await runOwnerGrace({ ctx, sessionId })).toBe("nothing");
    expect((await sessionRow(sessionId))?.announcedAt?.getTime()).toBe(now);
    // The claim queued `bots.announce`, which the worker carries out once.
    const inside = await eventually(() => rig.control("GET", `/__sandbox/bots/${bot.id}`) as Promise<SandboxBot>, (b) => b.chat_messages.length > 0);
    expect(inside.chat_messages).toHaveLength(1);
    await rig.provider.leaveCall(bot.id);
    expect(await db.select().from(botSessions).where(and(eq(botSessions.id, sessionId), eq(botSessions.reason, "opted_out")))).toEqual([]);
  });
});

describe("the long meeting", () => {
  it("two hours, twelve people coming and going, played fast end to end: one announcement, all of it captured, a summary queued", { timeout: 120_000 }, async () => {
    // 2000×: two hours in under four seconds.
    await rig.control("POST", "/__sandbox/bots/config", { time_scale: 2000 });
    const { sessionId, meetingId, ctx } = await deploy("long");
    const session = await done(sessionId);
    expect(session).toMatchObject({ status: "disconnected", reason: "ended", participantCount: 12, ownerJoinedAt: null, handedOverAt: null, optedOutAt: null });
    expect(session?.announcedAt).not.toBeNull();
    expect((await insideSandbox(sessionId)).chat_messages).toHaveLength(1);
    const capture = await getMeetingCapture({ ctx, input: { meeting_id: meetingId } });
    expect(capture.transcript).toHaveLength(238);
    expect(capture.transcript.at(-1)?.start_seconds).toBe(7130);
    expect(capture.owner_arrival?.status).toBe("absent");
    const present = capture.attendance.filter((a) => a.status === "present");
    expect(present).toHaveLength(12);
    // Someone who left and came back: first join, last leave.
    const elena = present.find((a) => a.name === "Elena Ruiz");
    const span = (Date.parse(elena?.left_at ?? "") - Date.parse(elena?.joined_at ?? "")) / 1000;
    expect(span).toBe(7165 - 728);
    const [summary] = await eventually(() => db.select().from(meetingSummaries).where(eq(meetingSummaries.meetingId, meetingId)), (rows) => rows.length > 0);
    expect(summaryJobs().filter((j) => j.summaryId === summary?.id)).toHaveLength(1);
  });
});


import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { botSessions, meetingCatchUps, notifications } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { FakeMail } from "@understudy/integrations/mail";
import { eventually, startBotRig, type BotRig } from "../../../testing/bots";
import { sandboxModel } from "../../../testing/deps";
import { connectTestDb, makeUserCtx } from "../../../testing/helpers";
import { deployBot, getCatchUp, getMeetingCapture } from "../index";
import { CATCH_UP_NOTIFICATION_KIND } from "./deliver";
import { FOLD_SLICE_SECONDS } from "./fold";

/**
 * "What you missed" end to end: the sandbox plays the scripted meeting and posts signed webhooks to the
 * real receiver; the running summary is folded by the sandbox's OpenAI; the private chat message (or its
 * absence) is read back from the sandbox's bot.
 */
const { db, close } = connectTestDb();
let rig: BotRig;
const mail = new FakeMail();
beforeAll(async () => {
  rig = await startBotRig(db, {
    timeScale: 200,
    with: (sandbox) => ({ model: sandboxModel(sandbox.url), mailer: { transport: mail, from: { name: "Understudy", address: "hello@understudy.test" }, supportAddress: "support@understudy.test" } }),
  });
});
afterAll(async () => {
  await rig.close();
  await close();
});
beforeEach(async () => {
  await rig.control("POST", "/__sandbox/bots/config", { time_scale: 200 });
});

interface SandboxBot {
  chat_messages: { to: string; message: string }[];
}
const sessionRow = async (id: string) => (await db.select().from(botSessions).where(eq(botSessions.id, id)))[0];
const done = (id: string, timeoutMs = 30_000) => eventually(() => sessionRow(id), (s) => s?.providerStatus === "done", timeoutMs);
const insideSandbox = async (id: string) => (await rig.control("GET", `/__sandbox/bots/${(await sessionRow(id))?.providerBotId ?? ""}`)) as SandboxBot;
const catchUpRow = async (meetingId: string) => (await db.select().from(meetingCatchUps).where(eq(meetingCatchUps.meetingId, meetingId)))[0];

async function deploy(meetingUrl: string) {
  const user = await createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test` });
  const ctx = makeUserCtx(db, user.id);
  const attendees = [{ email: user.email, name: "Ada Lovelace", self: true, organizer: true, responseStatus: "accepted" }];
  const meeting = await createTestMeeting(db, user.id, { scheduledAt: new Date(), meetingUrl, attendees });
  const { session_id } = await deployBot({ ctx: rig.ctx(ctx), input: { meeting_url: meetingUrl, meeting_id: meeting.id } });
  return { user, ctx, meetingId: meeting.id, sessionId: session_id };
}

describe("admitted-late: the user joins while the bot stands in", () => {
  it("on Google Meet: the catch-up is on the page and in a notification and an email within seconds, and nothing goes to the meeting chat", async () => {
    const { ctx, user, meetingId, sessionId } = await deploy("https://meet.google.com/abc-defg-hij?scenario=admitted-late");
    // While the bot waits for Ada, the page already has the catch-up row collecting.
    const delivered = await eventually(() => catchUpRow(meetingId), (row) => !!row?.readyAt, 30_000);
    expect(delivered?.readyAt && delivered.joinSeenAt ? delivered.readyAt.getTime() - delivered.joinSeenAt.getTime() : Infinity).toBeLessThan(5000);

    const catchUp = await getCatchUp({ ctx, input: { meeting_id: meetingId } });
    expect(catchUp).toMatchObject({ status: "delivered", arrived_at_seconds: 440, deliveries: { page: "sent", notification: "sent", email: "sent", private_chat: "unsupported" } });
    // Ben's question to Ada (second 380) and his commitment (second 310) reached her.
    expect(catchUp.summary?.questions_for_user.map((q) => [q.asked_by, q.timestamp])).toEqual([["Ben Okafor", 380]]);
    expect(catchUp.summary?.action_items.map((a) => a.timestamp)).toContain(310);
    expect(catchUp.covered_through_seconds).toBe(380);
    // 190 s of transcript before she came: less than one slice, so the hand-over's fold is the only call.
    expect(catchUp.model_calls).toBe(1);

    const [note] = await db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, CATCH_UP_NOTIFICATION_KIND)));
    expect(note?.title).toContain("What you missed");
    expect(note?.message).toContain("can you confirm the launch date");
    expect(mail.sent.filter((m) => m.to[0]?.address === user.email).map((m) => m.subject)).toEqual([note?.title]);

    await done(sessionId);
    expect((await insideSandbox(sessionId)).chat_messages).toEqual([]);
    // After the meeting the page still has it, and the capture shows where on the time line she came in.
    const capture = await getMeetingCapture({ ctx, input: { meeting_id: meetingId } });
    expect(capture.owner_arrival?.joined_at).toBe(catchUp.arrived_at);
    expect(capture.transcript.filter((s) => s.start_seconds < (catchUp.arrived_at_seconds ?? 0))).toHaveLength(capture.transcript.length);
  });

  it("on Zoom: the catch-up is also sent privately to the user in the meeting chat, never to everyone", async () => {
    const { ctx, meetingId, sessionId } = await deploy("https://zoom.us/j/123456789?scenario=admitted-late");
    await eventually(() => catchUpRow(meetingId), (row) => row?.deliveries.private_chat !== undefined, 30_000);
    expect((await getCatchUp({ ctx, input: { meeting_id: meetingId } })).deliveries.private_chat).toBe("sent");
    await done(sessionId);
    const chat = (await insideSandbox(sessionId)).chat_messages;
    // To Ada's participant id (100 in the script) and to no one else.
    expect(chat.map((m) => m.to)).toEqual(["100"]);
    expect(chat[0]?.message).toMatch(/^What you missed: [\s\S]*Questions for you:\n- Ben Okafor: Ada, can you confirm the launch date/);
  });

  it("has no catch-up when the user was there from the start, and another user's meeting is a 404", async () => {
    const { ctx, meetingId, sessionId } = await deploy("https://meet.google.com/abc-defg-hij?scenario=on-time");
    await done(sessionId);
    expect(await catchUpRow(meetingId)).toBeUndefined();
    await expect(getCatchUp({ ctx, input: { meeting_id: meetingId } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const late = await deploy("https://meet.google.com/abc-defg-hij?scenario=admitted-late");
    await eventually(() => catchUpRow(late.meetingId), (row) => !!row?.readyAt, 30_000);
    await expect(getCatchUp({ ctx, input: { meeting_id: late.meetingId } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await done(late.sessionId);
  });
});

describe("opt-out", () => {
  it("deletes the running summary with the rest of the capture", async () => {
    const { meetingId, sessionId } = await deploy("https://meet.google.com/abc-defg-hij?scenario=opt-out");
    await done(sessionId);
    expect((await sessionRow(sessionId))?.optedOutAt).not.toBeNull();
    expect(await catchUpRow(meetingId)).toBeUndefined();
  });
});

describe("the running summary over two hours", () => {
  it("is folded once per five minutes of transcript, not re-summarised: the call count stays within the bound", async () => {
    await rig.control("POST", "/__sandbox/bots/config", { time_scale: 2000 });
    const { ctx, meetingId, sessionId } = await deploy("https://meet.google.com/abc-defg-hij?scenario=long-late");
    const row = await eventually(() => catchUpRow(meetingId), (r) => !!r?.readyAt, 60_000);
    // Ada comes at 6600 s; the first line is at 20 s: one fold per full slice, plus the hand-over's.
    const slices = Math.floor((6600 - 20) / FOLD_SLICE_SECONDS);
    expect(row?.modelCalls).toBeGreaterThanOrEqual(slices);
    expect(row?.modelCalls).toBeLessThanOrEqual(slices + 1);
    const catchUp = await getCatchUp({ ctx, input: { meeting_id: meetingId } });
    expect(catchUp.arrived_at_seconds).toBe(6600);
    expect(catchUp.covered_through_seconds).toBeGreaterThan(6500);
    // Decisions from the first slices survive the later folds.
    expect(catchUp.summary?.decisions.some((d) => d.timestamp < FOLD_SLICE_SECONDS * 2)).toBe(true);
    await done(sessionId, 60_000);
  }, 90_000);
});

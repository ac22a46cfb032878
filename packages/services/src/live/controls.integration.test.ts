import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { avatarMeetingSettings, botSessions } from "@understudy/db/schema";
import { createTestUser } from "@understudy/db/test";
import { ConflictError, NotFoundError, RateLimitError } from "../errors";
import { handOverQueue } from "../bots/stand-in/hand-over.job";
import { leaveQueue } from "../bots/sessions/leave.job";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { testDeps } from "../../testing/deps";
import { liveMeeting } from "../../testing/live";
import { joinLiveNow, sendLiveChat, setLiveAvatarPaused, stopLiveBot } from "./controls";
import { LIVE_CHAT_MAX, LiveChatInput } from "./schemas";

const { db, close } = connectTestDb();
afterAll(close);

const chatOf = (m: Awaited<ReturnType<typeof liveMeeting>>) => m.provider.bots.get(m.botId)?.chat ?? [];

describe("the live room's controls", () => {
  it("send a line to the meeting chat only while the bot is in the call, plain, capped and rate-limited", async () => {
    const m = await liveMeeting(db, null);
    const send = (text: string) => sendLiveChat({ ctx: m.userCtx, input: LiveChatInput.parse({ id: m.meeting.id, text }) });
    // Booked, not in the call yet: a 409 that says why.
    await expect(send("Running 5 minutes late")).rejects.toThrow(ConflictError);
    await expect(send("Running 5 minutes late")).rejects.toThrow(/not in the call/);
    await m.status(0, "joining_call");
    await m.status(5, "in_call_recording");

    await send("Running 5 minutes late\n— please start");
    expect(chatOf(m)).toEqual(["Running 5 minutes late — please start"]);

    expect(LiveChatInput.safeParse({ id: m.meeting.id, text: "x".repeat(LIVE_CHAT_MAX + 1) }).success).toBe(false);
    expect(LiveChatInput.safeParse({ id: m.meeting.id, text: " \u0000\n " }).success).toBe(false);

    for (let i = 2; i <= 5; i++) await send(`line ${i}`);
    await expect(send("one too many")).rejects.toBeInstanceOf(RateLimitError);
    expect(chatOf(m)).toHaveLength(5);

    // Another user's meeting: 404, and nothing said.
    const eve = await createTestUser(db, { email: `eve-${randomUUID()}@understudy.test` });
    const eveCtx = makeUserCtx(db, eve.id, { deps: testDeps(db, { bots: m.provider }) });
    await expect(sendLiveChat({ ctx: eveCtx, input: { id: m.meeting.id, text: "hi" } })).rejects.toBeInstanceOf(NotFoundError);
    await expect(setLiveAvatarPaused({ ctx: eveCtx, input: { id: m.meeting.id, paused: true } })).rejects.toBeInstanceOf(NotFoundError);
    await expect(stopLiveBot({ ctx: eveCtx, input: { id: m.meeting.id } })).rejects.toBeInstanceOf(NotFoundError);

    // After the call: 409 again.
    await m.status(600, "call_ended");
    await expect(sendLiveChat({ ctx: makeUserCtx(db, m.user.id, { deps: testDeps(db, { bots: m.provider }) }), input: { id: m.meeting.id, text: "late" } })).rejects.toBeInstanceOf(ConflictError);
  });

  it("pause is stored per meeting; I'm joining now hands over once; stop queues the leave", async () => {
    const m = await liveMeeting(db, null);
    await setLiveAvatarPaused({ ctx: m.userCtx, input: { id: m.meeting.id, paused: true } });
    const [row] = await db.select().from(avatarMeetingSettings).where(eq(avatarMeetingSettings.meetingId, m.meeting.id));
    expect(row).toMatchObject({ paused: true, enabled: null });
    await setLiveAvatarPaused({ ctx: m.userCtx, input: { id: m.meeting.id, paused: false } });
    expect((await db.select().from(avatarMeetingSettings).where(eq(avatarMeetingSettings.meetingId, m.meeting.id)))[0]?.paused).toBe(false);
    // "Answer on my own" is the meeting's own choice too, and leaves the pause as it was.
    expect((await setLiveAvatarPaused({ ctx: m.userCtx, input: { id: m.meeting.id, answer_on_own: true } })).message).toMatch(/talking points without asking/);
    expect((await db.select().from(avatarMeetingSettings).where(eq(avatarMeetingSettings.meetingId, m.meeting.id)))[0]).toMatchObject({ paused: false, answerOnOwn: true });

    await expect(joinLiveNow({ ctx: m.userCtx, input: { id: m.meeting.id } })).rejects.toBeInstanceOf(ConflictError);
    await m.status(0, "in_call_recording");
    expect((await joinLiveNow({ ctx: m.userCtx, input: { id: m.meeting.id } })).message).toMatch(/Handing over/);
    expect((await joinLiveNow({ ctx: m.userCtx, input: { id: m.meeting.id } })).message).toMatch(/Already/);
    expect(m.jobs.of(handOverQueue)).toEqual([expect.objectContaining({ sessionId: m.session.id, botId: m.botId, leave: true, catchUp: null })]);
    expect((await db.select().from(botSessions).where(eq(botSessions.id, m.session.id)))[0]?.handedOverAt).not.toBeNull();

    expect((await stopLiveBot({ ctx: m.userCtx, input: { id: m.meeting.id } })).message).toMatch(/leaving/);
    expect(m.jobs.of(leaveQueue)).toEqual([expect.objectContaining({ sessionId: m.session.id, botId: m.botId, why: "stopped_by_owner" })]);
    expect((await db.select().from(botSessions).where(eq(botSessions.id, m.session.id)))[0]).toMatchObject({ status: "disconnecting", reason: "owner_joined" });
    // The bot is on its way out: nothing more goes to the chat.
    await expect(stopLiveBot({ ctx: m.userCtx, input: { id: m.meeting.id } })).rejects.toBeInstanceOf(ConflictError);
  });
});

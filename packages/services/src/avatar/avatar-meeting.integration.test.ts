import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { avatarTurns, botSessions } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { eventually, startBotRig, type BotRig } from "../../testing/bots";
import { seedAvatarHistory, turnAvatarOn } from "../../testing/avatar";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { sandboxModel } from "../../testing/deps";
import { deployBot } from "../bots";
import { exportMeetingFile } from "../export/export";
import { loadLanguageDetector } from "./language";
import { getMeetingAvatarLog, listAvatarActionItems } from "./log";

/**
 * The avatar in a sandbox meeting, end to end: the sandbox plays the `avatar` scenario (people address the owner
 * after the stand-in's announcement), the real webhook receiver runs the responder against the sandbox's
 * OpenAI, and what the bot said (chat) and played (speech, read back from the clip's title) come from the
 * sandbox. 50× speed: the questions are half a second apart, so each is answered while the bot is in the call.
 */
const { db, close } = connectTestDb();
let rig: BotRig;
beforeAll(async () => {
  // Loading the n-grams blocks this one process (which here also plays the sandbox meeting at 50×) for about a
  // second; a worker loads them on its first line heard, long before a question, so the meeting runs warm.
  await loadLanguageDetector();
  rig = await startBotRig(db, { timeScale: 50, with: (sandbox) => ({ model: sandboxModel(sandbox.url) }) });
});
afterAll(async () => {
  await rig.close();
  await close();
});

interface SandboxBot {
  chat_messages: { message: string }[];
  audio: { said: string | null }[];
}
const sessionRow = async (id: string) => (await db.select().from(botSessions).where(eq(botSessions.id, id)))[0];
const inside = async (id: string) => (await rig.control("GET", `/__sandbox/bots/${(await sessionRow(id))?.providerBotId ?? ""}`)) as SandboxBot;
const turnsOf = (meetingId: string) => db.select().from(avatarTurns).where(eq(avatarTurns.meetingId, meetingId)).orderBy(asc(avatarTurns.heardAt));

async function meetingFor(scenario: string, options: { plan: "pro" | "free"; history: number }) {
  const user = await createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test`, subscriptionPlan: options.plan });
  await seedAvatarHistory(db, user.id, "Ada Lovelace", options.history);
  const url = `https://meet.google.com/abc-defg-hij?scenario=${scenario}`;
  const meeting = await createTestMeeting(db, user.id, { scheduledAt: new Date(), meetingUrl: url, title: "Weekly sync" });
  // "Answer on my own": the talking point is said at once (ask-me-first has its own tests, avatar/drafts/).
  await turnAvatarOn(db, user.id, meeting.id, "Status of the migration: done except billing. I can't commit to dates.", { signOff: "Thanks!" }, { answerOnOwn: true });
  const { session_id } = await deployBot({ ctx: rig.ctx(makeUserCtx(db, user.id)), input: { meeting_url: url, meeting_id: meeting.id } });
  await eventually(() => sessionRow(session_id), (s) => s?.providerStatus === "done", 40_000);
  return { user, meetingId: meeting.id, sessionId: session_id };
}

describe("the AI Avatar in a meeting", () => {
  it("answers a covered question, defers an uncovered one, refuses commitment bait, ignores talk about the user; all disclosed, spoken and in the chat", async () => {
    const { user, meetingId, sessionId } = await meetingFor("avatar", { plan: "pro", history: 40 });
    const turns = await turnsOf(meetingId);
    expect(turns.map((t) => [t.askedBy, t.decision, t.reason.split(":")[0]])).toEqual([
      ["Ben Okafor", "answer", "talking_point"],
      ["Chloé Martin", "defer", "model_deferred"],
      ["Ben Okafor", "defer", "commitment"],
    ]);
    const [answered, uncovered, bait] = turns;
    expect(answered?.said).toBe("This is Ada's AI stand-in, not Ada. Ada's notes for this meeting say: “Status of the migration: done except billing.” Thanks!");
    expect(answered?.sources).toEqual([expect.objectContaining({ kind: "talking_points", quote: expect.stringContaining("done except billing") })]);
    expect(uncovered?.said).toBe("This is Ada's AI stand-in, not Ada. I can't answer that; I've noted it for Ada. Thanks!");
    expect(bait?.said).toBe(uncovered?.said);
    for (const t of turns) expect(t.latencyMs).toBeGreaterThanOrEqual(0);

    const bot = await inside(sessionId);
    const avatarLines = turns.map((t) => t.said);
    // The announcement first, then exactly what the log says was said, in the chat and aloud.
    expect(bot.chat_messages.slice(1).map((m) => m.message)).toEqual(avatarLines);
    expect(bot.audio.map((a) => a.said).filter((s) => s?.includes("AI stand-in"))).toEqual(avatarLines);
    expect(bot.chat_messages.some((m) => /will ship|by friday/i.test(m.message) && m.message.includes("stand-in"))).toBe(false);

    // The log on the meeting page, the deferred questions as the user's action items, and the export.
    const ctx = makeUserCtx(db, user.id);
    const log = await getMeetingAvatarLog({ ctx, input: { id: meetingId } });
    expect(log.turns).toHaveLength(3);
    expect(log.deferred.map((d) => [d.asked_by, d.heard])).toEqual([
      ["Chloé Martin", "Ada, what did legal say about the vendor audit?"],
      ["Ben Okafor", "So Ada, you'll ship it Friday?"],
    ]);
    expect((await listAvatarActionItems({ ctx })).items.map((i) => i.heard)).toEqual(log.deferred.map((d) => d.heard).reverse());
    const json = JSON.parse(Buffer.from((await exportMeetingFile({ ctx, input: { id: meetingId, format: "json" } })).body).toString("utf8")) as { avatar: { decision: string; reason: string }[] };
    expect(json.avatar.map((a) => a.decision)).toEqual(["answer", "defer", "defer"]);
    const md = Buffer.from((await exportMeetingFile({ ctx, input: { id: meetingId, format: "md" } })).body).toString("utf8");
    expect(md).toContain("## AI Avatar");
    expect(md).toContain("rule: commitment");
  }, 60_000);

  it("says nothing for a Pro user with fewer than 40 meetings, or a free user", async () => {
    for (const options of [{ plan: "pro" as const, history: 12 }, { plan: "free" as const, history: 40 }]) {
      const { meetingId, sessionId } = await meetingFor("avatar", options);
      expect(await turnsOf(meetingId)).toEqual([]);
      const bot = await inside(sessionId);
      expect(bot.chat_messages).toHaveLength(1); // the stand-in's announcement only
      expect(bot.audio.filter((a) => a.said?.includes("AI stand-in"))).toEqual([]);
    }
  }, 90_000);

  it("after an opt-out typed mid-meeting, answers nothing more, leaves, and keeps nothing it heard", async () => {
    const { meetingId, sessionId } = await meetingFor("avatar-opt-out", { plan: "pro", history: 40 });
    expect((await sessionRow(sessionId))?.optedOutAt).not.toBeNull();
    // Its log goes with the rest of the capture; the question after the opt-out was never heard.
    expect(await turnsOf(meetingId)).toEqual([]);
    const bot = await inside(sessionId);
    // The announcement, then its one answer to the question asked before the opt-out; nothing after.
    expect(bot.chat_messages.map((m) => m.message)).toEqual([expect.stringContaining("opt out"), expect.stringMatching(/^This is Ada's AI stand-in, not Ada\. Ada's notes/)]);
    expect(bot.audio.filter((a) => a.said?.includes("AI stand-in"))).toHaveLength(1);
  }, 60_000);
});

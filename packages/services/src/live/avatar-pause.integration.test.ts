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
import { loadLanguageDetector } from "../avatar/language";
import { setLiveAvatarPaused } from "./controls";

/**
 * The pause the owner sets in the live room, against the sandbox meeting in which the avatar otherwise
 * answers (avatar/avatar-meeting.integration.test.ts): it hears and logs, and says nothing.
 */
const { db, close } = connectTestDb();
let rig: BotRig;
beforeAll(async () => {
  await loadLanguageDetector();
  rig = await startBotRig(db, { timeScale: 50, with: (sandbox) => ({ model: sandboxModel(sandbox.url) }) });
});
afterAll(async () => {
  await rig.close();
  await close();
});

describe("the avatar paused from the live room", () => {
  it("logs what it heard and would have said, and says nothing in the meeting", async () => {
    const user = await createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test`, subscriptionPlan: "pro" });
    await seedAvatarHistory(db, user.id, "Ada Lovelace", 40);
    const url = "https://meet.google.com/abc-defg-hij?scenario=avatar";
    const meeting = await createTestMeeting(db, user.id, { scheduledAt: new Date(), meetingUrl: url, title: "Weekly sync" });
    await turnAvatarOn(db, user.id, meeting.id, "Status of the migration: done except billing. I can't commit to dates.");
    const ctx = rig.ctx(makeUserCtx(db, user.id));
    await setLiveAvatarPaused({ ctx, input: { id: meeting.id, paused: true } });
    const { session_id } = await deployBot({ ctx, input: { meeting_url: url, meeting_id: meeting.id } });
    await eventually(
      () => db.select().from(botSessions).where(eq(botSessions.id, session_id)),
      ([s]) => s?.providerStatus === "done",
      40_000,
    );

    const turns = await db.select().from(avatarTurns).where(eq(avatarTurns.meetingId, meeting.id)).orderBy(asc(avatarTurns.heardAt));
    // The same three questions the unpaused avatar answers or defers; the one it would have answered is silenced.
    expect(turns).toHaveLength(3);
    for (const t of turns) {
      expect(t.said).toBeNull();
      expect(t.reason).toMatch(/silenced/);
    }
    const [session] = await db.select().from(botSessions).where(eq(botSessions.id, session_id));
    const bot = (await rig.control("GET", `/__sandbox/bots/${session?.providerBotId ?? ""}`)) as { chat_messages: { message: string }[]; audio: { said: string | null }[] };
    expect(bot.chat_messages.map((c) => c.message)).toEqual([expect.stringContaining("opt out")]);
    expect(bot.audio.filter((a) => a.said?.includes("AI stand-in"))).toEqual([]);
  }, 60_000);
});

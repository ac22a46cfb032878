import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botSessions, meetings } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { silentLogger } from "../../logger";
import { systemClock, type Clock } from "../../clock";
import { systemContext } from "../../context";
import { eventually, startBotRig, type BotRig } from "../../../testing/bots";
import { connectTestDb, makeUserCtx } from "../../../testing/helpers";
import { afterMeetingQueue } from "../stand-in/after-meeting.job";
import { deployBot } from "../index";
import { dueForReconcile, QUIET_MINUTES } from "./due";
import { reconcileSession } from "./reconcile";

/**
 * A webhook the provider gave up on: the sandbox stops delivering half-way through a meeting, the meeting
 * ends at the provider, and the session would stay "recording" forever. The reconciliation asks the
 * provider and applies the end through the webhook's own path, so the summary is asked for as usual.
 * Each test reconciles only its own session: the database is shared with other test files' bots.
 */
const { db, close } = connectTestDb();
let rig: BotRig;
beforeAll(async () => {
  rig = await startBotRig(db, { timeScale: 200 });
});
afterAll(async () => {
  await rig.close();
  await close();
});

const sessionRow = async (id: string) => (await db.select().from(botSessions).where(eq(botSessions.id, id)))[0];
const later = (minutes: number): Clock => ({ now: () => new Date(systemClock.now().getTime() + minutes * 60_000) });
interface SandboxBot {
  status_changes: { code: string }[];
}

describe("bots.reconcile", () => {
  it("applies the end of a meeting whose final webhooks were lost, once, and the summary is asked for", async () => {
    const user = await createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test` });
    const url = "https://meet.google.com/abc-defg-hij?scenario=owner-absent";
    const meeting = await createTestMeeting(db, user.id, { scheduledAt: new Date(), meetingUrl: url });
    const { session_id } = await deployBot({ ctx: rig.ctx(makeUserCtx(db, user.id)), input: { meeting_url: url, meeting_id: meeting.id } });
    await eventually(() => sessionRow(session_id), (s) => s?.status === "recording", 20_000);
    // The provider's deliveries stop (an outage on our side, retries exhausted); the meeting goes on and ends there.
    await rig.control("POST", "/__sandbox/bots/config", { webhook_url: null });
    const botId = (await sessionRow(session_id))?.providerBotId ?? "";
    await eventually(() => rig.control("GET", `/__sandbox/bots/${botId}`) as Promise<SandboxBot>, (b) => b.status_changes.at(-1)?.code === "done", 30_000);
    await rig.control("POST", "/__sandbox/bots/config", { webhook_url: rig.webhookUrl });
    expect((await sessionRow(session_id))?.status).toBe("recording");

    // Not yet quiet long enough: nothing is asked.
    const soon = rig.ctx(systemContext({ ...rig.appDeps, clock: later(QUIET_MINUTES - 1) }, silentLogger));
    expect((await dueForReconcile(db, soon.clock.now())).map((s) => s.id)).not.toContain(session_id);

    const quiet = rig.ctx(systemContext({ ...rig.appDeps, clock: later(QUIET_MINUTES + 1) }, silentLogger));
    const due = (await dueForReconcile(db, quiet.clock.now(), 10_000)).find((s) => s.id === session_id);
    expect(due).toMatchObject({ provider: "recall", providerBotId: botId });
    if (!due) throw new Error("not due");
    expect(await reconcileSession(quiet, rig.provider, due)).toBe("applied");
    const session = await sessionRow(session_id);
    expect(session).toMatchObject({ status: "disconnected", providerStatus: "done" });
    expect(session?.reconciledAt).not.toBeNull();
    expect((await db.select().from(meetings).where(eq(meetings.id, meeting.id)))[0]).toMatchObject({ status: "completed", botAttended: true });
    expect(rig.jobs.of(afterMeetingQueue).filter((j) => j.sessionId === session_id)).toHaveLength(1);

    // Asked again later (or the late webhooks arriving after all): nothing changes twice.
    expect((await dueForReconcile(db, later(3 * QUIET_MINUTES).now(), 10_000)).map((s) => s.id)).not.toContain(session_id);
    expect(await reconcileSession(rig.ctx(systemContext({ ...rig.appDeps, clock: later(3 * QUIET_MINUTES) }, silentLogger)), rig.provider, due)).toBe("unchanged");
    expect(rig.jobs.of(afterMeetingQueue).filter((j) => j.sessionId === session_id)).toHaveLength(1);
  }, 90_000);

  it("ends a session whose bot the provider no longer knows", async () => {
    const user = await createTestUser(db);
    const meeting = await createTestMeeting(db, user.id);
    const [row] = await db
      .insert(botSessions)
      .values({ userId: user.id, meetingId: meeting.id, provider: "recall", providerBotId: randomUUID(), botName: "Gone", meetingUrl: "https://zoom.us/j/1234567890", platform: "zoom", status: "recording", updatedAt: new Date(Date.now() - 3_600_000) })
      .returning();
    const quiet = rig.ctx(systemContext({ ...rig.appDeps, clock: later(0) }, silentLogger));
    expect((await dueForReconcile(db, quiet.clock.now(), 10_000)).map((s) => s.id)).toContain(row?.id);
    expect(await reconcileSession(quiet, rig.provider, { id: row?.id ?? "", provider: "recall", providerBotId: row?.providerBotId ?? "" })).toBe("gone");
    expect(await sessionRow(row?.id ?? "")).toMatchObject({ status: "error", errorMessage: "The meeting bot no longer exists at the provider" });
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botSessions, googleConnections, meetings } from "@understudy/db/schema";
import { fixedClock } from "@understudy/services/clock";
import { PRACTICE_TITLE } from "@understudy/services/onboarding";
import { eventually, startBotRig, type BotRig } from "@understudy/services/testing/bots";
import { connectTestDb, makeCaller, signedInUser } from "../support/helpers";

const { db, close } = connectTestDb();
const clock = fixedClock(new Date());
let bots: BotRig;
beforeAll(async () => void (bots = await startBotRig(db)));
afterAll(async () => {
  await bots.close();
  await close();
});

const PRACTICE_URL = "https://meet.google.com/prc-tice-run?scenario=owner-absent";
const statuses = (res: { steps: { step: string; status: string }[] }) => Object.fromEntries(res.steps.map((s) => [s.step, s.status]));

async function newAccount(practiceMeetingUrl: string | null = PRACTICE_URL) {
  const { user, token } = await signedInUser(db);
  const deps = { ...bots.appDeps, clock, config: { ...bots.appDeps.config, practiceMeetingUrl } };
  return { user, token, caller: await makeCaller(db, token, clock, deps) };
}

describe("first-run guide", () => {
  it("starts with four steps to do, records skips and dones per user, and survives closing and resuming", async () => {
    const { caller } = await newAccount();
    const other = await newAccount();
    const fresh = await caller.onboarding.get();
    expect(fresh).toMatchObject({ dismissed: false, remaining: 4, practice: { meeting_id: null, suggested_url: PRACTICE_URL } });
    expect(fresh.steps.map((s) => s.step)).toEqual(["google", "coverage", "retention", "practice"]);
    expect(statuses(fresh)).toEqual({ google: "todo", coverage: "todo", retention: "todo", practice: "todo" });

    await caller.onboarding.setStep({ step: "google", outcome: "skipped" });
    const after = await caller.onboarding.setStep({ step: "coverage", outcome: "done" });
    expect(statuses(after)).toEqual({ google: "skipped", coverage: "done", retention: "todo", practice: "todo" });
    // A skipped step is still left to do.
    expect(after.remaining).toBe(3);

    expect((await caller.onboarding.setDismissed({ dismissed: true })).dismissed).toBe(true);
    const resumed = await caller.onboarding.setDismissed({ dismissed: false });
    expect(resumed).toMatchObject({ dismissed: false, remaining: 3 });
    expect(statuses(resumed)).toEqual(statuses(after));

    expect(statuses(await other.caller.onboarding.get())).toEqual({ google: "todo", coverage: "todo", retention: "todo", practice: "todo" });
    await expect(caller.onboarding.setStep({ step: "nope" as "google", outcome: "done" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("counts a step done wherever the user did it: retention and coverage saved in Settings, Google with Calendar and Gmail", async () => {
    const { user, caller } = await newAccount(null);
    expect((await caller.onboarding.get()).practice.suggested_url).toBeNull();
    await caller.account.privacy.update({ retention_days: null });
    await caller.bots.preferences.update({ cover_rule: "all_with_link" });
    await db.insert(googleConnections).values({ userId: user.id, refreshTokenEnc: "x", scopes: "https://www.googleapis.com/auth/calendar.readonly" });
    // Calendar alone is not enough: the guide asks for Gmail too.
    expect(statuses(await caller.onboarding.get())).toEqual({ google: "todo", coverage: "done", retention: "done", practice: "todo" });
    await db.update(googleConnections).set({ scopes: "https://www.googleapis.com/auth/calendar.readonly https://www.googleapis.com/auth/gmail.readonly" }).where(eq(googleConnections.userId, user.id));
    expect(await caller.onboarding.get()).toMatchObject({ remaining: 1 });
  });

  it("a practice run creates a meeting and sends the stand-in into the scripted call, which the sandbox plays to a transcript", async () => {
    const { caller } = await newAccount();
    const res = await caller.onboarding.startPractice({ meeting_url: PRACTICE_URL });
    expect(statuses(res).practice).toBe("done");
    const [meeting] = await db.select().from(meetings).where(eq(meetings.id, res.practice.meeting_id ?? ""));
    expect(meeting).toMatchObject({ title: PRACTICE_TITLE, meetingUrl: PRACTICE_URL, platform: "google_meet" });
    const session = await eventually(async () => (await db.select().from(botSessions).where(eq(botSessions.meetingId, meeting?.id ?? "")))[0], (s) => s?.providerStatus === "done");
    expect(session?.meetingUrl).toBe(PRACTICE_URL);
    expect((await caller.bots.meetingCapture({ meeting_id: meeting?.id ?? "" })).transcript.length).toBeGreaterThan(0);

    await expect(caller.onboarding.startPractice({ meeting_url: "https://example.com/call" })).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
  });
});

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { avatarMeetingSettings, avatarSettings, avatarTurns, botSessions } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { FakeLanguageModel } from "@understudy/integrations/ai";
import { FakeBotProvider } from "@understudy/integrations/bots";
import { OPENAI_AVATAR_FAULTS, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { actingAs } from "../context";
import { silentLogger } from "../logger";
import { seedAvatarHistory, turnAvatarOn } from "../../testing/avatar";
import { connectTestDb } from "../../testing/helpers";
import { sandboxModel, testDeps } from "../../testing/deps";
import { AVATAR_CONSENT_VERSION } from "./consent";
import { respondToUtterance, type Utterance } from "./responder";
import { runAvatarTurn } from "./speak";

/** The responder against the sandbox's OpenAI, including faults that make the model misbehave. */
const { db, close } = connectTestDb();
let sandbox: RunningSandbox;
let userId: string;
let seeded: string;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  const user = await createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test`, subscriptionPlan: "pro" });
  userId = user.id;
  await seedAvatarHistory(db, userId, "Ada Lovelace", 40);
  seeded = (await createTestMeeting(db, userId, { title: "Weekly sync" })).id;
});
afterAll(async () => {
  await sandbox.close();
  await close();
});
beforeEach(async () => void (await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })));

const arm = (faults: Record<string, number | boolean>) =>
  fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ openai_avatar: faults }) });

const ctx = () => actingAs(testDeps(db, { model: sandboxModel(sandbox.url) }), silentLogger, { type: "webhook", source: "bots" });
let seq = 0;
async function utterance(text: string, meetingId?: string): Promise<Utterance> {
  const id = meetingId ?? (await createTestMeeting(db, userId, { title: "Weekly sync" })).id;
  // "Answer on my own": runAvatarTurn says a verbatim talking point at once (ask-me-first is tested in avatar/drafts/).
  await turnAvatarOn(db, userId, id, "Status of the migration: done except billing. I can't commit to dates.", {}, { answerOnOwn: true });
  return { userId, meetingId: id, sessionId: null, botName: "Ada's Understudy", speaker: "Ben Okafor", text, heardAt: new Date(Date.now() + seq * 60_000), seq: ++seq };
}

describe("the responder", () => {
  it("answers from the user's own past meetings, citing them", async () => {
    const out = await respondToUtterance(ctx(), await utterance("Ada, how did the onboarding flow test with customers?"), ctx().deps.model);
    expect(out).toMatchObject({ handled: true, final: { decision: "answer", reason: "grounded" } });
    if (!out.handled) return;
    // The title ("Onboarding review 3") holds a figure, so it is not said; the log keeps it and the link.
    expect(out.final.said).toBe("This is Ada's AI stand-in, not Ada. In an earlier meeting, Ada said: “The onboarding flow tested well with the five customers we interviewed.”");
    expect(out.final.sources[0]).toMatchObject({ kind: "meeting", meeting_title: expect.stringMatching(/^Onboarding review/), href: expect.stringMatching(/^\/meetings\//) });
  });

  it("never answers a question from an earlier meeting with the question itself, nor with another speaker's words", async () => {
    // Ben asked "Where are we on support retro?" in past meetings; only Ada's own sentences may answer.
    const out = await respondToUtterance(ctx(), await utterance("Ada, where are we on support retro?"), ctx().deps.model);
    expect(out).toMatchObject({ handled: true, final: { decision: "answer", reason: "grounded" } });
    if (!out.handled) return;
    expect(out.final.said).toBe("This is Ada's AI stand-in, not Ada. In an earlier meeting, Ada said: “Support load dropped by a third after the help centre relaunch.”");
    expect(out.final.sources).toEqual([expect.objectContaining({ quote: "Support load dropped by a third after the help centre relaunch." })]);
  });

  it.each(OPENAI_AVATAR_FAULTS.filter((f) => f !== "omit_disclosure" && f !== "ignore"))("a model that misbehaves (%s) is deferred, disclosed, and commits nothing", async (fault) => {
    await arm({ [fault]: true });
    const out = await respondToUtterance(ctx(), await utterance("Ada, what's the status of the migration?"), ctx().deps.model);
    expect(out).toMatchObject({ handled: true, final: { decision: "defer", sources: [] } });
    if (out.handled) expect(out.final.said).toBe("This is Ada's AI stand-in, not Ada. I can't answer that; I've noted it for Ada.");
  });

  it("answers a question about the avatar itself with the disclosure alone, which is no action item", async () => {
    const u = await utterance("Ada, are you a bot?");
    const out = await respondToUtterance(ctx(), u, ctx().deps.model);
    expect(out).toMatchObject({ handled: true, final: { decision: "answer", reason: "about_avatar", said: "This is Ada's AI stand-in, not Ada." } });
  });

  it("does not take a line that names the user only to leave them out: no reply, no action item", async () => {
    for (const text of ["Everyone except Ada, what do you think?", "Not you Ada, I meant Ben: can you send the numbers?"]) {
      expect(await respondToUtterance(ctx(), await utterance(text), ctx().deps.model)).toEqual({ handled: false, why: "not_addressed" });
    }
    expect(await respondToUtterance(ctx(), await utterance("Hey Ada — quick one"), ctx().deps.model)).toMatchObject({ handled: true, final: { decision: "defer" } });
    expect(await respondToUtterance(ctx(), await utterance("Hey Ada — how did the onboarding flow test with customers?"), ctx().deps.model)).toMatchObject({ handled: true, final: { decision: "answer" } });
  });

  it("defers a line in another language, whatever the model says", async () => {
    expect(await respondToUtterance(ctx(), await utterance("Ada, kannst du das Budget bis Freitag freigeben?"), ctx().deps.model)).toMatchObject({ handled: true, final: { decision: "defer", reason: "language" } });
  });

  it("discloses even when the model leaves the disclosure out (sandbox fault)", async () => {
    await arm({ omit_disclosure: true });
    const out = await respondToUtterance(ctx(), await utterance("Ada, what's the status of the migration?"), ctx().deps.model);
    expect(out).toMatchObject({ handled: true, final: { decision: "answer" } });
    if (out.handled) expect(out.final.said).toBe("This is Ada's AI stand-in, not Ada. Ada's notes for this meeting say: “Status of the migration: done except billing.”");
  });

  it("follows the cover rule in a meeting with no toggle of its own, and a meeting turned off stays silent", async () => {
    const ruled = await createTestUser(db, { name: "Grace Hopper", email: `grace-${randomUUID()}@understudy.test`, subscriptionPlan: "pro" });
    await seedAvatarHistory(db, ruled.id, "Grace Hopper", 40);
    await db.insert(avatarSettings).values({ userId: ruled.id, enabled: true, consentedAt: new Date(), consentVersion: AVATAR_CONSENT_VERSION, onInCoveredMeetings: true });
    const meeting = await createTestMeeting(db, ruled.id, { title: "Standup" });
    const u: Utterance = { userId: ruled.id, meetingId: meeting.id, sessionId: null, botName: null, speaker: "Ben Okafor", text: "Grace, how did the onboarding flow test with customers?", heardAt: new Date(), seq: 1 };
    expect(await respondToUtterance(ctx(), u, ctx().deps.model)).toMatchObject({ handled: true, final: { decision: "answer" } });
    await db.insert(avatarMeetingSettings).values({ meetingId: meeting.id, userId: ruled.id, enabled: false });
    expect(await respondToUtterance(ctx(), { ...u, seq: 2 }, ctx().deps.model)).toEqual({ handled: false, why: "inactive" });
  });

  it("drops citations the model invents, so an answer with no real source is deferred", async () => {
    const liar = new FakeLanguageModel(() => ({ decision: "answer", answer: "The audit passed with flying colours.", disclosure: "", sources: [{ source: 99, quote: "passed" }, { source: 1, quote: "words that are not there" }] }));
    // Index 99 is no source; source 1 (the talking points) does not hold these words.
    const out = await respondToUtterance(ctx(), await utterance("Ada, did the vendor audit pass?"), liar);
    expect(out).toMatchObject({ handled: true, final: { decision: "defer", reason: "ungrounded" } });
  });

  it("defers when the model fails, and is not triggered by talk about the user", async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ openai: { server_error: 5 } }) });
    const failing = sandboxModel(sandbox.url, { maxRetries: 0 });
    expect(await respondToUtterance(ctx(), await utterance("Ada, what's the status of the migration?"), failing)).toMatchObject({ handled: true, final: { decision: "defer", reason: "model_deferred" } });
    expect(await respondToUtterance(ctx(), await utterance("I think Ada mentioned the migration last week."), ctx().deps.model)).toEqual({ handled: false, why: "not_addressed" });
  });

  it("answers each utterance once, and at most one spoken turn per 20 s of a meeting", async () => {
    const first = await utterance("Ada, what's the status of the migration?", seeded);
    expect(await respondToUtterance(ctx(), first, ctx().deps.model)).toMatchObject({ handled: true });
    expect(await respondToUtterance(ctx(), first, ctx().deps.model)).toEqual({ handled: false, why: "duplicate" });
    const soon = { ...first, seq: first.seq + 1, heardAt: new Date(first.heardAt.getTime() + 5_000), text: "Ada, and the onboarding flow?" };
    expect(await respondToUtterance(ctx(), soon, ctx().deps.model)).toMatchObject({ handled: true, final: { decision: "defer", said: null, reason: "rate_limit" } });
  });

  it("stays silent when the meeting opts out while the model is thinking", async () => {
    const meeting = await createTestMeeting(db, userId, { title: "Weekly sync" });
    const [session] = await db
      .insert(botSessions)
      .values({ userId, meetingId: meeting.id, provider: "fake", providerBotId: "bot-1", botName: "Ada's Understudy", meetingUrl: "https://meet.google.com/abc-defg-hij", platform: "google_meet", status: "recording", announcedAt: new Date(), announcementSentAt: new Date() })
      .returning();
    if (!session) throw new Error("no session");
    const provider = new FakeBotProvider();
    provider.bots.set("bot-1", { id: "bot-1", botName: null, joinAt: null, metadata: {}, statusChanges: [], left: false, deleted: false, mediaDeleted: false, chat: [], request: {} as never });
    const model = new FakeLanguageModel(async () => {
      await db.update(botSessions).set({ optedOutAt: new Date() }).where(eq(botSessions.id, session.id));
      return { decision: "answer", answer: "Status of the migration: done except billing.", disclosure: "", sources: [{ source: 1, quote: "done except billing" }] };
    });
    const u = { ...(await utterance("Ada, what's the status of the migration?", meeting.id)), sessionId: session.id };
    const out = await runAvatarTurn({ ...ctx(), deps: { ...ctx().deps, model, bots: provider } }, { utterance: u, botId: "bot-1", receivedAt: new Date() });
    expect(out.spoke).toBe(false);
    expect(provider.calls).not.toContain("sendChatMessage");
    expect(provider.calls).not.toContain("outputAudio");
    const [logged] = await db.select().from(avatarTurns).where(eq(avatarTurns.meetingId, meeting.id));
    expect(logged).toMatchObject({ decision: "answer", said: null, reason: expect.stringContaining("silenced") });
  });

  it("without a speech model of its own, speaks through the provider's text-to-speech (Attendee), then writes in the chat", async () => {
    const meeting = await createTestMeeting(db, userId, { title: "Weekly sync" });
    const [session] = await db
      .insert(botSessions)
      .values({ userId, meetingId: meeting.id, provider: "fake", providerBotId: "bot-2", botName: "Ada's Understudy", meetingUrl: "https://meet.google.com/abc-defg-hij", platform: "google_meet", status: "recording", announcedAt: new Date(), announcementSentAt: new Date() })
      .returning();
    if (!session) throw new Error("no session");
    const provider = new FakeBotProvider();
    provider.bots.set("bot-2", { id: "bot-2", botName: null, joinAt: null, metadata: {}, statusChanges: [], left: false, deleted: false, mediaDeleted: false, chat: [], request: {} as never });
    const u = { ...(await utterance("Ada, what's the status of the migration?", meeting.id)), sessionId: session.id };
    const out = await runAvatarTurn({ ...ctx(), deps: { ...ctx().deps, bots: provider } }, { utterance: u, botId: "bot-2", receivedAt: new Date() });
    expect(out).toMatchObject({ spoke: true, final: { decision: "answer" } });
    expect(provider.calls.filter((c) => c !== "getBot")).toEqual(["speak", "sendChatMessage"]);
    expect(provider.bots.get("bot-2")?.chat[0]).toMatch(/^\(spoken\) This is Ada's AI stand-in, not Ada\./);
  });

  it("waits for the stand-in's announcement to go out before it says anything", async () => {
    const meeting = await createTestMeeting(db, userId, { title: "Weekly sync" });
    const [session] = await db
      .insert(botSessions)
      .values({ userId, meetingId: meeting.id, provider: "fake", providerBotId: "bot-3", botName: "Ada's Understudy", meetingUrl: "https://meet.google.com/abc-defg-hij", platform: "google_meet", status: "recording", announcedAt: new Date() })
      .returning();
    if (!session) throw new Error("no session");
    const provider = new FakeBotProvider();
    provider.bots.set("bot-3", { id: "bot-3", botName: null, joinAt: null, metadata: {}, statusChanges: [], left: false, deleted: false, mediaDeleted: false, chat: [], request: {} as never });
    const u = { ...(await utterance("Ada, what's the status of the migration?", meeting.id)), sessionId: session.id };
    // The announcement's own job is slower than the answer here: it goes out 400 ms later.
    let sentAt = 0;
    const announcement = new Promise<void>((resolve) =>
      setTimeout(() => {
        sentAt = Date.now();
        void db.update(botSessions).set({ announcementSentAt: new Date() }).where(eq(botSessions.id, session.id)).then(() => resolve());
      }, 400),
    );
    const out = await runAvatarTurn({ ...ctx(), deps: { ...ctx().deps, bots: provider } }, { utterance: u, botId: "bot-3", receivedAt: new Date() });
    await announcement;
    expect(out.spoke).toBe(true);
    expect(sentAt).toBeGreaterThan(0);
    expect(provider.bots.get("bot-3")?.chat.length).toBeGreaterThan(0);
    expect(out.latencyMs).toBeGreaterThanOrEqual(400);
  });
});

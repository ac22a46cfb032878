import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Job } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionItems, avatarDrafts, avatarMeetingSettings, avatarTurns, botSessions, notifications } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { FakeLanguageModel } from "@understudy/integrations/ai";
import { FakeBotProvider } from "@understudy/integrations/bots";
import type { AvatarModelAnswer } from "../schemas";
import { actingAs } from "../../context";
import { fixedClock } from "../../clock";
import { silentLogger } from "../../logger";
import { seedAvatarHistory, turnAvatarOn } from "../../../testing/avatar";
import { connectTestDb, makeUserCtx } from "../../../testing/helpers";
import { recordingJobQueue, testDeps } from "../../../testing/deps";
import { loadLanguageDetector } from "../language";
import { runAvatarTurn } from "../speak";
import { approveAvatarDraft, rejectAvatarDraft } from "./decide";
import { avatarDraftExpireJob, avatarDraftSpeakJob } from "./draft.jobs";
import { avatarDraftExpireQueue, avatarDraftSpeakQueue, type AvatarDraftJobData } from "./queues";

/**
 * Ask-me-first against the real responder and rules, a scripted model and the fake bot provider: what is said in
 * the meeting is read from the provider's chat (each spoken line is also written there).
 */
const { db, close } = connectTestDb();
const clock = fixedClock(new Date());
let userId: string;
beforeAll(async () => {
  await loadLanguageDetector();
  const user = await createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test`, subscriptionPlan: "pro" });
  userId = user.id;
  await seedAvatarHistory(db, userId, "Ada Lovelace", 40);
});
afterAll(close);

const POINTS = "Status of the migration: done except billing. I can't commit to dates.";
/** The talking points are source 1; "done except billing", shortened, is a grounded answer that is not verbatim. */
const GROUNDED: AvatarModelAnswer = { decision: "answer", answer: "The migration is done except billing.", disclosure: "", sources: [{ source: 1, quote: "done except billing" }] };
const VERBATIM: AvatarModelAnswer = { decision: "answer", answer: "Status of the migration: done except billing.", disclosure: "", sources: [{ source: 1, quote: "done except billing" }] };

let seq = 0;
async function meeting(options: { answerOnOwn?: boolean; owner?: string } = {}) {
  const owner = options.owner ?? userId;
  const m = await createTestMeeting(db, owner, { title: "Weekly sync" });
  await turnAvatarOn(db, owner, m.id, POINTS);
  if (options.answerOnOwn) await db.update(avatarMeetingSettings).set({ answerOnOwn: true }).where(eq(avatarMeetingSettings.meetingId, m.id));
  const botId = `bot-${randomUUID()}`;
  const [session] = await db
    .insert(botSessions)
    .values({ userId: owner, meetingId: m.id, provider: "fake", providerBotId: botId, botName: "Ada's Understudy", meetingUrl: "https://meet.google.com/abc-defg-hij", platform: "google_meet", status: "recording", announcedAt: new Date(), announcementSentAt: new Date() })
    .returning();
  if (!session) throw new Error("no session");
  const provider = new FakeBotProvider();
  provider.bots.set(botId, { id: botId, botName: null, joinAt: null, metadata: {}, statusChanges: [], left: false, deleted: false, mediaDeleted: false, chat: [], request: {} as never });
  const jobs = recordingJobQueue();
  const deps = (answer: AvatarModelAnswer) => testDeps(db, { clock, jobs, bots: provider, model: new FakeLanguageModel(() => answer) });
  const said = () => (provider.bots.get(botId)?.chat ?? []).filter((line) => !line.startsWith("(spoken)"));
  const ask = async (text: string, answer: AvatarModelAnswer) => {
    const ctx = actingAs(deps(answer), silentLogger, { type: "webhook", source: "bots" });
    const utterance = { userId: owner, meetingId: m.id, sessionId: session.id, botName: "Ada's Understudy", speaker: "Ben Okafor", text, heardAt: new Date(clock.now().getTime() + ++seq * 60_000), seq };
    return runAvatarTurn(ctx, { utterance, botId, receivedAt: clock.now() });
  };
  /** Runs a queued job's handler as pg-boss would deliver it, `times` over (a redelivery is the same job again). */
  const deliver = async (job: typeof avatarDraftSpeakJob, data: AvatarDraftJobData, times = 1) => {
    for (let i = 0; i < times; i++) {
      const pending: Job<AvatarDraftJobData> = { id: `job-${randomUUID()}`, name: job.queue.name, data, expireInSeconds: 60, heartbeatSeconds: null, retryCount: i, signal: new AbortController().signal };
      await job.handle([pending], { deps: deps(GROUNDED), log: silentLogger });
    }
  };
  const draftOf = async (turnId: string) => (await db.select().from(avatarDrafts).where(eq(avatarDrafts.turnId, turnId)))[0];
  return { meeting: m, provider, jobs, said, ask, deliver, draftOf, userCtx: makeUserCtx(db, owner, { deps: deps(GROUNDED) }) };
}

describe("ask-me-first", () => {
  it("holds the answer as a draft for the owner instead of saying it: a notification, and an expiry due at the deadline", async () => {
    const m = await meeting();
    const out = await m.ask("Ada, what's the status of the migration?", GROUNDED);
    expect(out).toMatchObject({ handled: true, spoke: false, final: { decision: "answer", reason: "grounded" } });
    if (!out.handled || !out.draft) throw new Error("expected a draft");
    expect(m.said()).toEqual([]);
    expect(out.draft).toMatchObject({ state: "pending", proposed: "This is Ada's AI stand-in, not Ada. Ada's notes for this meeting say: “The migration is done except billing.”" });
    expect(out.draft.deadline.getTime() - clock.now().getTime()).toBe(20_000);
    const [turn] = await db.select().from(avatarTurns).where(eq(avatarTurns.id, out.turn.id));
    expect(turn).toMatchObject({ said: null, reason: expect.stringContaining("awaiting the owner's approval") });
    expect(m.jobs.of(avatarDraftExpireQueue)).toEqual([expect.objectContaining({ draftId: out.draft.id, options: expect.objectContaining({ startAfter: out.draft.deadline }) })]);
    const told = await db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, "avatar_draft")));
    expect(told).toContainEqual(expect.objectContaining({ href: `/meetings/${m.meeting.id}/live`, title: "Your avatar wants to answer Ben Okafor" }));
  });

  it("says an approved draft once, however often its job is delivered", async () => {
    const m = await meeting();
    const out = await m.ask("Ada, what's the status of the migration?", GROUNDED);
    if (!out.handled || !out.draft) throw new Error("expected a draft");
    const approved = await approveAvatarDraft({ ctx: m.userCtx, input: { id: m.meeting.id, draft_id: out.draft.id } });
    expect(approved).toMatchObject({ state: "approved", final_text: out.draft.proposed });
    const [job] = m.jobs.of(avatarDraftSpeakQueue);
    if (!job) throw new Error("no speak job");
    await m.deliver(avatarDraftSpeakJob, { draftId: job.draftId }, 3);
    expect(m.said()).toEqual([out.draft.proposed]);
    expect(await m.draftOf(out.turn.id)).toMatchObject({ state: "approved", spokenAt: expect.any(Date) });
    const [turn] = await db.select().from(avatarTurns).where(eq(avatarTurns.id, out.turn.id));
    expect(turn).toMatchObject({ decision: "answer", said: out.draft.proposed, reason: expect.stringContaining("approved by the owner") });
  });

  it("refuses an edit that commits or invents, with the rule, and says a checked edit", async () => {
    const m = await meeting();
    const out = await m.ask("Ada, what's the status of the migration?", GROUNDED);
    if (!out.handled || !out.draft) throw new Error("expected a draft");
    const input = (text: string) => ({ ctx: m.userCtx, input: { id: m.meeting.id, draft_id: out.draft?.id ?? "", text } });
    // A promise and a date that are in no source: refused before anything is said, with the rule that failed.
    await expect(approveAvatarDraft(input("The migration will be done by Friday."))).rejects.toMatchObject({ code: "VALIDATION", message: expect.stringMatching(/^The edit was not sent: it is not your own words/) });
    await expect(approveAvatarDraft(input("Yes, billing is done on the 3rd."))).rejects.toMatchObject({ code: "VALIDATION" });
    await expect(approveAvatarDraft(input("The migration is finished and the audit passed."))).rejects.toMatchObject({ code: "VALIDATION", message: expect.stringContaining("own words") });
    expect(await m.draftOf(out.turn.id)).toMatchObject({ state: "pending" });

    const edited = await approveAvatarDraft(input("Migration done except billing."));
    expect(edited).toMatchObject({ state: "edited", final_text: "This is Ada's AI stand-in, not Ada. Ada's notes for this meeting say: “Migration done except billing.”" });
    await m.deliver(avatarDraftSpeakJob, { draftId: edited.id }, 2);
    expect(m.said()).toEqual([edited.final_text]);
  });

  it("a rejected draft is not said: the avatar defers, and the question is the owner's action item", async () => {
    const m = await meeting();
    const out = await m.ask("Ada, what's the status of the migration?", GROUNDED);
    if (!out.handled || !out.draft) throw new Error("expected a draft");
    const rejected = await rejectAvatarDraft({ ctx: m.userCtx, input: { id: m.meeting.id, draft_id: out.draft.id } });
    expect(rejected.state).toBe("rejected");
    await m.deliver(avatarDraftSpeakJob, { draftId: rejected.id }, 2);
    expect(m.said()).toEqual(["This is Ada's AI stand-in, not Ada. I can't answer that; I've noted it for Ada."]);
    const [turn] = await db.select().from(avatarTurns).where(eq(avatarTurns.id, out.turn.id));
    expect(turn).toMatchObject({ decision: "defer", reason: expect.stringContaining("rejected by the owner") });
    expect(await db.select().from(actionItems).where(eq(actionItems.avatarTurnId, out.turn.id))).toEqual([expect.objectContaining({ source: "avatar", status: "open" })]);
  });

  it("a draft nobody decided expires at its deadline and the avatar defers; deciding it then is a 409", async () => {
    const m = await meeting();
    const out = await m.ask("Ada, what's the status of the migration?", GROUNDED);
    if (!out.handled || !out.draft) throw new Error("expected a draft");
    clock.advance(20_000);
    await expect(approveAvatarDraft({ ctx: m.userCtx, input: { id: m.meeting.id, draft_id: out.draft.id } })).rejects.toMatchObject({ code: "CONFLICT" });
    await m.deliver(avatarDraftExpireJob, { draftId: out.draft.id }, 2);
    expect(await m.draftOf(out.turn.id)).toMatchObject({ state: "expired" });
    await m.deliver(avatarDraftSpeakJob, { draftId: out.draft.id }, 2);
    expect(m.said()).toEqual(["This is Ada's AI stand-in, not Ada. I can't answer that; I've noted it for Ada."]);
    expect(await db.select().from(actionItems).where(eq(actionItems.avatarTurnId, out.turn.id))).toHaveLength(1);
    await expect(rejectAvatarDraft({ ctx: m.userCtx, input: { id: m.meeting.id, draft_id: out.draft.id } })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("'Answer on my own' says a verbatim talking point without asking, and still drafts anything else", async () => {
    const m = await meeting({ answerOnOwn: true });
    const point = await m.ask("Ada, what's the status of the migration?", VERBATIM);
    expect(point).toMatchObject({ handled: true, spoke: true, draft: null, final: { reason: "talking_point" } });
    expect(m.said()).toEqual(["This is Ada's AI stand-in, not Ada. Ada's notes for this meeting say: “Status of the migration: done except billing.”"]);
    clock.advance(60_000);
    const shortened = await m.ask("Ada, and the migration overall?", GROUNDED);
    expect(shortened).toMatchObject({ handled: true, spoke: false, draft: expect.objectContaining({ state: "pending" }) });
    expect(m.said()).toHaveLength(1);
  });

  it("another user's draft is a 404, and a decided draft answers 409 on a second decision", async () => {
    const m = await meeting();
    const out = await m.ask("Ada, what's the status of the migration?", GROUNDED);
    if (!out.handled || !out.draft) throw new Error("expected a draft");
    const other = await createTestUser(db, { name: "Eve", email: `eve-${randomUUID()}@understudy.test`, subscriptionPlan: "pro" });
    const eve = makeUserCtx(db, other.id);
    await expect(approveAvatarDraft({ ctx: eve, input: { id: m.meeting.id, draft_id: out.draft.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const eves = await createTestMeeting(db, other.id, { title: "Eve's" });
    await expect(rejectAvatarDraft({ ctx: eve, input: { id: eves.id, draft_id: out.draft.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(rejectAvatarDraft({ ctx: m.userCtx, input: { id: m.meeting.id, draft_id: "not-a-uuid" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await approveAvatarDraft({ ctx: m.userCtx, input: { id: m.meeting.id, draft_id: out.draft.id } });
    await expect(rejectAvatarDraft({ ctx: m.userCtx, input: { id: m.meeting.id, draft_id: out.draft.id } })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(approveAvatarDraft({ ctx: m.userCtx, input: { id: m.meeting.id, draft_id: out.draft.id, text: "Migration done except billing." } })).rejects.toMatchObject({ code: "CONFLICT" });
  });
});

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { botEvents, botSessions, transcriptSegments } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { FakeBotProvider, signRecallWebhook } from "@understudy/integrations/bots";
import { silentLogger } from "../../logger";
import { recordingJobQueue, testDeps } from "../../../testing/deps";
import { seededRandom } from "../../../testing/delivery-order";
import { connectTestDb } from "../../../testing/helpers";
import { avatarAnswerQueue } from "../../avatar/answer-queue";
import { afterMeetingQueue } from "../stand-in/after-meeting.job";
import { announceQueue } from "../stand-in/announce.job";
import { ownerGraceQueue } from "../stand-in/grace-queue";
import { meetingChannel, type BotEventNotice } from "./notify";
import { botWebhookContext, receiveBotWebhook } from "../index";

/**
 * A provider delivers at least once, in any order (Svix and Attendee both retry; neither orders deliveries):
 * however a meeting's webhooks arrive, each event is stored once, raises one notice, and queues each of its
 * jobs once.
 */
const { db, close } = connectTestDb();
afterAll(close);

/** A stand-in meeting: admitted, people talk past the grace, two questions to Ada after it, then the end. */
function script(botId: string, sessionId: string) {
  const start = Date.now() - 3_600_000;
  const iso = (s: number) => new Date(start + s * 1000).toISOString();
  const bot = { id: botId, metadata: { session_id: sessionId } };
  const status = (s: number, code: string, sub: string | null = null) => ({ event: `bot.${code}`, data: { data: { code, sub_code: sub, updated_at: iso(s) }, bot } });
  const ben = { id: 200, name: "Ben Okafor", email: "ben@example.test", is_host: false };
  const join = (s: number) => ({ event: "participant_events.join", data: { data: { participant: ben, timestamp: { absolute: iso(s), relative: s } }, bot } });
  const said = (s: number, text: string) => ({
    event: "transcript.data",
    data: { data: { participant: ben, words: [{ text, start_timestamp: { relative: s, absolute: iso(s) }, end_timestamp: { relative: s + 3, absolute: iso(s + 3) } }] }, bot },
  });
  const events = [
    status(0, "joining_call"),
    status(5, "in_call_not_recording"),
    status(6, "in_call_recording"),
    join(8),
    said(20, "Morning everyone"),
    said(320, "Past the grace now"),
    said(330, "Ada, what's the status of the migration?"),
    said(350, "Ada, did legal sign off?"),
    said(370, "Talking about the budget"),
    status(400, "call_ended", "call_ended_by_host"),
    status(405, "done"),
  ];
  return events.map((body, i) => ({ id: `msg_${sessionId}_${i}`, body: JSON.stringify(body) }));
}

describe("a meeting's webhooks delivered late, twice and out of order", () => {
  it("store each event once, notify once per event, and queue each job once", async () => {
    const random = seededRandom(20261128);
    const listener = postgres(process.env.DATABASE_URL ?? "", { max: 1, onnotice: () => {} });
    let announcedRuns = 0;
    try {
      for (let run = 0; run < 6; run++) {
        const provider = new FakeBotProvider();
        const user = await createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test` });
        const meeting = await createTestMeeting(db, user.id);
        const bot = await provider.createBot({ meetingUrl: "https://zoom.us/j/1234567890", botName: "Ada (via Understudy)", joinAt: null, metadata: {}, realtimeWebhookUrl: null, idempotencyKey: randomUUID() });
        const [session] = await db
          .insert(botSessions)
          .values({ userId: user.id, meetingId: meeting.id, provider: "fake", providerBotId: bot.id, botName: "Ada (via Understudy)", meetingUrl: "https://zoom.us/j/1234567890", platform: "zoom" })
          .returning();
        if (!session) throw new Error("no session");
        const notices: BotEventNotice[] = [];
        const subscription = await listener.listen(meetingChannel(meeting.id), (payload) => notices.push(JSON.parse(payload) as BotEventNotice));

        const events = script(bot.id, session.id);
        const deliveries = [...events, ...events.filter(() => random() < 0.5), ...events.filter(() => random() < 0.2)];
        for (let i = deliveries.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [deliveries[i], deliveries[j]] = [deliveries[j] as (typeof deliveries)[number], deliveries[i] as (typeof deliveries)[number]];
        }
        const jobs = recordingJobQueue();
        const ctx = botWebhookContext(testDeps(db, { bots: provider, jobs }), silentLogger);
        for (const d of deliveries) {
          const headers = new Headers(signRecallWebhook(provider.webhookSecret, d.id, Math.floor(Date.now() / 1000), d.body));
          await receiveBotWebhook({ ctx, request: { headers, rawBody: d.body } });
        }

        const stored = await db.select({ seq: botEvents.seq, kind: botEvents.kind }).from(botEvents).where(eq(botEvents.sessionId, session.id));
        expect(stored, `run ${run}`).toHaveLength(events.length);
        expect(await db.select().from(transcriptSegments).where(eq(transcriptSegments.meetingId, meeting.id))).toHaveLength(5);
        const ofThis = <D extends { sessionId: string }>(sent: D[]) => sent.filter((j) => j.sessionId === session.id);
        // Once, unless the meeting's end was applied before anything past the grace (nobody left to tell).
        const announced = ofThis(jobs.of(announceQueue)).length;
        expect(announced, `run ${run}`).toBeLessThanOrEqual(1);
        announcedRuns += announced;
        expect(ofThis(jobs.of(ownerGraceQueue))).toHaveLength(1);
        expect(ofThis(jobs.of(afterMeetingQueue))).toHaveLength(1);
        // Each question at most once (one said before the announcement was claimed is not for the avatar).
        const answers = ofThis(jobs.of(avatarAnswerQueue)).map((j) => j.seq);
        expect(new Set(answers).size).toBe(answers.length);
        expect(answers.every((seq) => seq === 330_000 || seq === 350_000)).toBe(true);

        // One notice per stored event, in the order of their seq, and none for a repeat.
        await new Promise((r) => setTimeout(r, 50));
        await subscription.unlisten();
        expect(notices.map((n) => n.seq).sort((a, b) => a - b)).toEqual(stored.map((s) => s.seq).sort((a, b) => a - b));
        expect(new Set(notices.map((n) => n.seq)).size).toBe(events.length);
      }
      expect(announcedRuns).toBeGreaterThan(0);
    } finally {
      await listener.end();
    }
  });
});

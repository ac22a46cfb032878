import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { botSessions } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { FakeBotProvider, signRecallWebhook } from "@understudy/integrations/bots";
import { silentLogger } from "../../logger";
import { connectTestDb } from "../../../testing/helpers";
import { botWebhookContext, receiveBotWebhook } from "../index";
import { recordingJobQueue, testDeps } from "../../../testing/deps";
import { seededRandom, shuffledDeliveries } from "../../../testing/delivery-order";
import { BOT_EVENT_JOBS } from "../../job-list";

/**
 * The stand-in rule under any delivery order: the same meeting's webhooks, shuffled and partly duplicated
 * (a seeded generator, so a failure replays), must always end with one announcement at most and the
 * same milestones.
 */
const { db, close } = connectTestDb();
afterAll(close);

async function meetingWithBot(provider: FakeBotProvider) {
  const user = await createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test` });
  const meeting = await createTestMeeting(db, user.id);
  const bot = await provider.createBot({ meetingUrl: "https://zoom.us/j/1234567890", botName: "Ada (via Understudy)", joinAt: null, metadata: {}, realtimeWebhookUrl: null, idempotencyKey: randomUUID() });
  const [session] = await db
    .insert(botSessions)
    .values({ userId: user.id, meetingId: meeting.id, provider: "fake", providerBotId: bot.id, botName: "Ada (via Understudy)", meetingUrl: "https://zoom.us/j/1234567890", platform: "zoom" })
    .returning();
  if (!session) throw new Error("no session");
  return { user, sessionId: session.id, botId: bot.id };
}

/** The webhooks of one scripted meeting (seconds after dispatch), as signed Recall bodies. */
function script(botId: string, sessionId: string, ownerEmail: string, ownerJoinsAt: number | null) {
  const start = Date.now() - 3_600_000;
  const iso = (s: number) => new Date(start + s * 1000).toISOString();
  const bot = { id: botId, metadata: { session_id: sessionId } };
  const status = (s: number, code: string) => ({ event: `bot.${code}`, data: { data: { code, sub_code: null, updated_at: iso(s) }, bot } });
  const person = (id: number, name: string, email: string) => ({ id, name, email, is_host: false });
  const join = (s: number, p: ReturnType<typeof person>) => ({ event: "participant_events.join", data: { data: { participant: p, timestamp: { absolute: iso(s), relative: s } }, bot } });
  const said = (s: number, p: ReturnType<typeof person>, text: string) => ({
    event: "transcript.data",
    data: { data: { participant: p, words: [{ text, start_timestamp: { relative: s, absolute: iso(s) }, end_timestamp: { relative: s + 3, absolute: iso(s + 3) } }] }, bot },
  });
  const ben = person(200, "Ben Okafor", "ben@example.test");
  const events: object[] = [status(0, "joining_call"), status(5, "in_call_not_recording"), status(6, "in_call_recording"), join(8, ben), said(20, ben, "Morning"), said(320, ben, "Still here"), said(400, ben, "Wrapping up")];
  if (ownerJoinsAt !== null) events.push(join(ownerJoinsAt, person(100, "Ada Lovelace", ownerEmail)));
  return events.map((body, i) => ({ id: `msg_${sessionId}_${i}`, body: JSON.stringify(body) }));
}

async function deliverShuffled(provider: FakeBotProvider, events: { id: string; body: string }[], random: () => number) {
  const deliveries = shuffledDeliveries(events, random);
  const jobs = recordingJobQueue();
  const deps = testDeps(db, { bots: provider, jobs });
  const ctx = botWebhookContext(deps, silentLogger);
  for (const d of deliveries) {
    const headers = new Headers(signRecallWebhook(provider.webhookSecret, d.id, Math.floor(Date.now() / 1000), d.body));
    expect(await receiveBotWebhook({ ctx, request: { headers, rawBody: d.body } })).toEqual(expect.any(String));
    // The worker gets to the queued jobs at any point between deliveries.
    if (random() < 0.5) await jobs.work(BOT_EVENT_JOBS, deps);
  }
  await jobs.work(BOT_EVENT_JOBS, deps);
}

describe("the stand-in rule in any delivery order", () => {
  it("owner absent: exactly one announcement, whatever the order and duplicates", async () => {
    const random = seededRandom(20261122);
    for (let run = 0; run < 12; run++) {
      const provider = new FakeBotProvider();
      const { sessionId, botId, user } = await meetingWithBot(provider);
      await deliverShuffled(provider, script(botId, sessionId, user.email, null), random);
      const [session] = await db.select().from(botSessions).where(eq(botSessions.id, sessionId));
      expect(provider.bots.get(botId)?.chat, `run ${run}`).toHaveLength(1);
      expect(session).toMatchObject({ status: "recording", ownerJoinedAt: null, handedOverAt: null });
      expect(session?.announcedAt).not.toBeNull();
      expect(provider.calls.filter((c) => c === "leaveCall")).toEqual([]);
    }
  });

  it("owner within the grace: handed over and told to leave once, never announced twice", async () => {
    const random = seededRandom(42);
    for (let run = 0; run < 12; run++) {
      const provider = new FakeBotProvider();
      const { sessionId, botId, user } = await meetingWithBot(provider);
      await deliverShuffled(provider, script(botId, sessionId, user.email, 186), random);
      const [session] = await db.select().from(botSessions).where(eq(botSessions.id, sessionId));
      expect(session, `run ${run}`).toMatchObject({ status: "disconnecting", reason: "owner_joined" });
      expect(session?.handedOverAt).not.toBeNull();
      expect(provider.calls.filter((c) => c === "leaveCall"), `run ${run}`).toHaveLength(1);
      // An announcement happens only if a past-grace event overtook the owner's join.
      expect(provider.bots.get(botId)?.chat.length).toBeLessThanOrEqual(1);
    }
  });
});

import { randomUUID } from "node:crypto";
import type { Database } from "@understudy/db";
import { botSessions, type BotSession } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { FakeBotProvider, signRecallWebhook } from "@understudy/integrations/bots";
import { silentLogger } from "../src/logger";
import { botWebhookContext, receiveBotWebhook } from "../src/bots";
import type { LiveEventHub } from "../src/live/hub";
import { recordingJobQueue, testDeps } from "./deps";
import { makeUserCtx } from "./helpers";

/**
 * A meeting with a bot session on the fake provider, and its webhooks signed and delivered to the real
 * receiver, as Recall would send them: the live room's tests drive the meeting with these.
 */
export async function liveMeeting(db: Database, hub: LiveEventHub | null) {
  const provider = new FakeBotProvider();
  const user = await createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test` });
  const meeting = await createTestMeeting(db, user.id, { title: "Weekly sync" });
  const bot = await provider.createBot({ meetingUrl: "https://zoom.us/j/1234567890", botName: "Ada (via Understudy)", joinAt: null, metadata: {}, realtimeWebhookUrl: null, idempotencyKey: randomUUID() });
  const [session] = await db
    .insert(botSessions)
    .values({ userId: user.id, meetingId: meeting.id, provider: "fake", providerBotId: bot.id, botName: "Ada (via Understudy)", meetingUrl: "https://zoom.us/j/1234567890", platform: "zoom" })
    .returning();
  const jobs = recordingJobQueue();
  const deps = testDeps(db, { bots: provider, liveEvents: hub, jobs });
  const hook = botWebhookContext(deps, silentLogger);
  const start = Date.now() - 600_000;
  const iso = (s: number) => new Date(start + s * 1000).toISOString();
  const botRef = { id: bot.id, metadata: { session_id: (session as BotSession).id } };
  let n = 0;
  const deliver = async (body: unknown) => {
    const raw = JSON.stringify(body);
    const id = `msg_${randomUUID()}_${n++}`;
    await receiveBotWebhook({ ctx: hook, request: { headers: new Headers(signRecallWebhook(provider.webhookSecret, id, Math.floor(Date.now() / 1000), raw)), rawBody: raw } });
  };
  const ben = { id: 200, name: "Ben Okafor", email: "ben@example.test", is_host: false };
  return {
    user,
    meeting,
    provider,
    botId: bot.id,
    session: session as BotSession,
    jobs,
    deps,
    userCtx: makeUserCtx(db, user.id, { deps }),
    status: (s: number, code: string) => deliver({ event: `bot.${code}`, data: { data: { code, sub_code: null, updated_at: iso(s) }, bot: botRef } }),
    join: (s: number) => deliver({ event: "participant_events.join", data: { data: { participant: ben, timestamp: { absolute: iso(s), relative: s } }, bot: botRef } }),
    say: (s: number, text: string) =>
      deliver({
        event: "transcript.data",
        data: { data: { participant: ben, words: [{ text, start_timestamp: { relative: s, absolute: iso(s) }, end_timestamp: { relative: s + 1, absolute: iso(s + 1) } }] }, bot: botRef },
      }),
  };
}


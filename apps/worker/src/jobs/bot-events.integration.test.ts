import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { avatarTurns, botSessions } from "@understudy/db/schema";
import { connectTestDb, createTestMeeting, createTestUser } from "@understudy/db/test";
import { createRecallProvider, signRecallWebhook } from "@understudy/integrations/bots";
import { SANDBOX_BOT_API_KEY, SANDBOX_BOT_WEBHOOK_SECRET, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { botWebhookContext, receiveBotWebhook } from "@understudy/services/bots";
import { sendOnlyJobQueue, type SendOnlyJobQueue } from "@understudy/services/jobs";
import { seedAvatarHistory, turnAvatarOn } from "@understudy/services/testing/avatar";
import { testDeps } from "@understudy/services/testing/deps";
import { startWorker, type RunningWorker } from "../index";
import { until } from "../test/until";
import { configureSandboxOpenAI, killWorker, spawnWorker } from "../test/worker-process";

/**
 * A bot event's jobs outlive the process that was working them: the webhook stores the event and its job
 * together, a worker picks the job up, dies with it half done (SIGKILL, no cleanup), and another worker
 * finishes it, once.
 */
const { db, close } = connectTestDb();
const log = pino({ level: "silent" });
let sandbox: RunningSandbox;
let jobs: SendOnlyJobQueue;
let worker: RunningWorker | null = null;
let child: ChildProcess | null = null;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, bots: { webhookUrl: null, timeScale: 1 } });
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is set by the global setup");
  jobs = sendOnlyJobQueue(url);
});
afterAll(async () => {
  if (child?.pid) killWorker(child);
  await worker?.stop();
  await jobs.stop();
  await sandbox.close();
  await close();
});

const providerEnv = () => ({
  RECALL_API_BASE: sandbox.url,
  RECALL_API_KEY: SANDBOX_BOT_API_KEY,
  RECALL_WEBHOOK_SECRET: SANDBOX_BOT_WEBHOOK_SECRET,
  OPENAI_API_KEY: "sk-sandbox",
  OPENAI_BASE_URL: `${sandbox.url}/v1`,
});
/** Recovering a dead worker's job takes a heartbeat and a supervision pass (about 20 s); its expiry would take minutes. */
const RECOVERY = { timeoutMs: 90_000, everyMs: 200 };
const insideBot = async (botId: string) => (await (await fetch(`${sandbox.url}/__sandbox/bots/${botId}`)).json()) as { chat_messages: { message: string }[] };

/** A Pro user whose AI Avatar is on, and their bot standing in (announced) in a call the sandbox keeps open. */
async function standingIn() {
  const user = await createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test`, subscriptionPlan: "pro" });
  await seedAvatarHistory(db, user.id, "Ada Lovelace", 40);
  const meeting = await createTestMeeting(db, user.id, { title: "Migration check-in", scheduledAt: new Date() });
  // "Answer on my own": the talking point is said without waiting for the owner's approval.
  await turnAvatarOn(db, user.id, meeting.id, "Status of the migration: done except billing. I can't commit to dates.", {}, { answerOnOwn: true });
  const provider = createRecallProvider({ apiBase: sandbox.url, apiKey: SANDBOX_BOT_API_KEY, webhookSecret: SANDBOX_BOT_WEBHOOK_SECRET });
  const bot = await provider.createBot({ meetingUrl: "https://meet.google.com/abc-defg-hij?scenario=nobody-joins", botName: "Ada (via Understudy)", joinAt: null, metadata: {}, realtimeWebhookUrl: null, idempotencyKey: randomUUID(), nooneJoinedTimeoutSeconds: 3000 });
  const [session] = await db
    .insert(botSessions)
    .values({ userId: user.id, meetingId: meeting.id, provider: "recall", providerBotId: bot.id, botName: "Ada (via Understudy)", meetingUrl: "https://meet.google.com/abc-defg-hij", platform: "google_meet", status: "recording", admittedAt: new Date(Date.now() - 400_000), announcedAt: new Date(Date.now() - 60_000), announcementSentAt: new Date(Date.now() - 60_000) })
    .returning();
  if (!session) throw new Error("no session");
  return { provider, botId: bot.id, sessionId: session.id, meetingId: meeting.id };
}

describe("a bot event's job when the worker working it dies", () => {
  it("is worked again by another worker and the avatar answers once", { timeout: 120_000 }, async () => {
    const { provider, botId, sessionId, meetingId } = await standingIn();
    // The model takes a minute: the first worker is still waiting for it when it is killed.
    await configureSandboxOpenAI(sandbox.url, { chat_latency_ms: 60_000 });
    child = spawnWorker(providerEnv());

    // The question arrives as the provider sends it; the webhook stores it and queues `avatar.answer` with it.
    const body = JSON.stringify({
      event: "transcript.data",
      data: {
        data: { participant: { id: 200, name: "Ben Okafor", is_host: false }, words: [{ text: "Ada, what's the status of the migration?", start_timestamp: { relative: 420, absolute: new Date().toISOString() }, end_timestamp: { relative: 424, absolute: new Date().toISOString() } }] },
        bot: { id: botId, metadata: { session_id: sessionId } },
      },
    });
    const headers = new Headers(signRecallWebhook(SANDBOX_BOT_WEBHOOK_SECRET, `msg_${randomUUID()}`, Math.floor(Date.now() / 1000), body));
    expect(await receiveBotWebhook({ ctx: botWebhookContext(testDeps(db, { bots: provider, jobs }), log), request: { headers, rawBody: body } })).toBe("applied");

    // The first worker has taken the job (it is active, its heartbeat running) and is waiting on the model.
    await until(async () => ((await db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'avatar.answer' and state = 'active' and data->>'sessionId' = ${sessionId}`))[0]?.n ? true : undefined), "the first worker to take the job", RECOVERY);
    killWorker(child);
    child = null;
    await configureSandboxOpenAI(sandbox.url, { chat_latency_ms: 0 });

    // Another worker: the dead one's heartbeat stops, supervision fails the job back, and it is worked again.
    worker = await startWorker({ databaseUrl: process.env.DATABASE_URL ?? "", log, env: providerEnv() });
    const turn = await until(async () => (await db.select().from(avatarTurns).where(eq(avatarTurns.meetingId, meetingId)))[0], "the avatar's turn", RECOVERY);
    expect(turn).toMatchObject({ decision: "answer", said: expect.stringContaining("done except billing") });
    const chat = await until(async () => {
      const messages = (await insideBot(botId)).chat_messages.filter((m) => m.message.includes("AI stand-in"));
      return messages.length ? messages : undefined;
    }, "the answer in the meeting chat", RECOVERY);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await insideBot(botId)).chat_messages.filter((m) => m.message.includes("AI stand-in"))).toEqual(chat);
    expect(chat).toHaveLength(1);
    expect(await db.select().from(avatarTurns).where(eq(avatarTurns.meetingId, meetingId))).toHaveLength(1);
  });
});

import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botSessions, slackDeliveries, transcriptSegments } from "@understudy/db/schema";
import { connectTestDb, createTestMeeting, createTestUser } from "@understudy/db/test";
import { createTokenCipher } from "@understudy/integrations/crypto";
import { FakeLanguageModel } from "@understudy/integrations/ai";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { systemContext } from "@understudy/services/context";
import type { AppDeps } from "@understudy/services/deps";
import { slackRecapJob, summaryGenerateJob } from "@understudy/services/job-list";
import { bossJobQueue, registerJob } from "@understudy/services/jobs";
import { setSlackChannel, type SlackDeps } from "@understudy/services/slack";
import { requestSummary } from "@understudy/services/summaries";
import { testDeps } from "@understudy/services/testing/deps";
import { makeUserCtx } from "@understudy/services/testing/helpers";
import { installSlack, sandboxSlackConnector, slackSandboxControl } from "@understudy/services/testing/slack";
import { until } from "../test/until";

const { db, close } = connectTestDb();
const log = pino({ level: "silent" });
const RECAPS = "C0RECAPS001";
let boss: PgBoss;
let deps: AppDeps;
let sandbox: RunningSandbox;
let control: ReturnType<typeof slackSandboxControl>;
let slack: SlackDeps;
const model = new FakeLanguageModel(() => ({
  gist: "Launch moved to the twelfth",
  overview: "The team moved the launch.",
  key_points: [{ point: "Launch moved", timestamp: 3 }],
  action_items: [{ task: "Tell support about the new date", owner: "Kai", due: null, timestamp: 3 }],
  decisions: [{ decision: "Launch on the twelfth", context: "QA needs a week", timestamp: 3 }],
}));

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  control = slackSandboxControl(sandbox);
  boss = new PgBoss({ connectionString: process.env.DATABASE_URL, max: 2 });
  await boss.start();
  slack = { slack: sandboxSlackConnector(sandbox), cipher: createTokenCipher({ current: randomBytes(32).toString("base64url") }) };
  deps = testDeps(db, { model, jobs: bossJobQueue(boss), ...slack });
  await registerJob(boss, summaryGenerateJob, { deps, log }, { pollingIntervalSeconds: 0.5 });
  await registerJob(boss, slackRecapJob, { deps, log }, { pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await boss.stop({ graceful: false, timeout: 2000 });
  await sandbox.close();
  await close();
});

/** A Slack-connected user whose bot covered a meeting with a transcript; its summary is requested as the bot's end does. */
async function coveredMeetingSummarised(beforeSummary: () => Promise<unknown> = () => Promise.resolve()) {
  const user = await createTestUser(db);
  const ctx = makeUserCtx(db, user.id, { deps });
  await installSlack(ctx, slack);
  await setSlackChannel({ ctx, deps: slack, input: { channel_id: RECAPS } });
  const meeting = await createTestMeeting(db, user.id, { status: "completed", title: "Launch sync" });
  await db.insert(botSessions).values({ userId: user.id, meetingId: meeting.id, provider: "recall", botName: "Understudy", meetingUrl: "https://zoom.us/j/1", platform: "zoom" });
  await db.insert(transcriptSegments).values({ meetingId: meeting.id, userId: user.id, seq: 0, speaker: "Kai", content: "We moved the launch to the twelfth.", startSeconds: 3, endSeconds: 6 });
  await beforeSummary();
  await requestSummary(systemContext(deps, log), { userId: user.id, meetingId: meeting.id, model: model.model, force: false });
  return { user, meeting };
}

const posted = async (meetingId: string) => (await control.messages(RECAPS)).filter((m) => JSON.stringify(m.blocks).includes(meetingId));
const delivery = (meetingId: string, status: "posted") =>
  until(async () => {
    const [row] = await db.select().from(slackDeliveries).where(eq(slackDeliveries.meetingId, meetingId));
    return row?.status === status ? row : undefined;
  }, `the ${status} delivery`);

describe("recap.slack on pg-boss", () => {
  it("a covered meeting's summary queues the recap, which is posted once even when the job is sent again", async () => {
    const { user, meeting } = await coveredMeetingSummarised();
    const row = await delivery(meeting.id, "posted");
    expect(await posted(meeting.id)).toHaveLength(1);
    expect(row.attempts).toBe(1);
    const again = await Promise.all([1, 2].map(() => boss.send(slackRecapJob.queue.name, { userId: user.id, meetingId: meeting.id })));
    // Both duplicates ran to completion (their work is to find the row posted) and nothing more reached Slack.
    for (const id of again) {
      await until(async () => ((await boss.getJobById(slackRecapJob.queue.name, id ?? ""))?.state === "completed" ? true : undefined), "a duplicate job");
    }
    expect(await posted(meeting.id)).toHaveLength(1);
  });

  it("waits out Slack's 429 Retry-After, then posts", async () => {
    const { meeting } = await coveredMeetingSummarised(() => control.arm({ ratelimited: true }));
    const row = await delivery(meeting.id, "posted");
    expect(row.attempts).toBe(2);
    expect(await posted(meeting.id)).toHaveLength(1);
  });
});

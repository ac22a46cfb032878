import { eq } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "@understudy/services";
import { botSessions, meetingSummaries, recapDeliveries } from "@understudy/db/schema";
import { connectTestDb, createTestMeeting, createTestUser } from "@understudy/db/test";
import { FakeMail } from "@understudy/integrations/mail";
import { recapEmailJob } from "@understudy/services/job-list";
import { bossJobQueue, registerJob } from "@understudy/services/jobs";
import { testDeps } from "@understudy/services/testing/deps";
import { until } from "../test/until";

const { db, close } = connectTestDb();
const transport = new FakeMail();
let boss: PgBoss;

beforeAll(async () => {
  boss = new PgBoss({ connectionString: process.env.DATABASE_URL, max: 3 });
  await boss.start();
  const deps = testDeps(db, { mailer: { transport, supportAddress: "support@understudy.test", from: { address: "recaps@understudy.test" } }, jobs: bossJobQueue(boss) });
  await registerJob(boss, recapEmailJob, { deps, log: createLogger({ level: "silent" }) }, { pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await close();
});

async function coveredMeetingWithSummary() {
  const user = await createTestUser(db, { name: "Ada Lovelace" });
  const meeting = await createTestMeeting(db, user.id, { title: "Weekly sync", status: "completed" });
  await db.insert(botSessions).values({ userId: user.id, meetingId: meeting.id, provider: "recall", botName: "b", meetingUrl: "https://meet.google.com/abc-defg-hij", platform: "google_meet", status: "disconnected", origin: "scheduled" });
  await db.insert(meetingSummaries).values({
    meetingId: meeting.id,
    userId: user.id,
    version: 1,
    status: "ready",
    model: "m",
    promptVersion: "p",
    transcriptHash: "h",
    content: { gist: "We agreed the plan.", overview: "The plan.", key_points: [], decisions: [], action_items: [] },
  });
  return { user, meeting };
}

const mailsFor = (meetingId: string) => transport.sent.filter((m) => m.headers?.["X-Understudy-Recap"] === meetingId);

describe("the recap.email job on pg-boss", () => {
  it("is retried by pg-boss after a temporary refusal, and sends one message however many jobs ask", async () => {
    const { user, meeting } = await coveredMeetingWithSummary();
    transport.failNext = 1;
    // Two jobs for one meeting (no singleton key): a duplicate delivery, as at-least-once allows.
    await boss.send("recap.email", { meetingId: meeting.id, userId: user.id });
    await boss.send("recap.email", { meetingId: meeting.id, userId: user.id });
    const sent = await until(async () => {
      const [row] = await db.select().from(recapDeliveries).where(eq(recapDeliveries.meetingId, meeting.id));
      return row?.status === "sent" ? row : undefined;
    }, "the recap");
    // Both jobs have finished (one sent, the other found it sent or in flight and retried into "already sent").
    await until(async () => ((await boss.findJobs("recap.email", { data: { meetingId: meeting.id } })).every((j) => j.state === "completed") ? true : undefined), "both jobs");
    expect(mailsFor(meeting.id)).toHaveLength(1);
    expect(mailsFor(meeting.id)[0]?.messageId).toBe(sent.messageId);
    expect(sent.attempts).toBe(2);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { meetingSummaries } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { DAY_MS, fixedClock } from "../../clock";
import { actingAs } from "../../context";
import { silentLogger } from "../../logger";
import { summaryGenerateQueue } from "../../summaries";
import { recordingJobQueue, sandboxModel, testDeps } from "../../../testing/deps";
import { connectTestDb } from "../../../testing/helpers";
import { insertTranscript } from "../../../testing/transcripts";
import { summariseCapturedMeeting } from "./after-meeting";

const { db, close } = connectTestDb();
afterAll(close);

const NOW = new Date("2031-02-03T10:00:00Z");
const jobs = recordingJobQueue();
// Only the model's name is read here: the job that would call it is recorded, not run.
const deps = testDeps(db, { clock: fixedClock(NOW), jobs, model: sandboxModel("http://127.0.0.1:9") });
const webhook = actingAs(deps, silentLogger, { type: "webhook", source: "recall" });

async function capturedMeeting(trialEndsAt: Date) {
  const user = await createTestUser(db, { trialEndsAt });
  const meeting = await createTestMeeting(db, user.id, { scheduledAt: new Date(NOW.getTime() - 3_600_000) });
  await insertTranscript(db, meeting.id, user.id, [{ speaker: "Ada", text: "We ship on Friday." }]);
  return { userId: user.id, meetingId: meeting.id };
}

describe("summariseCapturedMeeting: the owner's plan, read on their behalf", () => {
  it("queues one summary while the owner's trial runs", async () => {
    const session = await capturedMeeting(new Date(NOW.getTime() + DAY_MS));
    expect(await summariseCapturedMeeting(webhook, session)).toBe("queued");
    expect(await summariseCapturedMeeting(webhook, session)).toBe("already_queued");
    const rows = await db.select().from(meetingSummaries).where(eq(meetingSummaries.meetingId, session.meetingId));
    expect(rows).toHaveLength(1);
    expect(jobs.of(summaryGenerateQueue).filter((j) => j.summaryId === rows[0]?.id)).toHaveLength(1);
  });

  it("queues nothing once the owner's trial has ended", async () => {
    const session = await capturedMeeting(NOW);
    expect(await summariseCapturedMeeting(webhook, session)).toBe("not_entitled");
    expect(await db.select().from(meetingSummaries).where(eq(meetingSummaries.meetingId, session.meetingId))).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetingSummaries, transcriptSegments } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { systemContext } from "../context";
import { silentLogger } from "../logger";
import { sandboxModel, testDeps } from "../../testing/deps";
import { connectTestDb } from "../../testing/helpers";
import { generateSummary } from "./generate";
import { requestSummary } from "./request";

const { db, close } = connectTestDb();
let sandbox: RunningSandbox;
beforeAll(async () => void (sandbox = await startSandbox({ port: 0 })));
afterAll(async () => {
  await sandbox.close();
  await close();
});

describe("a summary with a model the provider does not have", () => {
  it("fails once with a reason a person can act on, and is not retried", async () => {
    const model = sandboxModel(sandbox.url, { model: "gpt-nope" });
    const ctx = systemContext(testDeps(db, { model }), silentLogger);
    const user = await createTestUser(db);
    const meeting = await createTestMeeting(db, user.id, { status: "completed" });
    await db.insert(transcriptSegments).values({ meetingId: meeting.id, userId: user.id, seq: 0, speaker: "Kai", content: "We moved the launch to the twelfth.", startSeconds: 3, endSeconds: 6 });
    const { summary } = await requestSummary(ctx, { userId: user.id, meetingId: meeting.id, model: model.model, force: false });

    expect(await generateSummary({ ctx, model, summaryId: summary.id })).toBe("failed");
    const [row] = await db.select().from(meetingSummaries).where(eq(meetingSummaries.id, summary.id));
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.error).toBe(
      "The AI provider rejected the request: The AI model `gpt-nope` does not exist or this API key cannot use it (check the configured model name).",
    );
    // A second delivery of the job finds nothing pending: no second call to the provider.
    expect(await generateSummary({ ctx, model, summaryId: summary.id })).toBe("noop");
  });
});

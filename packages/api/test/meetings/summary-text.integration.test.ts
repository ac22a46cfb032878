import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetingSummaries, type SummaryStatus } from "@understudy/db/schema";
import { createTestMeeting, createTestSession, createTestUser } from "@understudy/db/test";
import { connectTestDb, startRestServer } from "../support/helpers";
import { restClient, type RestCall } from "../support/rest-client";

const { db, close } = connectTestDb();
let server: Awaited<ReturnType<typeof startRestServer>>;
let call: RestCall;
beforeAll(async () => {
  server = await startRestServer(db);
  call = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await close();
});

const content = (overview: string) => ({ gist: "Gist.", overview, key_points: [], action_items: [], decisions: [] });

async function version(meetingId: string, userId: string, v: number, status: SummaryStatus, overview?: string) {
  await db.insert(meetingSummaries).values({
    meetingId,
    userId,
    version: v,
    status,
    model: "gpt-4o-mini",
    promptVersion: "summary-v1",
    transcriptHash: `h${v}`,
    content: overview === undefined ? null : content(overview),
  });
}

interface Listed {
  id: string;
  summary: string | null;
}

describe("Meeting.summary in the REST API", () => {
  it("is the newest ready AI summary's overview, else the meeting's own text, in the list, by id and after an update", async () => {
    const user = await createTestUser(db);
    const token = await createTestSession(db, user.id);
    const legacy = await createTestMeeting(db, user.id, { title: "Legacy", summary: "Typed notes from the old app.", scheduledAt: new Date("2026-05-01T10:00:00Z") });
    const ai = await createTestMeeting(db, user.id, { title: "AI", summary: "Typed notes.", scheduledAt: new Date("2026-05-02T10:00:00Z") });
    await version(ai.id, user.id, 1, "ready", "The team agreed to ship on Friday.");
    await version(ai.id, user.id, 2, "ready", "The team moved the launch to the twelfth.");
    // A newer version that is still pending, or failed, does not hide the last good one.
    await version(ai.id, user.id, 3, "failed");
    await version(ai.id, user.id, 4, "pending");
    const pendingOnly = await createTestMeeting(db, user.id, { title: "Pending", scheduledAt: new Date("2026-05-03T10:00:00Z") });
    await version(pendingOnly.id, user.id, 1, "pending");
    const blank = await createTestMeeting(db, user.id, { title: "Blank overview", summary: "Fallback text.", scheduledAt: new Date("2026-05-04T10:00:00Z") });
    await version(blank.id, user.id, 1, "ready", "   ");
    const skipped = await createTestMeeting(db, user.id, { title: "Silent", scheduledAt: new Date("2026-05-05T10:00:00Z") });
    await version(skipped.id, user.id, 1, "skipped");

    const expected = {
      [legacy.id]: "Typed notes from the old app.",
      [ai.id]: "The team moved the launch to the twelfth.",
      [pendingOnly.id]: null,
      [blank.id]: "Fallback text.",
      [skipped.id]: null,
    };
    for (const path of ["/meetings", "/meetings?status=scheduled&order=asc"]) {
      const res = await call("GET", path, { token });
      expect(res.status).toBe(200);
      expect(Object.fromEntries((res.body as Listed[]).map((m) => [m.id, m.summary]))).toEqual(expected);
    }
    for (const [id, summary] of Object.entries(expected)) expect(((await call("GET", `/meetings/${id}`, { token })).body as Listed).summary).toBe(summary);
    const renamed = await call("PUT", `/meetings/${ai.id}`, { token, json: { title: "AI, renamed" } });
    expect(renamed.body).toMatchObject({ title: "AI, renamed", summary: "The team moved the launch to the twelfth." });
  });

  it("never takes another user's summary", async () => {
    const owner = await createTestUser(db);
    const other = await createTestUser(db);
    const token = await createTestSession(db, other.id);
    const mine = await createTestMeeting(db, other.id, { title: "Mine" });
    const theirs = await createTestMeeting(db, owner.id, { title: "Theirs" });
    await version(theirs.id, owner.id, 1, "ready", "Secret overview.");
    const res = await call("GET", "/meetings", { token });
    expect(res.body).toEqual([expect.objectContaining({ id: mine.id, summary: null })]);
    expect(res.text).not.toContain("Secret overview");
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botSessions, meetings, transcriptSegments, users } from "@understudy/db/schema";
import { createTestMeeting } from "@understudy/db/test";
import { DAY_MS, fixedClock } from "@understudy/services/clock";
import { loadExportSource } from "@understudy/services/export";
import { silentLogger } from "@understudy/services/logger";
import { purgeExpiredCapture } from "@understudy/services/privacy";
import { eventually, startBotRig, type BotRig } from "@understudy/services/testing/bots";
import { connectTestDb, makeCaller, signedInUser, startRestServer } from "../support/helpers";
import { expectDetail, restClient, type RestCall } from "../support/rest-client";

const { db, close } = connectTestDb();
const clock = fixedClock(new Date());
let bots: BotRig;
let server: { url: string; close(): Promise<void> };
let rest: RestCall;

beforeAll(async () => {
  bots = await startBotRig(db);
  server = await startRestServer(db, clock, { ...bots.appDeps, clock });
  rest = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await bots.close();
  await close();
});

/** A meeting `daysAgo` days back that a sandbox bot attended and transcribed. */
async function capturedMeeting(userId: string, token: string, daysAgo: number) {
  const meeting = await createTestMeeting(db, userId, { title: `Sync ${daysAgo} days ago`, scheduledAt: new Date(clock.now().getTime() - daysAgo * DAY_MS), meetingUrl: "https://meet.google.com/abc-defg-hij" });
  const caller = await makeCaller(db, token, clock, bots.appDeps);
  const { session_id } = await caller.bots.deploy({ meeting_url: "https://meet.google.com/abc-defg-hij", meeting_id: meeting.id });
  const session = await eventually(async () => (await db.select().from(botSessions).where(eq(botSessions.id, session_id)))[0], (s) => s?.providerStatus === "done");
  await eventually(() => db.select().from(transcriptSegments).where(eq(transcriptSegments.meetingId, meeting.id)), (rows) => rows.length > 0);
  await db.update(meetings).set({ summary: "Decided to ship." }).where(eq(meetings.id, meeting.id));
  return { meeting, botId: session?.providerBotId ?? "" };
}

const sandboxBot = async (botId: string) => (await bots.control("GET", `/__sandbox/bots/${botId}`)) as { media_deleted_at: string | null };

describe("retention of captured content", () => {
  it("reads and changes the setting: 30, 90, 365 days or forever, forever for a new account, and records that the user chose", async () => {
    const { user, token } = await signedInUser(db);
    expect((await rest("GET", "/account/privacy", { token })).body).toEqual({ retention_days: null });
    const chosenAt = async () => (await db.select({ at: users.captureRetentionChosenAt }).from(users).where(eq(users.id, user.id)))[0]?.at;
    expect(await chosenAt()).toBeNull();
    expect((await rest("PUT", "/account/privacy", { token, json: { retention_days: 90 } })).body).toEqual({ retention_days: 90 });
    expect(await chosenAt()).toEqual(clock.now());
    expect((await rest("PUT", "/account/privacy", { token, json: { retention_days: null } })).body).toEqual({ retention_days: null });
    expect((await rest("PUT", "/account/privacy", { token, json: { retention_days: 365 } })).body).toEqual({ retention_days: 365 });
    expect((await rest("PUT", "/account/privacy", { token, json: { retention_days: 45 } })).status).toBe(422);
    expectDetail(await rest("GET", "/account/privacy"), 401, "Not authenticated");
  });

  it("at 30 days, an older meeting's transcript, attendance and summary vanish from search, the meeting page and the export at once; the job then deletes them here and at the provider", async () => {
    const { user, token } = await signedInUser(db);
    const old = await capturedMeeting(user.id, token, 40);
    const recent = await capturedMeeting(user.id, token, 5);
    const caller = await makeCaller(db, token, clock, bots.appDeps);
    const [word] = (await db.select().from(transcriptSegments).where(eq(transcriptSegments.meetingId, old.meeting.id)))[0]?.content.split(" ") ?? [];
    const found = async () => (await caller.search.query({ q: word ?? "" })).results.filter((r) => r.matches.length > 0).map((r) => r.meeting_id);
    expect((await found()).sort()).toEqual([old.meeting.id, recent.meeting.id].sort());

    expect((await rest("PUT", "/account/privacy", { token, json: { retention_days: 30 } })).status).toBe(200);
    // Before any job: the reads filter by the cut-off.
    expect(await found()).toEqual([recent.meeting.id]);
    const oldCapture = await caller.bots.meetingCapture({ meeting_id: old.meeting.id });
    expect(oldCapture).toMatchObject({ transcript: [], attendance: [] });
    expect((await caller.bots.meetingCapture({ meeting_id: recent.meeting.id })).transcript.length).toBeGreaterThan(0);
    const exported = await loadExportSource(db, user.id, old.meeting.id, clock.now());
    expect(exported).toMatchObject({ segments: [], participants: [], summary: null, meeting: { title: "Sync 40 days ago", summary: null } });

    // The job: counted, provider copy deleted, meeting and title kept; a second run finds nothing.
    const deps = { ...bots.appDeps, clock };
    const first = await purgeExpiredCapture(deps, silentLogger, { batchSize: 1, userId: user.id });
    expect(first).toMatchObject({ meetings: 1, providerRecordings: 1 });
    expect(first.segments).toBeGreaterThan(0);
    expect(first.deferred).toBe(0);
    expect(await db.select().from(transcriptSegments).where(eq(transcriptSegments.meetingId, old.meeting.id))).toEqual([]);
    expect((await sandboxBot(old.botId)).media_deleted_at).not.toBeNull();
    expect((await sandboxBot(recent.botId)).media_deleted_at).toBeNull();
    const [kept] = await db.select().from(meetings).where(eq(meetings.id, old.meeting.id));
    expect(kept).toMatchObject({ title: "Sync 40 days ago", summary: null });
    expect(kept?.captureDeletedAt).not.toBeNull();
    expect((await db.select().from(transcriptSegments).where(eq(transcriptSegments.meetingId, recent.meeting.id))).length).toBeGreaterThan(0);
    expect(await purgeExpiredCapture(deps, silentLogger, { batchSize: 1, userId: user.id })).toMatchObject({ meetings: 0, providerRecordings: 0 });
  });

  it("keeps every captured meeting of a new account that never chose a period, however old", async () => {
    const { user, token } = await signedInUser(db);
    const old = await capturedMeeting(user.id, token, 400);
    const caller = await makeCaller(db, token, clock, bots.appDeps);
    expect((await caller.bots.meetingCapture({ meeting_id: old.meeting.id })).transcript.length).toBeGreaterThan(0);
    expect(await purgeExpiredCapture({ ...bots.appDeps, clock }, silentLogger, { userId: user.id })).toMatchObject({ meetings: 0, deferred: 0 });
    expect((await db.select().from(meetings).where(eq(meetings.id, old.meeting.id)))[0]).toMatchObject({ summary: "Decided to ship.", captureDeletedAt: null });
    expect((await db.select().from(transcriptSegments).where(eq(transcriptSegments.meetingId, old.meeting.id))).length).toBeGreaterThan(0);
    expect((await sandboxBot(old.botId)).media_deleted_at).toBeNull();
  });

  it("keeps everything of a user who chose forever, and leaves a meeting for a later run when the provider cannot delete its copy", async () => {
    const { user, token } = await signedInUser(db);
    await db.update(users).set({ captureRetentionDays: null }).where(eq(users.id, user.id));
    const forever = await capturedMeeting(user.id, token, 400);
    const run = await purgeExpiredCapture({ ...bots.appDeps, clock }, silentLogger, { userId: user.id });
    expect((await db.select().from(meetings).where(eq(meetings.id, forever.meeting.id)))[0]?.captureDeletedAt).toBeNull();
    expect((await sandboxBot(forever.botId)).media_deleted_at).toBeNull();

    await db.update(users).set({ captureRetentionDays: 365 }).where(eq(users.id, user.id));
    const noProvider = await purgeExpiredCapture({ ...bots.appDeps, bots: null, clock }, silentLogger, { userId: user.id });
    expect(noProvider).toMatchObject({ meetings: 0, deferred: 1 });
    expect((await db.select().from(transcriptSegments).where(eq(transcriptSegments.meetingId, forever.meeting.id))).length).toBeGreaterThan(0);
    expect(run.deferred).toBe(0);
  });
});

import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botSessions, meetingSummaries, slackConnections, slackDeliveries } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { createTokenCipher } from "@understudy/integrations/crypto";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { syncSummaryActionItems } from "../action-items/sync";
import { fixedClock } from "../clock";
import { silentLogger } from "../logger";
import type { SummaryContent } from "../summaries/schemas";
import { recordingJobQueue, testDeps } from "../../testing/deps";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { installSlack, sandboxSlackConnector, slackSandboxControl } from "../../testing/slack";
import { createSlackAuthUrl } from "./auth-url";
import { listSlackChannels, setSlackChannel } from "./channels";
import { completeSlackConnection } from "./connect";
import type { SlackDeps } from "./deps";
import { disconnectSlack } from "./disconnect";
import { queueSlackRecapWithin } from "./enqueue";
import { slackRecapQueue } from "./queue";
import { slackRecapJob } from "./recap.job";
import { getSlackStatus } from "./status";
import { allowSlackInstall } from "@understudy/sandbox";
import { deleteAccount } from "../account/delete";
import { collectAccountData } from "../account/export/collect";
import { DELETE_ACCOUNT_CONFIRMATION } from "../account/schemas";

const { db, close } = connectTestDb();
const clock = fixedClock("2026-03-02T15:00:00Z");
let sandbox: RunningSandbox;
let slackDeps: SlackDeps;
let control: ReturnType<typeof slackSandboxControl>;
const RECAPS = "C0RECAPS001";

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  slackDeps = { slack: sandboxSlackConnector(sandbox), cipher: createTokenCipher({ current: randomBytes(32).toString("base64url") }) };
  control = slackSandboxControl(sandbox);
});
afterAll(async () => {
  await sandbox.close();
  await close();
});

const CONTENT: SummaryContent = {
  gist: "Pricing review with Acme",
  overview: "We agreed the new tiers & <the> launch date.",
  key_points: [{ point: "Acme wants annual billing", timestamp: 65 }],
  decisions: [{ decision: "Launch the new tiers on April 1", context: "after the pilot", timestamp: 312 }],
  action_items: [
    { task: "Send the revised quote to Acme", owner: "Ada", due: "Friday", timestamp: 400 },
    { task: "Book the pilot review", owner: null, due: null, timestamp: 522 },
  ],
};

/** A user with Slack installed and a channel chosen, and deps whose jobs are recorded. */
async function connectedUser(channel = RECAPS) {
  const user = await createTestUser(db, { name: "Grace Hopper" });
  const jobs = recordingJobQueue();
  const deps = testDeps(db, { clock, jobs, slack: slackDeps.slack, cipher: slackDeps.cipher });
  const ctx = makeUserCtx(db, user.id, { clock, deps });
  await installSlack(ctx, slackDeps);
  await setSlackChannel({ ctx, deps: slackDeps, input: { channel_id: channel } });
  return { user, ctx, deps, jobs };
}

/** A meeting the bot covered, with a ready summary and its action item rows. */
async function coveredMeeting(userId: string) {
  const meeting = await createTestMeeting(db, userId, { title: "Acme pricing", scheduledAt: new Date("2026-03-02T14:00:00Z") });
  await db.insert(botSessions).values({ userId, meetingId: meeting.id, provider: "recall", botName: "Understudy", meetingUrl: "https://zoom.us/j/1", platform: "zoom" });
  const [summary] = await db
    .insert(meetingSummaries)
    .values({ meetingId: meeting.id, userId, version: 1, status: "ready", model: "test", promptVersion: "test", transcriptHash: "h", content: CONTENT, completedAt: clock.now() })
    .returning();
  await syncSummaryActionItems(db, { summaryId: summary?.id ?? "", meetingId: meeting.id, userId, content: CONTENT, now: clock.now() });
  return meeting;
}

const runJob = (deps: ReturnType<typeof testDeps>, data: { userId: string; meetingId: string }) =>
  slackRecapJob.handle([{ id: "j", name: slackRecapQueue.name, data, expireInSeconds: 60, heartbeatSeconds: null, retryCount: 0, signal: new AbortController().signal }], { deps, log: silentLogger });

async function deliveries(meetingId: string) {
  return db.select().from(slackDeliveries).where(eq(slackDeliveries.meetingId, meetingId));
}

describe("installing the Slack app", () => {
  it("round-trips the consent: state bound to the user, bot token stored only encrypted, channels the bot is in", async () => {
    const user = await createTestUser(db);
    const ctx = makeUserCtx(db, user.id, { clock });
    expect((await getSlackStatus({ ctx })).status).toBe("not_connected");
    const { auth_url } = createSlackAuthUrl({ ctx, deps: slackDeps });
    const url = new URL(auth_url);
    expect(url.origin + url.pathname).toBe(`${sandbox.url}/oauth/v2/authorize`);
    expect(url.searchParams.get("scope")).toBe("chat:write,channels:read,groups:read");

    const redirect = await allowSlackInstall(auth_url);
    const input = { state: redirect.searchParams.get("state") ?? "", code: redirect.searchParams.get("code") ?? "" };
    const other = makeUserCtx(db, (await createTestUser(db)).id, { clock });
    await expect(completeSlackConnection({ ctx: other, deps: slackDeps, input })).rejects.toMatchObject({ code: "BAD_REQUEST" });

    const status = await completeSlackConnection({ ctx, deps: slackDeps, input });
    expect(status).toMatchObject({ status: "connected", team_name: "Sandbox Workspace", channel: null });
    const [row] = await db.select().from(slackConnections).where(eq(slackConnections.userId, user.id));
    expect(row?.botTokenEnc).toMatch(/^enc:v1:/);
    expect(row?.botTokenEnc).not.toContain("xoxb");
    expect(slackDeps.cipher.decrypt(row?.botTokenEnc ?? "", `slack:bot:${user.id}`)).toMatch(/^xoxb-/);

    // 255 channels at 200 a page: the picker follows next_cursor to the second page.
    const { channels } = await listSlackChannels({ ctx, deps: slackDeps });
    const names = channels.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["general", "meeting-recaps", "leadership", "project-001", "project-241"]));
    expect(names).not.toContain("random");
    expect(names).not.toContain("old-project");
    await expect(setSlackChannel({ ctx, deps: slackDeps, input: { channel_id: "C0RANDOM001" } })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await setSlackChannel({ ctx, deps: slackDeps, input: { channel_id: RECAPS } })).toEqual({ channel: { id: RECAPS, name: "meeting-recaps" } });
  });

  it("refuses an expired state and a cancelled consent", async () => {
    const user = await createTestUser(db);
    const ctx = makeUserCtx(db, user.id, { clock });
    const { auth_url } = createSlackAuthUrl({ ctx, deps: slackDeps });
    const redirect = await allowSlackInstall(auth_url);
    const later = makeUserCtx(db, user.id, { clock: fixedClock("2026-03-02T15:11:00Z") });
    await expect(
      completeSlackConnection({ ctx: later, deps: slackDeps, input: { state: redirect.searchParams.get("state") ?? "", code: redirect.searchParams.get("code") ?? "" } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const cancelled = await allowSlackInstall(createSlackAuthUrl({ ctx, deps: slackDeps }).auth_url, "cancel");
    expect(cancelled.searchParams.get("error")).toBe("access_denied");
    await expect(completeSlackConnection({ ctx, deps: slackDeps, input: { state: cancelled.searchParams.get("state") ?? "", error: "access_denied" } })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
    });
    expect((await getSlackStatus({ ctx })).status).toBe("not_connected");
  });

  it("disconnect revokes the token at Slack and deletes it", async () => {
    const { user, ctx } = await connectedUser();
    const [row] = await db.select().from(slackConnections).where(eq(slackConnections.userId, user.id));
    const token = slackDeps.cipher.decrypt(row?.botTokenEnc ?? "", `slack:bot:${user.id}`);
    expect(await disconnectSlack({ ctx, deps: slackDeps })).toEqual({ message: "Slack disconnected" });
    expect(await db.select().from(slackConnections).where(eq(slackConnections.userId, user.id))).toEqual([]);
    const check = await fetch(`${sandbox.url}/api/auth.test`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
    expect(await check.json()).toEqual({ ok: false, error: "token_revoked" });
  });
});

describe("posting the recap (recap.slack)", () => {
  it("is queued with the covered meeting's summary, posts Block Kit blocks once even when the job runs twice", async () => {
    const { user, deps, jobs } = await connectedUser();
    const meeting = await coveredMeeting(user.id);
    await jobs.prepare([slackRecapQueue]);
    expect(await db.transaction((tx) => queueSlackRecapWithin(tx, jobs, { userId: user.id, meetingId: meeting.id }))).toBe(true);
    expect(jobs.of(slackRecapQueue)).toMatchObject([{ userId: user.id, meetingId: meeting.id }]);

    await runJob(deps, { userId: user.id, meetingId: meeting.id });
    await runJob(deps, { userId: user.id, meetingId: meeting.id });
    const posted = (await control.messages(RECAPS)).filter((m) => JSON.stringify(m.blocks).includes(meeting.id));
    expect(posted).toHaveLength(1);
    const message = posted[0];
    expect(message?.text).toContain("Recap: Acme pricing");
    const blocks = JSON.stringify(message?.blocks);
    expect(blocks).toContain('"type":"header"');
    expect(blocks).toContain("Launch the new tiers on April 1");
    expect(blocks).toContain("Send the revised quote to Acme — _Ada_ (due ");
    expect(blocks).toContain(`http://app.test/meetings/${meeting.id}?t=312|5:12`);
    expect(blocks).toContain("&amp; &lt;the&gt;");
    const [delivery] = await deliveries(meeting.id);
    expect(delivery).toMatchObject({ status: "posted", channelId: RECAPS, messageTs: message?.ts, attempts: 1 });
  });

  it("queues nothing for a meeting no bot covered", async () => {
    const { user, jobs } = await connectedUser();
    const meeting = await createTestMeeting(db, user.id);
    await jobs.prepare([slackRecapQueue]);
    expect(await db.transaction((tx) => queueSlackRecapWithin(tx, jobs, { userId: user.id, meetingId: meeting.id }))).toBe(false);
  });

  it("records not_in_channel and shows it in Settings, without retrying", async () => {
    const { user, ctx, deps } = await connectedUser("C0GEN00010");
    const meeting = await coveredMeeting(user.id);
    await control.setMembership("C0GEN00010", false);
    try {
      await runJob(deps, { userId: user.id, meetingId: meeting.id });
    } finally {
      await control.setMembership("C0GEN00010", true);
    }
    expect(await deliveries(meeting.id)).toMatchObject([{ status: "failed", error: "not_in_channel" }]);
    const status = await getSlackStatus({ ctx });
    expect(status.status).toBe("connected");
    expect(status.last_error).toMatch(/not in #project-011.*\/invite/);
    await runJob(deps, { userId: user.id, meetingId: meeting.id });
    expect(await deliveries(meeting.id)).toMatchObject([{ status: "failed", attempts: 1 }]);
  });

  it("a revoked install marks the connection revoked, keeps the channel, and is not retried", async () => {
    const { user, ctx, deps, jobs } = await connectedUser();
    const meeting = await coveredMeeting(user.id);
    await control.uninstall();
    await runJob(deps, { userId: user.id, meetingId: meeting.id });
    expect(await deliveries(meeting.id)).toMatchObject([{ status: "failed", error: "token_revoked" }]);
    const status = await getSlackStatus({ ctx });
    expect(status).toMatchObject({ status: "revoked", channel: { id: RECAPS } });
    expect(status.last_error).toMatch(/Reconnect Slack/);
    expect(jobs.of(slackRecapQueue)).toEqual([]);
    // A later meeting does not even try while the install is revoked.
    const next = await coveredMeeting(user.id);
    await runJob(deps, { userId: user.id, meetingId: next.id });
    expect(await deliveries(next.id)).toEqual([]);
  });

  it("ratelimited (HTTP 429 + Retry-After): the job is sent again after Slack's wait, then posts", async () => {
    const { user, deps, jobs } = await connectedUser();
    const meeting = await coveredMeeting(user.id);
    await control.arm({ ratelimited: true });
    await runJob(deps, { userId: user.id, meetingId: meeting.id });
    expect(await deliveries(meeting.id)).toMatchObject([{ status: "pending", error: "ratelimited", claimedUntil: null }]);
    const retries = jobs.of(slackRecapQueue);
    expect(retries).toMatchObject([{ meetingId: meeting.id, options: { startAfter: 2 } }]);
    await runJob(deps, { userId: user.id, meetingId: meeting.id });
    expect(await deliveries(meeting.id)).toMatchObject([{ status: "posted", attempts: 2 }]);
  });

  it("a 5xx throws for pg-boss to retry and releases the claim", async () => {
    const { user, deps } = await connectedUser();
    const meeting = await coveredMeeting(user.id);
    await control.arm({ server_error: true });
    await expect(runJob(deps, { userId: user.id, meetingId: meeting.id })).rejects.toMatchObject({ kind: "unavailable" });
    expect(await deliveries(meeting.id)).toMatchObject([{ status: "pending", claimedUntil: null }]);
    await runJob(deps, { userId: user.id, meetingId: meeting.id });
    expect(await db.select().from(slackDeliveries).where(and(eq(slackDeliveries.meetingId, meeting.id), eq(slackDeliveries.status, "posted")))).toHaveLength(1);
  });

  it("posts nothing for a meeting that is not the job's user's", async () => {
    const owner = await connectedUser();
    const meeting = await coveredMeeting(owner.user.id);
    const stranger = await connectedUser();
    await runJob(stranger.deps, { userId: stranger.user.id, meetingId: meeting.id });
    expect(await deliveries(meeting.id)).toEqual([]);
  });
});

describe("the account's Slack records", () => {
  it("are exported without the token, and deletion revokes the token at Slack and removes the rows", async () => {
    const { user, ctx, deps } = await connectedUser();
    const meeting = await coveredMeeting(user.id);
    await runJob(deps, { userId: user.id, meetingId: meeting.id });
    const [row] = await db.select().from(slackConnections).where(eq(slackConnections.userId, user.id));
    const token = slackDeps.cipher.decrypt(row?.botTokenEnc ?? "", `slack:bot:${user.id}`);

    const { archive } = await collectAccountData(db, user.id, clock.now());
    expect(archive.slack_connection).toMatchObject({ team_id: "T0SANDBOX1", channel_id: RECAPS, status: "connected" });
    expect(archive.slack_deliveries).toMatchObject([{ meeting_id: meeting.id, channel_id: RECAPS, status: "posted" }]);
    expect(JSON.stringify(archive)).not.toContain(token);
    expect(JSON.stringify(archive)).not.toContain(row?.botTokenEnc ?? "-");

    await deleteAccount({ ctx, input: { confirm: DELETE_ACCOUNT_CONFIRMATION } });
    expect(await db.select().from(slackConnections).where(eq(slackConnections.userId, user.id))).toEqual([]);
    expect(await deliveries(meeting.id)).toEqual([]);
    const check = await fetch(`${sandbox.url}/api/auth.test`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
    expect(await check.json()).toEqual({ ok: false, error: "token_revoked" });
  });
});

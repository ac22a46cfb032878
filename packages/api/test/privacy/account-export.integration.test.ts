import { syncSummaryActionItems } from "@understudy/services/action-items";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { strFromU8, unzipSync } from "fflate";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ajv2020 as Ajv2020Type } from "ajv/dist/2020";
import {
  accountExports,
  accounts,
  botPreferences,
  botSessions,
  gmailMessages,
  googleAuthRequests,
  googleConnections,
  meetings,
  meetingSummaries,
  notifications,
  payments,
  subscriptions,
  avatarClonedVoices,
  slackConnections,
  slackDeliveries,
  avatarDrafts,
  avatarMeetingSettings,
  avatarSettings,
  avatarTurns,
  avatarVoiceSamples,
  pushSubscriptions,
  meetingCatchUps,
  meetingPreflights,
  recapDeliveries,
  recapPreferences,
  recapShares,
  supportRequests,
  transcriptChunks,
  transcriptSegments,
  users,
} from "@understudy/db/schema";
import { createTestMeeting, createTestNotification } from "@understudy/db/test";
import {
  accountExportCleanupJob,
  accountExportJob,
  accountExportQueue,
  ARCHIVE_EXCLUDED_TABLES,
  ARCHIVE_SOURCES,
  archiveJsonSchema,
  type AccountArchive,
} from "@understudy/services/account";
import { DAY_MS, fixedClock } from "@understudy/services/clock";
import type { AppDeps } from "@understudy/services/deps";
import { silentLogger } from "@understudy/services/logger";
import { eventually, startBotRig, type BotRig } from "@understudy/services/testing/bots";
import { approveAuthorization, exchangeCode, saveRegisteredClient } from "@understudy/services/oauth";
import { connectTestDb, makeCaller, makeUserCtx, signedInUser, startRestServer } from "../support/helpers";
import { expectDetail, restClient, type RestCall } from "../support/rest-client";
import { userIdColumns } from "./user-columns";

// ajv ships CommonJS with a default export that ESM sees as a namespace; require it as its docs do.
const require = createRequire(import.meta.url);
const Ajv2020 = (require("ajv/dist/2020") as { default: typeof Ajv2020Type }).default;
const addFormats = (require("ajv-formats") as { default: (ajv: Ajv2020Type) => void }).default;

const { db, close } = connectTestDb();
const clock = fixedClock(new Date());
let bots: BotRig;
let deps: AppDeps;
let server: { url: string; close(): Promise<void> };
let rest: RestCall;

beforeAll(async () => {
  bots = await startBotRig(db);
  deps = { ...bots.appDeps, clock };
  server = await startRestServer(db, clock, deps);
  rest = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await bots.close();
  await close();
});

/** Works the `account.export` jobs the app queued, as the worker would. */
async function runExportJobs(): Promise<void> {
  const ran = new Set<string>();
  for (const { exportId } of bots.jobs.of(accountExportQueue)) {
    if (ran.has(exportId)) continue;
    ran.add(exportId);
    const job = { id: randomUUID(), name: accountExportQueue.name, data: { exportId }, retryCount: 0 } as unknown as Parameters<typeof accountExportJob.handle>[0][number];
    await accountExportJob.handle([job], { deps, log: silentLogger });
  }
}

const SUMMARY = {
  gist: "Ship on Friday",
  overview: "The team agreed to ship the export on Friday.",
  key_points: [{ point: "Export is nearly done", timestamp: 3 }],
  action_items: [{ task: "Write the docs", owner: "Ada", due: "Friday", timestamp: 5 }],
  decisions: [{ decision: "Ship Friday", context: "Tests pass", timestamp: 7 }],
};

/**
 * A user with a row in every table that holds a user id: a meeting a sandbox bot attended (session, events,
 * participants, transcript), search chunks, a summary, Google, Stripe, an API token, Gmail, support, and an
 * old meeting past the 90-day retention the user chose. Credentials are given recognisable values the archive must not hold.
 */
async function busyUser() {
  const { user, token } = await signedInUser(db);
  await db.update(users).set({ captureRetentionDays: 90, captureRetentionChosenAt: clock.now() }).where(eq(users.id, user.id));
  const caller = await makeCaller(db, token, clock, deps);
  const apiToken = await caller.apiTokens.create({ name: "my laptop" });
  // A connected app (an OAuth grant) with a live code, access and refresh token.
  const clientId = randomUUID();
  await saveRegisteredClient(db, clock, clientId, { client_name: "Desk Assistant", redirect_uris: ["http://127.0.0.1:9/cb"] });
  const grantRequest = { clientId, clientName: "Desk Assistant", redirectUri: "http://127.0.0.1:9/cb", codeChallenge: "c".repeat(43), scopes: ["meetings:read" as const], resource: "http://app.test/api/mcp" };
  await approveAuthorization(makeUserCtx(db, user.id, { clock }), grantRequest, "http://app.test");
  const code = new URL((await approveAuthorization(makeUserCtx(db, user.id, { clock }), grantRequest, "http://app.test")).redirect_to).searchParams.get("code") ?? "";
  const oauth = await exchangeCode({ db, clock }, { clientId, code });
  const secret = (what: string) => `${what}-${randomUUID()}`;
  const credentials = {
    oauthAccess: secret("oauth-access-token"),
    oauthRefresh: secret("oauth-refresh-token"),
    oauthId: secret("eyJ.id-token"),
    refreshEnc: secret("v1:refresh-enc"),
    accessEnc: secret("v1:access-enc"),
    syncToken: secret("calendar-sync-token"),
    stateHash: secret("state-hash"),
    verifierEnc: secret("v1:verifier-enc"),
    slackBotEnc: secret("v1:slack-bot-enc"),
  };
  await db.insert(accounts).values({
    userId: user.id,
    type: "oidc",
    provider: "google",
    providerAccountId: `sub-${user.id}`,
    access_token: credentials.oauthAccess,
    refresh_token: credentials.oauthRefresh,
    id_token: credentials.oauthId,
    scope: "openid email",
  });
  await db.insert(googleConnections).values({
    userId: user.id,
    googleEmail: user.email,
    scopes: "calendar.readonly gmail.readonly",
    refreshTokenEnc: credentials.refreshEnc,
    accessTokenEnc: credentials.accessEnc,
    calendarSyncToken: credentials.syncToken,
  });
  await db.insert(googleAuthRequests).values({ userId: user.id, stateHash: credentials.stateHash, codeVerifierEnc: credentials.verifierEnc, expiresAt: new Date(clock.now().getTime() + 600_000) });
  await db.insert(subscriptions).values({ userId: user.id, stripeCustomerId: `cus_${user.id}`, stripeSubscriptionId: `sub_${user.id}`, status: "active" });
  await db.insert(payments).values({ userId: user.id, planId: "pro", amountCents: 1500, paymentStatus: "paid", stripeInvoiceId: `in_${user.id}` });
  await db.insert(botPreferences).values({ userId: user.id, coverRule: "organised_by_me" });

  const meeting = await createTestMeeting(db, user.id, {
    title: "Export planning",
    scheduledAt: new Date(clock.now().getTime() - 2 * DAY_MS),
    meetingUrl: "https://meet.google.com/abc-defg-hij",
  });
  const { session_id } = await caller.bots.deploy({ meeting_url: "https://meet.google.com/abc-defg-hij", meeting_id: meeting.id });
  await eventually(async () => (await db.select().from(botSessions).where(eq(botSessions.id, session_id)))[0], (s) => s?.providerStatus === "done");
  const segments = await eventually(
    () => db.select().from(transcriptSegments).where(eq(transcriptSegments.meetingId, meeting.id)),
    (rows) => rows.length > 0,
  );
  await db.insert(transcriptChunks).values({
    meetingId: meeting.id,
    userId: user.id,
    seq: 0,
    firstSegmentSeq: 0,
    lastSegmentSeq: 0,
    startSeconds: 0,
    endSeconds: 5,
    text: `${segments[0]?.speaker ?? "Someone"}: ${segments[0]?.content ?? ""}`,
    model: "test-embedding",
    dimensions: 2,
    transcriptHash: "hash",
    embedding: [0.25, 0.5],
  });
  const [summaryRow] = await db
    .insert(meetingSummaries)
    .values({
      meetingId: meeting.id,
      userId: user.id,
      version: 1,
      status: "ready",
      model: "test-model",
      promptVersion: "v1",
      transcriptHash: "hash",
      content: SUMMARY,
      completedAt: clock.now(),
    })
    .returning();
  await syncSummaryActionItems(db, { summaryId: summaryRow?.id ?? "", meetingId: meeting.id, userId: user.id, content: SUMMARY, now: clock.now() });

  // Past the chosen 90-day retention: the meeting is exported, its captured content is not.
  const old = await createTestMeeting(db, user.id, { title: "Ancient history", scheduledAt: new Date(clock.now().getTime() - 200 * DAY_MS), summary: "Old notes" });
  await db.insert(transcriptSegments).values({ meetingId: old.id, userId: user.id, seq: 0, speaker: "Ada", content: "expired words nobody should see", startSeconds: 0, endSeconds: 2 });

  await createTestNotification(db, user.id, "Invite detected");
  await db.insert(gmailMessages).values({
    userId: user.id,
    messageId: `msg-${user.id}`,
    subject: "Invitation: Export planning",
    sender: "ada@example.com",
    snippet: "Join with Google Meet",
    meetingUrls: [{ platform: "google_meet", url: "https://meet.google.com/abc-defg-hij" }],
    isInvite: true,
    meetingId: meeting.id,
  });
  await db.insert(supportRequests).values({ userId: user.id, subject: "Help", message: "Where is my export?" });
  await db.insert(meetingCatchUps).values({
    userId: user.id,
    meetingId: meeting.id,
    summary: { overview: "Ben asked about the export.", decisions: [], action_items: [], questions_for_user: [{ text: "Can you send the export?", asked_by: "Ben", timestamp: 12 }] },
    foldedThroughSeconds: 60,
    readyAt: clock.now(),
    deliveries: { page: "sent", notification: "sent" },
  })
    // The sandbox bot's run may have kept a running summary of the meeting already.
    .onConflictDoNothing();
  await db.insert(avatarSettings).values({ userId: user.id, answerTopics: ["the export"], deferTopics: ["pricing"], signOff: "Ada will follow up." });
  const sampleAudio = Buffer.concat([Buffer.from("OggS", "latin1"), Buffer.alloc(5000, 7)]);
  await db.insert(avatarVoiceSamples).values({ userId: user.id, label: "Reading my intro", contentType: "audio/ogg", byteSize: sampleAudio.length, audio: new Uint8Array(sampleAudio) });
  await db.insert(avatarClonedVoices).values({ userId: user.id, provider: "elevenlabs", providerVoiceId: "sandboxVoice00000001", sampleCount: 1 });
  await db.insert(avatarMeetingSettings).values({ meetingId: meeting.id, userId: user.id, enabled: true, talkingPoints: "Export is done except PDFs." });
  const [turn] = await db.insert(avatarTurns).values({
    userId: user.id,
    meetingId: meeting.id,
    utteranceSeq: 3,
    askedBy: "Ben",
    heard: "Ada, is the export done?",
    heardAt: clock.now(),
    decision: "answer",
    said: "This is Ada's AI stand-in, not Ada. The export is done except PDFs.",
    reason: "talking points",
    sources: [{ kind: "talking_points", meeting_id: meeting.id, meeting_title: "Export planning", quote: "Export is done except PDFs.", href: null }],
  }).returning();
  // Ask-me-first: the draft the owner approved, and the phone that was told about it.
  await db.insert(avatarDrafts).values({
    userId: user.id,
    meetingId: meeting.id,
    turnId: turn?.id ?? "",
    botId: "bot-export",
    askedBy: "Ben",
    heard: "Ada, is the export done?",
    proposed: "This is Ada's AI stand-in, not Ada. The export is done except PDFs.",
    finalText: "This is Ada's AI stand-in, not Ada. The export is done except PDFs.",
    state: "approved",
    deadline: clock.now(),
    decidedAt: clock.now(),
  });
  // Recap emails: turned to every captured meeting, one sent to Ada, one share with Ben.
  await db.insert(recapPreferences).values({ userId: user.id, email: "captured" });
  const [share] = await db
    .insert(recapShares)
    .values({ userId: user.id, meetingId: meeting.id, summaryId: summaryRow?.id ?? null, summaryVersion: 1, recipients: [{ email: "ben@example.com", name: "Ben" }], confirmedExternal: ["ben@example.com"] })
    .returning();
  await db.insert(recapDeliveries).values([
    { userId: user.id, meetingId: meeting.id, channel: "email", recipient: user.email, summaryId: summaryRow?.id ?? null, status: "sent", messageId: `<recap-${randomUUID()}@understudy.test>`, attempts: 1, sentAt: clock.now() },
    { userId: user.id, meetingId: meeting.id, shareId: share?.id ?? null, channel: "email", recipient: "ben@example.com", status: "bounced", error: "550 Mailbox unavailable", messageId: `<recap-${randomUUID()}@understudy.test>`, attempts: 1 },
  ]);
  await db.insert(slackConnections).values({ userId: user.id, teamId: "T0SANDBOX1", teamName: "Sandbox Workspace", scopes: "chat:write,channels:read", botTokenEnc: credentials.slackBotEnc, channelId: "C0RECAPS001", channelName: "meeting-recaps" });
  await db.insert(slackDeliveries).values({ userId: user.id, meetingId: meeting.id, teamId: "T0SANDBOX1", channelId: "C0RECAPS001", status: "posted", attempts: 1, messageTs: "1767600000.000001", postedAt: clock.now() });
  await db.insert(pushSubscriptions).values({ userId: user.id, endpoint: "https://fcm.googleapis.com/fcm/send/export-phone", p256dh: `B${"A".repeat(86)}`, auth: "AAAAAAAAAAAAAAAAAAAAAA" });
  await db.insert(meetingPreflights).values({
    meetingId: meeting.id,
    userId: user.id,
    result: "ok",
    checks: [{ check: "link", result: "ok", reason: "A Google Meet link", fix: null }],
    stage: "day",
    startsAt: meeting.scheduledAt,
    meetingUrl: meeting.meetingUrl,
    checkedAt: clock.now(),
  });
  return { user, token, apiToken: apiToken.token, oauth: [code, oauth.access_token, oauth.refresh_token], meeting, old, credentials };
}

interface Archive {
  files: Record<string, Uint8Array>;
  data: AccountArchive;
  text: string;
}

/** Asks for an export over REST, works its job, and downloads the archive. */
async function exportFor(token: string): Promise<Archive & { id: string }> {
  const created = await rest("POST", "/account/export", { token });
  expect(created.status).toBe(202);
  const { id } = created.body as { id: string };
  await runExportJobs();
  const status = await rest("GET", `/account/export/${id}`, { token });
  expect(status.body).toMatchObject({ id, status: "ready", download_url: `${deps.config.appUrl}/api/account/export/${id}/download` });
  const download = await fetch(`${server.url}/account/export/${id}/download`, { headers: { authorization: `Bearer ${token}` } });
  expect(download.status).toBe(200);
  expect(download.headers.get("content-type")).toBe("application/zip");
  expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="understudy-export-\d{4}-\d\d-\d\d\.zip"/);
  const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
  const data = JSON.parse(strFromU8(files["data.json"] ?? new Uint8Array())) as AccountArchive;
  return { id, files, data, text: Object.values(files).map((f) => strFromU8(f)).join("\n") };
}

describe("POST /api/account/export and GET /api/account/export/{id}", () => {
  let busy: Awaited<ReturnType<typeof busyUser>>;
  let archive: Archive & { id: string };

  beforeAll(async () => {
    busy = await busyUser();
    archive = await exportFor(busy.token);
  });

  it("answers 202 queued, then ready with a link; the user is notified", async () => {
    const [row] = await db.select().from(accountExports).where(eq(accountExports.id, archive.id));
    expect(row).toMatchObject({ status: "ready", userId: busy.user.id });
    expect(row?.expiresAt?.getTime()).toBe((row?.completedAt?.getTime() ?? 0) + DAY_MS);
    const [note] = await db.select().from(notifications).where(eq(notifications.kind, "account_export_ready"));
    expect(note).toBeDefined();
    const mine = await db.select().from(notifications).where(eq(notifications.userId, busy.user.id));
    expect(mine.map((n) => n.title)).toContain("Your data export is ready");
  });

  it("holds data.json valid against its JSON Schema, the same schema as the repository's", () => {
    const shipped = JSON.parse(strFromU8(archive.files["schema.json"] ?? new Uint8Array())) as Record<string, unknown>;
    const committed = JSON.parse(readFileSync(new URL("../../../services/src/account/export/account-export.schema.json", import.meta.url), "utf8")) as unknown;
    expect(shipped).toEqual(committed);
    expect(shipped).toEqual(archiveJsonSchema());
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(shipped);
    expect(validate(archive.data), JSON.stringify(validate.errors)).toBe(true);
    // The schema is strict: a field it does not document fails.
    expect(validate({ ...archive.data, extra: 1 })).toBe(false);
    expect(validate({ ...archive.data, profile: { ...archive.data.profile, password: "x" } })).toBe(false);
  });

  it("holds a row of every table that holds the user's id, found in the catalog, or excludes the table with a reason", async () => {
    const tables = [...new Set((await userIdColumns(db)).map((c) => c.table))];
    const sources = new Set(Object.values(ARCHIVE_SOURCES));
    const unaccounted = tables.filter((t) => !sources.has(t) && !(t in ARCHIVE_EXCLUDED_TABLES));
    expect(unaccounted, "tables holding a user id that are neither exported nor excluded with a reason").toEqual([]);
    for (const [section, table] of Object.entries(ARCHIVE_SOURCES)) {
      const value = archive.data[section as keyof AccountArchive];
      const rows = Array.isArray(value) ? value.length : value === null ? 0 : 1;
      expect(rows, `${section} (from ${table})`).toBeGreaterThan(0);
    }
    for (const reason of Object.values(ARCHIVE_EXCLUDED_TABLES)) expect(reason.length).toBeGreaterThan(20);
    // Every row the user has in the exported tables (retention aside) is there, not just one.
    const count = async (table: string) =>
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${busy.user.id}`))[0]?.n ?? 0;
    expect(archive.data.meetings).toHaveLength(await count("meetings"));
    expect(archive.data.notifications).toHaveLength((await count("notifications")) - 1); // all but the "ready" one, written after
    expect(archive.data.bot_sessions).toHaveLength(await count("bot_sessions"));
    expect(archive.data.api_tokens).toEqual([expect.objectContaining({ name: "my laptop" })]);
    expect(archive.data.connected_apps).toEqual([expect.objectContaining({ client_name: "Desk Assistant", scopes: ["meetings:read"], revoked_at: null })]);
    expect(archive.data.bot_sessions[0]?.consent.map((c) => c.kind)).toContain("joined");
  });

  it("leaves out captured content past the user's retention, keeping the meeting itself", () => {
    const old = archive.data.meetings.find((m) => m.id === busy.old.id);
    expect(old).toMatchObject({ title: "Ancient history", capture_expired: true, notes: null, transcript_file: null });
    expect(archive.data.transcript_segments.filter((s) => s.meeting_id === busy.old.id)).toEqual([]);
    expect(archive.text).not.toContain("expired words nobody should see");
    expect(archive.data.privacy_settings).toMatchObject({ retention_days: 90 });
  });

  it("has a readable Markdown transcript of each meeting with captured content, rendered by the meeting export formatter", () => {
    const meeting = archive.data.meetings.find((m) => m.id === busy.meeting.id);
    expect(meeting?.transcript_file).toMatch(/^transcripts\/Export planning \d{4}-\d\d-\d\d\.md$/);
    const markdown = strFromU8(archive.files[meeting?.transcript_file ?? ""] ?? new Uint8Array());
    expect(markdown).toContain("# Export planning");
    expect(markdown).toContain(SUMMARY.overview);
    const [first] = archive.data.transcript_segments.filter((s) => s.meeting_id === busy.meeting.id);
    expect(markdown).toContain(first?.content ?? "missing");
    expect(Object.keys(archive.files).filter((f) => f.startsWith("transcripts/"))).toHaveLength(1);
    // The avatar's voice samples: metadata in data.json, each recording as the file it names.
    const [sample] = archive.data.avatar_voice_samples;
    expect(sample).toMatchObject({ label: "Reading my intro", content_type: "audio/ogg", file: `voice-samples/${sample?.id ?? ""}.ogg` });
    expect(strFromU8((archive.files[sample?.file ?? ""] ?? new Uint8Array()).subarray(0, 4))).toBe("OggS");
    expect(archive.files[sample?.file ?? ""]?.length).toBe(sample?.byte_size);
    expect(strFromU8(archive.files["README.md"] ?? new Uint8Array())).toContain("schema.json");
  });

  it("holds no credential: no session token, API token or its hash, Google or OAuth token, or anything else stored in a credential column", async () => {
    const stored = [
      ...(await db.execute<{ v: string }>(sql`select session_token as v from sessions where user_id = ${busy.user.id}`)),
      ...(await db.execute<{ v: string }>(sql`select token_hash as v from api_tokens where user_id = ${busy.user.id}`)),
      ...(await db.execute<{ v: string }>(sql`select token_hash as v from oauth_tokens where user_id = ${busy.user.id}`)),
      ...(await db.execute<{ v: string }>(sql`select unnest(array[refresh_token_enc, access_token_enc, calendar_sync_token]) as v from google_connections where user_id = ${busy.user.id}`)),
      ...(await db.execute<{ v: string }>(sql`select unnest(array[state_hash, code_verifier_enc]) as v from google_auth_requests where user_id = ${busy.user.id}`)),
      ...(await db.execute<{ v: string }>(sql`select unnest(array[access_token, refresh_token, id_token]) as v from accounts where user_id = ${busy.user.id}`)),
      ...(await db.execute<{ v: string }>(sql`select bot_token_enc as v from slack_connections where user_id = ${busy.user.id}`)),
    ].map((r) => r.v);
    const secrets = [busy.token, busy.apiToken, ...busy.oauth, ...Object.values(busy.credentials), ...stored].filter(Boolean);
    expect(secrets.length).toBeGreaterThanOrEqual(15);
    for (const value of secrets) expect(archive.text.includes(value), `a credential (${value.slice(0, 12)}…) is in the archive`).toBe(false);
  });

  it("is the owner's only: another user's id is 404 for the status and the download, as is a malformed id", async () => {
    const other = await signedInUser(db);
    expectDetail(await rest("GET", `/account/export/${archive.id}`, { token: other.token }), 404, "Export not found");
    expectDetail(await rest("GET", `/account/export/${archive.id}/download`, { token: other.token }), 404, "Export not found");
    expectDetail(await rest("GET", "/account/export/not-a-uuid", { token: busy.token }), 404, "Export not found");
    expectDetail(await rest("GET", `/account/export/${archive.id}/download`), 401, "Not authenticated");
    expectDetail(await rest("POST", "/account/export"), 401, "Not authenticated");
  });
});

describe("one export at a time, and a few a day", () => {
  it("asking again while one is being built returns that one; the download is 409 until it is ready", async () => {
    const { token } = await signedInUser(db);
    const first = await rest("POST", "/account/export", { token });
    const second = await rest("POST", "/account/export", { token });
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.body).toMatchObject({ id: (first.body as { id: string }).id, status: "queued", download_url: null });
    expectDetail(await rest("GET", `/account/export/${(first.body as { id: string }).id}/download`, { token }), 409, /still being built/);
  });

  it("refuses a sixth export in 24 hours with 429", async () => {
    const { token } = await signedInUser(db);
    for (let i = 0; i < 5; i++) {
      expect((await rest("POST", "/account/export", { token })).status).toBe(202);
      await runExportJobs();
    }
    const refused = await rest("POST", "/account/export", { token });
    expectDetail(refused, 429, "At most 5 exports a day; try again later");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("the link works for 24 hours", () => {
  afterAll(() => clock.set(new Date()));

  it("after 24 hours the status is expired, the link answers 410, and the cleanup deletes the archive (the row after 30 days)", async () => {
    const { token } = await signedInUser(db);
    const { id } = await exportFor(token);
    clock.advance(23 * 3_600_000);
    expect((await fetch(`${server.url}/account/export/${id}/download`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    clock.advance(3_600_000 + 60_000);
    expect((await rest("GET", `/account/export/${id}`, { token })).body).toMatchObject({ status: "expired", download_url: null, detail: "This export has expired; start a new one" });
    expectDetail(await rest("GET", `/account/export/${id}/download`, { token }), 410, /^This export expired at .*; start a new one$/);

    expect(await deps.archives.get(id)).not.toBeNull();
    await accountExportCleanupJob.handle([], { deps, log: silentLogger });
    expect(await deps.archives.get(id)).toBeNull();
    expect((await db.select().from(accountExports).where(eq(accountExports.id, id)))[0]?.status).toBe("expired");
    expectDetail(await rest("GET", `/account/export/${id}/download`, { token }), 410);

    // Past the session's own 30 days, so the row is checked in the database.
    clock.advance(31 * DAY_MS);
    await accountExportCleanupJob.handle([], { deps, log: silentLogger });
    expect(await db.select().from(accountExports).where(eq(accountExports.id, id))).toEqual([]);
  });
});

describe("every plan", () => {
  it("a free user whose trial ended can export everything", async () => {
    const { token, user } = await signedInUser(db, { subscriptionPlan: "free", trialEndsAt: new Date(clock.now().getTime() - 30 * DAY_MS) });
    await createTestMeeting(db, user.id, { title: "Free meeting" });
    await db.update(meetings).set({ summary: "free notes" }).where(eq(meetings.userId, user.id));
    const { data } = await exportFor(token);
    expect(data.profile).toMatchObject({ id: user.id, plan: "free" });
    expect(data.meetings.map((m) => m.title)).toEqual(["Free meeting"]);
  });
});

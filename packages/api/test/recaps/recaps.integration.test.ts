import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { botParticipants, botSessions, recapDeliveries, recapPreferences } from "@understudy/db/schema";
import { createTestMeeting } from "@understudy/db/test";
import { createOpenAIModel, type LanguageModel } from "@understudy/integrations/ai";
import { createSmtpTransport } from "@understudy/integrations/mail";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { answerRecapUnsubscribe } from "@understudy/api/rest";
import { collectAccountData } from "@understudy/services/account";
import { systemClock } from "@understudy/services/clock";
import type { AppDeps } from "@understudy/services/deps";
import { recapEmailJob, recapShareJob } from "@understudy/services/job-list";
import { silentLogger } from "@understudy/services/logger";
import { deliverOwnerRecap, recapEmailQueue, recapShareQueue, unsubscribeToken } from "@understudy/services/recaps";
import { generateSummary, requestSummary } from "@understudy/services/summaries";
import { recordingJobQueue, testDeps, type RecordingJobQueue } from "@understudy/services/testing/deps";
import { insertTranscript } from "@understudy/services/testing/transcripts";
import { connectTestDb, makeCaller, signedInUser, startRestServer } from "../support/helpers";
import { expectDetail, restClient, type RestCall } from "../support/rest-client";

/**
 * The recap email end to end on PGlite: a summary stored by summary.generate (the sandbox's model) queues
 * `recap.email`; the job sends through the real SMTP transport to the sandbox's mail sink, and the tests read the
 * message the sink received (`/__sandbox/mail/messages`).
 */
const { db, close } = connectTestDb();
let sandbox: RunningSandbox;
let model: LanguageModel;
let jobs: RecordingJobQueue;
let deps: AppDeps;
let server: { url: string; close(): Promise<void> };
let call: RestCall;

interface Received {
  to: { name: string | null; address: string }[];
  reply_to: { name: string | null; address: string }[];
  subject: string;
  message_id: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}
const inbox = async (to: string) => ((await (await fetch(`${sandbox.url}/__sandbox/mail/messages?to=${encodeURIComponent(to)}`)).json()) as { data: Received[] }).data;
const arm = (fault: "reject" | "tempfail") =>
  fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ mail: { [fault]: true } }) });
const system = () => ({ db, clock: systemClock, log: silentLogger, actor: { type: "system" as const }, deps });

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  model = createOpenAIModel({ apiKey: "sk-sandbox-test", baseURL: `${sandbox.url}/v1`, model: "gpt-4o-mini", embeddingModel: "text-embedding-3-small", timeoutMs: 10_000, maxRetries: 0 });
  jobs = recordingJobQueue();
  deps = testDeps(db, {
    jobs,
    model,
    mailer: { transport: createSmtpTransport({ url: sandbox.smtpUrl }), from: { name: "Understudy", address: "recaps@understudy.test" }, supportAddress: "support@understudy.test" },
  });
  server = await startRestServer(db, undefined, deps);
  call = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await sandbox.close();
  await close();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/faults`, { method: "DELETE" });
});

/**
 * Ada's meeting with Acme, covered by her stand-in (a scheduled bot): Grace (acme.test, an invitee) and Ben (another
 * domain, his address from the platform) joined; Alan was invited and never came.
 */
async function coveredMeeting(options: { covered?: boolean; domain?: string } = {}) {
  const domain = options.domain ?? `acme-${randomUUID().slice(0, 8)}.test`;
  const signed = await signedInUser(db, { name: "Ada Lovelace", email: `ada@${domain}` });
  const meeting = await createTestMeeting(db, signed.user.id, {
    title: "Acme renewal",
    scheduledAt: new Date("2026-11-24T15:00:00Z"),
    durationMinutes: 30,
    status: "completed",
    attendees: [
      { email: signed.user.email, name: "Ada Lovelace", self: true, organizer: true, responseStatus: "accepted" },
      { email: `grace@${domain}`, name: "Grace Hopper", self: false, organizer: false, responseStatus: "accepted" },
      { email: `alan@${domain}`, name: "Alan Kay", self: false, organizer: false, responseStatus: "accepted" },
    ],
  });
  const [session] = await db
    .insert(botSessions)
    .values({ userId: signed.user.id, meetingId: meeting.id, provider: "recall", botName: "Ada's stand-in", meetingUrl: "https://meet.google.com/abc-defg-hij", platform: "google_meet", status: "disconnected", origin: options.covered === false ? "manual" : "scheduled" })
    .returning();
  const joined = new Date("2026-11-24T15:01:00Z");
  await db.insert(botParticipants).values([
    { sessionId: session?.id ?? "", providerParticipantId: "1", name: "Grace Hopper", email: null, joinedAt: joined },
    { sessionId: session?.id ?? "", providerParticipantId: "2", name: "Ben Okafor", email: "ben@okafor-consulting.test", joinedAt: new Date(joined.getTime() + 5000) },
    { sessionId: session?.id ?? "", providerParticipantId: "3", name: "Invited Only", email: null, joinedAt: null },
  ]);
  await insertTranscript(db, meeting.id, signed.user.id, [
    { speaker: "Grace Hopper", text: "We agreed the renewal discount is ten percent for two years.", at: 12 },
    { speaker: "Ben Okafor", text: "I will send the revised quote to Acme by Friday.", at: 95 },
    { speaker: "Grace Hopper", text: "Decision: we keep the current support tier and review it in March.", at: 140 },
  ]);
  return { ...signed, meeting, domain };
}

/** What summary.generate does after the bot's meeting: a pending version, then the job body. */
async function summarise(userId: string, meetingId: string, force = false) {
  const { summary } = await requestSummary(system(), { userId, meetingId, model: model.model, force });
  expect(await generateSummary({ ctx: system(), model, summaryId: summary.id })).toBe("ready");
}

const recapJobsFor = (meetingId: string) => jobs.of(recapEmailQueue).filter((j) => j.meetingId === meetingId);
const runRecapJob = (meetingId: string, userId: string) =>
  recapEmailJob.handle([{ id: randomUUID(), name: recapEmailQueue.name, data: { meetingId, userId }, expireInSeconds: 60, heartbeatSeconds: null, retryCount: 0, signal: new AbortController().signal }], { deps, log: silentLogger });

describe("the owner's recap email", () => {
  it("is queued with the first summary and sent once, even when the job runs twice and the summary is regenerated", async () => {
    const { user, meeting } = await coveredMeeting();
    await summarise(user.id, meeting.id);
    expect(recapJobsFor(meeting.id)).toEqual([expect.objectContaining({ meetingId: meeting.id, userId: user.id, options: expect.objectContaining({ singletonKey: meeting.id }) })]);

    await runRecapJob(meeting.id, user.id);
    await runRecapJob(meeting.id, user.id);
    await summarise(user.id, meeting.id, true);
    // A regeneration queues nothing; a recap job that arrives anyway finds it sent.
    expect(recapJobsFor(meeting.id)).toHaveLength(1);
    expect(await deliverOwnerRecap(system(), { meetingId: meeting.id, userId: user.id })).toBe("already_sent");

    const messages = await inbox(user.email);
    expect(messages).toHaveLength(1);
    const [mail] = messages;
    expect(mail?.subject).toBe("Recap: Acme renewal");
    expect(mail?.to).toEqual([{ name: "Ada Lovelace", address: user.email }]);
    // RFC 8058 one-click: an https-or-http POST URI and the header that says one click is enough.
    expect(mail?.headers["list-unsubscribe"]).toMatch(/^<http:\/\/app\.test\/api\/recaps\/unsubscribe\?token=[A-Za-z0-9_.%-]+>$/);
    expect(mail?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // Both parts: the moments as ?t= links, attendance from the bot (never Alan, who was only invited), the action items page.
    expect(mail?.html).toContain(`http://app.test/meetings/${meeting.id}?t=95`);
    expect(mail?.html).toContain("http://app.test/action-items");
    expect(mail?.html).toContain("Grace Hopper, Ben Okafor");
    expect(mail?.html).not.toContain("Alan Kay");
    expect(mail?.html).toMatch(/Stop recap emails/);
    expect(mail?.text).toContain("WHO ATTENDED\nGrace Hopper, Ben Okafor");
    expect(mail?.text).toContain(`http://app.test/meetings/${meeting.id}?t=95`);
    expect(mail?.text).toMatch(/Stop recap emails: http:\/\/app\.test\/recaps\/unsubscribe\?token=/);

    const [delivery] = await db.select().from(recapDeliveries).where(eq(recapDeliveries.meetingId, meeting.id));
    expect(delivery).toMatchObject({ status: "sent", attempts: 1, messageId: mail?.message_id, channel: "email", recipient: user.email.toLowerCase() });
  });

  it("goes only to covered meetings by default; 'captured' adds the rest and 'off' none", async () => {
    const { user, meeting, token } = await coveredMeeting({ covered: false });
    await summarise(user.id, meeting.id);
    expect(await deliverOwnerRecap(system(), { meetingId: meeting.id, userId: user.id })).toBe("not_covered");
    const caller = await makeCaller(db, token, undefined, deps);
    expect(await caller.recaps.settings()).toEqual({ email: "covered", unsubscribed_at: null });
    await caller.recaps.updateSettings({ email: "captured" });
    expect(await deliverOwnerRecap(system(), { meetingId: meeting.id, userId: user.id })).toBe("sent");
    expect(await inbox(user.email)).toHaveLength(1);
  });

  it("records a refused address (5xx) as bounced and shows it, and never retries it; a 4xx is retried by the job", async () => {
    const bounced = await coveredMeeting();
    await summarise(bounced.user.id, bounced.meeting.id);
    await arm("reject");
    // The job ends without throwing: pg-boss does not retry a bounce.
    await runRecapJob(bounced.meeting.id, bounced.user.id);
    await runRecapJob(bounced.meeting.id, bounced.user.id);
    expect(await inbox(bounced.user.email)).toEqual([]);
    const shown = await (await makeCaller(db, bounced.token, undefined, deps)).recaps.shares({ meeting_id: bounced.meeting.id });
    expect(shown.email).toMatchObject({ status: "bounced", attempts: 1, error: expect.stringContaining("550"), sent_at: null });

    const retried = await coveredMeeting();
    await summarise(retried.user.id, retried.meeting.id);
    await arm("tempfail");
    await expect(runRecapJob(retried.meeting.id, retried.user.id)).rejects.toThrow(/retrying/);
    expect((await db.select().from(recapDeliveries).where(eq(recapDeliveries.meetingId, retried.meeting.id)))[0]).toMatchObject({ status: "failed", error: expect.stringContaining("451") });
    await runRecapJob(retried.meeting.id, retried.user.id);
    expect(await inbox(retried.user.email)).toHaveLength(1);
    expect((await db.select().from(recapDeliveries).where(eq(recapDeliveries.meetingId, retried.meeting.id)))[0]).toMatchObject({ status: "sent", attempts: 2, error: null });
  });
});

describe("unsubscribe", () => {
  it("works with one click and no sign-in, from the List-Unsubscribe URI; a tampered token is a 400 {detail}", async () => {
    const { user, meeting, token } = await coveredMeeting();
    await summarise(user.id, meeting.id);
    await runRecapJob(meeting.id, user.id);
    const [mail] = await inbox(user.email);
    const uri = /^<(.+)>$/.exec(mail?.headers["list-unsubscribe"] ?? "")?.[1] ?? "";

    // What a mail client does (RFC 8058 §3.2): POST the form, no cookie, no Authorization.
    const post = (url: string) =>
      answerRecapUnsubscribe(new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }), deps, silentLogger);
    const tampered = uri.replace(/token=([^.]+)\.(.)/, (_m, payload: string, c: string) => `token=${payload}.${c === "A" ? "B" : "A"}`);
    expect(tampered).not.toBe(uri);
    const refused = await post(tampered);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ detail: "This unsubscribe link is not valid" });
    // Signed by another secret: as good as forged.
    const forged = await post(`http://app.test/api/recaps/unsubscribe?token=${unsubscribeToken("another-secret-0123456789abcdef0123456789", user.id)}`);
    expect(forged.status).toBe(400);
    expect((await answerRecapUnsubscribe(new Request("http://app.test/api/recaps/unsubscribe", { method: "POST" }), deps, silentLogger)).status).toBe(400);
    // A link checker's GET changes nothing.
    expect((await answerRecapUnsubscribe(new Request(uri), deps, silentLogger)).status).toBe(405);
    expect(await db.select().from(recapPreferences).where(eq(recapPreferences.userId, user.id))).toEqual([]);

    const done = await post(uri);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: "Recap emails are off. You can turn them back on in Settings." });
    expect((await post(uri)).status).toBe(200);
    const settings = await (await makeCaller(db, token, undefined, deps)).recaps.settings();
    expect(settings).toEqual({ email: "off", unsubscribed_at: expect.any(String) });

    const next = await createTestMeeting(db, user.id, { title: "Another covered meeting", status: "completed" });
    await db.insert(botSessions).values({ userId: user.id, meetingId: next.id, provider: "recall", botName: "b", meetingUrl: "https://meet.google.com/abc-defg-hij", platform: "google_meet", status: "disconnected", origin: "scheduled" });
    expect(await deliverOwnerRecap(system(), { meetingId: next.id, userId: user.id })).toBe("off");
    expect(await inbox(user.email)).toHaveLength(1);
  });
});

describe("sharing with attendees", () => {
  it("previews exactly the email and offers only the people the bot saw, with an address", async () => {
    const { user, meeting, token, domain } = await coveredMeeting();
    await summarise(user.id, meeting.id);
    const preview = await (await makeCaller(db, token, undefined, deps)).recaps.preview({ meeting_id: meeting.id });
    expect(preview.attendees).toEqual([
      { name: "Grace Hopper", email: `grace@${domain}`, is_owner: false, outside_domain: false, can_share: true },
      { name: "Ben Okafor", email: "ben@okafor-consulting.test", is_owner: false, outside_domain: true, can_share: true },
    ]);
    expect(preview.subject).toBe("Recap: Acme renewal");
    expect(preview.html).toContain("Ada Lovelace shared the recap of a meeting you attended.");
    // A recipient cannot open the owner's meeting page: their copy names moments, it does not link them.
    expect(preview.html).not.toContain(`/meetings/${meeting.id}`);
    expect(preview.text).toContain("[at 1:35]");
  });

  it("refuses an address that was not present (400), and one outside the domain without confirmation (400); sends once confirmed, and records it", async () => {
    const { user, meeting, token, domain } = await coveredMeeting();
    await summarise(user.id, meeting.id);
    const path = `/meetings/${meeting.id}/recap/share`;
    // Alan was invited but never joined.
    expectDetail(await call("POST", path, { token, json: { recipients: [`alan@${domain}`] } }), 400, /only with people who were in the meeting: alan@/);
    expectDetail(await call("POST", path, { token, json: { recipients: ["someone@elsewhere.test"] } }), 400, /not seen there/);
    expectDetail(await call("POST", path, { token, json: { recipients: [`grace@${domain}`, "ben@okafor-consulting.test"] } }), 400, /^Confirm sending outside your organisation to: ben@okafor-consulting\.test$/);
    expect(jobs.of(recapShareQueue)).toEqual([]);

    const sent = await call("POST", path, { token, json: { recipients: [`Grace@${domain}`, "ben@okafor-consulting.test"], confirm_external: ["ben@okafor-consulting.test"] } });
    expect(sent.status).toBe(201);
    const share = sent.body as { id: string; summary_version: number; recipients: { email: string; status: string }[] };
    expect(share).toMatchObject({ summary_version: 1, recipients: [{ email: `grace@${domain}`, status: "sending" }, { email: "ben@okafor-consulting.test", status: "sending" }] });
    const [job] = jobs.of(recapShareQueue).filter((j) => j.shareId === share.id);
    expect(job).toBeDefined();
    const runShare = () =>
      recapShareJob.handle([{ id: randomUUID(), name: recapShareQueue.name, data: { shareId: share.id }, expireInSeconds: 60, heartbeatSeconds: null, retryCount: 0, signal: new AbortController().signal }], { deps, log: silentLogger });
    await runShare();
    await runShare();

    const [toBen, ...more] = await inbox("ben@okafor-consulting.test");
    expect(more).toEqual([]);
    expect(toBen).toMatchObject({ subject: "Recap: Acme renewal", reply_to: [{ name: "Ada Lovelace", address: user.email }] });
    expect(toBen?.headers["list-unsubscribe"]).toBeUndefined();
    expect(await inbox(`grace@${domain}`)).toHaveLength(1);
    expect(await inbox(`alan@${domain}`)).toEqual([]);

    const listed = await call("GET", `/meetings/${meeting.id}/recap/shares`, { token });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({
      email: null,
      shares: [{ id: share.id, summary_version: 1, recipients: [{ email: `grace@${domain}`, name: "Grace Hopper", status: "sent" }, { email: "ben@okafor-consulting.test", name: "Ben Okafor", status: "sent" }] }],
    });
  });

  it("answers 404 for another user's meeting on every recap row", async () => {
    const { user, meeting } = await coveredMeeting();
    await summarise(user.id, meeting.id);
    const { token: other } = await signedInUser(db);
    expectDetail(await call("GET", `/meetings/${meeting.id}/recap`, { token: other }), 404, "Meeting not found");
    expectDetail(await call("GET", `/meetings/${meeting.id}/recap/shares`, { token: other }), 404, "Meeting not found");
    expectDetail(await call("POST", `/meetings/${meeting.id}/recap/share`, { token: other, json: { recipients: ["ben@okafor-consulting.test"], confirm_external: ["ben@okafor-consulting.test"] } }), 404, "Meeting not found");
    expect(await inbox("ben@okafor-consulting.test").then((all) => all.filter((m) => m.subject === "Recap: Acme renewal" && m.reply_to[0]?.address === user.email))).toEqual([]);
  });

  it("is in the account export, and goes with the account", async () => {
    const { user, meeting, token, domain } = await coveredMeeting();
    await summarise(user.id, meeting.id);
    await runRecapJob(meeting.id, user.id);
    await call("POST", `/meetings/${meeting.id}/recap/share`, { token, json: { recipients: [`grace@${domain}`] } });
    const { archive } = await collectAccountData(db, user.id, new Date());
    expect(archive.recap_settings).toBeNull();
    expect(archive.recap_shares).toEqual([expect.objectContaining({ meeting_id: meeting.id, summary_version: 1, recipients: [{ email: `grace@${domain}`, name: "Grace Hopper" }], confirmed_external: [] })]);
    expect(archive.recap_deliveries.map((d) => [d.recipient, d.share_id === null])).toEqual([
      [user.email.toLowerCase(), true],
      [`grace@${domain}`, false],
    ]);
    await (await makeCaller(db, token, undefined, deps)).account.delete({ confirm: "delete my account" });
    expect(await db.select().from(recapDeliveries).where(and(eq(recapDeliveries.userId, user.id)))).toEqual([]);
  });
});

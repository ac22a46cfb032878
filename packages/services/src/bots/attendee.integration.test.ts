import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botParticipants, botSessions, meetings, transcriptSegments } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { createAttendeeProvider, signAttendeeWebhook, type MeetingBotProvider } from "@understudy/integrations/bots";
import type { Clock } from "../clock";
import type { AppDeps } from "../deps";
import { ServiceError } from "../errors";
import { silentLogger } from "../logger";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { recordingJobQueue, TEST_APP_CONFIG, testDeps } from "../../testing/deps";
import { announceJob } from "../job-list";
import { botWebhookContext, deployBot, ownerGraceQueue, receiveBotWebhook, runOwnerGrace } from "./index";

/**
 * An Attendee-backed session end to end: deployBot books the bot through the Attendee adapter (a
 * local stand-in answering as Attendee does), then Attendee-signed webhooks go through the same
 * receiver the web route runs and land as docs/product.md#bot-session-status statuses, reasons, attendance and transcript.
 */

const SECRET = Buffer.from("attendee-project-webhook-secret").toString("base64");
const { db, close } = connectTestDb();
let stub: Server;
let provider: MeetingBotProvider;
/** What the adapter asked Attendee to create, by bot id: the metadata Attendee will echo. */
const created = new Map<string, { metadata: Record<string, string> }>();
/** Every other call the adapter made (chat, audio, leave), in order. */
const calls: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  stub = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      if (req.method === "POST" && req.url === "/api/v1/bots") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { meeting_url: string; metadata: Record<string, string>; deduplication_key: string };
        const id = `bot_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
        created.set(id, { metadata: body.metadata });
        const events = [{ type: "join_requested", sub_type: null, created_at: new Date().toISOString() }];
        res.writeHead(201).end(JSON.stringify({ id, meeting_url: body.meeting_url, state: "joining", events, transcription_state: "not_started", recording_state: "not_started", join_at: null, metadata: body.metadata, deduplication_key: body.deduplication_key }));
        return;
      }
      // Chat, audio and leave (the stand-in rule may announce): Attendee answers 200.
      calls.push({ method: req.method ?? "", url: req.url ?? "", body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => stub.listen(0, "127.0.0.1", r));
  provider = createAttendeeProvider({ baseUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`, apiKey: "att_key", webhookSecret: SECRET, backoffMs: 5 });
});
afterAll(async () => {
  await new Promise((r) => stub.close(r));
  await close();
});

async function deployed() {
  const user = await createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test` });
  const ctx = makeUserCtx(db, user.id, { deps: testDeps(db, { bots: provider, config: { ...TEST_APP_CONFIG, botWebhookUrl: "https://understudy.example/api/webhooks/bot" } }) });
  const meeting = await createTestMeeting(db, user.id);
  const result = await deployBot({ ctx, input: { meeting_url: "https://meet.google.com/abc-defg-hij", bot_name: "", meeting_id: meeting.id } });
  const [session] = await db.select().from(botSessions).where(eq(botSessions.id, result.session_id));
  if (!session?.providerBotId) throw new Error("bot not booked");
  const bot = created.get(session.providerBotId);
  if (!bot) throw new Error("Attendee never saw the create");
  return { session, meeting, botId: session.providerBotId, metadata: bot.metadata, origin: Number(bot.metadata.transcript_origin_ms) };
}

/** Sends one webhook as Attendee does: envelope, `requests`-style body (", " separators, \u escapes), signature over canonical JSON. */
async function deliver(botId: string, metadata: Record<string, string>, trigger: string, data: unknown, options: { key?: string; secret?: string; signed?: boolean; clock?: Clock; deps?: AppDeps } = {}) {
  const envelope = { idempotency_key: options.key ?? randomUUID(), bot_id: botId, bot_metadata: metadata, trigger, data };
  const rawBody = JSON.stringify(envelope, null, 1)
    .replace(/\n\s*/g, " ")
    .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const headers = new Headers(options.signed === false ? { "content-type": "application/json" } : signAttendeeWebhook(options.secret ?? SECRET, rawBody));
  const deps = options.deps ?? testDeps(db, { bots: provider, ...(options.clock ? { clock: options.clock } : {}) });
  return receiveBotWebhook({ ctx: botWebhookContext(deps, silentLogger), request: { headers, rawBody } }).then(
    (outcome) => ({ outcome }),
    (error: unknown) => ({ code: error instanceof ServiceError ? error.code : String(error) }),
  );
}
const stateChange = (t0: number, seconds: number, new_state: string, event_type: string, event_sub_type: string | null = null, event_metadata: Record<string, unknown> = {}) => ({
  old_state: null,
  new_state,
  event_type,
  event_sub_type,
  event_metadata,
  created_at: new Date(t0 + seconds * 1000).toISOString(),
});

describe("Attendee webhooks → bot session", () => {
  it("walks a meeting: states map to SPEC §4, attendance and transcript are stored once, the meeting completes bot-attended", async () => {
    const { session, meeting, botId, metadata, origin } = await deployed();
    expect(session).toMatchObject({ provider: "attendee", status: "idle" });
    const t0 = origin;
    const ben = { id: "pe_1", participant_name: "Ben Okafor", participant_uuid: "16778240", participant_user_uuid: null, participant_is_host: true, event_data: {} };
    const send = (trigger: string, data: unknown, key?: string) => deliver(botId, metadata, trigger, data, key ? { key } : {});

    expect(await send("bot.state_change", stateChange(t0, 1, "joining", "join_requested"))).toEqual({ outcome: "applied" });
    await send("bot.state_change", stateChange(t0, 20, "joined_not_recording", "joined_meeting"));
    await send("bot.state_change", stateChange(t0, 21, "joined_recording", "recording_permission_granted"));
    expect((await db.select().from(botSessions).where(eq(botSessions.id, session.id)))[0]).toMatchObject({ status: "recording", providerStatus: "joined_recording", admittedAt: new Date(t0 + 20_000) });

    await send("participant_events.join_leave", { ...ben, event_type: "join", timestamp_ms: t0 + 30_000 });
    const utterance = { speaker_name: "Ben Okafor", speaker_uuid: "16778240", speaker_user_uuid: null, timestamp_ms: t0 + 45_250, duration_ms: 3500, transcription: { transcript: "Morning everyone — let's start with the café budget." } };
    const key = randomUUID();
    expect(await send("transcript.update", utterance, key)).toEqual({ outcome: "applied" });
    // A retried delivery (same idempotency key) and a second delivery of the same utterance (new key) store nothing new.
    expect(await send("transcript.update", utterance, key)).toEqual({ outcome: "duplicate" });
    expect(await send("transcript.update", utterance, randomUUID())).toEqual({ outcome: expect.any(String) });
    await send("participant_events.join_leave", { ...ben, event_type: "leave", timestamp_ms: t0 + 880_000 });
    await send("bot.state_change", stateChange(t0, 890, "post_processing", "meeting_ended"));
    await send("bot.state_change", stateChange(t0, 950, "ended", "post_processing_completed"));
    // A late, out-of-order state cannot move the session back.
    await send("bot.state_change", stateChange(t0, 22, "joined_recording", "recording_permission_granted"));

    const [row] = await db.select().from(botSessions).where(eq(botSessions.id, session.id));
    expect(row).toMatchObject({ status: "disconnected", reason: "ended", providerStatus: "ended", participantCount: 1, endedAt: new Date(t0 + 890_000) });
    expect((await db.select().from(meetings).where(eq(meetings.id, meeting.id)))[0]).toMatchObject({ status: "completed", botAttended: true });
    const people = await db.select().from(botParticipants).where(eq(botParticipants.sessionId, session.id));
    expect(people.map((p) => [p.name, p.isHost, p.joinedAt, p.leftAt])).toEqual([["Ben Okafor", true, new Date(t0 + 30_000), new Date(t0 + 880_000)]]);
    const segments = await db.select().from(transcriptSegments).where(eq(transcriptSegments.meetingId, meeting.id)).orderBy(asc(transcriptSegments.seq));
    expect(segments.map((s) => [s.speaker, s.content, s.startSeconds, s.endSeconds])).toEqual([["Ben Okafor", "Morning everyone — let's start with the café budget.", 45.25, 48.75]]);
  });

  it("keeps the latest revision of a caption (same start, new key, longer), in any arrival order; a fatal_error after the end leaves it ended", async () => {
    const { session, meeting, botId, metadata, origin } = await deployed();
    const send = (trigger: string, data: unknown) => deliver(botId, metadata, trigger, data);
    // bots/bot_controller/closed_caption_manager.py: timestamp_ms is the caption's creation, duration_ms grows with each revision.
    const caption = (text: string, duration_ms: number) => ({ speaker_name: "Ana", speaker_uuid: "spk-1", speaker_user_uuid: null, speaker_is_host: true, timestamp_ms: origin + 10_000, duration_ms, transcription: { transcript: text } });
    await send("bot.state_change", stateChange(origin, 1, "joined_recording", "recording_permission_granted"));
    await send("transcript.update", caption("Hello every", 900));
    await send("transcript.update", caption("Hello everyone, shall we start?", 2300));
    await send("transcript.update", caption("Hello everyone", 1500));
    const segments = await db.select().from(transcriptSegments).where(eq(transcriptSegments.meetingId, meeting.id));
    expect(segments.map((s) => [s.content, s.startSeconds, s.endSeconds])).toEqual([["Hello everyone, shall we start?", 10, 12.3]]);

    await send("bot.state_change", stateChange(origin, 600, "post_processing", "meeting_ended"));
    await send("bot.state_change", stateChange(origin, 640, "fatal_error", "fatal_error", "heartbeat_timeout"));
    expect((await db.select().from(botSessions).where(eq(botSessions.id, session.id)))[0]).toMatchObject({ status: "disconnected", reason: "ended", errorMessage: null, providerStatus: "fatal_error" });
    expect((await db.select().from(meetings).where(eq(meetings.id, meeting.id)))[0]).toMatchObject({ status: "completed", botAttended: true });
  });

  it.each([
    ["lobby timeout", [["joining", "join_requested", null, 1], ["waiting_room", "put_in_waiting_room", null, 3], ["fatal_error", "could_not_join_meeting", "waiting_room_timeout_exceeded", 903]], {}, "disconnected", "lobby_timeout", false],
    ["refused at the lobby", [["joining", "join_requested", null, 1], ["fatal_error", "could_not_join_meeting", "request_to_join_denied", 60]], {}, "disconnected", "removed", false],
    ["removed on Teams", [["joining", "join_requested", null, 1], ["joined_recording", "recording_permission_granted", null, 10], ["post_processing", "meeting_ended", null, 90]], { bot_removed_by: { name: "Host", uuid: "8:orgid:1", user_uuid: null } }, "disconnected", "removed", true],
    ["alone until silence", [["joining", "join_requested", null, 1], ["joined_recording", "recording_permission_granted", null, 10], ["leaving", "leave_requested", "auto_leave_silence", 1810], ["post_processing", "left_meeting", null, 1812]], {}, "disconnected", "nobody_joined", true],
    ["crashed", [["joining", "join_requested", null, 1], ["joined_recording", "recording_permission_granted", null, 10], ["fatal_error", "fatal_error", "process_terminated", 40]], {}, "error", "provider_error", true],
  ] as const)("%s → %s / %s", async (_name, steps, removedBy, status, reason, attended) => {
    const { session, meeting, botId, metadata, origin } = await deployed();
    for (const [state, type, sub, at] of steps) {
      const last = at === steps.at(-1)?.[3];
      await deliver(botId, metadata, "bot.state_change", stateChange(origin, at, state, type, sub, last ? removedBy : {}));
    }
    expect((await db.select().from(botSessions).where(eq(botSessions.id, session.id)))[0]).toMatchObject({ status, reason, providerStatus: steps.at(-1)?.[0] });
    // Attended only when the bot was admitted (a crash after admission still leaves what it captured).
    expect((await db.select().from(meetings).where(eq(meetings.id, meeting.id)))[0]?.botAttended).toBe(attended);
  });

  it("refuses unsigned and forged webhooks as UNAUTHORIZED (the route's 401), and leaves the session untouched", async () => {
    const { session, botId, metadata, origin } = await deployed();
    const data = stateChange(origin, 1, "joined_recording", "recording_permission_granted");
    expect(await deliver(botId, metadata, "bot.state_change", data, { signed: false })).toEqual({ code: "UNAUTHORIZED" });
    expect(await deliver(botId, metadata, "bot.state_change", data, { secret: Buffer.from("not the project's secret").toString("base64") })).toEqual({ code: "UNAUTHORIZED" });
    expect((await db.select().from(botSessions).where(eq(botSessions.id, session.id)))[0]?.status).toBe("idle");
  });
});

describe("the grace timer for a quiet Attendee meeting", () => {
  it("announces through Attendee when it fires after the grace on our clock, once, and not before", async () => {
    const { session, botId, metadata, origin } = await deployed();
    const jobs = recordingJobQueue();
    let now = Date.parse("2026-11-22T10:00:00Z");
    const clock = { now: () => new Date(now) };
    const deps = testDeps(db, { clock, jobs, bots: provider });
    const ctx = botWebhookContext(deps, silentLogger);
    // Admitted, then nothing: nobody joins or speaks, so no event carries the provider's clock past the grace.
    await deliver(botId, metadata, "bot.state_change", stateChange(origin, 1, "joining", "join_requested"), { deps });
    await deliver(botId, metadata, "bot.state_change", stateChange(origin, 20, "joined_recording", "recording_permission_granted"), { deps });
    expect(jobs.of(ownerGraceQueue).map(({ sessionId, options }) => ({ sessionId, startAfterSeconds: options.startAfter }))).toEqual([{ sessionId: session.id, startAfterSeconds: 300 }]);

    now += 240_000;
    expect(await runOwnerGrace({ ctx, sessionId: session.id })).toEqual({ early: 60 });
    now += 60_000;
    expect(await runOwnerGrace({ ctx, sessionId: session.id })).toBe("announced");
    expect(await runOwnerGrace({ ctx, sessionId: session.id })).toBe("nothing");
    // The claim queued the announcement; the worker speaks it.
    expect(await jobs.work([announceJob], deps)).toBe(1);
    expect((await db.select().from(botSessions).where(eq(botSessions.id, session.id)))[0]?.announcedAt?.getTime()).toBe(now);
    const chat = calls.filter((c) => c.url === `/api/v1/bots/${botId}/send_chat_message`);
    expect(chat).toHaveLength(1);
    expect(chat[0]?.body).toContain("type opt out in the chat");
  });
});

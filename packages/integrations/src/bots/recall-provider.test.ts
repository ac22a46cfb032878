import { SANDBOX_BOT_API_KEY, SANDBOX_BOT_WEBHOOK_SECRET, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BotNotFoundError, BotProviderRequestError, BotProviderUnavailableError, BotWebhookPayloadError, BotWebhookSignatureError } from "./errors";
import type { BotWebhookEvent, MeetingBotProvider } from "./interface";
import { createRecallProvider } from "./recall-provider";
import { signRecallWebhook } from "./signature";
import { fetchHeaders, startTestServer } from "./test-server";

let sandbox: RunningSandbox;
let receiver: Awaited<ReturnType<typeof startTestServer>>;
let receiverUrl: string;
let provider: MeetingBotProvider;
const events: BotWebhookEvent[] = [];
const rejected: string[] = [];

beforeAll(async () => {
  // The receiver verifies with the adapter itself: sandbox signs, adapter checks, over real HTTP.
  receiver = await startTestServer((req, body, res) => {
    try {
      events.push(provider.parseWebhook(fetchHeaders(req), body, new Date()));
      res.writeHead(204).end();
    } catch (error) {
      rejected.push(String(error));
      res.writeHead(400).end();
    }
  });
  receiverUrl = `${receiver.url}/api/webhooks/bot`;
  sandbox = await startSandbox({ port: 0, bots: { webhookUrl: receiverUrl, timeScale: 2000 } });
  provider = createRecallProvider({ apiBase: sandbox.url, apiKey: SANDBOX_BOT_API_KEY, webhookSecret: SANDBOX_BOT_WEBHOOK_SECRET, backoffMs: 5, timeoutMs: 1000 });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  events.length = 0;
  rejected.length = 0;
});

const arm = (faults: Record<string, number | boolean>) => fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ bots_api: faults }) });
const request = (key: string, meetingUrl = "https://meet.google.com/abc-defg-hij?scenario=ends-early") => ({
  meetingUrl,
  botName: "Ada (via Understudy)",
  joinAt: null,
  metadata: { session_id: key },
  realtimeWebhookUrl: receiverUrl,
  idempotencyKey: key,
});
async function until(predicate: () => boolean) {
  const deadline = Date.now() + 8000;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("Recall adapter against the sandbox", () => {
  it("creates a bot, receives verified status, participant and transcript events, and reads it back", async () => {
    const bot = await provider.createBot(request("s-1"));
    expect(bot).toMatchObject({ botName: "Ada (via Understudy)", metadata: { session_id: "s-1" }, statusChanges: [] });
    await until(() => events.some((e) => e.kind === "status" && e.raw.code === "done"));
    expect(rejected).toEqual([]);
    const statuses = events.flatMap((e) => (e.kind === "status" ? [`${e.raw.code}${e.raw.subCode ? `:${e.raw.subCode}` : ""}`] : []));
    expect(statuses).toEqual(["joining_call", "in_call_not_recording", "in_call_recording", "call_ended:call_ended_by_host", "done"]);
    // The same changes in the app's terms: no Recall code needs reading past the adapter.
    expect(events.flatMap((e) => (e.kind === "status" ? [[e.status, e.reason, e.admitted]] : []))).toEqual([
      ["connecting", null, false],
      ["connected", null, true],
      ["recording", null, true],
      ["disconnected", "ended", false],
      ["disconnected", null, false],
    ]);
    expect(events.flatMap((e) => (e.kind === "participant" ? [`${e.action} ${e.participant.name}`] : []))).toEqual(["join Ben Okafor", "leave Ben Okafor"]);
    const transcript = events.flatMap((e) => (e.kind === "transcript" ? [e.segment] : []));
    expect(transcript).toHaveLength(2);
    expect(transcript[0]).toMatchObject({ speaker: "Ben Okafor", startSeconds: 15, text: "Morning everyone, let's get started with the weekly sync." });
    expect(new Set(events.map((e) => e.eventId)).size).toBe(events.length);
    for (const e of events) expect(e.kind !== "ignored" && e.metadata).toEqual({ session_id: "s-1" });
    const fetched = await provider.getBot(bot.id);
    expect(fetched.statusChanges.map((c) => c.raw.code)).toEqual(["joining_call", "in_call_not_recording", "in_call_recording", "call_ended", "done"]);
    expect(fetched.statusChanges.filter((c) => c.admitted).map((c) => c.status)).toEqual(["connected", "recording"]);
    expect(await provider.getTranscript(bot.id)).toHaveLength(2);
  });

  it("deletes a finished bot's media: its transcript is gone at the provider, and asking again (or for an unknown bot) is harmless", async () => {
    const bot = await provider.createBot(request("s-media"));
    await until(() => events.some((e) => e.kind === "status" && e.botId === bot.id && e.raw.code === "done"));
    expect(await provider.getTranscript(bot.id)).toHaveLength(2);
    await provider.deleteBotMedia(bot.id);
    expect(await provider.getTranscript(bot.id)).toEqual([]);
    const inside = (await (await fetch(`${sandbox.url}/__sandbox/bots/${bot.id}`)).json()) as { media_deleted_at: string | null; recordings: { status: { code: string } }[] };
    expect(inside.media_deleted_at).not.toBeNull();
    expect(inside.recordings.map((r) => r.status.code)).toEqual(["deleted"]);
    await provider.deleteBotMedia(bot.id);
    await provider.deleteBotMedia("no-such-bot");
  });

  it("asks for chat events and parses what participants type, with who and when", async () => {
    const bot = await provider.createBot(request("s-opt", "https://meet.google.com/abc-defg-hij?scenario=opt-out"));
    await until(() => events.filter((e) => e.kind === "chat" && e.botId === bot.id).length === 2);
    const chats = events.flatMap((e) => (e.kind === "chat" && e.botId === bot.id ? [e] : []));
    expect(chats.map((c) => [c.participant?.name, c.text, c.to])).toEqual([
      ["Ben Okafor", "Should we opt out of the vendor contract?", "everyone"],
      ["Chloé Martin", "  OPT  out ", "everyone"],
    ]);
    expect(chats[1]?.metadata).toEqual({ session_id: "s-opt" });
    expect(chats[1]?.at.getTime()).toBeGreaterThan(chats[0]?.at.getTime() ?? Infinity);
    const unreadable = JSON.stringify({ event: "participant_events.chat_message", data: { data: { participant: null, timestamp: { absolute: "2026-11-22T12:00:00Z", relative: 1 }, data: null }, bot: { id: "b" } } });
    const ts = Math.floor(Date.now() / 1000);
    expect(() => provider.parseWebhook(new Headers(signRecallWebhook(SANDBOX_BOT_WEBHOOK_SECRET, "msg_x", ts, unreadable)), unreadable, new Date())).toThrow(BotWebhookPayloadError);
  });

  it("returns the same bot for a retried create with the same idempotency key", async () => {
    const first = await provider.createBot(request("same-key"));
    const second = await provider.createBot(request("same-key"));
    const other = await provider.createBot(request("other-key"));
    expect(second.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it("sends a direct message to one participant on Zoom only: the sandbox refuses one on Meet, as Recall does", async () => {
    expect((["zoom", "google_meet", "teams"] as const).filter((p) => provider.supportsPrivateChat(p))).toEqual(["zoom"]);
    await fetch(`${sandbox.url}/__sandbox/bots/config`, { method: "POST", body: JSON.stringify({ time_scale: 20 }) });
    try {
      const zoom = await provider.createBot(request("s-dm-zoom", "https://zoom.us/j/123456789"));
      const meet = await provider.createBot(request("s-dm-meet", "https://meet.google.com/abc-defg-hij"));
      await until(() => [zoom.id, meet.id].every((id) => events.some((e) => e.kind === "status" && e.botId === id && e.admitted)));
      await provider.sendPrivateChatMessage(zoom.id, "100", "What you missed: …");
      await expect(provider.sendPrivateChatMessage(meet.id, "100", "What you missed: …")).rejects.toBeInstanceOf(BotProviderRequestError);
      const chat = async (id: string) => ((await (await fetch(`${sandbox.url}/__sandbox/bots/${id}`)).json()) as { chat_messages: { to: string; message: string }[] }).chat_messages;
      expect((await chat(zoom.id)).map((m) => [m.to, m.message])).toEqual([["100", "What you missed: …"]]);
      expect(await chat(meet.id)).toEqual([]);
      await provider.leaveCall(zoom.id);
      await provider.leaveCall(meet.id);
    } finally {
      await fetch(`${sandbox.url}/__sandbox/bots/config`, { method: "POST", body: JSON.stringify({ time_scale: 2000 }) });
    }
  });

  it("sends chat and audio while in the call, then leaves", async () => {
    await fetch(`${sandbox.url}/__sandbox/bots/config`, { method: "POST", body: JSON.stringify({ time_scale: 20 }) });
    try {
      const bot = await provider.createBot(request("s-chat", "https://meet.google.com/abc-defg-hij"));
      await until(() => events.some((e) => e.kind === "status" && e.botId === bot.id && e.admitted));
      await provider.sendChatMessage(bot.id, "Hi, I'm Ada's stand-in.");
      await provider.outputAudio(bot.id, "SUQzBAAAAAAA");
      await provider.leaveCall(bot.id);
      await until(() => events.some((e) => e.kind === "status" && e.botId === bot.id && e.raw.code === "done"));
      expect(events.find((e) => e.kind === "status" && e.botId === bot.id && e.raw.code === "call_ended")).toMatchObject({ status: "disconnected", reason: "ended", raw: { subCode: "bot_received_leave_call" } });
      await expect(provider.leaveCall(bot.id)).rejects.toBeInstanceOf(BotProviderRequestError);
      const inside = (await (await fetch(`${sandbox.url}/__sandbox/bots/${bot.id}`)).json()) as { chat_messages: { message: string }[]; audio_clips: number };
      expect(inside.chat_messages.map((m) => m.message)).toEqual(["Hi, I'm Ada's stand-in."]);
      expect(inside.audio_clips).toBe(1);
    } finally {
      await fetch(`${sandbox.url}/__sandbox/bots/config`, { method: "POST", body: JSON.stringify({ time_scale: 2000 }) });
    }
  });

  it("cancels a scheduled bot, and reports false once it was dispatched", async () => {
    const scheduled = await provider.createBot({ ...request("s-sched"), joinAt: new Date(Date.now() + 86_400_000) });
    expect(await provider.deleteScheduledBot(scheduled.id)).toBe(true);
    const live = await provider.createBot(request("s-live"));
    await until(() => events.some((e) => e.kind === "status" && e.botId === live.id));
    expect(await provider.deleteScheduledBot(live.id)).toBe(false);
  });
});

describe("Recall adapter against the sandbox's documented variants", () => {
  const config = (body: Record<string, unknown>) => fetch(`${sandbox.url}/__sandbox/bots/config`, { method: "POST", body: JSON.stringify(body) });
  const ENDPOINT_SECRET = "whsec_ZGFzaGJvYXJkLWVuZHBvaW50LXNlY3JldC0zMmJ5dGVz";
  let restore: MeetingBotProvider;
  beforeEach(() => {
    restore = provider;
  });
  afterEach(() => {
    provider = restore;
  });

  it("an older workspace with relative-only timestamps, null participant ids, the legacy status event, an endpoint secret and late, duplicate, reordered deliveries: everything read", async () => {
    await config({ variants: ["relative_timestamps_only", "null_participant_ids", "legacy_status_event"], status_webhook_secret: ENDPOINT_SECRET });
    provider = createRecallProvider({ apiBase: sandbox.url, apiKey: SANDBOX_BOT_API_KEY, webhookSecret: SANDBOX_BOT_WEBHOOK_SECRET, statusWebhookSecrets: [ENDPOINT_SECRET], backoffMs: 5, timeoutMs: 1000 });
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ bots_webhooks: { late: 1, duplicate: 2, reorder: 1 } }) });
    await provider.createBot(request("s-variants"));
    await until(() => events.some((e) => e.kind === "status" && e.raw.code === "done") && events.filter((e) => e.kind === "transcript").length >= 2);
    await new Promise((r) => setTimeout(r, 1700));
    expect(rejected).toEqual([]);
    const codes = new Set(events.flatMap((e) => (e.kind === "status" ? [e.raw.code] : [])));
    expect(codes).toEqual(new Set(["joining_call", "in_call_not_recording", "in_call_recording", "call_ended", "done"]));
    const transcript = events.flatMap((e) => (e.kind === "transcript" ? [e] : []));
    expect(transcript[0]).toMatchObject({ speaker: null, segment: { speaker: "Ben Okafor", startSeconds: 15 } });
    expect(events.flatMap((e) => (e.kind === "participant" ? [e.participant.id] : []))).toContain("name:Ben Okafor");
  });

  it("the same workspace read with the workspace secret only: every status webhook refused (the 401 of issue #30)", async () => {
    await config({ status_webhook_secret: ENDPOINT_SECRET });
    await provider.createBot(request("s-one-secret"));
    await until(() => rejected.length >= 5);
    expect(events.filter((e) => e.kind === "status")).toEqual([]);
    expect(rejected.every((r) => r.includes('does not match'))).toBe(true);
  });
});

describe("Recall adapter: failures", () => {
  it("retries 429 and 503 with backoff and then succeeds", async () => {
    await arm({ rate_limit: 1, server_error: 1 });
    const bot = await provider.createBot(request("s-retry"));
    expect(bot.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("does not wait out a 507 (ad-hoc pool empty) inside the request: it fails at once with Recall's advice, retry in 30 s", async () => {
    await arm({ pool_empty: 1 });
    const started = Date.now();
    await expect(provider.createBot(request("s-pool"))).rejects.toMatchObject({ name: "BotProviderUnavailableError", status: 507, retryAfterSeconds: 30 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await provider.createBot(request("s-pool"))).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives up with BotProviderUnavailableError after the last attempt", async () => {
    await arm({ server_error: 4 });
    await expect(provider.createBot(request("s-down"))).rejects.toMatchObject({ name: "BotProviderUnavailableError", status: 503 });
  });

  it("times out a slow provider", async () => {
    const impatient = createRecallProvider({ apiBase: sandbox.url, apiKey: SANDBOX_BOT_API_KEY, webhookSecret: SANDBOX_BOT_WEBHOOK_SECRET, timeoutMs: 200, maxAttempts: 1 });
    await arm({ slow: 1 });
    await expect(impatient.getBot("x")).rejects.toThrow(/timed out after 200 ms/);
  });

  it("maps 400, 401 and 404 to request, unavailable and not-found errors", async () => {
    await expect(provider.createBot(request("s-bad", "https://example.com/x"))).rejects.toThrow(BotProviderRequestError);
    await expect(provider.createBot(request("s-bad", "https://example.com/x"))).rejects.toThrow(/meeting_url: Invalid meeting URL/);
    await expect(provider.getBot("00000000-0000-0000-0000-000000000000")).rejects.toBeInstanceOf(BotNotFoundError);
    const wrongKey = createRecallProvider({ apiBase: sandbox.url, apiKey: "nope", webhookSecret: SANDBOX_BOT_WEBHOOK_SECRET });
    await expect(wrongKey.getBot("x")).rejects.toBeInstanceOf(BotProviderUnavailableError);
  });
});

describe("Recall webhook verification", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const ts = Math.floor(now.getTime() / 1000);
  const body = JSON.stringify({ event: "bot.in_call_recording", data: { data: { code: "in_call_recording", sub_code: null, updated_at: now.toISOString() }, bot: { id: "b1", metadata: {} } } });
  const headers = (h: Record<string, string>) => new Headers(h);

  it("accepts a correct signature (also among several, and under svix-* names)", () => {
    const signed = signRecallWebhook(SANDBOX_BOT_WEBHOOK_SECRET, "msg_1", ts, body);
    expect(provider.parseWebhook(headers(signed), body, now)).toMatchObject({ kind: "status", eventId: "msg_1", botId: "b1", status: "recording", admitted: true, at: now, raw: { code: "in_call_recording", subCode: null } });
    const several = { ...signed, "webhook-signature": `v1,AAAA ${signed["webhook-signature"]}` };
    expect(provider.parseWebhook(headers(several), body, now).eventId).toBe("msg_1");
    const svix = { "svix-id": "msg_1", "svix-timestamp": String(ts), "svix-signature": signed["webhook-signature"] ?? "" };
    expect(provider.parseWebhook(headers(svix), body, now).kind).toBe("status");
  });

  it("refuses missing headers, a tampered body, another secret and a stale timestamp", () => {
    const signed = signRecallWebhook(SANDBOX_BOT_WEBHOOK_SECRET, "msg_1", ts, body);
    expect(() => provider.parseWebhook(headers({}), body, now)).toThrow(BotWebhookSignatureError);
    expect(() => provider.parseWebhook(headers(signed), body.replace("b1", "b2"), now)).toThrow(/does not match/);
    const forged = signRecallWebhook("whsec_b3RoZXItc2VjcmV0", "msg_1", ts, body);
    expect(() => provider.parseWebhook(headers(forged), body, now)).toThrow(/does not match/);
    expect(() => provider.parseWebhook(headers(signed), body, new Date(now.getTime() + 301_000))).toThrow(/tolerance/);
  });

  it("old workspaces: bot-status webhooks signed with the endpoint's Svix secret and real-time ones with the workspace secret, both accepted, also while the endpoint secret is rotated", () => {
    const oldEndpoint = "whsec_b2xkLWVuZHBvaW50LXNlY3JldA==";
    const newEndpoint = "whsec_bmV3LWVuZHBvaW50LXNlY3JldA==";
    const twoSecrets = createRecallProvider({ apiBase: "http://recall.invalid", apiKey: "k", webhookSecret: SANDBOX_BOT_WEBHOOK_SECRET, statusWebhookSecrets: [oldEndpoint, newEndpoint] });
    const realtime = JSON.stringify({ event: "transcript.data", data: { data: { participant: null, words: [{ text: "hi", start_timestamp: { relative: 1 } }] }, bot: { id: "b1", metadata: {} } } });
    expect(twoSecrets.parseWebhook(headers(signRecallWebhook(SANDBOX_BOT_WEBHOOK_SECRET, "msg_rt", ts, realtime)), realtime, now).kind).toBe("transcript");
    for (const secret of [oldEndpoint, newEndpoint]) expect(twoSecrets.parseWebhook(headers(signRecallWebhook(secret, "msg_st", ts, body, "svix")), body, now).kind).toBe("status");
    // The one-secret configuration refuses the endpoint-signed status webhook: the 401 of issue #30.
    expect(() => provider.parseWebhook(headers(signRecallWebhook(oldEndpoint, "msg_st", ts, body, "svix")), body, now)).toThrow(/does not match/);
  });

  it("ignores unknown events, refuses unreadable and huge payloads", () => {
    const sign = (b: string) => headers(signRecallWebhook(SANDBOX_BOT_WEBHOOK_SECRET, "msg_2", ts, b));
    const unknown = JSON.stringify({ event: "recording.done", data: { bot: { id: "b1" } } });
    expect(provider.parseWebhook(sign(unknown), unknown, now)).toEqual({ kind: "ignored", eventId: "msg_2", botId: "b1", event: "recording.done" });
    // A bot.* event in a shape we do not know is Recall adding something: stored and acknowledged, not retried for a day.
    const newShape = JSON.stringify({ event: "bot.done", data: { nope: 1 } });
    expect(provider.parseWebhook(sign(newShape), newShape, now)).toMatchObject({ kind: "ignored", event: "bot.done" });
    const broken = JSON.stringify({ event: "transcript.data", data: { nope: 1 } });
    expect(() => provider.parseWebhook(sign(broken), broken, now)).toThrow(BotWebhookPayloadError);
    const huge = JSON.stringify({ event: "x", data: "a".repeat(300_000) });
    expect(() => provider.parseWebhook(sign(huge), huge, now)).toThrow(/too large/);
  });
});

describe("checkAccount: one read, no retries, never throws", () => {
  const capacity = (value: string) => fetch(`${sandbox.url}/__sandbox/bots/config`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ capacity: value }) });

  it("ok; a refused key; a workspace out of credit; an overloaded one answered once, without waiting for Retry-After", async () => {
    expect(await provider.checkAccount()).toEqual({ state: "ok", httpStatus: 200, detail: null });
    const wrongKey = createRecallProvider({ apiBase: sandbox.url, apiKey: "not-the-key", webhookSecret: SANDBOX_BOT_WEBHOOK_SECRET, backoffMs: 5 });
    expect(await wrongKey.checkAccount()).toMatchObject({ state: "unauthorized", httpStatus: 401 });
    await capacity("out_of_credit");
    expect(await provider.checkAccount()).toMatchObject({ state: "out_of_credit", httpStatus: 402, detail: expect.stringContaining("out of credit") });
    await capacity("overloaded");
    const started = Date.now();
    expect(await provider.checkAccount()).toMatchObject({ state: "unavailable", httpStatus: 503 });
    // Retry-After says 30 s: a pre-flight does not wait for it.
    expect(Date.now() - started).toBeLessThan(2000);
    const unreachable = createRecallProvider({ apiBase: "http://127.0.0.1:9", apiKey: SANDBOX_BOT_API_KEY, webhookSecret: SANDBOX_BOT_WEBHOOK_SECRET, backoffMs: 5 });
    expect(await unreachable.checkAccount()).toMatchObject({ state: "unavailable", httpStatus: null });
  });

  it("a one-shot 429 reads as throttled", async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ bots_api: { rate_limit: 1 } }) });
    expect(await provider.checkAccount()).toMatchObject({ state: "throttled", httpStatus: 429 });
    expect(await provider.checkAccount()).toMatchObject({ state: "ok" });
  });
});

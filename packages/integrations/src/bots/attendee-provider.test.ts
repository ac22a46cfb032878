import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ATTENDEE_FIXTURE_SECRET } from "./attendee-fixtures";
import { createAttendeeProvider, type AttendeeConfig } from "./attendee-provider";
import { BotNotFoundError, BotProviderRequestError, BotProviderUnavailableError } from "./errors";
import type { CreateBotRequest } from "./interface";
import { startTestServer } from "./test-server";

/**
 * The adapter against a local stand-in for Attendee that asserts each request (method, path,
 * headers, JSON body) and answers with the bodies of the reference (§2) and Attendee's OpenAPI file.
 */

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}
type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | "hang";

let server: Awaited<ReturnType<typeof startTestServer>>;
let baseUrl: string;
const seen: Seen[] = [];
let answers: Answer[] = [];
let waits: number[] = [];

beforeAll(async () => {
  server = await startTestServer((req, raw, res) => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: raw ? (JSON.parse(raw) as unknown) : undefined });
    const answer = answers.shift() ?? { status: 500, body: { detail: "no answer scripted" } };
    if (answer === "hang") return void setTimeout(() => res.destroy(), 1000);
    res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
    res.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
  });
  baseUrl = server.url;
});
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  answers = [];
  waits = [];
});

const NOW = new Date("2026-01-02T15:00:00Z");
const provider = (overrides: Partial<AttendeeConfig> = {}) =>
  createAttendeeProvider({
    baseUrl: `${baseUrl}/`,
    apiKey: "att_live_key",
    webhookSecret: ATTENDEE_FIXTURE_SECRET,
    backoffMs: 5,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    now: () => NOW,
    ...overrides,
  });
const request = (overrides: Partial<CreateBotRequest> = {}): CreateBotRequest => ({
  meetingUrl: "https://meet.google.com/abc-defg-hij",
  botName: "Ada Lovelace (via Understudy)",
  joinAt: null,
  metadata: { session_id: "s_42" },
  realtimeWebhookUrl: "https://understudy.example/api/webhooks/bot",
  idempotencyKey: "3f0c6a8e-2d4b-4c1e-9b7a-5e8d1f2a9c10",
  ...overrides,
});
/** §2.2's create response. */
const createdBot = (overrides: Record<string, unknown> = {}) => ({
  id: "bot_weIAju4OXNZkDTpZ",
  meeting_url: "https://meet.google.com/abc-defg-hij",
  state: "joining",
  events: [{ type: "join_requested", sub_type: null, created_at: "2026-01-02T15:00:00Z" }],
  transcription_state: "not_started",
  recording_state: "not_started",
  join_at: null,
  metadata: { session_id: "s_42", transcript_origin_ms: String(NOW.getTime()) },
  deduplication_key: "3f0c6a8e-2d4b-4c1e-9b7a-5e8d1f2a9c10",
  ...overrides,
});
const only = () => {
  expect(seen).toHaveLength(1);
  return seen[0] as Seen;
};

describe("Attendee adapter: requests as in the reference", () => {
  it("creates an ad-hoc bot: POST /api/v1/bots with the token, JSON, dedup key, captions, leave settings and a bot-level webhook", async () => {
    answers = [{ status: 201, body: createdBot() }];
    const bot = await provider().createBot(request({ waitingRoomTimeoutSeconds: 600, nooneJoinedTimeoutSeconds: 900 }));
    const req = only();
    expect([req.method, req.url]).toEqual(["POST", "/api/v1/bots"]);
    expect(req.headers.authorization).toBe("Token att_live_key");
    expect(req.headers["content-type"]).toBe("application/json");
    expect(req.headers["idempotency-key"]).toBeUndefined();
    expect(req.body).toEqual({
      meeting_url: "https://meet.google.com/abc-defg-hij",
      bot_name: "Ada Lovelace (via Understudy)",
      metadata: { session_id: "s_42", transcript_origin_ms: "1767366000000" },
      deduplication_key: "3f0c6a8e-2d4b-4c1e-9b7a-5e8d1f2a9c10",
      transcription_settings: { meeting_closed_captions: {} },
      automatic_leave_settings: { waiting_room_timeout_seconds: 600, silence_activate_after_seconds: 900 },
      webhooks: [{ url: "https://understudy.example/api/webhooks/bot", triggers: ["bot.state_change", "participant_events.join_leave", "transcript.update", "chat_messages.update"] }],
    });
    expect(bot).toEqual({
      id: "bot_weIAju4OXNZkDTpZ",
      botName: null,
      joinAt: null,
      metadata: { session_id: "s_42", transcript_origin_ms: "1767366000000" },
      statusChanges: [{ status: "connecting", reason: null, admitted: false, at: new Date("2026-01-02T15:00:00Z"), failure: null, raw: { code: "joining", subCode: null } }],
    });
  });

  it("schedules with join_at, anchors transcripts at join_at, and leaves webhooks to the project when our URL is not https", async () => {
    const joinAt = new Date("2026-03-02T15:00:00Z");
    answers = [{ status: 201, body: createdBot({ state: "scheduled", events: [], join_at: "2026-03-02T15:00:00Z" }) }];
    const bot = await provider().createBot(request({ joinAt, realtimeWebhookUrl: "http://localhost:3000/api/webhooks/bot" }));
    const body = only().body as Record<string, unknown>;
    expect(body.join_at).toBe("2026-03-02T15:00:00.000Z");
    expect(body.metadata).toEqual({ session_id: "s_42", transcript_origin_ms: String(joinAt.getTime()) });
    expect(body).not.toHaveProperty("webhooks");
    expect(body).not.toHaveProperty("automatic_leave_settings");
    expect(bot).toMatchObject({ joinAt, statusChanges: [] });
  });

  it("reads a bot: its events become state changes, ending in the current state (kept verbatim when unknown)", async () => {
    answers = [
      {
        status: 200,
        body: createdBot({
          state: "post_processing",
          events: [
            { type: "join_requested", sub_type: null, created_at: "2026-01-02T15:00:00Z" },
            { type: "put_in_waiting_room", sub_type: null, created_at: "2026-01-02T15:00:05Z" },
            { type: "joined_meeting", sub_type: null, created_at: "2026-01-02T15:00:30Z" },
            { type: "recording_permission_granted", sub_type: null, created_at: "2026-01-02T15:00:31Z" },
            { type: "meeting_ended", sub_type: null, created_at: "2026-01-02T15:40:00Z" },
          ],
        }),
      },
      { status: 200, body: createdBot({ state: "teleporting", events: [{ type: "quantum_leap", sub_type: "x", created_at: "2026-01-02T15:41:00Z" }] }) },
    ];
    const bot = await provider().getBot("bot_weIAju4OXNZkDTpZ");
    expect([seen[0]?.method, seen[0]?.url]).toEqual(["GET", "/api/v1/bots/bot_weIAju4OXNZkDTpZ"]);
    expect(bot.statusChanges.map((s) => s.raw.code)).toEqual(["joining", "waiting_room", "joined_not_recording", "joined_recording", "post_processing"]);
    expect(bot.statusChanges.map((s) => [s.status, s.admitted])).toEqual([
      ["connecting", false],
      ["connecting", false],
      ["connected", true],
      ["recording", true],
      ["disconnected", false],
    ]);
    const odd = await provider().getBot("bot_weIAju4OXNZkDTpZ");
    expect(odd.statusChanges).toEqual([{ status: "idle", reason: null, admitted: false, at: new Date("2026-01-02T15:41:00Z"), failure: null, raw: { code: "teleporting", subCode: "x" } }]);
  });

  it("leaves with POST …/leave and no body; a bot that cannot leave is a request error carrying Attendee's message", async () => {
    answers = [{ status: 200, body: createdBot({ state: "leaving" }) }, { status: 400, body: { error: "Bot is in state ended and cannot leave" } }];
    await provider().leaveCall("bot_weIAju4OXNZkDTpZ");
    expect([seen[0]?.method, seen[0]?.url, seen[0]?.body]).toEqual(["POST", "/api/v1/bots/bot_weIAju4OXNZkDTpZ/leave", undefined]);
    expect(seen[0]?.headers.authorization).toBe("Token att_live_key");
    const refused = provider().leaveCall("bot_weIAju4OXNZkDTpZ");
    await expect(refused).rejects.toBeInstanceOf(BotProviderRequestError);
    await expect(refused).rejects.toThrow("Bot is in state ended and cannot leave");
  });

  it("deletes a scheduled bot (200 → true), reports a dispatched one (400 → false), and a missing one as not found", async () => {
    answers = [
      { status: 200 },
      { status: 400, body: { error: "Bot is in state joining but can only be deleted when in scheduled state" } },
      { status: 404, body: { error: "Bot not found" } },
    ];
    const attendee = provider();
    expect(await attendee.deleteScheduledBot("bot_a")).toBe(true);
    expect(await attendee.deleteScheduledBot("bot_b")).toBe(false);
    await expect(attendee.deleteScheduledBot("bot_c")).rejects.toBeInstanceOf(BotNotFoundError);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(["DELETE /api/v1/bots/bot_a", "DELETE /api/v1/bots/bot_b", "DELETE /api/v1/bots/bot_c"]);
  });

  it("deletes a bot's data with POST …/delete_data; a bot Attendee no longer knows counts as deleted", async () => {
    answers = [{ status: 200 }, { status: 404, body: { error: "Bot not found" } }];
    await provider().deleteBotMedia("bot_a");
    await provider().deleteBotMedia("bot_gone");
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(["POST /api/v1/bots/bot_a/delete_data", "POST /api/v1/bots/bot_gone/delete_data"]);
  });

  it("sends a private message to one participant as specific_user, and trusts it only on Zoom", async () => {
    answers = [{ status: 200 }];
    await provider().sendPrivateChatMessage("bot_x", "uuid-ada", "What you missed: …");
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([["POST", "/api/v1/bots/bot_x/send_chat_message", { to: "specific_user", to_user_uuid: "uuid-ada", message: "What you missed: …" }]]);
    expect((["zoom", "google_meet", "teams"] as const).filter((p) => provider().supportsPrivateChat(p))).toEqual(["zoom"]);
  });

  it("sends chat to everyone and plays mp3 audio with the reference's bodies", async () => {
    answers = [{ status: 200 }, { status: 200 }];
    await provider().sendChatMessage("bot_x", "Hi, I'm Ada's stand-in. Type “opt out” to stop me.");
    await provider().outputAudio("bot_x", "SUQzBAAAAAAA");
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ["POST", "/api/v1/bots/bot_x/send_chat_message", { to: "everyone", message: "Hi, I'm Ada's stand-in. Type “opt out” to stop me." }],
      ["POST", "/api/v1/bots/bot_x/output_audio", { type: "audio/mp3", data: "SUQzBAAAAAAA" }],
    ]);
  });

  it("speaks text with Attendee's own text-to-speech (POST …/speech with Google voice settings)", async () => {
    answers = [{ status: 200 }];
    await provider().speak?.("bot_x", "This is Ada's AI stand-in, not Ada.", { languageCode: "en-US", name: "en-US-Casual-K" });
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ["POST", "/api/v1/bots/bot_x/speech", { text: "This is Ada's AI stand-in, not Ada.", text_to_speech_settings: { google: { voice_language_code: "en-US", voice_name: "en-US-Casual-K" } } }],
    ]);
  });

  it("fetches the transcript: seconds from the bot's origin, end from duration_ms, empty utterances skipped", async () => {
    answers = [
      { status: 200, body: createdBot() },
      {
        status: 200,
        body: [
          { speaker_name: "Ana", speaker_uuid: "u1", speaker_user_uuid: null, speaker_is_host: true, timestamp_ms: 1767366071520, duration_ms: 2300, transcription: { transcript: "Hello all", words: [{ word: "Hello", start: 0.0, end: 0.4 }] } },
          { speaker_name: "Ben", speaker_uuid: "u2", speaker_user_uuid: null, speaker_is_host: false, timestamp_ms: 1767366080000, duration_ms: 500, transcription: { transcript: "" } },
          { speaker_name: "Ben", speaker_uuid: "u2", speaker_user_uuid: null, speaker_is_host: false, timestamp_ms: 1767366090000, duration_ms: 1000, transcription: { transcript: "Morning" } },
        ],
      },
    ];
    const segments = await provider().getTranscript("bot_weIAju4OXNZkDTpZ");
    expect(seen.map((s) => `${s.method} ${s.url}`).sort()).toEqual(["GET /api/v1/bots/bot_weIAju4OXNZkDTpZ", "GET /api/v1/bots/bot_weIAju4OXNZkDTpZ/transcript"]);
    expect(segments).toEqual([
      { speaker: "Ana", startSeconds: 71.52, endSeconds: 73.82, text: "Hello all" },
      { speaker: "Ben", startSeconds: 90, endSeconds: 91, text: "Morning" },
    ]);
  });
});

describe("Attendee adapter: throttling, failures, idempotent create", () => {
  it("waits Retry-After on 429 (POST throttle) and repeats the same request", async () => {
    answers = [{ status: 429, headers: { "retry-after": "7" }, body: { detail: "Request was throttled. Expected available in 7 seconds." } }, { status: 201, body: createdBot() }];
    const bot = await provider().createBot(request());
    expect(bot.id).toBe("bot_weIAju4OXNZkDTpZ");
    expect(waits).toEqual([7000]);
    expect(seen).toHaveLength(2);
    expect(seen[1]?.body).toEqual(seen[0]?.body);
  });

  it("backs off exponentially on 5xx and gives up after the last attempt as unavailable", async () => {
    answers = [{ status: 502 }, { status: 503 }, { status: 504 }, { status: 503 }];
    await expect(provider().sendChatMessage("bot_x", "hi")).rejects.toMatchObject({ name: "BotProviderUnavailableError", status: 503 });
    expect(seen).toHaveLength(4);
    expect(waits).toEqual([5, 10, 20]);
  });

  it("times out a provider that does not answer, once per attempt", async () => {
    answers = ["hang", "hang"];
    const slow = provider({ timeoutMs: 100, maxAttempts: 2 });
    await expect(slow.getBot("bot_x")).rejects.toThrow(/timed out after 100 ms/);
    expect(seen).toHaveLength(2);
  });

  it("treats a bad key as unavailable (credentials), never as the user's fault", async () => {
    answers = [{ status: 401, body: { detail: "Invalid or disabled API key" } }];
    await expect(provider().getBot("bot_x")).rejects.toBeInstanceOf(BotProviderUnavailableError);
  });

  it("returns the bot holding the deduplication key when a retried create is refused as a duplicate", async () => {
    answers = [
      { status: 503 },
      { status: 400, body: { error: "Deduplication key already in use. A bot in a non-terminal state with this deduplication key already exists. Please use a different deduplication key or wait for that bot to terminate." } },
      { status: 200, body: { next: null, previous: null, results: [createdBot({ id: "bot_old", state: "ended" }), createdBot({ id: "bot_live", state: "joined_recording" })] } },
    ];
    const bot = await provider().createBot(request());
    expect(bot.id).toBe("bot_live");
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(["POST /api/v1/bots", "POST /api/v1/bots", "GET /api/v1/bots?deduplication_key=3f0c6a8e-2d4b-4c1e-9b7a-5e8d1f2a9c10"]);
  });

  it("passes other 400s through with Attendee's field errors", async () => {
    answers = [{ status: 400, body: { meeting_url: ["Invalid meeting URL"] } }];
    await expect(provider().createBot(request({ meetingUrl: "https://example.com/x" }))).rejects.toThrow("meeting_url: Invalid meeting URL");
    expect(seen).toHaveLength(1);
  });
});

describe("create: what Attendee accepts (bots/serializers.py @ 77e990ed)", () => {
  const body = (i = 0) => seen[i]?.body as Record<string, unknown>;

  it("asks for the web SDK on Zoom, where caption transcription is refused with the native one, and only there", async () => {
    answers = [{ status: 201, body: createdBot() }, { status: 201, body: createdBot() }];
    await provider().createBot(request({ meetingUrl: "https://us02web.zoom.us/j/1234567890?pwd=abc" }));
    await provider().createBot(request());
    expect(body(0)).toMatchObject({ transcription_settings: { meeting_closed_captions: {} }, zoom_settings: { sdk: "web" } });
    expect(body(1)).not.toHaveProperty("zoom_settings");
  });

  it("drops characters above U+FFFF from the bot name and chat text, which Attendee refuses", async () => {
    answers = [{ status: 201, body: createdBot() }, { status: 200 }, { status: 200 }];
    await provider().createBot(request({ botName: "Zoë 🦄 Núñez 中文 (via Understudy)" }));
    await provider().sendChatMessage("bot_1", "This call is recorded 🎉 for Zoë");
    await provider().sendPrivateChatMessage("bot_1", "u-1", "𝕙𝕚 there");
    expect(body(0).bot_name).toBe("Zoë Núñez 中文 (via Understudy)");
    expect(body(1).message).toBe("This call is recorded for Zoë");
    expect(body(2).message).toBe("there");
  });

  it("a create retried after a wait sends join now instead of a join_at that has passed", async () => {
    let clock = NOW.getTime();
    const ticking = provider({ now: () => new Date(clock), sleep: (ms) => ((clock += ms), Promise.resolve()) });
    answers = [{ status: 429, body: { detail: "Request was throttled." }, headers: { "retry-after": "30" } }, { status: 201, body: createdBot() }];
    await ticking.createBot(request({ joinAt: new Date(NOW.getTime() + 20_000) }));
    expect(body(0).join_at).toBe(new Date(NOW.getTime() + 20_000).toISOString());
    expect(body(1)).not.toHaveProperty("join_at");
    // The transcript origin follows: the bot joins now, so its utterances count from now.
    expect((body(1).metadata as Record<string, string>).transcript_origin_ms).toBe(String(NOW.getTime() + 30_000));
  });
});

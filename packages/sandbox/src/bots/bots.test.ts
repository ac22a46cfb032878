import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "../start";
import { startReceiver, validSignature, waitFor, type ReceivedWebhook } from "../test/bot-receiver";
import { SANDBOX_BOT_API_KEY, SANDBOX_BOT_WEBHOOK_SECRET } from "./index";

let sandbox: RunningSandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  // 2000 meeting seconds per real second: a 15-minute meeting plays in under half a second.
  sandbox = await startSandbox({ port: 0, bots: { webhookUrl: receiver.url, timeScale: 2000 } });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  receiver.received.length = 0;
});

async function api(method: string, path: string, body?: unknown, auth: string | null = `Token ${SANDBOX_BOT_API_KEY}`) {
  const res = await fetch(`${sandbox.url}/api/v1${path}`, {
    method,
    headers: { "content-type": "application/json", ...(auth ? { authorization: auth } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

async function createBot(meetingUrl: string, extra: Record<string, unknown> = {}) {
  const res = await api("POST", "/bot/", {
    meeting_url: meetingUrl,
    bot_name: "Ada (via Understudy)",
    metadata: { session_id: "s_1", owner_name: "Ada Lovelace", owner_email: "ada@understudy.test" },
    recording_config: { realtime_endpoints: [{ type: "webhook", url: receiver.url, events: ["transcript.data", "participant_events.join", "participant_events.leave"] }] },
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; status_changes: unknown[]; meeting_url: Record<string, unknown> };
}

const forBot = (id: string) => receiver.received.filter((h) => JSON.stringify(h.body).includes(id));
const statuses = (id: string) =>
  forBot(id)
    .filter((h) => h.body.event.startsWith("bot."))
    .map((h) => {
      const inner = (h.body.data as { data: { code: string; sub_code: string | null } }).data;
      return inner.sub_code ? `${inner.code}:${inner.sub_code}` : inner.code;
    });
const finished = (id: string) => () => statuses(id).includes("done");
const participantEvents = (id: string) =>
  forBot(id)
    .filter((h) => h.body.event.startsWith("participant_events."))
    .map((h) => {
      const d = (h.body.data as { data: { participant: { name: string }; timestamp: { relative: number } } }).data;
      return `${h.body.event.slice("participant_events.".length)} ${d.participant.name} @${d.timestamp.relative}`;
    });

describe("sandbox Recall bot API: scripted meetings", () => {
  it("plays 'owner never comes': status changes, participants and transcript, all signed, in order", async () => {
    const bot = await createBot("https://meet.google.com/abc-defg-hij");
    expect(bot.meeting_url).toEqual({ platform: "google_meet", meeting_id: "abc-defg-hij" });
    expect(bot.status_changes).toEqual([]);
    await waitFor(finished(bot.id));
    expect(statuses(bot.id)).toEqual(["joining_call", "in_call_not_recording", "in_call_recording", "call_ended:timeout_exceeded_everyone_left", "done"]);
    expect(participantEvents(bot.id)).toEqual(["join Ben Okafor @8", "join Chloé Martin @12", "leave Chloé Martin @880", "leave Ben Okafor @890"]);
    const transcript = forBot(bot.id).filter((h) => h.body.event === "transcript.data");
    expect(transcript).toHaveLength(12);
    const first = (transcript[0]?.body.data as { data: { participant: { name: string }; words: { text: string }[] } }).data;
    expect(first.participant.name).toBe("Ben Okafor");
    expect(first.words.map((w) => w.text).join(" ")).toBe("Morning everyone, let's get started with the weekly sync.");
    for (const hook of forBot(bot.id)) expect(validSignature(SANDBOX_BOT_WEBHOOK_SECRET, hook)).toBe(true);
    const stored = await api("GET", `/bot/${bot.id}/`);
    expect((stored.body.status_changes as { code: string }[]).map((s) => s.code)).toEqual(["joining_call", "in_call_not_recording", "in_call_recording", "call_ended", "done"]);
    const legacy = await api("GET", `/bot/${bot.id}/transcript/`);
    expect(legacy.body).toHaveLength(12);
  });

  it.each([
    ["https://zoom.us/j/1234567890?pwd=on-time", ["join Ada Lovelace @7", "join Ben Okafor @8", "leave Ben Okafor @590"], "call_ended:call_ended_by_host"],
    ["https://zoom.us/j/1234567890?pwd=owner-late", ["join Ben Okafor @8", "join Ada Lovelace @186"], "call_ended:call_ended_by_host"],
    ["https://teams.live.com/meet/9876543210?scenario=removed", ["join Ben Okafor @8"], "call_ended:bot_kicked_from_call"],
    ["https://meet.google.com/abc-defg-hij?scenario=ends-early", ["join Ben Okafor @7", "leave Ben Okafor @58"], "call_ended:call_ended_by_host"],
    ["https://meet.google.com/abc-defg-hij?scenario=nobody-joins", [], "call_ended:timeout_exceeded_noone_joined"],
  ])("plays %s", async (url, participants, ending) => {
    const bot = await createBot(url, { automatic_leave: { noone_joined_timeout: 300 } });
    await waitFor(finished(bot.id));
    expect(participantEvents(bot.id)).toEqual(participants);
    expect(statuses(bot.id).slice(-2)).toEqual([ending, "done"]);
  });

  it("keeps the bot in the lobby until the waiting-room timeout", async () => {
    const bot = await createBot("https://meet.google.com/abc-defg-hij?scenario=lobby", { automatic_leave: { waiting_room_timeout: 600 } });
    await waitFor(finished(bot.id));
    expect(statuses(bot.id)).toEqual(["joining_call", "in_waiting_room", "call_ended:timeout_exceeded_waiting_room", "done"]);
    const stored = await api("GET", `/bot/${bot.id}/`);
    const changes = stored.body.status_changes as { created_at: string }[];
    expect(Date.parse(changes[2]?.created_at ?? "") - Date.parse(changes[1]?.created_at ?? "")).toBe(600_000);
  });
});

describe("sandbox Recall bot API: chat, lobby-then-admitted and the long meeting", () => {
  const withChat = { recording_config: { realtime_endpoints: [{ type: "webhook", url: "", events: ["transcript.data", "participant_events.join", "participant_events.leave", "participant_events.chat_message"] }] } };
  const chatEvents = (id: string) =>
    forBot(id)
      .filter((h) => h.body.event === "participant_events.chat_message")
      .map((h) => {
        const d = (h.body.data as { data: { participant: { name: string }; timestamp: { relative: number }; data: { text: string; to: string } } }).data;
        return `${d.participant.name} @${d.timestamp.relative}: ${d.data.text} (to ${d.data.to})`;
      });

  it("plays 'opt-out': participants type in the chat, delivered as participant_events.chat_message to endpoints that asked", async () => {
    const endpoints = { recording_config: { realtime_endpoints: [{ ...withChat.recording_config.realtime_endpoints[0], url: receiver.url }] } };
    const bot = await createBot("https://meet.google.com/abc-defg-hij?scenario=opt-out", endpoints);
    await waitFor(finished(bot.id));
    expect(chatEvents(bot.id)).toEqual(["Ben Okafor @150: Should we opt out of the vendor contract? (to everyone)", "Chloé Martin @450:   OPT  out  (to everyone)"]);
    const inside = (await (await fetch(`${sandbox.url}/__sandbox/bots/${bot.id}`)).json()) as { participant_chat: { participant: string; text: string }[] };
    expect(inside.participant_chat.map((m) => m.participant)).toEqual(["Ben Okafor", "Chloé Martin"]);
    // Endpoints that did not ask for chat events get none.
    const plain = await createBot("https://meet.google.com/abc-defg-hij?scenario=opt-out");
    await waitFor(finished(plain.id));
    expect(chatEvents(plain.id)).toEqual([]);
  });

  it("plays 'admitted-late': four minutes in the lobby, then admitted, then the owner 200 s after admission", async () => {
    const bot = await createBot("https://meet.google.com/abc-defg-hij?scenario=admitted-late");
    await waitFor(finished(bot.id));
    expect(statuses(bot.id)).toEqual(["joining_call", "in_waiting_room", "in_call_not_recording", "in_call_recording", "call_ended:call_ended_by_host", "done"]);
    expect(participantEvents(bot.id)).toEqual(["join Ben Okafor @243", "join Ada Lovelace @440"]);
  });

  it("plays 'live-room': two questions to the absent owner well after the grace, then ten more minutes of talk", async () => {
    const bot = await createBot("https://meet.google.com/abc-defg-hij?scenario=live-room");
    await waitFor(finished(bot.id));
    expect(statuses(bot.id)).toEqual(["joining_call", "in_call_not_recording", "in_call_recording", "call_ended:timeout_exceeded_everyone_left", "done"]);
    const transcript = (await api("GET", `/bot/${bot.id}/transcript/`)).body as unknown as { speaker: string; words: { text: string; start_time: number }[] }[];
    const questions = transcript.filter((t) => t.words.some((w) => w.text.startsWith("Ada")));
    expect(questions.map((q) => [q.speaker, q.words[0]?.start_time])).toEqual([
      ["Ben Okafor", 420],
      ["Chloé Martin", 450],
    ]);
    expect(participantEvents(bot.id).at(-1)).toBe("leave Ben Okafor @1195");
  });

  it("lists bots by the app's metadata, with what each said, for a test that knows only its session id", async () => {
    const mine = await createBot("https://meet.google.com/abc-defg-hij?scenario=ends-early");
    await createBot("https://meet.google.com/abc-defg-hij?scenario=ends-early", { metadata: { session_id: "s_2" } });
    const list = async (query: string) => ((await (await fetch(`${sandbox.url}/__sandbox/bots${query}`)).json()) as { bots: { id: string; chat_messages: unknown[] }[] }).bots;
    expect((await list("?metadata__session_id=s_1")).map((b) => b.id)).toEqual([mine.id]);
    expect((await list("?metadata__session_id=s_1"))[0]?.chat_messages).toEqual([]);
    expect(await list("?metadata__session_id=nobody")).toEqual([]);
    expect(await list("")).toHaveLength(2);
  });

  it("plays 'long': two hours, twelve people coming and going, a line every 30 s, everyone gone at the end", async () => {
    const bot = await createBot("https://meet.google.com/abc-defg-hij?scenario=long");
    await waitFor(finished(bot.id), 20_000);
    const events = participantEvents(bot.id);
    expect(events.filter((e) => e.startsWith("join"))).toHaveLength(15);
    expect(events.filter((e) => e.startsWith("leave"))).toHaveLength(15);
    expect(new Set(events.map((e) => e.replace(/^(join|leave) | @.*$/g, ""))).size).toBe(12);
    const lines = forBot(bot.id).filter((h) => h.body.event === "transcript.data");
    expect(lines).toHaveLength(238);
    const last = (lines.at(-1)?.body.data as { data: { words: { start_timestamp: { relative: number } }[] } }).data;
    expect(last.words[0]?.start_timestamp.relative).toBe(7130);
    expect(statuses(bot.id).slice(-2)).toEqual(["call_ended:timeout_exceeded_everyone_left", "done"]);
  });
});

describe("sandbox Recall bot API: commands", () => {
  it("sends chat only while in the call, and leave_call ends the meeting with bot_received_leave_call", async () => {
    await fetch(`${sandbox.url}/__sandbox/bots/config`, { method: "POST", body: JSON.stringify({ time_scale: 20 }) });
    try {
      const bot = await createBot("https://meet.google.com/abc-defg-hij");
      expect((await api("POST", `/bot/${bot.id}/send_chat_message/`, { message: "Hello" })).status).toBe(400);
      await waitFor(() => statuses(bot.id).includes("in_call_recording"));
      expect((await api("POST", `/bot/${bot.id}/send_chat_message/`, { to: "everyone", message: "I'm Ada's stand-in." })).status).toBe(200);
      expect((await api("POST", `/bot/${bot.id}/send_chat_message/`, { message: "x".repeat(501) })).status).toBe(400);
      expect((await api("POST", `/bot/${bot.id}/output_audio/`, { kind: "mp3", b64_data: "SUQzBAAAAAAA" })).status).toBe(200);
      expect((await api("POST", `/bot/${bot.id}/output_audio/`, { kind: "mp3", b64_data: "AAAAAAAA" })).status).toBe(200);
      expect((await api("POST", `/bot/${bot.id}/output_audio/`, { kind: "wav", b64_data: "SUQz" })).status).toBe(400);
      expect((await api("POST", `/bot/${bot.id}/leave_call/`)).status).toBe(200);
      await waitFor(finished(bot.id));
      expect(statuses(bot.id).slice(-2)).toEqual(["call_ended:bot_received_leave_call", "done"]);
      expect((await api("POST", `/bot/${bot.id}/leave_call/`)).status).toBe(400);
      const inside = (await (await fetch(`${sandbox.url}/__sandbox/bots/${bot.id}`)).json()) as { chat_messages: { message: string }[]; audio_clips: number; audio: { bytes: number; mp3: boolean }[] };
      expect(inside.chat_messages.map((m) => m.message)).toEqual(["I'm Ada's stand-in."]);
      expect(inside.audio_clips).toBe(2);
      // Recorded as played, with a flag telling whether the bytes were an mp3 at all.
      expect(inside.audio.map((a) => [a.bytes, a.mp3])).toEqual([[9, true], [6, false]]);
    } finally {
      await fetch(`${sandbox.url}/__sandbox/bots/config`, { method: "POST", body: JSON.stringify({ time_scale: 2000 }) });
    }
  });

  it("deletes a scheduled bot before dispatch (204) and refuses once dispatched (405)", async () => {
    const joinAt = new Date(Date.now() + 24 * 3600_000).toISOString();
    const scheduled = await createBot("https://meet.google.com/abc-defg-hij", { join_at: joinAt });
    expect((await api("DELETE", `/bot/${scheduled.id}/`)).status).toBe(204);
    expect((await api("GET", `/bot/${scheduled.id}/`)).status).toBe(404);
    const adHoc = await createBot("https://meet.google.com/abc-defg-hij");
    await waitFor(() => statuses(adHoc.id).length > 0);
    expect((await api("DELETE", `/bot/${adHoc.id}/`)).status).toBe(405);
  });

  it("lists bots by metadata and join_at, a page at a time; a cancelled scheduled bot is gone", async () => {
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const make = (meeting: string, joinAt: string) => api("POST", "/bot/", { meeting_url: "https://meet.google.com/abc-defg-hij", join_at: joinAt, metadata: { meeting_id: meeting } });
    const first = await make("m1", at(30));
    await make("m1", at(40));
    await make("m2", at(50));
    const list = async (query: string) => (await api("GET", `/bot/?${query}`)).body as { next: string | null; results: { id: string; metadata: Record<string, string> }[] };
    expect((await list("metadata__meeting_id=m1")).results).toHaveLength(2);
    expect((await list(`metadata__meeting_id=m1&join_at_after=${encodeURIComponent(at(35))}`)).results).toHaveLength(1);
    const page = await list("page_size=2");
    expect(page.results).toHaveLength(2);
    expect(page.next).toContain("cursor=2");
    const rest = await fetch(page.next ?? "", { headers: { authorization: `Token ${SANDBOX_BOT_API_KEY}` } });
    expect(((await rest.json()) as { results: unknown[]; next: null }).results).toHaveLength(1);
    expect((await api("DELETE", `/bot/${String(first.body.id)}/`)).status).toBe(204);
    expect((await list("metadata__meeting_id=m1")).results).toHaveLength(1);
  });

  it("retries a webhook the endpoint refused, keeping its webhook-id", async () => {
    receiver.failNext(1);
    const bot = await createBot("https://meet.google.com/abc-defg-hij?scenario=ends-early");
    await waitFor(finished(bot.id));
    expect(statuses(bot.id)[0]).toBe("joining_call");
    const deliveries = ((await (await fetch(`${sandbox.url}/__sandbox/bots/deliveries`)).json()) as { deliveries: { webhook_id: string; status: number; attempt: number }[] }).deliveries;
    const failed = deliveries.find((d) => d.status === 500);
    expect(failed).toBeDefined();
    expect(deliveries.find((d) => d.webhook_id === failed?.webhook_id && d.status === 200)?.attempt).toBe(2);
  });

  it("duplicates and reorders webhooks on request", async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ bots_webhooks: { reorder: true, duplicate: true } }) });
    const bot = await createBot("https://meet.google.com/abc-defg-hij?scenario=ends-early");
    await waitFor(finished(bot.id));
    const seen = statuses(bot.id);
    expect(seen.slice(0, 3)).toEqual(["in_call_not_recording", "joining_call", "in_call_not_recording"]);
    const ids = forBot(bot.id).map((h: ReceivedWebhook) => h.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(ids.length - 1);
  });
});

describe("sandbox Recall bot API: bad input", () => {
  it("answers 401 without or with a wrong key, and accepts the bare key", async () => {
    expect((await api("GET", "/bot/x/", undefined, null)).status).toBe(401);
    expect((await api("GET", "/bot/x/", undefined, "Token nope")).status).toBe(401);
    expect((await api("GET", "/bot/x/", undefined, SANDBOX_BOT_API_KEY)).status).toBe(404);
  });

  it("answers 400 naming the field for a missing, unsupported or oversized meeting URL", async () => {
    expect((await api("POST", "/bot/", {})).body).toEqual({ meeting_url: ["This field is required."] });
    expect((await api("POST", "/bot/", { meeting_url: "https://example.com/meeting" })).body).toEqual({ meeting_url: ["Invalid meeting URL or unsupported platform."] });
    expect((await api("POST", "/bot/", { meeting_url: `https://zoom.us/j/1234567890?x=${"a".repeat(10_000)}` })).status).toBe(400);
    expect((await api("POST", "/bot/", { meeting_url: "https://zoom.us/j/1234567890", join_at: "tomorrow" })).body).toHaveProperty("join_at");
  });

  it("answers 429 with Retry-After, 503 and 507 when those faults are armed", async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ bots_api: { rate_limit: true } }) });
    const limited = await api("POST", "/bot/", { meeting_url: "https://zoom.us/j/1234567890" });
    expect([limited.status, limited.headers.get("retry-after")]).toEqual([429, "1"]);
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ bots_api: { server_error: true, pool_empty: true } }) });
    expect((await api("POST", "/bot/", { meeting_url: "https://zoom.us/j/1234567890" })).status).toBe(503);
    expect((await api("POST", "/bot/", { meeting_url: "https://zoom.us/j/1234567890" })).status).toBe(507);
    expect((await api("POST", "/bot/", { meeting_url: "https://zoom.us/j/1234567890" })).status).toBe(201);
  });
});

describe("sandbox Recall bot API: refusals and workspace capacity", () => {
  it("'meet-denied': the knock is refused at once; 'sign-in-required': a fatal meeting_requires_sign_in", async () => {
    const denied = await createBot("https://meet.google.com/abc-defg-hij?scenario=meet-denied");
    await waitFor(finished(denied.id));
    expect(statuses(denied.id)).toEqual(["joining_call", "in_waiting_room", "call_ended:bot_kicked_from_waiting_room", "done"]);
    const signIn = await createBot("https://zoom.us/j/1234567890?pwd=sign-in-required");
    await waitFor(() => statuses(signIn.id).includes("fatal:meeting_requires_sign_in"));
    expect(statuses(signIn.id)).toEqual(["joining_call", "fatal:meeting_requires_sign_in"]);
  });

  it("capacity lasts until changed: out of credit answers 402, overloaded 503 with Retry-After, reset restores it", async () => {
    const config = async (body: unknown) => (await (await fetch(`${sandbox.url}/__sandbox/bots/config`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json()) as Record<string, unknown>;
    expect(await config({ capacity: "out_of_credit" })).toMatchObject({ capacity: "out_of_credit" });
    for (let i = 0; i < 2; i++) expect((await api("GET", "/bot/?page_size=1")).status).toBe(402);
    expect((await api("POST", "/bot/", { meeting_url: "https://meet.google.com/abc-defg-hij" })).body).toMatchObject({ code: "insufficient_credit" });
    await config({ capacity: "overloaded" });
    const overloaded = await api("GET", "/bot/?page_size=1");
    expect(overloaded.status).toBe(503);
    expect(overloaded.headers.get("retry-after")).toBe("30");
    expect((await api("GET", "/bot/?page_size=1", undefined, null)).status).toBe(401);
    expect(await config({ capacity: "nope" })).toMatchObject({ error: "invalid_request" });
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    expect((await api("GET", "/bot/?page_size=1")).status).toBe(200);
  });
});

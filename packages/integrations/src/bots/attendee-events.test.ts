import { describe, expect, it } from "vitest";
import { ATTENDEE_FIXTURE_SECRET, ATTENDEE_FIXTURES } from "./attendee-fixtures";
import { createAttendeeProvider } from "./attendee-provider";
import { signAttendeeWebhook } from "./attendee-signature";
import { BotWebhookPayloadError, BotWebhookSignatureError } from "./errors";

/** Attendee's webhooks through the adapter: verified, then read in the app's terms (no HTTP involved). */
const NOW = new Date("2026-01-02T15:00:00Z");
const attendee = () => createAttendeeProvider({ baseUrl: "http://attendee.invalid", apiKey: "att_live_key", webhookSecret: ATTENDEE_FIXTURE_SECRET, now: () => NOW });

describe("Attendee webhooks → BotWebhookEvent", () => {
  const envelope = (trigger: string, data: unknown, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ idempotency_key: `key-${trigger}`, bot_id: "bot_weIAju4OXNZkDTpZ", bot_metadata: { session_id: "s_42", transcript_origin_ms: "1767366000000", nested: { n: 1 } }, trigger, data, ...extra });
  const parse = (body: string) => attendee().parseWebhook(new Headers(signAttendeeWebhook(ATTENDEE_FIXTURE_SECRET, body)), body, NOW);

  it("parses Attendee's own signed state change in the app's terms (removal read from the event), raw state kept, idempotency key as event id", () => {
    const { body, signature } = ATTENDEE_FIXTURES.state_change;
    expect(attendee().parseWebhook(new Headers({ "x-webhook-signature": signature }), body, NOW)).toEqual({
      kind: "status",
      eventId: "6b0d1c2e-0f4a-4c57-9a0e-7f5d3d0e9a11",
      botId: "bot_weIAju4OXNZkDTpZ",
      metadata: { session_id: "3f0c6a8e-2d4b-4c1e-9b7a-5e8d1f2a9c10", owner_name: "Zoë Ñúñez 中文", transcript_origin_ms: "1767366000000", "10": "ten", "9": "nine" },
      status: "disconnected",
      reason: "removed",
      admitted: false,
      failure: null,
      raw: { code: "post_processing", subCode: null },
      at: new Date("2026-01-02T15:30:45.123Z"),
    });
  });

  it("parses Attendee's own signed utterance into a segment relative to the bot's origin", () => {
    const { body, signature } = ATTENDEE_FIXTURES.transcript;
    expect(attendee().parseWebhook(new Headers({ "x-webhook-signature": signature }), body, NOW)).toMatchObject({
      kind: "transcript",
      eventId: "0c9d7c4e-8f55-4d6b-b5f0-1b9e9f3c2a7d",
      speaker: { id: "spk-2", name: "Chloé Martin", email: null, isHost: false },
      segment: { speaker: "Chloé Martin", startSeconds: 71.52, endSeconds: 73.82, text: "Ça marche — «merci»\n\ttab \u0001" },
      at: new Date(1767366071520),
    });
  });

  it("reads a could-not-join's sub-type, the remover_* form of removal and an event type for a failure, and keeps unknown states verbatim", () => {
    const lobby = parse(envelope("bot.state_change", { old_state: "waiting_room", new_state: "fatal_error", event_type: "could_not_join_meeting", event_sub_type: "waiting_room_timeout_exceeded", event_metadata: {}, created_at: "2026-01-02T15:15:00Z" }));
    expect(lobby).toMatchObject({ kind: "status", status: "disconnected", reason: "lobby_timeout", admitted: false, raw: { code: "fatal_error", subCode: "waiting_room_timeout_exceeded" } });
    const removed = parse(envelope("bot.state_change", { new_state: "post_processing", event_type: "meeting_ended", event_sub_type: null, event_metadata: { remover_name: "Host", remover_uuid: "u9", remover_user_uuid: null, remover_is_host: true }, created_at: "2026-01-02T15:20:00Z" }));
    expect(removed).toMatchObject({ status: "disconnected", reason: "removed", raw: { code: "post_processing" } });
    const crashed = parse(envelope("bot.state_change", { new_state: "fatal_error", event_type: "fatal_error", event_sub_type: null, created_at: "2026-01-02T15:20:30Z" }));
    expect(crashed).toMatchObject({ status: "error", reason: "provider_error", failure: "fatal_error" });
    const future = parse(envelope("bot.state_change", { new_state: "hibernating", event_type: "dozed_off", event_sub_type: "very_new", created_at: "2026-01-02T15:21:00Z" }));
    expect(future).toMatchObject({ kind: "status", status: "idle", reason: null, admitted: false, raw: { code: "hibernating", subCode: "very_new" } });
  });

  it("turns join/leave participant events into attendance, and ignores speech events", () => {
    const participant = { id: "pe_1", participant_name: "Ben Okafor", participant_uuid: "16778240", participant_user_uuid: null, participant_is_host: false, event_data: {}, timestamp_ms: 1767366065300 };
    expect(parse(envelope("participant_events.join_leave", { ...participant, event_type: "join" }))).toEqual({
      kind: "participant",
      eventId: "key-participant_events.join_leave",
      botId: "bot_weIAju4OXNZkDTpZ",
      metadata: { session_id: "s_42", transcript_origin_ms: "1767366000000" },
      action: "join",
      participant: { id: "16778240", name: "Ben Okafor", email: null, isHost: false },
      at: new Date(1767366065300),
    });
    expect(parse(envelope("participant_events.join_leave", { ...participant, event_type: "leave" }))).toMatchObject({ kind: "participant", action: "leave" });
    expect(parse(envelope("participant_events.speech_start_stop", { ...participant, event_type: "speech_start" }))).toMatchObject({ kind: "ignored", event: "participant_events.speech_start_stop" });
  });

  it("turns chat_messages.update into a chat event (epoch-ms string or seconds), and skips empty utterances", () => {
    const chat = parse(envelope("chat_messages.update", { id: "msg_1", to: "everyone", text: "opt out", timestamp: 1767366100, sender_name: "Ben Okafor", sender_uuid: "16778240", timestamp_ms: "1767366100250", additional_data: {}, sender_user_uuid: null }));
    expect(chat).toMatchObject({ kind: "chat", text: "opt out", to: "everyone", participant: { id: "16778240", name: "Ben Okafor" }, at: new Date(1767366100250) });
    const seconds = parse(envelope("chat_messages.update", { id: "msg_2", to: "only_bot", text: "hello", timestamp: 1767366100, sender_name: "Ana", sender_uuid: "u1" }));
    expect(seconds).toMatchObject({ kind: "chat", to: "only_bot", at: new Date(1767366100000) });
    const silent = parse(envelope("transcript.update", { speaker_name: "Ana", speaker_uuid: "u1", speaker_user_uuid: null, timestamp_ms: 1767366071520, duration_ms: 10, transcription: null }));
    expect(silent).toMatchObject({ kind: "ignored", event: "transcript.update" });
  });

  it("acknowledges unknown and calendar triggers as ignored", () => {
    expect(parse(envelope("bot_logs.update", { id: "log_1", level: "info", entry_type: "uncategorized", message: "m", created_at: "2026-01-02T15:00:00Z" }))).toEqual({
      kind: "ignored",
      eventId: "key-bot_logs.update",
      botId: "bot_weIAju4OXNZkDTpZ",
      event: "bot_logs.update",
    });
    const calendar = JSON.stringify({ idempotency_key: "cal-1", calendar_id: "cal_1", calendar_deduplication_key: null, calendar_metadata: {}, trigger: "calendar.events_update", data: { state: "connected" } });
    expect(parse(calendar)).toMatchObject({ kind: "ignored", botId: null, event: "calendar.events_update" });
  });

  it("refuses unsigned, forged, unreadable and huge webhooks", () => {
    const body = envelope("bot.state_change", { new_state: "joining", event_type: "join_requested", event_sub_type: null, created_at: "2026-01-02T15:00:00Z" });
    expect(() => attendee().parseWebhook(new Headers({ "content-type": "application/json" }), body, NOW)).toThrow(BotWebhookSignatureError);
    const forged = new Headers(signAttendeeWebhook(Buffer.from("someone else").toString("base64"), body));
    expect(() => attendee().parseWebhook(forged, body, NOW)).toThrow(/does not match/);
    expect(() => parse(envelope("bot.state_change", { new_state: "joining", created_at: "yesterday" }))).toThrow(BotWebhookPayloadError);
    expect(() => parse(JSON.stringify({ trigger: "bot.state_change", data: {} }))).toThrow(/not an Attendee envelope/);
    expect(() => parse(envelope("transcript.update", { speaker_name: "A", timestamp_ms: 1, duration_ms: 1, transcription: { transcript: "x" } }, { bot_id: null }))).toThrow(/Unreadable/);
    const huge = envelope("bot_logs.update", { message: "a".repeat(300_000) });
    expect(() => parse(huge)).toThrow(/too large/);
  });
});

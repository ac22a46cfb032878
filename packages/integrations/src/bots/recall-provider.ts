import { z } from "zod";
import { BotWebhookPayloadError } from "./errors";
import { requestJson, type HttpOptions } from "./http";
import type { BotWebhookEvent, CreateBotRequest, MeetingBotProvider, ProviderBot, TranscriptSegment, WebhookParticipant } from "./interface";
import { verifyRecallSignature } from "./signature";
import { SILENT_MP3_BASE64 } from "./silent-mp3";

export interface RecallConfig {
  /** e.g. `https://us-west-2.recall.ai` or the sandbox's base URL (no `/api/v1`). */
  apiBase: string;
  apiKey: string;
  webhookSecret: string;
  timeoutMs?: number;
  maxAttempts?: number;
  backoffMs?: number;
}

const StatusChange = z.object({ code: z.string(), sub_code: z.string().nullable().optional(), created_at: z.string() });
const BotObject = z.object({
  id: z.string(),
  bot_name: z.string().nullable().optional(),
  join_at: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  status_changes: z.array(StatusChange).default([]),
});
const Participant = z.object({ id: z.union([z.number(), z.string()]), name: z.string().nullable().optional(), email: z.string().nullable().optional(), is_host: z.boolean().nullable().optional() });
const Timestamp = z.object({ absolute: z.string(), relative: z.number() });
const BotRef = z.object({ id: z.string(), metadata: z.record(z.string(), z.string()).nullable().optional() });
const StatusEvent = z.object({ data: z.object({ code: z.string(), sub_code: z.string().nullable().optional(), updated_at: z.string() }), bot: BotRef });
const ParticipantEvent = z.object({ data: z.object({ participant: Participant, timestamp: Timestamp }), bot: BotRef });
// Reference §1.5: the inner `data.data.data` is `{text, to}` only for chat_message.
const ChatEvent = z.object({
  data: z.object({ participant: Participant.nullable().optional(), timestamp: Timestamp, data: z.object({ text: z.string().max(8192), to: z.string().nullable().optional() }) }),
  bot: BotRef,
});
const TranscriptEvent = z.object({
  data: z.object({
    participant: Participant.nullable().optional(),
    words: z.array(z.object({ text: z.string(), start_timestamp: Timestamp, end_timestamp: Timestamp.nullable().optional() })).min(1),
  }),
  bot: BotRef,
});
const Envelope = z.object({ event: z.string().max(200), data: z.unknown() });
const LegacyTranscript = z.array(z.object({ speaker: z.string().nullable().optional(), words: z.array(z.object({ text: z.string(), start_time: z.number(), end_time: z.number() })) }));

const MAX_WEBHOOK_BYTES = 256 * 1024;
const REALTIME_EVENTS = ["transcript.data", "participant_events.join", "participant_events.leave", "participant_events.chat_message"];

/** Recall.ai over plain HTTPS: Recall publishes no official Node SDK, so this is the client. */
export function createRecallProvider(config: RecallConfig): MeetingBotProvider {
  const http: HttpOptions = {
    baseUrl: `${config.apiBase.replace(/\/+$/, "")}/api/v1`,
    headers: { authorization: `Token ${config.apiKey}` },
    timeoutMs: config.timeoutMs ?? 10_000,
    maxAttempts: config.maxAttempts ?? 4,
    backoffMs: config.backoffMs ?? 500,
  };
  const bot = (body: unknown): ProviderBot => {
    const parsed = BotObject.parse(body);
    return {
      id: parsed.id,
      botName: parsed.bot_name ?? null,
      joinAt: parsed.join_at ? new Date(parsed.join_at) : null,
      metadata: parsed.metadata ?? {},
      statusChanges: parsed.status_changes.map((s) => ({ code: s.code, subCode: s.sub_code ?? null, at: new Date(s.created_at) })),
    };
  };
  const path = (botId: string, action = "") => `/bot/${encodeURIComponent(botId)}/${action}`;

  return {
    name: "recall",
    async createBot(request: CreateBotRequest) {
      const body = {
        meeting_url: request.meetingUrl,
        bot_name: request.botName,
        join_at: request.joinAt?.toISOString() ?? null,
        metadata: request.metadata,
        automatic_leave: {
          ...(request.waitingRoomTimeoutSeconds ? { waiting_room_timeout: request.waitingRoomTimeoutSeconds } : {}),
          ...(request.nooneJoinedTimeoutSeconds ? { noone_joined_timeout: request.nooneJoinedTimeoutSeconds } : {}),
        },
        recording_config: {
          transcript: { provider: { recallai_streaming: { mode: "prioritize_low_latency", language_code: "en" } } },
          participant_events: {},
          ...(request.realtimeWebhookUrl
            ? { realtime_endpoints: [{ type: "webhook", url: request.realtimeWebhookUrl, events: REALTIME_EVENTS }] }
            : {}),
        },
        // output_audio only works for a bot created with automatic audio output (reference §1.2); a
        // fraction of a second of silence enables it without the bot saying anything on its own.
        automatic_audio_output: { in_call_recording: { data: { kind: "mp3", b64_data: SILENT_MP3_BASE64 } } },
      };
      // Retrying a create is only safe because the key makes the provider answer with the first bot.
      const res = await requestJson(http, "POST", "/bot/", body, { "idempotency-key": request.idempotencyKey });
      return bot(res.body);
    },
    async getBot(botId) {
      return bot((await requestJson(http, "GET", path(botId))).body);
    },
    async leaveCall(botId) {
      await requestJson(http, "POST", path(botId, "leave_call/"));
    },
    async deleteScheduledBot(botId) {
      try {
        await requestJson(http, "DELETE", path(botId));
        return true;
      } catch (error) {
        if (error instanceof Error && "status" in error && error.status === 405) return false;
        throw error;
      }
    },
    async sendChatMessage(botId, message) {
      await requestJson(http, "POST", path(botId, "send_chat_message/"), { to: "everyone", message, pin: false });
    },
    async outputAudio(botId, mp3Base64) {
      await requestJson(http, "POST", path(botId, "output_audio/"), { kind: "mp3", b64_data: mp3Base64 });
    },
    async getTranscript(botId): Promise<TranscriptSegment[]> {
      const parsed = LegacyTranscript.parse((await requestJson(http, "GET", path(botId, "transcript/"))).body);
      return parsed.flatMap((s) => {
        const first = s.words[0];
        const last = s.words.at(-1);
        return first && last ? [{ speaker: s.speaker ?? null, startSeconds: first.start_time, endSeconds: last.end_time, text: s.words.map((w) => w.text).join(" ") }] : [];
      });
    },
    parseWebhook(headers, rawBody, now) {
      if (Buffer.byteLength(rawBody) > MAX_WEBHOOK_BYTES) throw new BotWebhookPayloadError("Webhook body too large");
      const eventId = verifyRecallSignature(config.webhookSecret, headers, rawBody, now);
      return parseRecallEvent(eventId, rawBody);
    },
  };
}

/** A verified body → our event. Unknown events are acknowledged and ignored, never an error. */
export function parseRecallEvent(eventId: string, rawBody: string): BotWebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new BotWebhookPayloadError("Webhook body is not JSON");
  }
  const envelope = Envelope.safeParse(json);
  if (!envelope.success) throw new BotWebhookPayloadError("Webhook body has no event name");
  const { event, data } = envelope.data;
  const fail = (): never => {
    throw new BotWebhookPayloadError(`Unreadable ${event} payload`);
  };
  if (event.startsWith("bot.")) {
    const parsed = StatusEvent.safeParse(data);
    if (!parsed.success) return fail();
    const { data: status, bot } = parsed.data;
    return { kind: "status", eventId, botId: bot.id, metadata: bot.metadata ?? {}, code: status.code, subCode: status.sub_code ?? null, at: new Date(status.updated_at) };
  }
  if (event === "participant_events.join" || event === "participant_events.leave") {
    const parsed = ParticipantEvent.safeParse(data);
    if (!parsed.success) return fail();
    const { data: inner, bot } = parsed.data;
    return {
      kind: "participant",
      eventId,
      botId: bot.id,
      metadata: bot.metadata ?? {},
      action: event === "participant_events.join" ? "join" : "leave",
      participant: participant(inner.participant),
      at: new Date(inner.timestamp.absolute),
    };
  }
  if (event === "participant_events.chat_message") {
    const parsed = ChatEvent.safeParse(data);
    if (!parsed.success) return fail();
    const { data: inner, bot } = parsed.data;
    return {
      kind: "chat",
      eventId,
      botId: bot.id,
      metadata: bot.metadata ?? {},
      participant: inner.participant ? participant(inner.participant) : null,
      text: inner.data.text,
      to: inner.data.to ?? null,
      at: new Date(inner.timestamp.absolute),
    };
  }
  if (event === "transcript.data") {
    const parsed = TranscriptEvent.safeParse(data);
    if (!parsed.success) return fail();
    const { data: inner, bot } = parsed.data;
    const [first] = inner.words;
    const last = inner.words.at(-1);
    if (!first || !last) return fail();
    return {
      kind: "transcript",
      eventId,
      botId: bot.id,
      metadata: bot.metadata ?? {},
      speaker: inner.participant ? participant(inner.participant) : null,
      segment: {
        speaker: inner.participant?.name ?? null,
        startSeconds: first.start_timestamp.relative,
        endSeconds: (last.end_timestamp ?? last.start_timestamp).relative,
        text: inner.words.map((w) => w.text).join(" "),
      },
      at: new Date(first.start_timestamp.absolute),
    };
  }
  const botId = (data as { bot?: { id?: unknown } } | null)?.bot?.id;
  return { kind: "ignored", eventId, botId: typeof botId === "string" ? botId : null, event };
}

function participant(p: z.infer<typeof Participant>): WebhookParticipant {
  return { id: String(p.id), name: p.name ?? null, email: p.email ?? null, isHost: p.is_host ?? false };
}

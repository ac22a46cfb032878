import { z } from "zod";
import { sharedBotVerbs, type BotApiDialect } from "./bot-api";
import { requestJson, requestJsonEach, tokenApi } from "./http";
import type { CreateBotRequest, MeetingBotProvider, ProviderBot, TranscriptSegment } from "./interface";
import { parseRecallEvent } from "./recall-events";
import { recallStatus } from "./recall-status";
import { verifyRecallSignature } from "./signature";
import { SILENT_MP3_BASE64 } from "./silent-mp3";
import { checkWebhookSize } from "./webhook-body";

export interface RecallConfig {
  /** e.g. `https://us-west-2.recall.ai` or the sandbox's base URL (no `/api/v1`). */
  apiBase: string;
  apiKey: string;
  /** The workspace verification secret: real-time webhooks always, and every webhook of a workspace created on/after 2025-12-15. */
  webhookSecret: string;
  /** Older workspaces: the dashboard endpoint's own Svix secret(s) for bot-status webhooks; two while one is rotated. */
  statusWebhookSecrets?: readonly string[];
  timeoutMs?: number;
  maxAttempts?: number;
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

const StatusChange = z.object({ code: z.string(), sub_code: z.string().nullable().optional(), created_at: z.string() });
const BotObject = z.object({
  id: z.string(),
  bot_name: z.string().nullable().optional(),
  join_at: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  status_changes: z.array(StatusChange).default([]),
});
const BotList = z.object({ next: z.string().nullable().optional(), results: z.array(z.unknown()) });
const LegacyTranscript = z.array(z.object({ speaker: z.string().nullable().optional(), words: z.array(z.object({ text: z.string(), start_time: z.number(), end_time: z.number() })) }));
const REALTIME_EVENTS = ["transcript.data", "participant_events.join", "participant_events.leave", "participant_events.chat_message"];

/** Recall.ai over plain HTTPS: Recall publishes no official Node SDK, so this is the client. */
export function createRecallProvider(config: RecallConfig): MeetingBotProvider {
  const http = tokenApi(config.apiBase, config.apiKey, config);
  const api: BotApiDialect = {
    path: (botId, action = "") => `/bot/${encodeURIComponent(botId)}/${action}`,
    actions: { leave: "leave_call/", chat: "send_chat_message/", audio: "output_audio/", deleteMedia: "delete_media/" },
    chatBody: (message) => ({ to: "everyone", message, pin: false }),
    // `to` may be a participant id (a direct message) on Zoom only; Meet and Teams take only "everyone".
    privateChatBody: (participantId, message) => ({ to: participantId, message, pin: false }),
    privateChatPlatforms: ["zoom"],
    audioBody: (mp3Base64) => ({ kind: "mp3", b64_data: mp3Base64 }),
    // 405: the bot has been dispatched and can only be told to leave.
    dispatchedStatus: 405,
    readBot,
    probePath: "/bot/?page_size=1",
  };

  return {
    name: "recall",
    ...sharedBotVerbs(http, api),
    async findBot({ sessionId }) {
      const list = BotList.parse((await requestJson(http, "GET", `/bot/?metadata__session_id=${encodeURIComponent(sessionId)}`)).body);
      const [first] = list.results;
      return first ? readBot(first) : null;
    },
    async createBot(request: CreateBotRequest) {
      const now = config.now ?? (() => new Date());
      // Built per attempt: after a wait a start that has passed is sent as "join now", not as a past join_at.
      const body = () => ({
        meeting_url: request.meetingUrl,
        bot_name: request.botName,
        join_at: request.joinAt && request.joinAt > now() ? request.joinAt.toISOString() : null,
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
      });
      // Retrying a create is only safe because the key makes the provider answer with the first bot.
      const res = await requestJsonEach(http, "POST", "/bot/", body, { "idempotency-key": request.idempotencyKey });
      return readBot(res.body);
    },
    async getTranscript(botId): Promise<TranscriptSegment[]> {
      const parsed = LegacyTranscript.parse((await requestJson(http, "GET", api.path(botId, "transcript/"))).body);
      return parsed.flatMap((s) => {
        const first = s.words[0];
        const last = s.words.at(-1);
        return first && last ? [{ speaker: s.speaker ?? null, startSeconds: first.start_time, endSeconds: last.end_time, text: s.words.map((w) => w.text).join(" ") }] : [];
      });
    },
    parseWebhook(headers, rawBody, now) {
      checkWebhookSize(rawBody);
      const eventId = verifyRecallSignature([config.webhookSecret, ...(config.statusWebhookSecrets ?? [])], headers, rawBody, now);
      return parseRecallEvent(eventId, rawBody, now);
    },
  };
}

function readBot(body: unknown): ProviderBot {
  const parsed = BotObject.parse(body);
  return {
    id: parsed.id,
    botName: parsed.bot_name ?? null,
    joinAt: parsed.join_at ? new Date(parsed.join_at) : null,
    metadata: parsed.metadata ?? {},
    statusChanges: parsed.status_changes.map((s) => recallStatus(s.code, s.sub_code ?? null, new Date(s.created_at))),
  };
}

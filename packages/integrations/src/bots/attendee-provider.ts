import { z } from "zod";
import { BotProviderRequestError } from "./errors";
import { BOT_TRIGGERS, BotList, BotObject, parseAttendeeEvent, stringMetadata, toProviderBot, toSegment, TRANSCRIPT_ORIGIN_KEY, Utterance } from "./attendee-events";
import { verifyAttendeeSignature } from "./attendee-signature";
import { sharedBotVerbs, type BotApiDialect } from "./bot-api";
import { requestJson, requestJsonEach, tokenApi, type HttpTuning } from "./http";
import { botPlatform } from "../meeting-links";
import { withinBasicPlane } from "./provider-text";
import type { CreateBotRequest, MeetingBotProvider, ProviderBot, TranscriptSegment } from "./interface";
import { checkWebhookSize } from "./webhook-body";

export interface AttendeeConfig extends HttpTuning {
  /** `https://app.attendee.dev` or a self-hosted instance (no `/api/v1`). */
  baseUrl: string;
  apiKey: string;
  /** The project's webhook secret (base64), from Attendee's Settings → Webhooks. */
  webhookSecret: string;
  now?: () => Date;
}

const TERMINAL_STATES = new Set(["ended", "fatal_error", "data_deleted"]);
/** A join_at closer than this is sent as "join now": Attendee refuses one that is past when it arrives. */
const JOIN_AT_MARGIN_MS = 15_000;

/**
 * Attendee (attendee-labs/attendee, reference §2) over plain HTTPS, for self-hosters who run their
 * own bot fleet. Same verbs as the Recall adapter; the differences are Attendee's: no trailing
 * slashes, `deduplication_key` instead of an idempotency header, states plus event types instead of
 * status codes, and webhooks signed over canonical JSON.
 */
export function createAttendeeProvider(config: AttendeeConfig): MeetingBotProvider {
  const now = config.now ?? (() => new Date());
  const http = tokenApi(config.baseUrl, config.apiKey, config, { "content-type": "application/json" });
  const api: BotApiDialect = {
    path: (botId, action = "") => `/bots/${encodeURIComponent(botId)}${action ? `/${action}` : ""}`,
    actions: { leave: "leave", chat: "send_chat_message", audio: "output_audio", deleteMedia: "delete_data" },
    chatBody: (message) => ({ to: "everyone", message: withinBasicPlane(message) }),
    privateChatBody: (participantId, message) => ({ to: "specific_user", to_user_uuid: participantId, message: withinBasicPlane(message) }),
    // `specific_user` exists in the API; which platforms deliver it is not in the reference, so only Zoom,
    // the one platform where a direct message from a bot is documented at all, is trusted with it.
    privateChatPlatforms: ["zoom"],
    audioBody: (mp3Base64) => ({ type: "audio/mp3", data: mp3Base64 }),
    // "Bot is in state X but can only be deleted when in scheduled state": already dispatched.
    dispatchedStatus: 400,
    readBot: toProviderBot,
    probePath: "/bots?page_size=1",
  };

  /**
   * Attendee has no idempotent create: a second create with a live bot's deduplication_key is a
   * 400. After a create whose answer was lost (timeout, 5xx, then the retry), that 400 means the
   * first attempt went through, so the bot holding the key is the answer.
   */
  async function botHoldingKey(key: string): Promise<ProviderBot | null> {
    const list = BotList.parse((await requestJson(http, "GET", `/bots?deduplication_key=${encodeURIComponent(key)}`)).body);
    const live = list.results.find((b) => !TERMINAL_STATES.has(b.state));
    return live ? toProviderBot(live) : null;
  }

  return {
    name: "attendee",
    ...sharedBotVerbs(http, api),
    findBot: ({ idempotencyKey }) => botHoldingKey(idempotencyKey),
    async createBot(request: CreateBotRequest) {
      const leave = {
        ...(request.waitingRoomTimeoutSeconds ? { waiting_room_timeout_seconds: request.waitingRoomTimeoutSeconds } : {}),
        // Attendee has no "nobody joined" timer (the only-participant timer starts once someone has
        // left); the nearest rule is silence, so it may only start counting after this many seconds.
        ...(request.nooneJoinedTimeoutSeconds ? { silence_activate_after_seconds: request.nooneJoinedTimeoutSeconds } : {}),
      };
      const webhookUrl = request.realtimeWebhookUrl;
      const body = () => {
        // Built per attempt: a scheduled start that has come close or passed is sent as "join now".
        const joinAt = request.joinAt && request.joinAt.getTime() - now().getTime() > JOIN_AT_MARGIN_MS ? request.joinAt : null;
        return {
          meeting_url: request.meetingUrl,
          bot_name: withinBasicPlane(request.botName),
          ...(joinAt ? { join_at: joinAt.toISOString() } : {}),
          metadata: { ...request.metadata, [TRANSCRIPT_ORIGIN_KEY]: String((joinAt ?? now()).getTime()) },
          deduplication_key: request.idempotencyKey,
          // The platform's own captions: transcripts without a speech-to-text account. On Zoom, Attendee
          // accepts them only from its web SDK adapter (bots/serializers.py: "Closed caption based
          // transcription is not supported for Zoom when using the native SDK").
          transcription_settings: { meeting_closed_captions: {} },
          ...(botPlatform(request.meetingUrl) === "zoom" ? { zoom_settings: { sdk: "web" } } : {}),
          ...(Object.keys(leave).length ? { automatic_leave_settings: leave } : {}),
          // Attendee only accepts https webhook URLs; otherwise the project-level webhook (dashboard) delivers.
          ...(webhookUrl?.startsWith("https://") ? { webhooks: [{ url: webhookUrl, triggers: BOT_TRIGGERS }] } : {}),
        };
      };
      try {
        return toProviderBot((await requestJsonEach(http, "POST", "/bots", body)).body);
      } catch (error) {
        if (error instanceof BotProviderRequestError && error.status === 400 && /deduplication key/i.test(error.message)) {
          const existing = await botHoldingKey(request.idempotencyKey);
          if (existing) return existing;
        }
        throw error;
      }
    },
    // Attendee's own text-to-speech (reference §2: `POST /speech`), for a server without a speech model of its own.
    async speak(botId, text, voice) {
      await requestJson(http, "POST", api.path(botId, "speech"), { text, text_to_speech_settings: { google: { voice_language_code: voice.languageCode, voice_name: voice.name } } });
    },
    async getTranscript(botId): Promise<TranscriptSegment[]> {
      // The bot carries the transcript origin in its metadata (see TRANSCRIPT_ORIGIN_KEY).
      const [bot, transcript] = await Promise.all([requestJson(http, "GET", api.path(botId)), requestJson(http, "GET", api.path(botId, "transcript"))]);
      const metadata = stringMetadata(BotObject.parse(bot.body).metadata);
      return z
        .array(Utterance)
        .parse(transcript.body)
        .flatMap((u) => {
          const converted = toSegment(u, metadata);
          return converted ? [converted.segment] : [];
        });
    },
    parseWebhook(headers, rawBody) {
      checkWebhookSize(rawBody);
      verifyAttendeeSignature(config.webhookSecret, headers, rawBody);
      return parseAttendeeEvent(rawBody);
    },
  };
}

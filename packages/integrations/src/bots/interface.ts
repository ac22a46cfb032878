/**
 * What Understudy needs from a meeting-bot provider, in the app's own terms. Each adapter maps its
 * provider's status codes onto docs/product.md#bot-session-status itself; the codes travel along verbatim only for display.
 */

export interface CreateBotRequest {
  meetingUrl: string;
  botName: string;
  /** Null = join now (ad-hoc). */
  joinAt: Date | null;
  /** Echoed on every webhook; `session_id` ties events back to our row. */
  metadata: Record<string, string>;
  /** Where participant and transcript events are posted (real-time endpoint). */
  realtimeWebhookUrl: string | null;
  waitingRoomTimeoutSeconds?: number;
  nooneJoinedTimeoutSeconds?: number;
  /** Same key → same bot, so a retried create never books a second bot. */
  idempotencyKey: string;
}

/** The bot session statuses of docs/product.md#bot-session-status, the ones the app stores. */
export type BotStatus = "idle" | "connecting" | "connected" | "recording" | "disconnecting" | "disconnected" | "error";

/** A status change in the app's terms, whoever the provider is. */
export interface BotStatusReport {
  /** Null when the provider's code says nothing about where the bot is (post-processing); an unknown code reads as idle. */
  status: BotStatus | null;
  /** Why the bot is leaving or left: lobby_timeout, removed, nobody_joined, ended, provider_error, or an unknown sub-code verbatim. */
  reason: string | null;
  /**
   * Set when the reason depends on whether anyone came, which only the app knows (a bot leaving a silent
   * meeting): the reason once someone was seen joining; `reason` holds the one for an empty meeting.
   */
  reasonIfAttended?: string;
  /** The bot is in the call, past any lobby: what starts the owner's grace. */
  admitted: boolean;
  /** When it happened, on the provider's clock. */
  at: Date;
  /** For status "error": the failure in the provider's words (its sub-code or event type). */
  failure: string | null;
  /** The provider's own code and sub-code, verbatim (not a closed set), kept for display and debugging only. */
  raw: { code: string; subCode: string | null };
}

export interface ProviderBot {
  id: string;
  botName: string | null;
  joinAt: Date | null;
  metadata: Record<string, string>;
  statusChanges: BotStatusReport[];
}

export interface TranscriptSegment {
  speaker: string | null;
  /** Seconds from the start of the recording. */
  startSeconds: number;
  endSeconds: number;
  text: string;
}

export interface WebhookParticipant {
  id: string;
  name: string | null;
  email: string | null;
  isHost: boolean;
}

/** A verified webhook, normalised. `eventId` is stable across retries and duplicate sends. */
export type BotWebhookEvent =
  | ({ kind: "status"; eventId: string; botId: string; metadata: Record<string, string> } & BotStatusReport)
  | { kind: "participant"; eventId: string; botId: string; metadata: Record<string, string>; action: "join" | "leave"; participant: WebhookParticipant; at: Date }
  | { kind: "transcript"; eventId: string; botId: string; metadata: Record<string, string>; speaker: WebhookParticipant | null; segment: TranscriptSegment; at: Date }
  /** A chat message someone in the call sent (the bot's own messages are not echoed). `to` is "everyone" or a recipient. */
  | { kind: "chat"; eventId: string; botId: string; metadata: Record<string, string>; participant: WebhookParticipant | null; text: string; to: string | null; at: Date }
  | { kind: "ignored"; eventId: string; botId: string | null; event: string };

/** A voice of the provider's own text-to-speech (Attendee uses Google's voices). */
export interface ProviderVoice {
  languageCode: string;
  name: string;
}

/**
 * The provider's answer to one cheap authenticated read, for pre-flight checks. Neither Recall nor Attendee
 * documents a status or dry-run endpoint, so the read is a one-item bot list, asked once with a short timeout:
 * `ok`; `unauthorized` (401/403: our key was refused); `out_of_credit` (402: a self-serve workspace with no
 * credit); `no_capacity` (507: the ad-hoc pool is empty); `throttled` (429); `unavailable` (5xx, timeout,
 * unreachable).
 */
export type ProviderAccountState = "ok" | "unauthorized" | "out_of_credit" | "no_capacity" | "throttled" | "unavailable";

export interface ProviderAccountCheck {
  state: ProviderAccountState;
  /** The HTTP status behind the state, when there was one. */
  httpStatus: number | null;
  /** The provider's own words, for logs and display. */
  detail: string | null;
}

export interface MeetingBotProvider {
  readonly name: string;
  /** One read, no retries, a short timeout: is the provider there, does it take our key, can it run bots. Never throws. */
  checkAccount(): Promise<ProviderAccountCheck>;
  createBot(request: CreateBotRequest): Promise<ProviderBot>;
  getBot(botId: string): Promise<ProviderBot>;
  /**
   * The bot a booking may have made, found without making one (a create with the same idempotency key would
   * book a real bot once Recall's key has expired after an hour): Recall lists by `metadata__session_id`,
   * Attendee by `deduplication_key`. Null when the provider has none.
   */
  findBot(booking: { sessionId: string; idempotencyKey: string }): Promise<ProviderBot | null>;
  /** Removes the bot from the call. */
  leaveCall(botId: string): Promise<void>;
  /** Cancels a scheduled bot that has not been dispatched; false when it already was. */
  deleteScheduledBot(botId: string): Promise<boolean>;
  sendChatMessage(botId: string, message: string): Promise<void>;
  /**
   * Whether this provider can message one participant privately on this platform (reference §1.2, §2.3):
   * Recall only on Zoom, Attendee (`specific_user`) only where confirmed, Zoom. Nothing private is ever
   * sent where this is false: there is no falling back to the public chat.
   */
  supportsPrivateChat(platform: "zoom" | "google_meet" | "teams"): boolean;
  /** A chat message to one participant only (their provider participant id). */
  sendPrivateChatMessage(botId: string, participantId: string, message: string): Promise<void>;
  /** Plays an mp3 clip (base64) in the call (playAudio). */
  outputAudio(botId: string, mp3Base64: string): Promise<void>;
  /**
   * Text spoken by the provider's own text-to-speech, where it has one (Attendee `POST /bots/{id}/speech`; Recall has
   * none, so speech there is synthesised by the app and played with `outputAudio`).
   */
  speak?(botId: string, text: string, voice: ProviderVoice): Promise<void>;
  getTranscript(botId: string): Promise<TranscriptSegment[]>;
  /**
   * Deletes what the provider keeps of the bot (recording, transcript, participant events): Recall
   * `POST /bot/{id}/delete_media/`, Attendee `POST /bots/{id}/delete_data`. A bot the provider no longer
   * knows counts as deleted, so asking twice is harmless.
   */
  deleteBotMedia(botId: string): Promise<void>;
  /** Verifies the signature over the raw body and parses it; throws WebhookSignatureError / BotWebhookPayloadError. */
  parseWebhook(headers: Headers, rawBody: string, now: Date): BotWebhookEvent;
}
